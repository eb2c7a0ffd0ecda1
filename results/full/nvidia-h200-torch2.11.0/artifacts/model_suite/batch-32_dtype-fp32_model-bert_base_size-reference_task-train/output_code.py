# AOT ID: ['2_forward']
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


# kernel path: /tmp/lab-cache-ouBYJd/inductor/sd/csd5grlnndycwwd3rm62oikcgpoxzz5kmo4qjp7kjgedjbejg2mk.py
# Topologically Sorted Source Nodes: [position_ids, buffered_token_type_ids, buffered_token_type_ids_1], Original ATen: [aten.slice, aten.expand, aten.gather]
# Source node to ATen node mapping:
#   buffered_token_type_ids => expand
#   buffered_token_type_ids_1 => gather
#   position_ids => slice_1
# Graph fragment:
#   %primals_2 : Tensor "i64[1, 512][512, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %primals_3 : Tensor "i64[1, 512][512, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %slice_1 : Tensor "i64[1, 128][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%primals_2, 1, 0, 128), kwargs = {})
#   %expand : Tensor "i64[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%primals_3, [1, -1]), kwargs = {})
#   %gather : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gather.default](args = (%expand, 1, %slice_1), kwargs = {})
#   return %gather
triton_poi_fused_expand_gather_slice_0 = async_compile.triton('triton_poi_fused_expand_gather_slice_0', '''
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
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'out_ptr0': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_expand_gather_slice_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3072}, 'kernel_num_gb': 3.072e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_expand_gather_slice_0(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([XBLOCK], 512, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 512)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 512")
    tmp6 = tl.load(in_ptr1 + (tmp4), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (x0), tmp6, xmask)


def get_args():
    arg_0 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    arg_1 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    return arg_0, arg_1, arg_2, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_expand_gather_slice_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_expand_gather_slice_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 3.072e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/x3/cx3lvacag3maaln24bd2twg5gwv4vkov3ncoxwc6csgnb6e2n2so.py
# Topologically Sorted Source Nodes: [position_ids, token_type_ids, inputs_embeds, token_type_embeddings, embeddings, position_embeddings, embeddings_1, embeddings_2, div_39], Original ATen: [aten.slice, aten.expand, aten.embedding, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   div_39 => div_39
#   embeddings => add
#   embeddings_1 => add_1
#   embeddings_2 => add_2, add_3, mul, mul_1, rsqrt, sub, var_mean
#   inputs_embeds => embedding
#   position_embeddings => embedding_2
#   position_ids => slice_1
#   token_type_embeddings => embedding_1
#   token_type_ids => expand_1
# Graph fragment:
#   %primals_1 : Tensor "i64[32, 128][128, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %primals_4 : Tensor "f32[30522, 768][768, 1]cuda:0" = PlaceHolder[target=primals_4]
#   %gather : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=gather]
#   %primals_5 : Tensor "f32[2, 768][768, 1]cuda:0" = PlaceHolder[target=primals_5]
#   %primals_2 : Tensor "i64[1, 512][512, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %primals_6 : Tensor "f32[512, 768][768, 1]cuda:0" = PlaceHolder[target=primals_6]
#   %add_1 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_1]
#   %getitem_1 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf3 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=buf3]
#   %mul : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul]
#   %primals_7 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_7]
#   %primals_8 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_8]
#   %slice_1 : Tensor "i64[1, 128][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%primals_2, 1, 0, 128), kwargs = {})
#   %expand_1 : Tensor "i64[32, 128][0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%gather, [32, 128]), kwargs = {})
#   %embedding : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_4, %primals_1, 0), kwargs = {})
#   %embedding_1 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_5, %expand_1), kwargs = {})
#   %add : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %embedding_2 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_6, %slice_1), kwargs = {})
#   %add_1 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add, %embedding_2), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_1, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_2 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-12), kwargs = {})
#   %rsqrt : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_2,), kwargs = {})
#   %sub : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_1, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %primals_7), kwargs = {})
#   %add_3 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %primals_8), kwargs = {})
#   %div_39 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt, 768), kwargs = {})
#   return %add_1,%getitem_1,%buf3,%mul,%add_3,%div_39
triton_per_fused_add_embedding_expand_native_layer_norm_native_layer_norm_backward_slice_1 = async_compile.triton('triton_per_fused_add_embedding_expand_native_layer_norm_native_layer_norm_backward_slice_1', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'in_ptr4': '*i64', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_embedding_expand_native_layer_norm_native_layer_norm_backward_slice_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 67584, 'r0_': 50337792}, 'kernel_num_gb': 0.051971072, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_embedding_expand_native_layer_norm_native_layer_norm_backward_slice_1(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    x3 = xindex
    r0_2 = r0_index
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (x3), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp46 = tl.load(in_ptr6 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp48 = tl.load(in_ptr7 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.full([1, 1], 30522, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert((0 <= tmp4) & (tmp4 < 30522), "index out of bounds: 0 <= tmp4 < 30522")
    tmp6 = tl.load(in_ptr1 + (r0_2 + 768*tmp4), r0_mask, other=0.0)
    tmp8 = tl.full([1, 1], 2, tl.int32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp7 < 0
    tmp11 = tl.where(tmp10, tmp9, tmp7)
    tl.device_assert((0 <= tmp11) & (tmp11 < 2), "index out of bounds: 0 <= tmp11 < 2")
    tmp13 = tl.load(in_ptr3 + (r0_2 + 768*tmp11), r0_mask, other=0.0)
    tmp14 = tmp6 + tmp13
    tmp16 = tl.full([1, 1], 512, tl.int32)
    tmp17 = tmp15 + tmp16
    tmp18 = tmp15 < 0
    tmp19 = tl.where(tmp18, tmp17, tmp15)
    tl.device_assert((0 <= tmp19) & (tmp19 < 512), "index out of bounds: 0 <= tmp19 < 512")
    tmp21 = tl.load(in_ptr5 + (r0_2 + 768*tmp19), r0_mask, other=0.0)
    tmp22 = tmp14 + tmp21
    tmp23 = tl.broadcast_to(tmp22, [XBLOCK, R0_BLOCK])
    tmp25 = tl.where(r0_mask, tmp23, 0)
    tmp26 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
    tmp28 = tl.where(r0_mask, tmp26, 0)
    tmp29 = tl.sum(tmp28, 1)[:, None].to(tl.float32)
    tmp30 = tl.full([1, 1], 768, tl.int32)
    tmp31 = tmp30.to(tl.float32)
    tmp32 = (tmp29 / tmp31)
    tmp33 = tmp23 - tmp32
    tmp34 = tmp33 * tmp33
    tmp35 = tl.broadcast_to(tmp34, [XBLOCK, R0_BLOCK])
    tmp37 = tl.where(r0_mask, tmp35, 0)
    tmp38 = tl.sum(tmp37, 1)[:, None].to(tl.float32)
    tmp39 = tmp22 - tmp32
    tmp40 = tl.full([1, 1], 768.0, tl.float32)
    tmp41 = (tmp38 / tmp40)
    tmp42 = tl.full([1, 1], 1e-12, tl.float32)
    tmp43 = tmp41 + tmp42
    tmp44 = libdevice.rsqrt(tmp43)
    tmp45 = tmp39 * tmp44
    tmp47 = tmp45 * tmp46
    tmp49 = tmp47 + tmp48
    tmp50 = tl.full([1, 1], 0.0013020833333333333, tl.float32)
    tmp51 = tmp44 * tmp50
    tl.store(in_out_ptr0 + (r0_2 + 768*x3), tmp45, r0_mask)
    tl.store(out_ptr2 + (r0_2 + 768*x3), tmp49, r0_mask)
    tl.store(out_ptr3 + (x3), tmp51, None)


def get_args():
    arg_0 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((30522, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_4 = rand_strided((2, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    arg_6 = rand_strided((512, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_10 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_embedding_expand_native_layer_norm_native_layer_norm_backward_slice_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_embedding_expand_native_layer_norm_native_layer_norm_backward_slice_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.051971072
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/p4/cp4fm5yetdzll34kyt6ak3pov54ttmwsv5oz73vfs2iyxvypxsgz.py
# Topologically Sorted Source Nodes: [, linear, view, query_layer, attn_output], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
# Source node to ATen node mapping:
#    => add_tensor_59
#   attn_output => clone_1, mul_2
#   linear => view_1
#   query_layer => permute_1
#   view => view_2
# Graph fragment:
#   %primals_10 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_10]
#   %mm_default_59 : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_59]
#   %add_tensor_59 : Tensor "f32[4096, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_10, %mm_default_59), kwargs = {})
#   %view_1 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_59, [32, 128, 768]), kwargs = {})
#   %view_2 : Tensor "f32[32, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_1, [32, 128, -1, 64]), kwargs = {})
#   %permute_1 : Tensor "f32[32, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [0, 2, 1, 3]), kwargs = {})
#   %mul_2 : Tensor "f32[32, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%permute_1, 0.3535533905932738), kwargs = {})
#   %clone_1 : Tensor "f32[32, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_3,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_1
triton_poi_fused_addmm_clone_mul_transpose_view_2 = async_compile.triton('triton_poi_fused_addmm_clone_mul_transpose_view_2', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_clone_mul_transpose_view_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 37751808}, 'kernel_num_gb': 0.025168896, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_clone_mul_transpose_view_2(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3145728
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x2 = ((xindex // 8192) % 12)
    x1 = ((xindex // 64) % 128)
    x3 = xindex // 98304
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x0 + 64*x2 + 768*x1 + 98304*x3), None)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.3535533905932738, tl.float32)
    tmp4 = tmp2 * tmp3
    tl.store(out_ptr0 + (x4), tmp4, None)


def get_args():
    arg_0 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 3145728,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_addmm_clone_mul_transpose_view_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_addmm_clone_mul_transpose_view_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.025168896
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/q7/cq77jv2ujeyobzi3324um2fk6nabt4p5vm5yw7mcey4l77arnyyf.py
# Topologically Sorted Source Nodes: [, linear_1, view_1, key_layer, attn_output], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
# Source node to ATen node mapping:
#    => add_tensor_58
#   attn_output => clone_2, mul_3, permute_6
#   key_layer => permute_3
#   linear_1 => view_4
#   view_1 => view_5
# Graph fragment:
#   %primals_12 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_12]
#   %mm_default_58 : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_58]
#   %add_tensor_58 : Tensor "f32[4096, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_12, %mm_default_58), kwargs = {})
#   %view_4 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_58, [32, 128, 768]), kwargs = {})
#   %view_5 : Tensor "f32[32, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_4, [32, 128, -1, 64]), kwargs = {})
#   %permute_3 : Tensor "f32[32, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %permute_6 : Tensor "f32[32, 12, 64, 128][98304, 64, 1, 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%permute_3, [0, 1, 3, 2]), kwargs = {})
#   %mul_3 : Tensor "f32[32, 12, 64, 128][98304, 64, 1, 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%permute_6, 0.3535533905932738), kwargs = {})
#   %clone_2 : Tensor "f32[32, 12, 64, 128][98304, 8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_2
triton_poi_fused_addmm_clone_mul_transpose_view_3 = async_compile.triton('triton_poi_fused_addmm_clone_mul_transpose_view_3', '''
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
    size_hints={'y': 32768, 'x': 128}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_clone_mul_transpose_view_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 12585984, 'x': 25165824}, 'kernel_num_gb': 0.025168896, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_clone_mul_transpose_view_3(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 24576
    xnumel = 128
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = (yindex % 768)
    x2 = xindex
    y1 = yindex // 768
    y3 = yindex
    tmp0 = tl.load(in_ptr0 + (y0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0 + 768*x2 + 98304*y1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 0.3535533905932738, tl.float32)
    tmp4 = tmp2 * tmp3
    tl.store(out_ptr0 + (x2 + 128*y3), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 12, 64, 128), (98304, 8192, 128, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 24576, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_addmm_clone_mul_transpose_view_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_addmm_clone_mul_transpose_view_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.025168896
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/bt/cbtqoak65divasncbuzt67e5k7jjkjjzhukhqsshqg3gxklyakce.py
# Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp, aten._safe_softmax]
# Source node to ATen node mapping:
#    => exp_default_12, prepare_softmax_online_default_12, sub_tensor_12
#   arange_2 => iota_2
#   attention_mask => ge
#   attention_mask_1 => expand_2
#   attn_output => add_6, any_1, div, eq, full_default, full_default_1, full_default_2, logical_not, logical_not_1, view_11, where, where_1
#   q_arange => add_4
#   q_indices => unsqueeze, unsqueeze_1, unsqueeze_2
# Graph fragment:
#   %bmm : Tensor "f32[384, 128, 128][16384, 128, 1]cuda:0" = PlaceHolder[target=bmm]
#   %any_1 : Tensor "b8[32, 12, 128, 1][1536, 128, 1, 49152]cuda:0" = PlaceHolder[target=any_1]
#   %getitem_76 : Tensor "f32[32, 12, 128, 1][1536, 128, 1, 49152]cuda:0" = PlaceHolder[target=getitem_76]
#   %getitem_77 : Tensor "f32[32, 12, 128, 1][1536, 128, 1, 49152]cuda:0" = PlaceHolder[target=getitem_77]
#   %iota_2 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_4 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_2, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_4, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 3), kwargs = {})
#   %ge : Tensor "b8[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%unsqueeze_2, 0), kwargs = {})
#   %expand_2 : Tensor "b8[32, 1, 128, 128][0, 128, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%ge, [32, -1, 128, 128]), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[32, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.where.self](args = (%expand_2, %full_default_1, %full_default), kwargs = {})
#   %view_11 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm, [32, 12, 128, 128]), kwargs = {})
#   %add_6 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_11, %where), kwargs = {})
#   %prepare_softmax_online_default_12 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%add_6, -1), kwargs = {})
#   %sub_tensor_12 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_6, %getitem_76), kwargs = {})
#   %exp_default_12 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_12,), kwargs = {})
#   %div : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_12, %getitem_77), kwargs = {})
#   %eq : Tensor "b8[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%add_6, -inf), kwargs = {})
#   %logical_not : Tensor "b8[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%eq,), kwargs = {})
#   %any_1 : Tensor "b8[32, 12, 128, 1][1536, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.any.dim](args = (%logical_not, -1, True), kwargs = {})
#   %logical_not_1 : Tensor "b8[32, 12, 128, 1][1536, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%any_1,), kwargs = {})
#   %full_default_2 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.full.default](args = ([32, 12, 128, 128], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%logical_not_1, %full_default_2, %div), kwargs = {})
#   return %getitem_76,%getitem_77,%any_1,%expand_5
triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4 = async_compile.triton('triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4', '''
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
    size_hints={'x': 65536, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 5, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 75497472}, 'kernel_num_gb': 0.050331648, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4(in_out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 49152
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_out_ptr0 + (r0_2 + 128*x3), None)
    tmp1 = x0
    tmp2 = tl.full([1, 1], 0, tl.int64)
    tmp3 = tmp1 >= tmp2
    tmp4 = tl.full([1, 1], 0.0, tl.float32)
    tmp5 = tl.full([1, 1], float("-inf"), tl.float32)
    tmp6 = tl.where(tmp3, tmp4, tmp5)
    tmp7 = tmp0 + tmp6
    tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp10 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp12 = triton_helpers.max2(tmp10, 1)[:, None].to(tl.float32)
    tmp13 = tmp8 - tmp12
    tmp14 = libdevice.exp(tmp13)
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp18 = tmp7 == tmp5
    tmp19 = tmp18 == 0
    tmp20 = tmp19.to(tl.int64)
    tmp21 = (tmp20 != 0)
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = triton_helpers.any(tmp22, 1)[:, None].to(tl.int1)
    tmp25 = tmp24 == 0
    tmp26 = tmp7 - tmp12
    tmp27 = libdevice.exp(tmp26)
    tmp28 = (tmp27 / tmp17)
    tmp29 = tl.where(tmp25, tmp4, tmp28)
    tl.store(in_out_ptr0 + (r0_2 + 128*x3), tmp29, None)


def get_args():
    arg_0 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, 49152, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.050331648
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/cx/ccxpvxiut3jn6hhxoa2kghs42qfmxcdtujw3mzxntzd54o5664xj.py
# Topologically Sorted Source Nodes: [, linear_2, view_2, value_layer, attn_output], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#    => add_tensor_57
#   attn_output => clone_3
#   linear_2 => view_7
#   value_layer => permute_5
#   view_2 => view_8
# Graph fragment:
#   %primals_14 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_14]
#   %mm_default_57 : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_57]
#   %add_tensor_57 : Tensor "f32[4096, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_14, %mm_default_57), kwargs = {})
#   %view_7 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_57, [32, 128, 768]), kwargs = {})
#   %view_8 : Tensor "f32[32, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_7, [32, 128, -1, 64]), kwargs = {})
#   %permute_5 : Tensor "f32[32, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_8, [0, 2, 1, 3]), kwargs = {})
#   %clone_3 : Tensor "f32[32, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_6,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_3
triton_poi_fused_addmm_clone_transpose_view_5 = async_compile.triton('triton_poi_fused_addmm_clone_transpose_view_5', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_clone_transpose_view_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 37751808}, 'kernel_num_gb': 0.025168896, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_clone_transpose_view_5(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3145728
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x2 = ((xindex // 8192) % 12)
    x1 = ((xindex // 64) % 128)
    x3 = xindex // 98304
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x0 + 64*x2 + 768*x1 + 98304*x3), None)
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x4), tmp2, None)


def get_args():
    arg_0 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 3145728,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_addmm_clone_transpose_view_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_addmm_clone_transpose_view_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.025168896
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/5q/c5qcj3zpovd3wcuwhxvrnb2vqqwrut3llghs52xrh3vsipji4dad.py
# Topologically Sorted Source Nodes: [attn_output, transpose_3, attn_output_1], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   attn_output => view_14
#   attn_output_1 => clone_4
#   transpose_3 => permute_7
# Graph fragment:
#   %bmm_1 : Tensor "f32[384, 128, 64][8192, 64, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %view_14 : Tensor "f32[32, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_1, [32, 12, 128, 64]), kwargs = {})
#   %permute_7 : Tensor "f32[32, 128, 12, 64][98304, 64, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_14, [0, 2, 1, 3]), kwargs = {})
#   %clone_4 : Tensor "f32[32, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_7,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_4
triton_poi_fused_clone_transpose_view_6 = async_compile.triton('triton_poi_fused_clone_transpose_view_6', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 37748736}, 'kernel_num_gb': 0.025165824, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3145728
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 12)
    x2 = ((xindex // 768) % 128)
    x3 = xindex // 98304
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2 + 8192*x1 + 98304*x3), None)
    tl.store(out_ptr0 + (x4), tmp0, None)


def get_args():
    arg_0 = rand_strided((384, 128, 64), (8192, 64, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 128, 12, 64), (98304, 768, 64, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 3145728,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_clone_transpose_view_6.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_clone_transpose_view_6.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.025165824
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/lo/cloypjdlkhyob63rp2p6grrsmd7nihag3ocdpffsdqezzekewhe7.py
# Topologically Sorted Source Nodes: [, hidden_states, add_4, hidden_states_2, div_38], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#    => add_tensor_56
#   add_4 => add_7
#   div_38 => div_38
#   hidden_states => view_17
#   hidden_states_2 => add_8, add_9, mul_4, mul_5, rsqrt_1, sub_2, var_mean_1
# Graph fragment:
#   %primals_16 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_16]
#   %mm_default_56 : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_56]
#   %add_3 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_3]
#   %getitem_3 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=getitem_3]
#   %buf22 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=buf22]
#   %mul_4 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_4]
#   %primals_17 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_17]
#   %primals_18 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_18]
#   %add_tensor_56 : Tensor "f32[4096, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_16, %mm_default_56), kwargs = {})
#   %view_17 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_56, [32, 128, 768]), kwargs = {})
#   %add_7 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_17, %add_3), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_7, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_8 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_2, 1e-12), kwargs = {})
#   %rsqrt_1 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %sub_2 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_7, %getitem_3), kwargs = {})
#   %mul_4 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_1), kwargs = {})
#   %mul_5 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %primals_17), kwargs = {})
#   %add_9 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_5, %primals_18), kwargs = {})
#   %div_38 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_1, 768), kwargs = {})
#   return %getitem_3,%buf22,%mul_4,%add_9,%div_38
triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 75506688}, 'kernel_num_gb': 0.050357248, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp28 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp30 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask, tmp5, 0)
    tmp8 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(r0_mask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 768, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = (tmp11 / tmp13)
    tmp15 = tmp5 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tmp4 - tmp14
    tmp22 = tl.full([1, 1], 768.0, tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tl.full([1, 1], 1e-12, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp21 * tmp26
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tmp32 = tl.full([1, 1], 0.0013020833333333333, tl.float32)
    tmp33 = tmp26 * tmp32
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp27, r0_mask)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp31, r0_mask)
    tl.store(out_ptr3 + (x0), tmp33, None)


def get_args():
    arg_0 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.050357248
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/tx/ctxayulqql5ymrodok4xpywo7kywkylu2ufmo6pljjdwklvgqdl4.py
# Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   hidden_states_3 => view_19
#   hidden_states_4 => add_10, erf, mul_6, mul_7, mul_8
# Graph fragment:
#   %addmm_4 : Tensor "f32[4096, 3072][3072, 1]cuda:0" = PlaceHolder[target=addmm_4]
#   %view_19 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_4, [32, 128, 3072]), kwargs = {})
#   %mul_6 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_19, 0.5), kwargs = {})
#   %mul_7 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_19, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_7,), kwargs = {})
#   %add_10 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_8 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_6, %add_10), kwargs = {})
#   return %mul_8
triton_poi_fused_gelu_view_8 = async_compile.triton('triton_poi_fused_gelu_view_8', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_8', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 150994944}, 'kernel_num_gb': 0.100663296, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_8(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 12582912
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
    arg_0 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 128, 3072), (393216, 3072, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 12582912,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_gelu_view_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.100663296
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/y4/cy4jjbhckb5ntmmy2zwj6vsj4g2iwo3ausqa3hhryvwjpuqqb3l3.py
# Topologically Sorted Source Nodes: [hidden_states_96, hidden_states_97, hidden_states_98], Original ATen: [aten.view, aten.gelu, aten.native_layer_norm]
# Source node to ATen node mapping:
#   hidden_states_96 => view_265
#   hidden_states_97 => add_102, erf_12, mul_110, mul_111, mul_112
#   hidden_states_98 => add_103, add_104, mul_113, mul_114, rsqrt_25, sub_37, var_mean_25
# Graph fragment:
#   %addmm_72 : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_72]
#   %buf333 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=buf333]
#   %getitem_51 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=getitem_51]
#   %rsqrt_25 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_25]
#   %primals_203 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_203]
#   %primals_204 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_204]
#   %view_265 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_72, [32, 128, 768]), kwargs = {})
#   %mul_110 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_265, 0.5), kwargs = {})
#   %mul_111 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_265, 0.7071067811865476), kwargs = {})
#   %erf_12 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_111,), kwargs = {})
#   %add_102 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_12, 1), kwargs = {})
#   %mul_112 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_110, %add_102), kwargs = {})
#   %var_mean_25 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%mul_112, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_103 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_50, 1e-12), kwargs = {})
#   %rsqrt_25 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_103,), kwargs = {})
#   %sub_37 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_112, %getitem_51), kwargs = {})
#   %mul_113 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_37, %rsqrt_25), kwargs = {})
#   %mul_114 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_113, %primals_203), kwargs = {})
#   %add_104 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_114, %primals_204), kwargs = {})
#   return %getitem_51,%buf333,%rsqrt_25,%add_104
triton_per_fused_gelu_native_layer_norm_view_9 = async_compile.triton('triton_per_fused_gelu_native_layer_norm_view_9', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_gelu_native_layer_norm_view_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 65536, 'r0_': 37754880}, 'kernel_num_gb': 0.02522112, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_gelu_native_layer_norm_view_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp32 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp34 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.full([1, 1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.full([1, 1], 0.7071067811865476, tl.float32)
    tmp4 = tmp0 * tmp3
    tmp5 = libdevice.erf(tmp4)
    tmp6 = tl.full([1, 1], 1.0, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = tmp2 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask, tmp9, 0)
    tmp12 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(r0_mask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 768, tl.int32)
    tmp17 = tmp16.to(tl.float32)
    tmp18 = (tmp15 / tmp17)
    tmp19 = tmp9 - tmp18
    tmp20 = tmp19 * tmp19
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(r0_mask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tl.full([1, 1], 768.0, tl.float32)
    tmp26 = (tmp24 / tmp25)
    tmp27 = tl.full([1, 1], 1e-12, tl.float32)
    tmp28 = tmp26 + tmp27
    tmp29 = libdevice.rsqrt(tmp28)
    tmp30 = tmp8 - tmp18
    tmp31 = tmp30 * tmp29
    tmp33 = tmp31 * tmp32
    tmp35 = tmp33 + tmp34
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp29, None)
    tl.store(out_ptr1 + (r0_1 + 768*x0), tmp35, r0_mask)
    tl.store(out_ptr0 + (x0), tmp18, None)


def get_args():
    arg_0 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_gelu_native_layer_norm_view_9.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_gelu_native_layer_norm_view_9.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.02522112
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/ra/cra7i5ukub4x2zmjqrrswkwhbohsqh3tcelz63hq6ppdl6kcjiuu.py
# Topologically Sorted Source Nodes: [, masked_lm_loss], Original ATen: [prims.prepare_softmax_online, aten._log_softmax]
# Source node to ATen node mapping:
#    => prepare_softmax_online_default
#   masked_lm_loss => log
# Graph fragment:
#   %addmm_73 : Tensor "f32[4096, 30522][30528, 1]cuda:0" = PlaceHolder[target=addmm_73]
#   %getitem_53 : Tensor "f32[4096, 1][1, 4096]cuda:0" = PlaceHolder[target=getitem_53]
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%addmm_73, 1), kwargs = {})
#   %log : Tensor "f32[4096, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.log.default](args = (%getitem_53,), kwargs = {})
#   return %getitem_52,%getitem_53,%log
triton_red_fused__log_softmax_prepare_softmax_online_10 = async_compile.triton('triton_red_fused__log_softmax_prepare_softmax_online_10', '''
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
    size_hints={'x': 4096, 'r0_': 32768},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__log_softmax_prepare_softmax_online_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 65536, 'r0_': 500072448}, 'kernel_num_gb': 0.5001216, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__log_softmax_prepare_softmax_online_10(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 30522
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2_max = tl.full([XBLOCK, R0_BLOCK], float('-inf'), tl.float32)
    _tmp2_sum = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + 30528*x0), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])

        _tmp2_max_next, _tmp2_sum_next = triton_helpers.online_softmax_combine(
            _tmp2_max, _tmp2_sum, tmp1, False
        )

        _tmp2_max = tl.where(r0_mask, _tmp2_max_next, _tmp2_max)
        _tmp2_sum = tl.where(r0_mask, _tmp2_sum_next, _tmp2_sum)

    tmp2, tmp3 = triton_helpers.online_softmax_reduce(
        _tmp2_max, _tmp2_sum, 1, False)
    tmp2 = tmp2[:, None]
    tmp3 = tmp3[:, None]
    tl.store(out_ptr0 + (x0), tmp2, None)
    tmp4 = tl_math.log(tmp3)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp4, None)


def get_args():
    arg_0 = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 30522), (30528, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 4096, 30522,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__log_softmax_prepare_softmax_online_10.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__log_softmax_prepare_softmax_online_10.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.5001216
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/sa/csa2q5fpgonkizisjsqldbnom6laxvjloe7hr2ue435zcspq67ld.py
# Topologically Sorted Source Nodes: [attn_output, view_37, , masked_lm_loss], Original ATen: [aten.scalar_tensor, aten.view, aten.sub, aten._log_softmax, aten.nll_loss_forward]
# Source node to ATen node mapping:
#    => sub_tensor
#   attn_output => full_default_1
#   masked_lm_loss => convert_element_type, div_12, full_default_36, gather_1, ne, neg, squeeze, sub_39, sum_14, sum_15, unsqueeze_3, where_24, where_25
#   view_37 => view_269
# Graph fragment:
#   %primals_206 : Tensor "i64[32, 128][128, 1]cuda:0" = PlaceHolder[target=primals_206]
#   %addmm_73 : Tensor "f32[4096, 30522][30528, 1]cuda:0" = PlaceHolder[target=addmm_73]
#   %getitem_52 : Tensor "f32[4096, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_52]
#   %log : Tensor "f32[4096, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %sum_14 : Tensor "i64[][]cuda:0" = PlaceHolder[target=sum_14]
#   %sum_15 : Tensor "f32[][]cuda:0" = PlaceHolder[target=sum_15]
#   %convert_element_type : Tensor "f32[][]cuda:0" = PlaceHolder[target=convert_element_type]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_269 : Tensor "i64[4096][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_206, [-1]), kwargs = {})
#   %sub_tensor : Tensor "f32[4096, 30522][30522, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%addmm_73, %getitem_52), kwargs = {})
#   %sub_39 : Tensor "f32[4096, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_tensor, %log), kwargs = {})
#   %ne : Tensor "b8[4096][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.ne.Scalar](args = (%view_269, -100), kwargs = {})
#   %full_default_36 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_24 : Tensor "i64[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %view_269, %full_default_36), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[4096, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%where_24, 1), kwargs = {})
#   %gather_1 : Tensor "f32[4096, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%sub_39, 1, %unsqueeze_3), kwargs = {})
#   %squeeze : Tensor "f32[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%gather_1, 1), kwargs = {})
#   %neg : Tensor "f32[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%squeeze,), kwargs = {})
#   %where_25 : Tensor "f32[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %neg, %full_default_1), kwargs = {})
#   %sum_14 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%ne,), kwargs = {})
#   %convert_element_type : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_14, torch.float32), kwargs = {})
#   %sum_15 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%where_25,), kwargs = {})
#   %div_12 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_15, %convert_element_type), kwargs = {})
#   return %sum_14,%sum_15,%convert_element_type,%div_12
triton_red_fused__log_softmax_nll_loss_forward_scalar_tensor_sub_view_11 = async_compile.triton('triton_red_fused__log_softmax_nll_loss_forward_scalar_tensor_sub_view_11', '''
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
    size_hints={'x': 1, 'r0_': 4096},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__log_softmax_nll_loss_forward_scalar_tensor_sub_view_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 65536}, 'kernel_num_gb': 8.1932e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__log_softmax_nll_loss_forward_scalar_tensor_sub_view_11(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 4096
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    _tmp5 = tl.full([XBLOCK, R0_BLOCK], 0, tl.int64)
    _tmp23 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp15 = tl.load(in_ptr2 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp17 = tl.load(in_ptr3 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.full([1, 1], -100, tl.int64)
        tmp2 = tmp0 != tmp1
        tmp3 = tmp2.to(tl.int64)
        tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
        tmp6 = _tmp5 + tmp4
        _tmp5 = tl.where(r0_mask, tmp6, _tmp5)
        tmp7 = tl.full([1, 1], 0, tl.int64)
        tmp8 = tl.where(tmp2, tmp0, tmp7)
        tmp9 = tl.full([1, 1], 30522, tl.int32)
        tmp10 = tmp8 + tmp9
        tmp11 = tmp8 < 0
        tmp12 = tl.where(tmp11, tmp10, tmp8)
        tl.device_assert(((0 <= tmp12) & (tmp12 < 30522)) | ~(r0_mask), "index out of bounds: 0 <= tmp12 < 30522")
        tmp14 = tl.load(in_ptr1 + (tmp12 + 30528*r0_0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp16 = tmp14 - tmp15
        tmp18 = tmp16 - tmp17
        tmp19 = -tmp18
        tmp20 = tl.full([1, 1], 0.0, tl.float32)
        tmp21 = tl.where(tmp2, tmp19, tmp20)
        tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
        tmp24 = _tmp23 + tmp22
        _tmp23 = tl.where(r0_mask, tmp24, _tmp23)
    tmp5 = tl.sum(_tmp5, 1)[:, None]
    tmp23 = tl.sum(_tmp23, 1)[:, None]
    tmp25 = tmp5.to(tl.float32)
    tmp26 = (tmp23 / tmp25)
    tl.store(out_ptr1 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp25, None)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp26, None)


def get_args():
    arg_0 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((4096, 30522), (30528, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 1, 4096,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__log_softmax_nll_loss_forward_scalar_tensor_sub_view_11.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__log_softmax_nll_loss_forward_scalar_tensor_sub_view_11.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 8.1932e-05
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149, primals_150, primals_151, primals_152, primals_153, primals_154, primals_155, primals_156, primals_157, primals_158, primals_159, primals_160, primals_161, primals_162, primals_163, primals_164, primals_165, primals_166, primals_167, primals_168, primals_169, primals_170, primals_171, primals_172, primals_173, primals_174, primals_175, primals_176, primals_177, primals_178, primals_179, primals_180, primals_181, primals_182, primals_183, primals_184, primals_185, primals_186, primals_187, primals_188, primals_189, primals_190, primals_191, primals_192, primals_193, primals_194, primals_195, primals_196, primals_197, primals_198, primals_199, primals_200, primals_201, primals_202, primals_203, primals_204, primals_205, primals_206 = args
        args.clear()
        assert_size_stride(primals_1, (32, 128), (128, 1))
        assert_size_stride(primals_2, (1, 512), (512, 1))
        assert_size_stride(primals_3, (1, 512), (512, 1))
        assert_size_stride(primals_4, (30522, 768), (768, 1))
        assert_size_stride(primals_5, (2, 768), (768, 1))
        assert_size_stride(primals_6, (512, 768), (768, 1))
        assert_size_stride(primals_7, (768, ), (1, ))
        assert_size_stride(primals_8, (768, ), (1, ))
        assert_size_stride(primals_9, (768, 768), (768, 1))
        assert_size_stride(primals_10, (768, ), (1, ))
        assert_size_stride(primals_11, (768, 768), (768, 1))
        assert_size_stride(primals_12, (768, ), (1, ))
        assert_size_stride(primals_13, (768, 768), (768, 1))
        assert_size_stride(primals_14, (768, ), (1, ))
        assert_size_stride(primals_15, (768, 768), (768, 1))
        assert_size_stride(primals_16, (768, ), (1, ))
        assert_size_stride(primals_17, (768, ), (1, ))
        assert_size_stride(primals_18, (768, ), (1, ))
        assert_size_stride(primals_19, (3072, 768), (768, 1))
        assert_size_stride(primals_20, (3072, ), (1, ))
        assert_size_stride(primals_21, (768, 3072), (3072, 1))
        assert_size_stride(primals_22, (768, ), (1, ))
        assert_size_stride(primals_23, (768, ), (1, ))
        assert_size_stride(primals_24, (768, ), (1, ))
        assert_size_stride(primals_25, (768, 768), (768, 1))
        assert_size_stride(primals_26, (768, ), (1, ))
        assert_size_stride(primals_27, (768, 768), (768, 1))
        assert_size_stride(primals_28, (768, ), (1, ))
        assert_size_stride(primals_29, (768, 768), (768, 1))
        assert_size_stride(primals_30, (768, ), (1, ))
        assert_size_stride(primals_31, (768, 768), (768, 1))
        assert_size_stride(primals_32, (768, ), (1, ))
        assert_size_stride(primals_33, (768, ), (1, ))
        assert_size_stride(primals_34, (768, ), (1, ))
        assert_size_stride(primals_35, (3072, 768), (768, 1))
        assert_size_stride(primals_36, (3072, ), (1, ))
        assert_size_stride(primals_37, (768, 3072), (3072, 1))
        assert_size_stride(primals_38, (768, ), (1, ))
        assert_size_stride(primals_39, (768, ), (1, ))
        assert_size_stride(primals_40, (768, ), (1, ))
        assert_size_stride(primals_41, (768, 768), (768, 1))
        assert_size_stride(primals_42, (768, ), (1, ))
        assert_size_stride(primals_43, (768, 768), (768, 1))
        assert_size_stride(primals_44, (768, ), (1, ))
        assert_size_stride(primals_45, (768, 768), (768, 1))
        assert_size_stride(primals_46, (768, ), (1, ))
        assert_size_stride(primals_47, (768, 768), (768, 1))
        assert_size_stride(primals_48, (768, ), (1, ))
        assert_size_stride(primals_49, (768, ), (1, ))
        assert_size_stride(primals_50, (768, ), (1, ))
        assert_size_stride(primals_51, (3072, 768), (768, 1))
        assert_size_stride(primals_52, (3072, ), (1, ))
        assert_size_stride(primals_53, (768, 3072), (3072, 1))
        assert_size_stride(primals_54, (768, ), (1, ))
        assert_size_stride(primals_55, (768, ), (1, ))
        assert_size_stride(primals_56, (768, ), (1, ))
        assert_size_stride(primals_57, (768, 768), (768, 1))
        assert_size_stride(primals_58, (768, ), (1, ))
        assert_size_stride(primals_59, (768, 768), (768, 1))
        assert_size_stride(primals_60, (768, ), (1, ))
        assert_size_stride(primals_61, (768, 768), (768, 1))
        assert_size_stride(primals_62, (768, ), (1, ))
        assert_size_stride(primals_63, (768, 768), (768, 1))
        assert_size_stride(primals_64, (768, ), (1, ))
        assert_size_stride(primals_65, (768, ), (1, ))
        assert_size_stride(primals_66, (768, ), (1, ))
        assert_size_stride(primals_67, (3072, 768), (768, 1))
        assert_size_stride(primals_68, (3072, ), (1, ))
        assert_size_stride(primals_69, (768, 3072), (3072, 1))
        assert_size_stride(primals_70, (768, ), (1, ))
        assert_size_stride(primals_71, (768, ), (1, ))
        assert_size_stride(primals_72, (768, ), (1, ))
        assert_size_stride(primals_73, (768, 768), (768, 1))
        assert_size_stride(primals_74, (768, ), (1, ))
        assert_size_stride(primals_75, (768, 768), (768, 1))
        assert_size_stride(primals_76, (768, ), (1, ))
        assert_size_stride(primals_77, (768, 768), (768, 1))
        assert_size_stride(primals_78, (768, ), (1, ))
        assert_size_stride(primals_79, (768, 768), (768, 1))
        assert_size_stride(primals_80, (768, ), (1, ))
        assert_size_stride(primals_81, (768, ), (1, ))
        assert_size_stride(primals_82, (768, ), (1, ))
        assert_size_stride(primals_83, (3072, 768), (768, 1))
        assert_size_stride(primals_84, (3072, ), (1, ))
        assert_size_stride(primals_85, (768, 3072), (3072, 1))
        assert_size_stride(primals_86, (768, ), (1, ))
        assert_size_stride(primals_87, (768, ), (1, ))
        assert_size_stride(primals_88, (768, ), (1, ))
        assert_size_stride(primals_89, (768, 768), (768, 1))
        assert_size_stride(primals_90, (768, ), (1, ))
        assert_size_stride(primals_91, (768, 768), (768, 1))
        assert_size_stride(primals_92, (768, ), (1, ))
        assert_size_stride(primals_93, (768, 768), (768, 1))
        assert_size_stride(primals_94, (768, ), (1, ))
        assert_size_stride(primals_95, (768, 768), (768, 1))
        assert_size_stride(primals_96, (768, ), (1, ))
        assert_size_stride(primals_97, (768, ), (1, ))
        assert_size_stride(primals_98, (768, ), (1, ))
        assert_size_stride(primals_99, (3072, 768), (768, 1))
        assert_size_stride(primals_100, (3072, ), (1, ))
        assert_size_stride(primals_101, (768, 3072), (3072, 1))
        assert_size_stride(primals_102, (768, ), (1, ))
        assert_size_stride(primals_103, (768, ), (1, ))
        assert_size_stride(primals_104, (768, ), (1, ))
        assert_size_stride(primals_105, (768, 768), (768, 1))
        assert_size_stride(primals_106, (768, ), (1, ))
        assert_size_stride(primals_107, (768, 768), (768, 1))
        assert_size_stride(primals_108, (768, ), (1, ))
        assert_size_stride(primals_109, (768, 768), (768, 1))
        assert_size_stride(primals_110, (768, ), (1, ))
        assert_size_stride(primals_111, (768, 768), (768, 1))
        assert_size_stride(primals_112, (768, ), (1, ))
        assert_size_stride(primals_113, (768, ), (1, ))
        assert_size_stride(primals_114, (768, ), (1, ))
        assert_size_stride(primals_115, (3072, 768), (768, 1))
        assert_size_stride(primals_116, (3072, ), (1, ))
        assert_size_stride(primals_117, (768, 3072), (3072, 1))
        assert_size_stride(primals_118, (768, ), (1, ))
        assert_size_stride(primals_119, (768, ), (1, ))
        assert_size_stride(primals_120, (768, ), (1, ))
        assert_size_stride(primals_121, (768, 768), (768, 1))
        assert_size_stride(primals_122, (768, ), (1, ))
        assert_size_stride(primals_123, (768, 768), (768, 1))
        assert_size_stride(primals_124, (768, ), (1, ))
        assert_size_stride(primals_125, (768, 768), (768, 1))
        assert_size_stride(primals_126, (768, ), (1, ))
        assert_size_stride(primals_127, (768, 768), (768, 1))
        assert_size_stride(primals_128, (768, ), (1, ))
        assert_size_stride(primals_129, (768, ), (1, ))
        assert_size_stride(primals_130, (768, ), (1, ))
        assert_size_stride(primals_131, (3072, 768), (768, 1))
        assert_size_stride(primals_132, (3072, ), (1, ))
        assert_size_stride(primals_133, (768, 3072), (3072, 1))
        assert_size_stride(primals_134, (768, ), (1, ))
        assert_size_stride(primals_135, (768, ), (1, ))
        assert_size_stride(primals_136, (768, ), (1, ))
        assert_size_stride(primals_137, (768, 768), (768, 1))
        assert_size_stride(primals_138, (768, ), (1, ))
        assert_size_stride(primals_139, (768, 768), (768, 1))
        assert_size_stride(primals_140, (768, ), (1, ))
        assert_size_stride(primals_141, (768, 768), (768, 1))
        assert_size_stride(primals_142, (768, ), (1, ))
        assert_size_stride(primals_143, (768, 768), (768, 1))
        assert_size_stride(primals_144, (768, ), (1, ))
        assert_size_stride(primals_145, (768, ), (1, ))
        assert_size_stride(primals_146, (768, ), (1, ))
        assert_size_stride(primals_147, (3072, 768), (768, 1))
        assert_size_stride(primals_148, (3072, ), (1, ))
        assert_size_stride(primals_149, (768, 3072), (3072, 1))
        assert_size_stride(primals_150, (768, ), (1, ))
        assert_size_stride(primals_151, (768, ), (1, ))
        assert_size_stride(primals_152, (768, ), (1, ))
        assert_size_stride(primals_153, (768, 768), (768, 1))
        assert_size_stride(primals_154, (768, ), (1, ))
        assert_size_stride(primals_155, (768, 768), (768, 1))
        assert_size_stride(primals_156, (768, ), (1, ))
        assert_size_stride(primals_157, (768, 768), (768, 1))
        assert_size_stride(primals_158, (768, ), (1, ))
        assert_size_stride(primals_159, (768, 768), (768, 1))
        assert_size_stride(primals_160, (768, ), (1, ))
        assert_size_stride(primals_161, (768, ), (1, ))
        assert_size_stride(primals_162, (768, ), (1, ))
        assert_size_stride(primals_163, (3072, 768), (768, 1))
        assert_size_stride(primals_164, (3072, ), (1, ))
        assert_size_stride(primals_165, (768, 3072), (3072, 1))
        assert_size_stride(primals_166, (768, ), (1, ))
        assert_size_stride(primals_167, (768, ), (1, ))
        assert_size_stride(primals_168, (768, ), (1, ))
        assert_size_stride(primals_169, (768, 768), (768, 1))
        assert_size_stride(primals_170, (768, ), (1, ))
        assert_size_stride(primals_171, (768, 768), (768, 1))
        assert_size_stride(primals_172, (768, ), (1, ))
        assert_size_stride(primals_173, (768, 768), (768, 1))
        assert_size_stride(primals_174, (768, ), (1, ))
        assert_size_stride(primals_175, (768, 768), (768, 1))
        assert_size_stride(primals_176, (768, ), (1, ))
        assert_size_stride(primals_177, (768, ), (1, ))
        assert_size_stride(primals_178, (768, ), (1, ))
        assert_size_stride(primals_179, (3072, 768), (768, 1))
        assert_size_stride(primals_180, (3072, ), (1, ))
        assert_size_stride(primals_181, (768, 3072), (3072, 1))
        assert_size_stride(primals_182, (768, ), (1, ))
        assert_size_stride(primals_183, (768, ), (1, ))
        assert_size_stride(primals_184, (768, ), (1, ))
        assert_size_stride(primals_185, (768, 768), (768, 1))
        assert_size_stride(primals_186, (768, ), (1, ))
        assert_size_stride(primals_187, (768, 768), (768, 1))
        assert_size_stride(primals_188, (768, ), (1, ))
        assert_size_stride(primals_189, (768, 768), (768, 1))
        assert_size_stride(primals_190, (768, ), (1, ))
        assert_size_stride(primals_191, (768, 768), (768, 1))
        assert_size_stride(primals_192, (768, ), (1, ))
        assert_size_stride(primals_193, (768, ), (1, ))
        assert_size_stride(primals_194, (768, ), (1, ))
        assert_size_stride(primals_195, (3072, 768), (768, 1))
        assert_size_stride(primals_196, (3072, ), (1, ))
        assert_size_stride(primals_197, (768, 3072), (3072, 1))
        assert_size_stride(primals_198, (768, ), (1, ))
        assert_size_stride(primals_199, (768, ), (1, ))
        assert_size_stride(primals_200, (768, ), (1, ))
        assert_size_stride(primals_201, (768, 768), (768, 1))
        assert_size_stride(primals_202, (768, ), (1, ))
        assert_size_stride(primals_203, (768, ), (1, ))
        assert_size_stride(primals_204, (768, ), (1, ))
        assert_size_stride(primals_205, (30522, ), (1, ))
        assert_size_stride(primals_206, (32, 128), (128, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((1, 128), (128, 1), torch.int64)
            # Topologically Sorted Source Nodes: [position_ids, buffered_token_type_ids, buffered_token_type_ids_1], Original ATen: [aten.slice, aten.expand, aten.gather]
            # [Provenance debug handles] triton_poi_fused_expand_gather_slice_0:1
            stream0 = get_raw_stream(0)
            triton_poi_fused_expand_gather_slice_0.run(primals_2, primals_3, buf0, 128, stream=stream0)
            del primals_3
            buf1 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf5 = buf1; del buf1  # reuse
            buf6 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf368 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [position_ids, token_type_ids, inputs_embeds, token_type_embeddings, embeddings, position_embeddings, embeddings_1, embeddings_2, div_39], Original ATen: [aten.slice, aten.expand, aten.embedding, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_embedding_expand_native_layer_norm_native_layer_norm_backward_slice_1:2
            stream0 = get_raw_stream(0)
            triton_per_fused_add_embedding_expand_native_layer_norm_native_layer_norm_backward_slice_1.run(buf5, primals_1, primals_4, buf0, primals_5, primals_2, primals_6, primals_7, primals_8, buf6, buf368, 4096, 768, stream=stream0)
            del primals_5
            del primals_6
            del primals_8
            buf7 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [embeddings_2, linear, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:3
            extern_kernels.mm(reinterpret_tensor(buf6, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_9, (768, 768), (1, 768), 0), out=buf7)
            buf8 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [embeddings_2, linear, linear_1, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:4
            extern_kernels.mm(reinterpret_tensor(buf6, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_11, (768, 768), (1, 768), 0), out=buf8)
            buf9 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [embeddings_2, linear, linear_2, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:5
            extern_kernels.mm(reinterpret_tensor(buf6, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_13, (768, 768), (1, 768), 0), out=buf9)
            buf10 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear, view, query_layer, attn_output], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_2:6
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_2.run(primals_10, buf7, buf10, 3145728, stream=stream0)
            del primals_10
            buf11 = reinterpret_tensor(buf7, (32, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf7  # reuse
            # Topologically Sorted Source Nodes: [, linear_1, view_1, key_layer, attn_output], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_3:7
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_3.run(primals_12, buf8, buf11, 24576, 128, stream=stream0)
            del buf8
            del primals_12
            buf12 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear, view, query_layer, linear_1, view_1, key_layer, attn_output], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:8
            extern_kernels.bmm(reinterpret_tensor(buf10, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf11, (384, 64, 128), (8192, 128, 1), 0), out=buf12)
            buf16 = reinterpret_tensor(buf12, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf12  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp, aten._safe_softmax]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4:9
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4.run(buf16, 49152, 128, stream=stream0)
            buf17 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_2, view_2, value_layer, attn_output], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_transpose_view_5:10
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_transpose_view_5.run(primals_14, buf9, buf17, 3145728, stream=stream0)
            del primals_14
            buf18 = reinterpret_tensor(buf9, (384, 128, 64), (8192, 64, 1), 0); del buf9  # reuse
            # Topologically Sorted Source Nodes: [, linear_2, view_2, value_layer, attn_output], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:11
            extern_kernels.bmm(reinterpret_tensor(buf16, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf17, (384, 128, 64), (8192, 64, 1), 0), out=buf18)
            buf19 = empty_strided_cuda((32, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output, transpose_3, attn_output_1], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_6:12
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_6.run(buf18, buf19, 3145728, stream=stream0)
            buf20 = reinterpret_tensor(buf18, (4096, 768), (768, 1), 0); del buf18  # reuse
            # Topologically Sorted Source Nodes: [attn_output, transpose_3, attn_output_1, reshape, hidden_states, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:13
            extern_kernels.mm(reinterpret_tensor(buf19, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_15, (768, 768), (1, 768), 0), out=buf20)
            buf24 = reinterpret_tensor(buf20, (32, 128, 768), (98304, 768, 1), 0); del buf20  # reuse
            buf25 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf367 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states, add_4, hidden_states_2, div_38], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:14
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf24, primals_16, buf6, primals_17, primals_18, buf25, buf367, 4096, 768, stream=stream0)
            del primals_16
            del primals_18
            buf26 = empty_strided_cuda((4096, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_2, hidden_states_3], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:15
            extern_kernels.addmm(primals_20, reinterpret_tensor(buf25, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_19, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf26)
            del primals_20
            buf27 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_8:16
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_8.run(buf26, buf27, 12582912, stream=stream0)
            buf28 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4, hidden_states_5, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:17
            extern_kernels.mm(reinterpret_tensor(buf27, (4096, 3072), (3072, 1), 0), reinterpret_tensor(primals_21, (3072, 768), (1, 3072), 0), out=buf28)
            buf32 = reinterpret_tensor(buf28, (32, 128, 768), (98304, 768, 1), 0); del buf28  # reuse
            buf33 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf366 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_5, add_5, hidden_states_7, div_37], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:18
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf32, primals_22, buf25, primals_23, primals_24, buf33, buf366, 4096, 768, stream=stream0)
            del primals_22
            del primals_24
            buf34 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_7, linear_6, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:19
            extern_kernels.mm(reinterpret_tensor(buf33, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_25, (768, 768), (1, 768), 0), out=buf34)
            buf35 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_7, linear_6, linear_7, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:20
            extern_kernels.mm(reinterpret_tensor(buf33, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_27, (768, 768), (1, 768), 0), out=buf35)
            buf36 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_7, linear_6, linear_8, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:21
            extern_kernels.mm(reinterpret_tensor(buf33, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_29, (768, 768), (1, 768), 0), out=buf36)
            buf37 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_6, view_3, query_layer_1, attn_output_3], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_2:22
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_2.run(primals_26, buf34, buf37, 3145728, stream=stream0)
            del primals_26
            buf38 = reinterpret_tensor(buf34, (32, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf34  # reuse
            # Topologically Sorted Source Nodes: [, linear_7, view_4, key_layer_1, attn_output_3], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_3:23
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_3.run(primals_28, buf35, buf38, 24576, 128, stream=stream0)
            del buf35
            del primals_28
            buf39 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_6, view_3, query_layer_1, linear_7, view_4, key_layer_1, attn_output_3], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:24
            extern_kernels.bmm(reinterpret_tensor(buf37, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf38, (384, 64, 128), (8192, 128, 1), 0), out=buf39)
            buf43 = reinterpret_tensor(buf39, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf39  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, attn_output_3, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4:25
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4.run(buf43, 49152, 128, stream=stream0)
            buf44 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_8, view_5, value_layer_1, attn_output_3], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_transpose_view_5:26
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_transpose_view_5.run(primals_30, buf36, buf44, 3145728, stream=stream0)
            del primals_30
            buf45 = reinterpret_tensor(buf36, (384, 128, 64), (8192, 64, 1), 0); del buf36  # reuse
            # Topologically Sorted Source Nodes: [, linear_8, view_5, value_layer_1, attn_output_3], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:27
            extern_kernels.bmm(reinterpret_tensor(buf43, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf44, (384, 128, 64), (8192, 64, 1), 0), out=buf45)
            buf46 = empty_strided_cuda((32, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_3, transpose_7, attn_output_4], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_6:28
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_6.run(buf45, buf46, 3145728, stream=stream0)
            buf47 = reinterpret_tensor(buf45, (4096, 768), (768, 1), 0); del buf45  # reuse
            # Topologically Sorted Source Nodes: [attn_output_3, transpose_7, attn_output_4, reshape_1, hidden_states_8, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:29
            extern_kernels.mm(reinterpret_tensor(buf46, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_31, (768, 768), (1, 768), 0), out=buf47)
            buf51 = reinterpret_tensor(buf47, (32, 128, 768), (98304, 768, 1), 0); del buf47  # reuse
            buf52 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf365 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_8, add_6, hidden_states_10, div_36], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:30
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf51, primals_32, buf33, primals_33, primals_34, buf52, buf365, 4096, 768, stream=stream0)
            del primals_32
            del primals_34
            buf53 = empty_strided_cuda((4096, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_10, hidden_states_11], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:31
            extern_kernels.addmm(primals_36, reinterpret_tensor(buf52, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_35, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf53)
            del primals_36
            buf54 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_8:32
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_8.run(buf53, buf54, 12582912, stream=stream0)
            buf55 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12, hidden_states_13, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:33
            extern_kernels.mm(reinterpret_tensor(buf54, (4096, 3072), (3072, 1), 0), reinterpret_tensor(primals_37, (3072, 768), (1, 3072), 0), out=buf55)
            buf59 = reinterpret_tensor(buf55, (32, 128, 768), (98304, 768, 1), 0); del buf55  # reuse
            buf60 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf364 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_13, add_7, hidden_states_15, div_35], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:34
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf59, primals_38, buf52, primals_39, primals_40, buf60, buf364, 4096, 768, stream=stream0)
            del primals_38
            del primals_40
            buf61 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_15, linear_12, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:35
            extern_kernels.mm(reinterpret_tensor(buf60, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_41, (768, 768), (1, 768), 0), out=buf61)
            buf62 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_15, linear_12, linear_13, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:36
            extern_kernels.mm(reinterpret_tensor(buf60, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_43, (768, 768), (1, 768), 0), out=buf62)
            buf63 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_15, linear_12, linear_14, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:37
            extern_kernels.mm(reinterpret_tensor(buf60, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_45, (768, 768), (1, 768), 0), out=buf63)
            buf64 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_12, view_6, query_layer_2, attn_output_6], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_2:38
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_2.run(primals_42, buf61, buf64, 3145728, stream=stream0)
            del primals_42
            buf65 = reinterpret_tensor(buf61, (32, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf61  # reuse
            # Topologically Sorted Source Nodes: [, linear_13, view_7, key_layer_2, attn_output_6], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_3:39
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_3.run(primals_44, buf62, buf65, 24576, 128, stream=stream0)
            del buf62
            del primals_44
            buf66 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_12, view_6, query_layer_2, linear_13, view_7, key_layer_2, attn_output_6], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:40
            extern_kernels.bmm(reinterpret_tensor(buf64, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf65, (384, 64, 128), (8192, 128, 1), 0), out=buf66)
            buf70 = reinterpret_tensor(buf66, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf66  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, attn_output_6, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4:41
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4.run(buf70, 49152, 128, stream=stream0)
            buf71 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_14, view_8, value_layer_2, attn_output_6], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_transpose_view_5:42
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_transpose_view_5.run(primals_46, buf63, buf71, 3145728, stream=stream0)
            del primals_46
            buf72 = reinterpret_tensor(buf63, (384, 128, 64), (8192, 64, 1), 0); del buf63  # reuse
            # Topologically Sorted Source Nodes: [, linear_14, view_8, value_layer_2, attn_output_6], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:43
            extern_kernels.bmm(reinterpret_tensor(buf70, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf71, (384, 128, 64), (8192, 64, 1), 0), out=buf72)
            buf73 = empty_strided_cuda((32, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_6, transpose_11, attn_output_7], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_6:44
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_6.run(buf72, buf73, 3145728, stream=stream0)
            buf74 = reinterpret_tensor(buf72, (4096, 768), (768, 1), 0); del buf72  # reuse
            # Topologically Sorted Source Nodes: [attn_output_6, transpose_11, attn_output_7, reshape_2, hidden_states_16, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:45
            extern_kernels.mm(reinterpret_tensor(buf73, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_47, (768, 768), (1, 768), 0), out=buf74)
            buf78 = reinterpret_tensor(buf74, (32, 128, 768), (98304, 768, 1), 0); del buf74  # reuse
            buf79 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf363 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_16, add_8, hidden_states_18, div_34], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:46
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf78, primals_48, buf60, primals_49, primals_50, buf79, buf363, 4096, 768, stream=stream0)
            del primals_48
            del primals_50
            buf80 = empty_strided_cuda((4096, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_18, hidden_states_19], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:47
            extern_kernels.addmm(primals_52, reinterpret_tensor(buf79, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_51, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf80)
            del primals_52
            buf81 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_19, hidden_states_20], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_8:48
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_8.run(buf80, buf81, 12582912, stream=stream0)
            buf82 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_19, hidden_states_20, hidden_states_21, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:49
            extern_kernels.mm(reinterpret_tensor(buf81, (4096, 3072), (3072, 1), 0), reinterpret_tensor(primals_53, (3072, 768), (1, 3072), 0), out=buf82)
            buf86 = reinterpret_tensor(buf82, (32, 128, 768), (98304, 768, 1), 0); del buf82  # reuse
            buf87 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf362 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_21, add_9, hidden_states_23, div_33], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:50
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf86, primals_54, buf79, primals_55, primals_56, buf87, buf362, 4096, 768, stream=stream0)
            del primals_54
            del primals_56
            buf88 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_23, linear_18, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:51
            extern_kernels.mm(reinterpret_tensor(buf87, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_57, (768, 768), (1, 768), 0), out=buf88)
            buf89 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_23, linear_18, linear_19, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:52
            extern_kernels.mm(reinterpret_tensor(buf87, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_59, (768, 768), (1, 768), 0), out=buf89)
            buf90 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_23, linear_18, linear_20, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:53
            extern_kernels.mm(reinterpret_tensor(buf87, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_61, (768, 768), (1, 768), 0), out=buf90)
            buf91 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_18, view_9, query_layer_3, attn_output_9], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_2:54
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_2.run(primals_58, buf88, buf91, 3145728, stream=stream0)
            del primals_58
            buf92 = reinterpret_tensor(buf88, (32, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf88  # reuse
            # Topologically Sorted Source Nodes: [, linear_19, view_10, key_layer_3, attn_output_9], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_3:55
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_3.run(primals_60, buf89, buf92, 24576, 128, stream=stream0)
            del buf89
            del primals_60
            buf93 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_18, view_9, query_layer_3, linear_19, view_10, key_layer_3, attn_output_9], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:56
            extern_kernels.bmm(reinterpret_tensor(buf91, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf92, (384, 64, 128), (8192, 128, 1), 0), out=buf93)
            buf97 = reinterpret_tensor(buf93, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf93  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, attn_output_9, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4:57
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4.run(buf97, 49152, 128, stream=stream0)
            buf98 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_20, view_11, value_layer_3, attn_output_9], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_transpose_view_5:58
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_transpose_view_5.run(primals_62, buf90, buf98, 3145728, stream=stream0)
            del primals_62
            buf99 = reinterpret_tensor(buf90, (384, 128, 64), (8192, 64, 1), 0); del buf90  # reuse
            # Topologically Sorted Source Nodes: [, linear_20, view_11, value_layer_3, attn_output_9], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:59
            extern_kernels.bmm(reinterpret_tensor(buf97, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf98, (384, 128, 64), (8192, 64, 1), 0), out=buf99)
            buf100 = empty_strided_cuda((32, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_9, transpose_15, attn_output_10], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_6:60
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_6.run(buf99, buf100, 3145728, stream=stream0)
            buf101 = reinterpret_tensor(buf99, (4096, 768), (768, 1), 0); del buf99  # reuse
            # Topologically Sorted Source Nodes: [attn_output_9, transpose_15, attn_output_10, reshape_3, hidden_states_24, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:61
            extern_kernels.mm(reinterpret_tensor(buf100, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_63, (768, 768), (1, 768), 0), out=buf101)
            buf105 = reinterpret_tensor(buf101, (32, 128, 768), (98304, 768, 1), 0); del buf101  # reuse
            buf106 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf361 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_24, add_10, hidden_states_26, div_32], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:62
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf105, primals_64, buf87, primals_65, primals_66, buf106, buf361, 4096, 768, stream=stream0)
            del primals_64
            del primals_66
            buf107 = empty_strided_cuda((4096, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_26, hidden_states_27], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:63
            extern_kernels.addmm(primals_68, reinterpret_tensor(buf106, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_67, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf107)
            del primals_68
            buf108 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_27, hidden_states_28], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_8:64
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_8.run(buf107, buf108, 12582912, stream=stream0)
            buf109 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_27, hidden_states_28, hidden_states_29, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:65
            extern_kernels.mm(reinterpret_tensor(buf108, (4096, 3072), (3072, 1), 0), reinterpret_tensor(primals_69, (3072, 768), (1, 3072), 0), out=buf109)
            buf113 = reinterpret_tensor(buf109, (32, 128, 768), (98304, 768, 1), 0); del buf109  # reuse
            buf114 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf360 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_29, add_11, hidden_states_31, div_31], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:66
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf113, primals_70, buf106, primals_71, primals_72, buf114, buf360, 4096, 768, stream=stream0)
            del primals_70
            del primals_72
            buf115 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_31, linear_24, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:67
            extern_kernels.mm(reinterpret_tensor(buf114, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_73, (768, 768), (1, 768), 0), out=buf115)
            buf116 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_31, linear_24, linear_25, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:68
            extern_kernels.mm(reinterpret_tensor(buf114, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_75, (768, 768), (1, 768), 0), out=buf116)
            buf117 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_31, linear_24, linear_26, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:69
            extern_kernels.mm(reinterpret_tensor(buf114, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_77, (768, 768), (1, 768), 0), out=buf117)
            buf118 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_24, view_12, query_layer_4, attn_output_12], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_2:70
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_2.run(primals_74, buf115, buf118, 3145728, stream=stream0)
            del primals_74
            buf119 = reinterpret_tensor(buf115, (32, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf115  # reuse
            # Topologically Sorted Source Nodes: [, linear_25, view_13, key_layer_4, attn_output_12], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_3:71
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_3.run(primals_76, buf116, buf119, 24576, 128, stream=stream0)
            del buf116
            del primals_76
            buf120 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_24, view_12, query_layer_4, linear_25, view_13, key_layer_4, attn_output_12], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:72
            extern_kernels.bmm(reinterpret_tensor(buf118, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf119, (384, 64, 128), (8192, 128, 1), 0), out=buf120)
            buf124 = reinterpret_tensor(buf120, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf120  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, attn_output_12, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4:73
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4.run(buf124, 49152, 128, stream=stream0)
            buf125 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_26, view_14, value_layer_4, attn_output_12], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_transpose_view_5:74
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_transpose_view_5.run(primals_78, buf117, buf125, 3145728, stream=stream0)
            del primals_78
            buf126 = reinterpret_tensor(buf117, (384, 128, 64), (8192, 64, 1), 0); del buf117  # reuse
            # Topologically Sorted Source Nodes: [, linear_26, view_14, value_layer_4, attn_output_12], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:75
            extern_kernels.bmm(reinterpret_tensor(buf124, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf125, (384, 128, 64), (8192, 64, 1), 0), out=buf126)
            buf127 = empty_strided_cuda((32, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_12, transpose_19, attn_output_13], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_6:76
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_6.run(buf126, buf127, 3145728, stream=stream0)
            buf128 = reinterpret_tensor(buf126, (4096, 768), (768, 1), 0); del buf126  # reuse
            # Topologically Sorted Source Nodes: [attn_output_12, transpose_19, attn_output_13, reshape_4, hidden_states_32, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:77
            extern_kernels.mm(reinterpret_tensor(buf127, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_79, (768, 768), (1, 768), 0), out=buf128)
            buf132 = reinterpret_tensor(buf128, (32, 128, 768), (98304, 768, 1), 0); del buf128  # reuse
            buf133 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf359 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_32, add_12, hidden_states_34, div_30], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:78
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf132, primals_80, buf114, primals_81, primals_82, buf133, buf359, 4096, 768, stream=stream0)
            del primals_80
            del primals_82
            buf134 = empty_strided_cuda((4096, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_34, hidden_states_35], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:79
            extern_kernels.addmm(primals_84, reinterpret_tensor(buf133, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_83, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf134)
            del primals_84
            buf135 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_35, hidden_states_36], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_8:80
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_8.run(buf134, buf135, 12582912, stream=stream0)
            buf136 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_35, hidden_states_36, hidden_states_37, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:81
            extern_kernels.mm(reinterpret_tensor(buf135, (4096, 3072), (3072, 1), 0), reinterpret_tensor(primals_85, (3072, 768), (1, 3072), 0), out=buf136)
            buf140 = reinterpret_tensor(buf136, (32, 128, 768), (98304, 768, 1), 0); del buf136  # reuse
            buf141 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf358 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_37, add_13, hidden_states_39, div_29], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:82
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf140, primals_86, buf133, primals_87, primals_88, buf141, buf358, 4096, 768, stream=stream0)
            del primals_86
            del primals_88
            buf142 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_39, linear_30, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:83
            extern_kernels.mm(reinterpret_tensor(buf141, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_89, (768, 768), (1, 768), 0), out=buf142)
            buf143 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_39, linear_30, linear_31, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:84
            extern_kernels.mm(reinterpret_tensor(buf141, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_91, (768, 768), (1, 768), 0), out=buf143)
            buf144 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_39, linear_30, linear_32, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:85
            extern_kernels.mm(reinterpret_tensor(buf141, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_93, (768, 768), (1, 768), 0), out=buf144)
            buf145 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_30, view_15, query_layer_5, attn_output_15], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_2:86
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_2.run(primals_90, buf142, buf145, 3145728, stream=stream0)
            del primals_90
            buf146 = reinterpret_tensor(buf142, (32, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf142  # reuse
            # Topologically Sorted Source Nodes: [, linear_31, view_16, key_layer_5, attn_output_15], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_3:87
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_3.run(primals_92, buf143, buf146, 24576, 128, stream=stream0)
            del buf143
            del primals_92
            buf147 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_30, view_15, query_layer_5, linear_31, view_16, key_layer_5, attn_output_15], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:88
            extern_kernels.bmm(reinterpret_tensor(buf145, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf146, (384, 64, 128), (8192, 128, 1), 0), out=buf147)
            buf151 = reinterpret_tensor(buf147, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf147  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, attn_output_15, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4:89
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4.run(buf151, 49152, 128, stream=stream0)
            buf152 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_32, view_17, value_layer_5, attn_output_15], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_transpose_view_5:90
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_transpose_view_5.run(primals_94, buf144, buf152, 3145728, stream=stream0)
            del primals_94
            buf153 = reinterpret_tensor(buf144, (384, 128, 64), (8192, 64, 1), 0); del buf144  # reuse
            # Topologically Sorted Source Nodes: [, linear_32, view_17, value_layer_5, attn_output_15], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:91
            extern_kernels.bmm(reinterpret_tensor(buf151, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf152, (384, 128, 64), (8192, 64, 1), 0), out=buf153)
            buf154 = empty_strided_cuda((32, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_15, transpose_23, attn_output_16], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_6:92
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_6.run(buf153, buf154, 3145728, stream=stream0)
            buf155 = reinterpret_tensor(buf153, (4096, 768), (768, 1), 0); del buf153  # reuse
            # Topologically Sorted Source Nodes: [attn_output_15, transpose_23, attn_output_16, reshape_5, hidden_states_40, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:93
            extern_kernels.mm(reinterpret_tensor(buf154, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_95, (768, 768), (1, 768), 0), out=buf155)
            buf159 = reinterpret_tensor(buf155, (32, 128, 768), (98304, 768, 1), 0); del buf155  # reuse
            buf160 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf357 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_40, add_14, hidden_states_42, div_28], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:94
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf159, primals_96, buf141, primals_97, primals_98, buf160, buf357, 4096, 768, stream=stream0)
            del primals_96
            del primals_98
            buf161 = empty_strided_cuda((4096, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_42, hidden_states_43], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:95
            extern_kernels.addmm(primals_100, reinterpret_tensor(buf160, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_99, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf161)
            del primals_100
            buf162 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_43, hidden_states_44], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_8:96
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_8.run(buf161, buf162, 12582912, stream=stream0)
            buf163 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_43, hidden_states_44, hidden_states_45, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:97
            extern_kernels.mm(reinterpret_tensor(buf162, (4096, 3072), (3072, 1), 0), reinterpret_tensor(primals_101, (3072, 768), (1, 3072), 0), out=buf163)
            buf167 = reinterpret_tensor(buf163, (32, 128, 768), (98304, 768, 1), 0); del buf163  # reuse
            buf168 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf356 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_45, add_15, hidden_states_47, div_27], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:98
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf167, primals_102, buf160, primals_103, primals_104, buf168, buf356, 4096, 768, stream=stream0)
            del primals_102
            del primals_104
            buf169 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_47, linear_36, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:99
            extern_kernels.mm(reinterpret_tensor(buf168, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_105, (768, 768), (1, 768), 0), out=buf169)
            buf170 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_47, linear_36, linear_37, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:100
            extern_kernels.mm(reinterpret_tensor(buf168, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_107, (768, 768), (1, 768), 0), out=buf170)
            buf171 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_47, linear_36, linear_38, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:101
            extern_kernels.mm(reinterpret_tensor(buf168, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_109, (768, 768), (1, 768), 0), out=buf171)
            buf172 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_36, view_18, query_layer_6, attn_output_18], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_2:102
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_2.run(primals_106, buf169, buf172, 3145728, stream=stream0)
            del primals_106
            buf173 = reinterpret_tensor(buf169, (32, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf169  # reuse
            # Topologically Sorted Source Nodes: [, linear_37, view_19, key_layer_6, attn_output_18], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_3:103
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_3.run(primals_108, buf170, buf173, 24576, 128, stream=stream0)
            del buf170
            del primals_108
            buf174 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_36, view_18, query_layer_6, linear_37, view_19, key_layer_6, attn_output_18], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:104
            extern_kernels.bmm(reinterpret_tensor(buf172, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf173, (384, 64, 128), (8192, 128, 1), 0), out=buf174)
            buf178 = reinterpret_tensor(buf174, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf174  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, attn_output_18, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4:105
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4.run(buf178, 49152, 128, stream=stream0)
            buf179 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_38, view_20, value_layer_6, attn_output_18], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_transpose_view_5:106
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_transpose_view_5.run(primals_110, buf171, buf179, 3145728, stream=stream0)
            del primals_110
            buf180 = reinterpret_tensor(buf171, (384, 128, 64), (8192, 64, 1), 0); del buf171  # reuse
            # Topologically Sorted Source Nodes: [, linear_38, view_20, value_layer_6, attn_output_18], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:107
            extern_kernels.bmm(reinterpret_tensor(buf178, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf179, (384, 128, 64), (8192, 64, 1), 0), out=buf180)
            buf181 = empty_strided_cuda((32, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_18, transpose_27, attn_output_19], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_6:108
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_6.run(buf180, buf181, 3145728, stream=stream0)
            buf182 = reinterpret_tensor(buf180, (4096, 768), (768, 1), 0); del buf180  # reuse
            # Topologically Sorted Source Nodes: [attn_output_18, transpose_27, attn_output_19, reshape_6, hidden_states_48, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:109
            extern_kernels.mm(reinterpret_tensor(buf181, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_111, (768, 768), (1, 768), 0), out=buf182)
            buf186 = reinterpret_tensor(buf182, (32, 128, 768), (98304, 768, 1), 0); del buf182  # reuse
            buf187 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf355 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_48, add_16, hidden_states_50, div_26], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:110
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf186, primals_112, buf168, primals_113, primals_114, buf187, buf355, 4096, 768, stream=stream0)
            del primals_112
            del primals_114
            buf188 = empty_strided_cuda((4096, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_50, hidden_states_51], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:111
            extern_kernels.addmm(primals_116, reinterpret_tensor(buf187, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_115, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf188)
            del primals_116
            buf189 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_51, hidden_states_52], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_8:112
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_8.run(buf188, buf189, 12582912, stream=stream0)
            buf190 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_51, hidden_states_52, hidden_states_53, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:113
            extern_kernels.mm(reinterpret_tensor(buf189, (4096, 3072), (3072, 1), 0), reinterpret_tensor(primals_117, (3072, 768), (1, 3072), 0), out=buf190)
            buf194 = reinterpret_tensor(buf190, (32, 128, 768), (98304, 768, 1), 0); del buf190  # reuse
            buf195 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf354 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_53, add_17, hidden_states_55, div_25], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:114
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf194, primals_118, buf187, primals_119, primals_120, buf195, buf354, 4096, 768, stream=stream0)
            del primals_118
            del primals_120
            buf196 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_55, linear_42, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:115
            extern_kernels.mm(reinterpret_tensor(buf195, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_121, (768, 768), (1, 768), 0), out=buf196)
            buf197 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_55, linear_42, linear_43, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:116
            extern_kernels.mm(reinterpret_tensor(buf195, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_123, (768, 768), (1, 768), 0), out=buf197)
            buf198 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_55, linear_42, linear_44, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:117
            extern_kernels.mm(reinterpret_tensor(buf195, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_125, (768, 768), (1, 768), 0), out=buf198)
            buf199 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_42, view_21, query_layer_7, attn_output_21], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_2:118
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_2.run(primals_122, buf196, buf199, 3145728, stream=stream0)
            del primals_122
            buf200 = reinterpret_tensor(buf196, (32, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf196  # reuse
            # Topologically Sorted Source Nodes: [, linear_43, view_22, key_layer_7, attn_output_21], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_3:119
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_3.run(primals_124, buf197, buf200, 24576, 128, stream=stream0)
            del buf197
            del primals_124
            buf201 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_42, view_21, query_layer_7, linear_43, view_22, key_layer_7, attn_output_21], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:120
            extern_kernels.bmm(reinterpret_tensor(buf199, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf200, (384, 64, 128), (8192, 128, 1), 0), out=buf201)
            buf205 = reinterpret_tensor(buf201, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf201  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, attn_output_21, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4:121
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4.run(buf205, 49152, 128, stream=stream0)
            buf206 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_44, view_23, value_layer_7, attn_output_21], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_transpose_view_5:122
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_transpose_view_5.run(primals_126, buf198, buf206, 3145728, stream=stream0)
            del primals_126
            buf207 = reinterpret_tensor(buf198, (384, 128, 64), (8192, 64, 1), 0); del buf198  # reuse
            # Topologically Sorted Source Nodes: [, linear_44, view_23, value_layer_7, attn_output_21], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:123
            extern_kernels.bmm(reinterpret_tensor(buf205, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf206, (384, 128, 64), (8192, 64, 1), 0), out=buf207)
            buf208 = empty_strided_cuda((32, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_21, transpose_31, attn_output_22], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_6:124
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_6.run(buf207, buf208, 3145728, stream=stream0)
            buf209 = reinterpret_tensor(buf207, (4096, 768), (768, 1), 0); del buf207  # reuse
            # Topologically Sorted Source Nodes: [attn_output_21, transpose_31, attn_output_22, reshape_7, hidden_states_56, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:125
            extern_kernels.mm(reinterpret_tensor(buf208, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_127, (768, 768), (1, 768), 0), out=buf209)
            buf213 = reinterpret_tensor(buf209, (32, 128, 768), (98304, 768, 1), 0); del buf209  # reuse
            buf214 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf353 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_56, add_18, hidden_states_58, div_24], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:126
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf213, primals_128, buf195, primals_129, primals_130, buf214, buf353, 4096, 768, stream=stream0)
            del primals_128
            del primals_130
            buf215 = empty_strided_cuda((4096, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_58, hidden_states_59], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:127
            extern_kernels.addmm(primals_132, reinterpret_tensor(buf214, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_131, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf215)
            del primals_132
            buf216 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_59, hidden_states_60], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_8:128
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_8.run(buf215, buf216, 12582912, stream=stream0)
            buf217 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_59, hidden_states_60, hidden_states_61, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:129
            extern_kernels.mm(reinterpret_tensor(buf216, (4096, 3072), (3072, 1), 0), reinterpret_tensor(primals_133, (3072, 768), (1, 3072), 0), out=buf217)
            buf221 = reinterpret_tensor(buf217, (32, 128, 768), (98304, 768, 1), 0); del buf217  # reuse
            buf222 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf352 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_61, add_19, hidden_states_63, div_23], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:130
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf221, primals_134, buf214, primals_135, primals_136, buf222, buf352, 4096, 768, stream=stream0)
            del primals_134
            del primals_136
            buf223 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_63, linear_48, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:131
            extern_kernels.mm(reinterpret_tensor(buf222, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_137, (768, 768), (1, 768), 0), out=buf223)
            buf224 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_63, linear_48, linear_49, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:132
            extern_kernels.mm(reinterpret_tensor(buf222, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_139, (768, 768), (1, 768), 0), out=buf224)
            buf225 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_63, linear_48, linear_50, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:133
            extern_kernels.mm(reinterpret_tensor(buf222, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_141, (768, 768), (1, 768), 0), out=buf225)
            buf226 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_48, view_24, query_layer_8, attn_output_24], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_2:134
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_2.run(primals_138, buf223, buf226, 3145728, stream=stream0)
            del primals_138
            buf227 = reinterpret_tensor(buf223, (32, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf223  # reuse
            # Topologically Sorted Source Nodes: [, linear_49, view_25, key_layer_8, attn_output_24], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_3:135
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_3.run(primals_140, buf224, buf227, 24576, 128, stream=stream0)
            del buf224
            del primals_140
            buf228 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_48, view_24, query_layer_8, linear_49, view_25, key_layer_8, attn_output_24], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:136
            extern_kernels.bmm(reinterpret_tensor(buf226, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf227, (384, 64, 128), (8192, 128, 1), 0), out=buf228)
            buf232 = reinterpret_tensor(buf228, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf228  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, attn_output_24, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4:137
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4.run(buf232, 49152, 128, stream=stream0)
            buf233 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_50, view_26, value_layer_8, attn_output_24], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_transpose_view_5:138
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_transpose_view_5.run(primals_142, buf225, buf233, 3145728, stream=stream0)
            del primals_142
            buf234 = reinterpret_tensor(buf225, (384, 128, 64), (8192, 64, 1), 0); del buf225  # reuse
            # Topologically Sorted Source Nodes: [, linear_50, view_26, value_layer_8, attn_output_24], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:139
            extern_kernels.bmm(reinterpret_tensor(buf232, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf233, (384, 128, 64), (8192, 64, 1), 0), out=buf234)
            buf235 = empty_strided_cuda((32, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_24, transpose_35, attn_output_25], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_6:140
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_6.run(buf234, buf235, 3145728, stream=stream0)
            buf236 = reinterpret_tensor(buf234, (4096, 768), (768, 1), 0); del buf234  # reuse
            # Topologically Sorted Source Nodes: [attn_output_24, transpose_35, attn_output_25, reshape_8, hidden_states_64, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:141
            extern_kernels.mm(reinterpret_tensor(buf235, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_143, (768, 768), (1, 768), 0), out=buf236)
            buf240 = reinterpret_tensor(buf236, (32, 128, 768), (98304, 768, 1), 0); del buf236  # reuse
            buf241 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf351 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_64, add_20, hidden_states_66, div_22], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:142
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf240, primals_144, buf222, primals_145, primals_146, buf241, buf351, 4096, 768, stream=stream0)
            del primals_144
            del primals_146
            buf242 = empty_strided_cuda((4096, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_66, hidden_states_67], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:143
            extern_kernels.addmm(primals_148, reinterpret_tensor(buf241, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_147, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf242)
            del primals_148
            buf243 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_67, hidden_states_68], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_8:144
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_8.run(buf242, buf243, 12582912, stream=stream0)
            buf244 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_67, hidden_states_68, hidden_states_69, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:145
            extern_kernels.mm(reinterpret_tensor(buf243, (4096, 3072), (3072, 1), 0), reinterpret_tensor(primals_149, (3072, 768), (1, 3072), 0), out=buf244)
            buf248 = reinterpret_tensor(buf244, (32, 128, 768), (98304, 768, 1), 0); del buf244  # reuse
            buf249 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf350 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_69, add_21, hidden_states_71, div_21], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:146
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf248, primals_150, buf241, primals_151, primals_152, buf249, buf350, 4096, 768, stream=stream0)
            del primals_150
            del primals_152
            buf250 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_71, linear_54, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:147
            extern_kernels.mm(reinterpret_tensor(buf249, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_153, (768, 768), (1, 768), 0), out=buf250)
            buf251 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_71, linear_54, linear_55, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:148
            extern_kernels.mm(reinterpret_tensor(buf249, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_155, (768, 768), (1, 768), 0), out=buf251)
            buf252 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_71, linear_54, linear_56, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:149
            extern_kernels.mm(reinterpret_tensor(buf249, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_157, (768, 768), (1, 768), 0), out=buf252)
            buf253 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_54, view_27, query_layer_9, attn_output_27], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_2:150
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_2.run(primals_154, buf250, buf253, 3145728, stream=stream0)
            del primals_154
            buf254 = reinterpret_tensor(buf250, (32, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf250  # reuse
            # Topologically Sorted Source Nodes: [, linear_55, view_28, key_layer_9, attn_output_27], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_3:151
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_3.run(primals_156, buf251, buf254, 24576, 128, stream=stream0)
            del buf251
            del primals_156
            buf255 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_54, view_27, query_layer_9, linear_55, view_28, key_layer_9, attn_output_27], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:152
            extern_kernels.bmm(reinterpret_tensor(buf253, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf254, (384, 64, 128), (8192, 128, 1), 0), out=buf255)
            buf259 = reinterpret_tensor(buf255, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf255  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, attn_output_27, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4:153
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4.run(buf259, 49152, 128, stream=stream0)
            buf260 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_56, view_29, value_layer_9, attn_output_27], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_transpose_view_5:154
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_transpose_view_5.run(primals_158, buf252, buf260, 3145728, stream=stream0)
            del primals_158
            buf261 = reinterpret_tensor(buf252, (384, 128, 64), (8192, 64, 1), 0); del buf252  # reuse
            # Topologically Sorted Source Nodes: [, linear_56, view_29, value_layer_9, attn_output_27], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:155
            extern_kernels.bmm(reinterpret_tensor(buf259, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf260, (384, 128, 64), (8192, 64, 1), 0), out=buf261)
            buf262 = empty_strided_cuda((32, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_27, transpose_39, attn_output_28], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_6:156
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_6.run(buf261, buf262, 3145728, stream=stream0)
            buf263 = reinterpret_tensor(buf261, (4096, 768), (768, 1), 0); del buf261  # reuse
            # Topologically Sorted Source Nodes: [attn_output_27, transpose_39, attn_output_28, reshape_9, hidden_states_72, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:157
            extern_kernels.mm(reinterpret_tensor(buf262, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_159, (768, 768), (1, 768), 0), out=buf263)
            buf267 = reinterpret_tensor(buf263, (32, 128, 768), (98304, 768, 1), 0); del buf263  # reuse
            buf268 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf349 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_72, add_22, hidden_states_74, div_20], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:158
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf267, primals_160, buf249, primals_161, primals_162, buf268, buf349, 4096, 768, stream=stream0)
            del primals_160
            del primals_162
            buf269 = empty_strided_cuda((4096, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_74, hidden_states_75], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:159
            extern_kernels.addmm(primals_164, reinterpret_tensor(buf268, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_163, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf269)
            del primals_164
            buf270 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_75, hidden_states_76], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_8:160
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_8.run(buf269, buf270, 12582912, stream=stream0)
            buf271 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_75, hidden_states_76, hidden_states_77, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:161
            extern_kernels.mm(reinterpret_tensor(buf270, (4096, 3072), (3072, 1), 0), reinterpret_tensor(primals_165, (3072, 768), (1, 3072), 0), out=buf271)
            buf275 = reinterpret_tensor(buf271, (32, 128, 768), (98304, 768, 1), 0); del buf271  # reuse
            buf276 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf348 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_77, add_23, hidden_states_79, div_19], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:162
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf275, primals_166, buf268, primals_167, primals_168, buf276, buf348, 4096, 768, stream=stream0)
            del primals_166
            del primals_168
            buf277 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_79, linear_60, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:163
            extern_kernels.mm(reinterpret_tensor(buf276, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_169, (768, 768), (1, 768), 0), out=buf277)
            buf278 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_79, linear_60, linear_61, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:164
            extern_kernels.mm(reinterpret_tensor(buf276, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_171, (768, 768), (1, 768), 0), out=buf278)
            buf279 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_79, linear_60, linear_62, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:165
            extern_kernels.mm(reinterpret_tensor(buf276, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_173, (768, 768), (1, 768), 0), out=buf279)
            buf280 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_60, view_30, query_layer_10, attn_output_30], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_2:166
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_2.run(primals_170, buf277, buf280, 3145728, stream=stream0)
            del primals_170
            buf281 = reinterpret_tensor(buf277, (32, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf277  # reuse
            # Topologically Sorted Source Nodes: [, linear_61, view_31, key_layer_10, attn_output_30], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_3:167
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_3.run(primals_172, buf278, buf281, 24576, 128, stream=stream0)
            del buf278
            del primals_172
            buf282 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_60, view_30, query_layer_10, linear_61, view_31, key_layer_10, attn_output_30], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:168
            extern_kernels.bmm(reinterpret_tensor(buf280, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf281, (384, 64, 128), (8192, 128, 1), 0), out=buf282)
            buf286 = reinterpret_tensor(buf282, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf282  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, attn_output_30, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4:169
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4.run(buf286, 49152, 128, stream=stream0)
            buf287 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_62, view_32, value_layer_10, attn_output_30], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_transpose_view_5:170
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_transpose_view_5.run(primals_174, buf279, buf287, 3145728, stream=stream0)
            del primals_174
            buf288 = reinterpret_tensor(buf279, (384, 128, 64), (8192, 64, 1), 0); del buf279  # reuse
            # Topologically Sorted Source Nodes: [, linear_62, view_32, value_layer_10, attn_output_30], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:171
            extern_kernels.bmm(reinterpret_tensor(buf286, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf287, (384, 128, 64), (8192, 64, 1), 0), out=buf288)
            buf289 = empty_strided_cuda((32, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_30, transpose_43, attn_output_31], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_6:172
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_6.run(buf288, buf289, 3145728, stream=stream0)
            buf290 = reinterpret_tensor(buf288, (4096, 768), (768, 1), 0); del buf288  # reuse
            # Topologically Sorted Source Nodes: [attn_output_30, transpose_43, attn_output_31, reshape_10, hidden_states_80, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:173
            extern_kernels.mm(reinterpret_tensor(buf289, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_175, (768, 768), (1, 768), 0), out=buf290)
            buf294 = reinterpret_tensor(buf290, (32, 128, 768), (98304, 768, 1), 0); del buf290  # reuse
            buf295 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf347 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_80, add_24, hidden_states_82, div_18], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:174
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf294, primals_176, buf276, primals_177, primals_178, buf295, buf347, 4096, 768, stream=stream0)
            del primals_176
            del primals_178
            buf296 = empty_strided_cuda((4096, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_82, hidden_states_83], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:175
            extern_kernels.addmm(primals_180, reinterpret_tensor(buf295, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_179, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf296)
            del primals_180
            buf297 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_83, hidden_states_84], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_8:176
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_8.run(buf296, buf297, 12582912, stream=stream0)
            buf298 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_83, hidden_states_84, hidden_states_85, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:177
            extern_kernels.mm(reinterpret_tensor(buf297, (4096, 3072), (3072, 1), 0), reinterpret_tensor(primals_181, (3072, 768), (1, 3072), 0), out=buf298)
            buf302 = reinterpret_tensor(buf298, (32, 128, 768), (98304, 768, 1), 0); del buf298  # reuse
            buf303 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf346 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_85, add_25, hidden_states_87, div_17], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:178
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf302, primals_182, buf295, primals_183, primals_184, buf303, buf346, 4096, 768, stream=stream0)
            del primals_182
            del primals_184
            buf304 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_87, linear_66, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:179
            extern_kernels.mm(reinterpret_tensor(buf303, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_185, (768, 768), (1, 768), 0), out=buf304)
            buf305 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_87, linear_66, linear_67, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:180
            extern_kernels.mm(reinterpret_tensor(buf303, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_187, (768, 768), (1, 768), 0), out=buf305)
            buf306 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_87, linear_66, linear_68, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:181
            extern_kernels.mm(reinterpret_tensor(buf303, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_189, (768, 768), (1, 768), 0), out=buf306)
            buf307 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_66, view_33, query_layer_11, attn_output_33], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_2:182
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_2.run(primals_186, buf304, buf307, 3145728, stream=stream0)
            del primals_186
            buf308 = reinterpret_tensor(buf304, (32, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf304  # reuse
            # Topologically Sorted Source Nodes: [, linear_67, view_34, key_layer_11, attn_output_33], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_mul_transpose_view_3:183
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_mul_transpose_view_3.run(primals_188, buf305, buf308, 24576, 128, stream=stream0)
            del buf305
            del primals_188
            buf309 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_66, view_33, query_layer_11, linear_67, view_34, key_layer_11, attn_output_33], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:184
            extern_kernels.bmm(reinterpret_tensor(buf307, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf308, (384, 64, 128), (8192, 128, 1), 0), out=buf309)
            buf313 = reinterpret_tensor(buf309, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf309  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, attn_output_33, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4:185
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4.run(buf313, 49152, 128, stream=stream0)
            buf314 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_68, view_35, value_layer_11, attn_output_33], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_addmm_clone_transpose_view_5:186
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_transpose_view_5.run(primals_190, buf306, buf314, 3145728, stream=stream0)
            del primals_190
            buf315 = reinterpret_tensor(buf306, (384, 128, 64), (8192, 64, 1), 0); del buf306  # reuse
            # Topologically Sorted Source Nodes: [, linear_68, view_35, value_layer_11, attn_output_33], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:187
            extern_kernels.bmm(reinterpret_tensor(buf313, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf314, (384, 128, 64), (8192, 64, 1), 0), out=buf315)
            buf316 = empty_strided_cuda((32, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_33, transpose_47, attn_output_34], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_6:188
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_6.run(buf315, buf316, 3145728, stream=stream0)
            buf317 = reinterpret_tensor(buf315, (4096, 768), (768, 1), 0); del buf315  # reuse
            # Topologically Sorted Source Nodes: [attn_output_33, transpose_47, attn_output_34, reshape_11, hidden_states_88, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:189
            extern_kernels.mm(reinterpret_tensor(buf316, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_191, (768, 768), (1, 768), 0), out=buf317)
            buf321 = reinterpret_tensor(buf317, (32, 128, 768), (98304, 768, 1), 0); del buf317  # reuse
            buf322 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf345 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_88, add_26, hidden_states_90, div_16], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:190
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf321, primals_192, buf303, primals_193, primals_194, buf322, buf345, 4096, 768, stream=stream0)
            del primals_192
            del primals_194
            buf323 = empty_strided_cuda((4096, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_90, hidden_states_91], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:191
            extern_kernels.addmm(primals_196, reinterpret_tensor(buf322, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_195, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf323)
            del primals_196
            buf324 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_91, hidden_states_92], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_8:192
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_8.run(buf323, buf324, 12582912, stream=stream0)
            buf325 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_91, hidden_states_92, hidden_states_93, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:193
            extern_kernels.mm(reinterpret_tensor(buf324, (4096, 3072), (3072, 1), 0), reinterpret_tensor(primals_197, (3072, 768), (1, 3072), 0), out=buf325)
            buf329 = reinterpret_tensor(buf325, (32, 128, 768), (98304, 768, 1), 0); del buf325  # reuse
            buf330 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf344 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_93, add_27, hidden_states_95, div_15], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7:194
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_7.run(buf329, primals_198, buf322, primals_199, primals_200, buf330, buf344, 4096, 768, stream=stream0)
            del primals_198
            del primals_200
            buf331 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_95, hidden_states_96], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:195
            extern_kernels.addmm(primals_202, reinterpret_tensor(buf330, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_201, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf331)
            del primals_202
            buf332 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            buf333 = empty_strided_cuda((32, 128, 1), (128, 1, 4096), torch.float32)
            buf335 = reinterpret_tensor(buf333, (32, 128, 1), (128, 1, 1), 0); del buf333  # reuse
            buf336 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_96, hidden_states_97, hidden_states_98], Original ATen: [aten.view, aten.gelu, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_view_9:196
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_view_9.run(buf335, buf331, primals_203, primals_204, buf332, buf336, 4096, 768, stream=stream0)
            del primals_204
            buf337 = empty_strided_cuda((4096, 30522), (30528, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_96, hidden_states_97, hidden_states_98, hidden_states_99], Original ATen: [aten.view, aten.gelu, aten.native_layer_norm, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:197
            extern_kernels.addmm(primals_205, reinterpret_tensor(buf336, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_4, (768, 30522), (1, 768), 0), alpha=1, beta=1, out=buf337)
            del primals_205
            buf338 = empty_strided_cuda((4096, 1), (1, 1), torch.float32)
            buf339 = empty_strided_cuda((4096, 1), (1, 4096), torch.float32)
            buf340 = reinterpret_tensor(buf339, (4096, 1), (1, 1), 0); del buf339  # reuse
            # Topologically Sorted Source Nodes: [, masked_lm_loss], Original ATen: [prims.prepare_softmax_online, aten._log_softmax]
            # [Provenance debug handles] triton_red_fused__log_softmax_prepare_softmax_online_10:198
            stream0 = get_raw_stream(0)
            triton_red_fused__log_softmax_prepare_softmax_online_10.run(buf340, buf337, buf338, 4096, 30522, stream=stream0)
            buf343 = empty_strided_cuda((), (), torch.float32)
            buf342 = empty_strided_cuda((), (), torch.float32)
            buf369 = buf343; del buf343  # reuse
            # Topologically Sorted Source Nodes: [attn_output, view_37, , masked_lm_loss], Original ATen: [aten.scalar_tensor, aten.view, aten.sub, aten._log_softmax, aten.nll_loss_forward]
            # [Provenance debug handles] triton_red_fused__log_softmax_nll_loss_forward_scalar_tensor_sub_view_11:199
            stream0 = get_raw_stream(0)
            triton_red_fused__log_softmax_nll_loss_forward_scalar_tensor_sub_view_11.run(buf369, primals_206, buf337, buf338, buf340, buf342, 1, 4096, stream=stream0)
        return (buf369, primals_1, primals_2, primals_4, primals_7, primals_9, primals_11, primals_13, primals_15, primals_17, primals_19, primals_21, primals_23, primals_25, primals_27, primals_29, primals_31, primals_33, primals_35, primals_37, primals_39, primals_41, primals_43, primals_45, primals_47, primals_49, primals_51, primals_53, primals_55, primals_57, primals_59, primals_61, primals_63, primals_65, primals_67, primals_69, primals_71, primals_73, primals_75, primals_77, primals_79, primals_81, primals_83, primals_85, primals_87, primals_89, primals_91, primals_93, primals_95, primals_97, primals_99, primals_101, primals_103, primals_105, primals_107, primals_109, primals_111, primals_113, primals_115, primals_117, primals_119, primals_121, primals_123, primals_125, primals_127, primals_129, primals_131, primals_133, primals_135, primals_137, primals_139, primals_141, primals_143, primals_145, primals_147, primals_149, primals_151, primals_153, primals_155, primals_157, primals_159, primals_161, primals_163, primals_165, primals_167, primals_169, primals_171, primals_173, primals_175, primals_177, primals_179, primals_181, primals_183, primals_185, primals_187, primals_189, primals_191, primals_193, primals_195, primals_197, primals_199, primals_201, primals_203, primals_206, buf0, buf5, reinterpret_tensor(buf6, (4096, 768), (768, 1), 0), buf16, reinterpret_tensor(buf19, (4096, 768), (768, 1), 0), buf24, reinterpret_tensor(buf25, (4096, 768), (768, 1), 0), buf26, reinterpret_tensor(buf27, (4096, 3072), (3072, 1), 0), buf32, reinterpret_tensor(buf33, (4096, 768), (768, 1), 0), buf43, reinterpret_tensor(buf46, (4096, 768), (768, 1), 0), buf51, reinterpret_tensor(buf52, (4096, 768), (768, 1), 0), buf53, reinterpret_tensor(buf54, (4096, 3072), (3072, 1), 0), buf59, reinterpret_tensor(buf60, (4096, 768), (768, 1), 0), buf70, reinterpret_tensor(buf73, (4096, 768), (768, 1), 0), buf78, reinterpret_tensor(buf79, (4096, 768), (768, 1), 0), buf80, reinterpret_tensor(buf81, (4096, 3072), (3072, 1), 0), buf86, reinterpret_tensor(buf87, (4096, 768), (768, 1), 0), buf97, reinterpret_tensor(buf100, (4096, 768), (768, 1), 0), buf105, reinterpret_tensor(buf106, (4096, 768), (768, 1), 0), buf107, reinterpret_tensor(buf108, (4096, 3072), (3072, 1), 0), buf113, reinterpret_tensor(buf114, (4096, 768), (768, 1), 0), buf124, reinterpret_tensor(buf127, (4096, 768), (768, 1), 0), buf132, reinterpret_tensor(buf133, (4096, 768), (768, 1), 0), buf134, reinterpret_tensor(buf135, (4096, 3072), (3072, 1), 0), buf140, reinterpret_tensor(buf141, (4096, 768), (768, 1), 0), buf151, reinterpret_tensor(buf154, (4096, 768), (768, 1), 0), buf159, reinterpret_tensor(buf160, (4096, 768), (768, 1), 0), buf161, reinterpret_tensor(buf162, (4096, 3072), (3072, 1), 0), buf167, reinterpret_tensor(buf168, (4096, 768), (768, 1), 0), buf178, reinterpret_tensor(buf181, (4096, 768), (768, 1), 0), buf186, reinterpret_tensor(buf187, (4096, 768), (768, 1), 0), buf188, reinterpret_tensor(buf189, (4096, 3072), (3072, 1), 0), buf194, reinterpret_tensor(buf195, (4096, 768), (768, 1), 0), buf205, reinterpret_tensor(buf208, (4096, 768), (768, 1), 0), buf213, reinterpret_tensor(buf214, (4096, 768), (768, 1), 0), buf215, reinterpret_tensor(buf216, (4096, 3072), (3072, 1), 0), buf221, reinterpret_tensor(buf222, (4096, 768), (768, 1), 0), buf232, reinterpret_tensor(buf235, (4096, 768), (768, 1), 0), buf240, reinterpret_tensor(buf241, (4096, 768), (768, 1), 0), buf242, reinterpret_tensor(buf243, (4096, 3072), (3072, 1), 0), buf248, reinterpret_tensor(buf249, (4096, 768), (768, 1), 0), buf259, reinterpret_tensor(buf262, (4096, 768), (768, 1), 0), buf267, reinterpret_tensor(buf268, (4096, 768), (768, 1), 0), buf269, reinterpret_tensor(buf270, (4096, 3072), (3072, 1), 0), buf275, reinterpret_tensor(buf276, (4096, 768), (768, 1), 0), buf286, reinterpret_tensor(buf289, (4096, 768), (768, 1), 0), buf294, reinterpret_tensor(buf295, (4096, 768), (768, 1), 0), buf296, reinterpret_tensor(buf297, (4096, 3072), (3072, 1), 0), buf302, reinterpret_tensor(buf303, (4096, 768), (768, 1), 0), buf313, reinterpret_tensor(buf316, (4096, 768), (768, 1), 0), buf321, reinterpret_tensor(buf322, (4096, 768), (768, 1), 0), buf323, reinterpret_tensor(buf324, (4096, 3072), (3072, 1), 0), buf329, reinterpret_tensor(buf330, (4096, 768), (768, 1), 0), buf331, buf332, buf335, reinterpret_tensor(buf336, (4096, 768), (768, 1), 0), buf337, buf338, buf340, buf342, buf344, buf345, reinterpret_tensor(buf314, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf307, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf308, (384, 128, 64), (8192, 1, 128), 0), buf346, buf347, reinterpret_tensor(buf287, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf280, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf281, (384, 128, 64), (8192, 1, 128), 0), buf348, buf349, reinterpret_tensor(buf260, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf253, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf254, (384, 128, 64), (8192, 1, 128), 0), buf350, buf351, reinterpret_tensor(buf233, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf226, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf227, (384, 128, 64), (8192, 1, 128), 0), buf352, buf353, reinterpret_tensor(buf206, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf199, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf200, (384, 128, 64), (8192, 1, 128), 0), buf354, buf355, reinterpret_tensor(buf179, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf172, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf173, (384, 128, 64), (8192, 1, 128), 0), buf356, buf357, reinterpret_tensor(buf152, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf145, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf146, (384, 128, 64), (8192, 1, 128), 0), buf358, buf359, reinterpret_tensor(buf125, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf118, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf119, (384, 128, 64), (8192, 1, 128), 0), buf360, buf361, reinterpret_tensor(buf98, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf91, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf92, (384, 128, 64), (8192, 1, 128), 0), buf362, buf363, reinterpret_tensor(buf71, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf64, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf65, (384, 128, 64), (8192, 1, 128), 0), buf364, buf365, reinterpret_tensor(buf44, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf37, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf38, (384, 128, 64), (8192, 1, 128), 0), buf366, buf367, reinterpret_tensor(buf17, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf10, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf11, (384, 128, 64), (8192, 1, 128), 0), buf368, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((32, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    primals_2 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    primals_3 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    primals_4 = rand_strided((30522, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((2, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((512, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_29 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_33 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_34 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_35 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_36 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_37 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_38 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_39 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_40 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_41 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_42 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_43 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_44 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_45 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_46 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_47 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_48 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_49 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_50 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_51 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_52 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_53 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_54 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_55 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_56 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_57 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_58 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_59 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_60 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_61 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_62 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_63 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_64 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_65 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_66 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_67 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_68 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_69 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_70 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_71 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_72 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_73 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_74 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_75 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_76 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_77 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_78 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_79 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_80 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_81 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_82 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_83 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_84 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_85 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_86 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_87 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_88 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_89 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_90 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_91 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_92 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_93 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_94 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_95 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_96 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_97 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_98 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_99 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_100 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_101 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_102 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_103 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_104 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_105 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_106 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_107 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_108 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_109 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_110 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_111 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_112 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_113 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_114 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_115 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_116 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_117 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_118 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_119 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_120 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_121 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_122 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_123 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_124 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_125 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_126 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_127 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_128 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_129 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_130 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_131 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_132 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_133 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_134 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_135 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_136 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_137 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_138 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_139 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_140 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_141 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_142 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_143 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_144 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_145 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_146 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_147 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_148 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_149 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_150 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_151 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_152 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_153 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_154 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_155 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_156 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_157 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_158 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_159 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_160 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_161 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_162 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_163 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_164 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_165 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_166 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_167 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_168 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_169 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_170 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_171 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_172 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_173 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_174 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_175 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_176 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_177 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_178 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_179 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_180 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_181 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_182 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_183 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_184 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_185 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_186 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_187 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_188 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_189 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_190 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_191 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_192 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_193 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_194 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_195 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_196 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_197 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_198 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_199 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_200 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_201 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_202 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_203 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_204 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_205 = rand_strided((30522, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_206 = rand_strided((32, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149, primals_150, primals_151, primals_152, primals_153, primals_154, primals_155, primals_156, primals_157, primals_158, primals_159, primals_160, primals_161, primals_162, primals_163, primals_164, primals_165, primals_166, primals_167, primals_168, primals_169, primals_170, primals_171, primals_172, primals_173, primals_174, primals_175, primals_176, primals_177, primals_178, primals_179, primals_180, primals_181, primals_182, primals_183, primals_184, primals_185, primals_186, primals_187, primals_188, primals_189, primals_190, primals_191, primals_192, primals_193, primals_194, primals_195, primals_196, primals_197, primals_198, primals_199, primals_200, primals_201, primals_202, primals_203, primals_204, primals_205, primals_206]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))


# AOT ID: ['2_backward']
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


# kernel path: /tmp/lab-cache-ouBYJd/inductor/vr/cvrmilgvpo4ax6o3metw6etw7zmbx42uy2jam35jfn7nekifekgc.py
# Topologically Sorted Source Nodes: [div_13, view_37, unsqueeze_4, ne_3, masked_lm_loss, where_26, , attn_output, where_27, mul_115, exp_13, sum_16, mul_116, view_271], Original ATen: [aten.nll_loss_backward, aten.view, aten.nll_loss_forward, aten.arange, aten.expand, aten.eq, aten.scalar_tensor, aten.where, aten._log_softmax, aten._log_softmax_backward_data]
# Source node to ATen node mapping:
#    => eq_tensor, expand_default, iota_default, scalar_tensor_default, scalar_tensor_default_1, view_default, where_self
#   attn_output => full_default_1
#   div_13 => div_13
#   exp_13 => exp_13
#   masked_lm_loss => full_default_36, sub_38, sub_39
#   mul_115 => mul_115
#   mul_116 => mul_116
#   ne_3 => ne_3
#   sum_16 => sum_16
#   unsqueeze_4 => unsqueeze_4
#   view_271 => sub_40
#   view_37 => view_269
#   where_26 => where_26
#   where_27 => where_27
# Graph fragment:
#   %primals_206 : Tensor "i64[32, 128][128, 1]cuda:0" = PlaceHolder[target=primals_206]
#   %tangents_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=tangents_1]
#   %convert_element_type : Tensor "f32[][]cuda:0" = PlaceHolder[target=convert_element_type]
#   %addmm_73 : Tensor "f32[4096, 30522][30528, 1]cuda:0" = PlaceHolder[target=addmm_73]
#   %amax_12 : Tensor "f32[4096, 1][1, 1]cuda:0" = PlaceHolder[target=amax_12]
#   %log : Tensor "f32[4096, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %sum_16 : Tensor "f32[4096, 1][1, 4096]cuda:0" = PlaceHolder[target=sum_16]
#   %div_13 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%tangents_1, %convert_element_type), kwargs = {})
#   %view_269 : Tensor "i64[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_206, [-1]), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[4096, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_269, 1), kwargs = {})
#   %ne_3 : Tensor "b8[4096, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.ne.Scalar](args = (%unsqueeze_4, -100), kwargs = {})
#   %full_default_36 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_26 : Tensor "i64[4096, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_3, %unsqueeze_4, %full_default_36), kwargs = {})
#   %iota_default : Tensor "i64[30522][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (30522,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %view_default : Tensor "i64[1, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%iota_default, [1, 30522]), kwargs = {})
#   %expand_default : Tensor "i64[4096, 30522][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_26, [4096, 30522]), kwargs = {})
#   %eq_tensor : Tensor "b8[4096, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%expand_default, %view_default), kwargs = {})
#   %scalar_tensor_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (0,), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0})
#   %scalar_tensor_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (-1.0,), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0})
#   %where_self : Tensor "f32[4096, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%eq_tensor, %scalar_tensor_default_1, %scalar_tensor_default), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_27 : Tensor "f32[4096, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_3, %div_13, %full_default_1), kwargs = {})
#   %mul_115 : Tensor "f32[4096, 30522][30522, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_self, %where_27), kwargs = {})
#   %sub_38 : Tensor "f32[4096, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%addmm_73, %amax_12), kwargs = {})
#   %sub_39 : Tensor "f32[4096, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_38, %log), kwargs = {})
#   %exp_13 : Tensor "f32[4096, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_39,), kwargs = {})
#   %sum_16 : Tensor "f32[4096, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_115, [1], True), kwargs = {})
#   %mul_116 : Tensor "f32[4096, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_13, %sum_16), kwargs = {})
#   %sub_40 : Tensor "f32[4096, 30522][30522, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_115, %mul_116), kwargs = {})
#   return %sum_16,%sub_40
triton_red_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0 = async_compile.triton('triton_red_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0', '''
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
    size_hints={'x': 4096, 'r0_': 32768},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 65536, 'r0_': 1500217344}, 'kernel_num_gb': 1.00021044, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 30522
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr1 + (0))
    tmp11 = tl.broadcast_to(tmp10, [1, 1])
    tmp12 = tl.load(in_ptr2 + (0))
    tmp13 = tl.broadcast_to(tmp12, [1, 1])
    _tmp18 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
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
        tmp19 = _tmp18 + tmp17
        _tmp18 = tl.where(r0_mask, tmp19, _tmp18)
    tmp18 = tl.sum(_tmp18, 1)[:, None]
    tmp29 = tl.load(in_ptr1 + (0))
    tmp30 = tl.broadcast_to(tmp29, [1, 1])
    tmp31 = tl.load(in_ptr2 + (0))
    tmp32 = tl.broadcast_to(tmp31, [1, 1])
    tmp37 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp39 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp36 = tl.load(in_out_ptr0 + (r0_1 + 30528*x0), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp20 = tl.full([1, 1], -100, tl.int64)
        tmp21 = tmp0 != tmp20
        tmp22 = tl.full([1, 1], 0, tl.int64)
        tmp23 = tl.where(tmp21, tmp0, tmp22)
        tmp24 = r0_1
        tmp25 = tmp23 == tmp24
        tmp26 = tl.full([1, 1], -1.0, tl.float32)
        tmp27 = tl.full([1, 1], 0.0, tl.float32)
        tmp28 = tl.where(tmp25, tmp26, tmp27)
        tmp33 = (tmp30 / tmp32)
        tmp34 = tl.where(tmp21, tmp33, tmp27)
        tmp35 = tmp28 * tmp34
        tmp38 = tmp36 - tmp37
        tmp40 = tmp38 - tmp39
        tmp41 = libdevice.exp(tmp40)
        tmp42 = tmp41 * tmp18
        tmp43 = tmp35 - tmp42
        tl.store(in_out_ptr0 + (r0_1 + 30528*x0), tmp43, r0_mask)


def get_args():
    arg_0 = rand_strided((4096, 30522), (30528, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 4096, 30522,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 1.00021044
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/wt/cwtntlvexyvu7hiravz5eczz3o6kkbbcevvd63w5s7hkso6cnrws.py
# Topologically Sorted Source Nodes: [sum_17], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_17 => sum_17
# Graph fragment:
#   %sub_40 : Tensor "f32[4096, 30522][30528, 1]cuda:0" = PlaceHolder[target=sub_40]
#   %sum_17 : Tensor "f32[1, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%sub_40, [0], True), kwargs = {})
#   return %sum_17
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
    size_hints={'x': 32768, 'r0_': 4096},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 500316624, 'r0_': 0}, 'kernel_num_gb': 0.500194536, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_sum_1(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 30522
    r0_numel = 4096
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
        tmp0 = tl.load(in_ptr0 + (x0 + 30528*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)


def get_args():
    arg_0 = rand_strided((4096, 30522), (30528, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 30522), (30522, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 30522, 4096,


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
    num_gb = 0.500194536
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/lr/clrn5fzfelgexr3x4l3gyze43am32uxwhn4psdrq5xyv7ykzxhp7.py
# Topologically Sorted Source Nodes: [view_273, mul_118, mul_119, sum_18, hidden_states_96, hidden_states_97, hidden_states_98, mul_120, sum_19, mul_121, sub_42, sub_43, div_14, mul_122, mul_125, mul_126, mul_127, exp_14, mul_128, mul_129, add_106, mul_130], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.gelu, aten.native_layer_norm, aten.gelu_backward]
# Source node to ATen node mapping:
#   add_106 => add_106
#   div_14 => div_14
#   exp_14 => exp_14
#   hidden_states_96 => view_265
#   hidden_states_97 => add_102, erf_12, mul_110, mul_111, mul_112
#   hidden_states_98 => mul_113, sub_37
#   mul_118 => mul_118
#   mul_119 => mul_119
#   mul_120 => mul_120
#   mul_121 => mul_121
#   mul_122 => mul_122
#   mul_125 => mul_125
#   mul_126 => mul_126
#   mul_127 => mul_127
#   mul_128 => mul_128
#   mul_129 => mul_129
#   mul_130 => mul_130
#   sub_42 => sub_42
#   sub_43 => sub_43
#   sum_18 => sum_18
#   sum_19 => sum_19
#   view_273 => view_273
# Graph fragment:
#   %mm : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm]
#   %primals_203 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_203]
#   %addmm_72 : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_72]
#   %getitem_51 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=getitem_51]
#   %rsqrt_25 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_25]
#   %sum_18 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=sum_18]
#   %sum_19 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=sum_19]
#   %view_273 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [32, 128, 768]), kwargs = {})
#   %mul_118 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_273, %primals_203), kwargs = {})
#   %mul_119 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_118, 768), kwargs = {})
#   %sum_18 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_118, [2], True), kwargs = {})
#   %view_265 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_72, [32, 128, 768]), kwargs = {})
#   %mul_110 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_265, 0.5), kwargs = {})
#   %mul_111 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_265, 0.7071067811865476), kwargs = {})
#   %erf_12 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_111,), kwargs = {})
#   %add_102 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_12, 1), kwargs = {})
#   %mul_112 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_110, %add_102), kwargs = {})
#   %sub_37 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_112, %getitem_51), kwargs = {})
#   %mul_113 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_37, %rsqrt_25), kwargs = {})
#   %mul_120 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_118, %mul_113), kwargs = {})
#   %sum_19 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_120, [2], True), kwargs = {})
#   %mul_121 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_113, %sum_19), kwargs = {})
#   %sub_42 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_119, %sum_18), kwargs = {})
#   %sub_43 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_42, %mul_121), kwargs = {})
#   %div_14 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_25, 768), kwargs = {})
#   %mul_122 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_14, %sub_43), kwargs = {})
#   %mul_125 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_102, 0.5), kwargs = {})
#   %mul_126 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_265, %view_265), kwargs = {})
#   %mul_127 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_126, -0.5), kwargs = {})
#   %exp_14 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_127,), kwargs = {})
#   %mul_128 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_14, 0.3989422804014327), kwargs = {})
#   %mul_129 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_265, %mul_128), kwargs = {})
#   %add_106 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_125, %mul_129), kwargs = {})
#   %mul_130 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_122, %add_106), kwargs = {})
#   return %sum_18,%sum_19,%mul_130
triton_per_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_view_2 = async_compile.triton('triton_per_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_view_2', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 50334720}, 'kernel_num_gb': 0.037784576, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_view_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp16 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tl.full([1, 1], 0.5, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp10 = tl.full([1, 1], 0.7071067811865476, tl.float32)
    tmp11 = tmp7 * tmp10
    tmp12 = libdevice.erf(tmp11)
    tmp13 = tl.full([1, 1], 1.0, tl.float32)
    tmp14 = tmp12 + tmp13
    tmp15 = tmp9 * tmp14
    tmp17 = tmp15 - tmp16
    tmp19 = tmp17 * tmp18
    tmp20 = tmp2 * tmp19
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(r0_mask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tl.full([1, 1], 0.0013020833333333333, tl.float32)
    tmp26 = tmp18 * tmp25
    tmp27 = tl.full([1, 1], 768.0, tl.float32)
    tmp28 = tmp2 * tmp27
    tmp29 = tmp28 - tmp6
    tmp30 = tmp19 * tmp24
    tmp31 = tmp29 - tmp30
    tmp32 = tmp26 * tmp31
    tmp33 = tmp14 * tmp8
    tmp34 = tmp7 * tmp7
    tmp35 = tl.full([1, 1], -0.5, tl.float32)
    tmp36 = tmp34 * tmp35
    tmp37 = libdevice.exp(tmp36)
    tmp38 = tl.full([1, 1], 0.3989422804014327, tl.float32)
    tmp39 = tmp37 * tmp38
    tmp40 = tmp7 * tmp39
    tmp41 = tmp33 + tmp40
    tmp42 = tmp32 * tmp41
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp42, r0_mask)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_view_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_view_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.037784576
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/go/cgotiohwqu5aj66y5oyvwsuitgbhdsvmt6at3b3uuy4z3afvqr4x.py
# Topologically Sorted Source Nodes: [view_273, hidden_states_96, hidden_states_97, hidden_states_98, mul_123, sum_20, sum_21], Original ATen: [aten.view, aten.gelu, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   hidden_states_96 => view_265
#   hidden_states_97 => add_102, erf_12, mul_110, mul_111, mul_112
#   hidden_states_98 => mul_113, sub_37
#   mul_123 => mul_123
#   sum_20 => sum_20
#   sum_21 => sum_21
#   view_273 => view_273
# Graph fragment:
#   %mm : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm]
#   %addmm_72 : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_72]
#   %getitem_51 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=getitem_51]
#   %rsqrt_25 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_25]
#   %view_273 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [32, 128, 768]), kwargs = {})
#   %view_265 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_72, [32, 128, 768]), kwargs = {})
#   %mul_110 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_265, 0.5), kwargs = {})
#   %mul_111 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_265, 0.7071067811865476), kwargs = {})
#   %erf_12 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_111,), kwargs = {})
#   %add_102 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_12, 1), kwargs = {})
#   %mul_112 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_110, %add_102), kwargs = {})
#   %sub_37 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_112, %getitem_51), kwargs = {})
#   %mul_113 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_37, %rsqrt_25), kwargs = {})
#   %mul_123 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_273, %mul_113), kwargs = {})
#   %sum_20 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_123, [0, 1]), kwargs = {})
#   %sum_21 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_273, [0, 1]), kwargs = {})
#   return %buf6,%buf8
triton_red_fused_gelu_native_layer_norm_native_layer_norm_backward_view_3 = async_compile.triton('triton_red_fused_gelu_native_layer_norm_native_layer_norm_backward_view_3', '''
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
    size_hints={'x': 32768, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_gelu_native_layer_norm_native_layer_norm_backward_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25559040, 'r0_': 32768}, 'kernel_num_gb': 0.0253952, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_gelu_native_layer_norm_native_layer_norm_backward_view_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 24576
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
    _tmp16 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp19 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp10 = tl.load(in_ptr2 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp12 = tl.load(in_ptr3 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = tl.full([1, 1], 0.5, tl.float32)
        tmp3 = tmp1 * tmp2
        tmp4 = tl.full([1, 1], 0.7071067811865476, tl.float32)
        tmp5 = tmp1 * tmp4
        tmp6 = libdevice.erf(tmp5)
        tmp7 = tl.full([1, 1], 1.0, tl.float32)
        tmp8 = tmp6 + tmp7
        tmp9 = tmp3 * tmp8
        tmp11 = tmp9 - tmp10
        tmp13 = tmp11 * tmp12
        tmp14 = tmp0 * tmp13
        tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
        tmp17 = _tmp16 + tmp15
        _tmp16 = tl.where(r0_mask, tmp17, _tmp16)
        tmp18 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp20 = _tmp19 + tmp18
        _tmp19 = tl.where(r0_mask, tmp20, _tmp19)
    tmp16 = tl.sum(_tmp16, 1)[:, None]
    tmp19 = tl.sum(_tmp19, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp16, None)
    tl.store(out_ptr1 + (x3), tmp19, None)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768, 32), (1, 768), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((768, 32), (1, 768), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 24576, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_gelu_native_layer_norm_native_layer_norm_backward_view_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_gelu_native_layer_norm_native_layer_norm_backward_view_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.0253952
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/3i/c3i7bolzv5mvq2mggauz5m5u3emcifwcd6e2mv3vl4l5vihocojc.py
# Topologically Sorted Source Nodes: [view_273, hidden_states_96, hidden_states_97, hidden_states_98, mul_123, sum_20], Original ATen: [aten.view, aten.gelu, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   hidden_states_96 => view_265
#   hidden_states_97 => add_102, erf_12, mul_110, mul_111, mul_112
#   hidden_states_98 => mul_113, sub_37
#   mul_123 => mul_123
#   sum_20 => sum_20
#   view_273 => view_273
# Graph fragment:
#   %buf6 : Tensor "f32[768, 32][1, 768]cuda:0" = PlaceHolder[target=buf6]
#   %view_273 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [32, 128, 768]), kwargs = {})
#   %view_265 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_72, [32, 128, 768]), kwargs = {})
#   %mul_110 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_265, 0.5), kwargs = {})
#   %mul_111 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_265, 0.7071067811865476), kwargs = {})
#   %erf_12 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_111,), kwargs = {})
#   %add_102 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_12, 1), kwargs = {})
#   %mul_112 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_110, %add_102), kwargs = {})
#   %sub_37 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_112, %getitem_51), kwargs = {})
#   %mul_113 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_37, %rsqrt_25), kwargs = {})
#   %mul_123 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_273, %mul_113), kwargs = {})
#   %sum_20 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_123, [0, 1]), kwargs = {})
#   return %sum_20
triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4 = async_compile.triton('triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4', '''
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
    size_hints={'x': 1024, 'r0_': 32},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 104448, 'r0_': 0}, 'kernel_num_gb': 0.000101376, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 768
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
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
    arg_0 = rand_strided((768, 32), (1, 768), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 768, 32,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000101376
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/hz/chzhd22tbhdghazspdjpk4vr34e7yjixovs7clpjz3xi7bbmjcl7.py
# Topologically Sorted Source Nodes: [view_274, sum_22], Original ATen: [aten.view, aten.sum]
# Source node to ATen node mapping:
#   sum_22 => sum_22
#   view_274 => view_274
# Graph fragment:
#   %mul_130 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_130]
#   %view_274 : Tensor "f32[4096, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_130, [4096, 768]), kwargs = {})
#   %sum_22 : Tensor "f32[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_274, [0], True), kwargs = {})
#   return %buf13
triton_red_fused_sum_view_5 = async_compile.triton('triton_red_fused_sum_view_5', '''
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
    size_hints={'x': 32768, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12779520, 'r0_': 0}, 'kernel_num_gb': 0.012681216, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_sum_view_5(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 24576
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
    arg_0 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 768, 32), (24576, 1, 768), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 24576, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_sum_view_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_sum_view_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.012681216
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/ht/chtnoh46caiynjh4zzbxwn62lltenq2ysw5apzxvkwrgwtx2jsob.py
# Topologically Sorted Source Nodes: [view_274, sum_22], Original ATen: [aten.view, aten.sum]
# Source node to ATen node mapping:
#   sum_22 => sum_22
#   view_274 => view_274
# Graph fragment:
#   %buf13 : Tensor "f32[1, 768, 32][24576, 1, 768]cuda:0" = PlaceHolder[target=buf13]
#   %view_274 : Tensor "f32[4096, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_130, [4096, 768]), kwargs = {})
#   %sum_22 : Tensor "f32[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_274, [0], True), kwargs = {})
#   return %sum_22
triton_per_fused_sum_view_6 = async_compile.triton('triton_per_fused_sum_view_6', '''
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
    size_hints={'x': 1024, 'r0_': 32},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_view_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 104448, 'r0_': 0}, 'kernel_num_gb': 0.000101376, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_sum_view_6(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 768
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
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
    arg_0 = rand_strided((1, 768, 32), (24576, 1, 768), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 768, 32,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_sum_view_6.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_sum_view_6.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000101376
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/6o/c6o7phzba67xzzjx3a3yyyoyb7htqxnoyo5vjwamiezivmrtmadc.py
# Topologically Sorted Source Nodes: [view_276, mul_132, mul_133, sum_23, mul_134, sum_24, mul_135, sub_45, sub_46, mul_136], Original ATen: [aten.view, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_132 => mul_132
#   mul_133 => mul_133
#   mul_134 => mul_134
#   mul_135 => mul_135
#   mul_136 => mul_136
#   sub_45 => sub_45
#   sub_46 => sub_46
#   sum_23 => sum_23
#   sum_24 => sum_24
#   view_276 => view_276
# Graph fragment:
#   %mm_2 : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %primals_199 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_199]
#   %mul_108 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_108]
#   %div_15 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=div_15]
#   %sum_23 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=sum_23]
#   %sum_24 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=sum_24]
#   %view_276 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [32, 128, 768]), kwargs = {})
#   %mul_132 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_276, %primals_199), kwargs = {})
#   %mul_133 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_132, 768), kwargs = {})
#   %sum_23 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_132, [2], True), kwargs = {})
#   %mul_134 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_132, %mul_108), kwargs = {})
#   %sum_24 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_134, [2], True), kwargs = {})
#   %mul_135 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_108, %sum_24), kwargs = {})
#   %sub_45 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_133, %sum_23), kwargs = {})
#   %sub_46 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_45, %mul_135), kwargs = {})
#   %mul_136 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_15, %sub_46), kwargs = {})
#   return %sum_23,%sum_24,%mul_136
triton_per_fused_native_layer_norm_backward_view_7 = async_compile.triton('triton_per_fused_native_layer_norm_backward_view_7', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_layer_norm_backward_view_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 50334720}, 'kernel_num_gb': 0.037768192, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_native_layer_norm_backward_view_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp13 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tmp2 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 768.0, tl.float32)
    tmp15 = tmp2 * tmp14
    tmp16 = tmp15 - tmp6
    tmp17 = tmp7 * tmp12
    tmp18 = tmp16 - tmp17
    tmp19 = tmp13 * tmp18
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp19, r0_mask)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_native_layer_norm_backward_view_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_native_layer_norm_backward_view_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.037768192
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/2a/c2anwfhsae7vkyo7l5jj3tmyuvazquodryiaz5vuu2ndwegiofyl.py
# Topologically Sorted Source Nodes: [view_276, mul_137, sum_25, sum_26], Original ATen: [aten.view, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_137 => mul_137
#   sum_25 => sum_25
#   sum_26 => sum_26
#   view_276 => view_276
# Graph fragment:
#   %mm_2 : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %mul_108 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_108]
#   %view_276 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [32, 128, 768]), kwargs = {})
#   %mul_137 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_276, %mul_108), kwargs = {})
#   %sum_25 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_137, [0, 1]), kwargs = {})
#   %sum_26 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_276, [0, 1]), kwargs = {})
#   return %buf18,%buf20
triton_red_fused_native_layer_norm_backward_view_8 = async_compile.triton('triton_red_fused_native_layer_norm_backward_view_8', '''
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
    size_hints={'x': 32768, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_layer_norm_backward_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25559040, 'r0_': 0}, 'kernel_num_gb': 0.025362432, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_native_layer_norm_backward_view_8(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 24576
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
    _tmp4 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask, tmp5, _tmp4)
        tmp6 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask, tmp8, _tmp7)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp4, None)
    tl.store(out_ptr1 + (x3), tmp7, None)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((768, 32), (1, 768), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768, 32), (1, 768), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 24576, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_native_layer_norm_backward_view_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_native_layer_norm_backward_view_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.025362432
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/y2/cy2qnspp2qhi6cej2lqjrfbze233ct3krps4cerprr3k6grs2ugy.py
# Topologically Sorted Source Nodes: [view_279, hidden_states_91, hidden_states_92, mul_139, mul_140, mul_141, exp_15, mul_142, mul_143, add_108, mul_144, view_280, sum_28], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
# Source node to ATen node mapping:
#   add_108 => add_108
#   exp_15 => exp_15
#   hidden_states_91 => view_261
#   hidden_states_92 => add_98, erf_11, mul_106
#   mul_139 => mul_139
#   mul_140 => mul_140
#   mul_141 => mul_141
#   mul_142 => mul_142
#   mul_143 => mul_143
#   mul_144 => mul_144
#   sum_28 => sum_28
#   view_279 => view_279
#   view_280 => view_280
# Graph fragment:
#   %mm_4 : Tensor "f32[4096, 3072][3072, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %addmm_70 : Tensor "f32[4096, 3072][3072, 1]cuda:0" = PlaceHolder[target=addmm_70]
#   %mul_144 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0" = PlaceHolder[target=mul_144]
#   %view_279 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [32, 128, 3072]), kwargs = {})
#   %view_261 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_70, [32, 128, 3072]), kwargs = {})
#   %mul_106 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_261, 0.7071067811865476), kwargs = {})
#   %erf_11 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_106,), kwargs = {})
#   %add_98 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_11, 1), kwargs = {})
#   %mul_139 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_98, 0.5), kwargs = {})
#   %mul_140 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_261, %view_261), kwargs = {})
#   %mul_141 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_140, -0.5), kwargs = {})
#   %exp_15 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_141,), kwargs = {})
#   %mul_142 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_15, 0.3989422804014327), kwargs = {})
#   %mul_143 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_261, %mul_142), kwargs = {})
#   %add_108 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_139, %mul_143), kwargs = {})
#   %mul_144 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_279, %add_108), kwargs = {})
#   %view_280 : Tensor "f32[4096, 3072][3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_144, [4096, 3072]), kwargs = {})
#   %sum_28 : Tensor "f32[1, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_280, [0], True), kwargs = {})
#   return %mul_144,%buf29
triton_red_fused_gelu_gelu_backward_sum_view_9 = async_compile.triton('triton_red_fused_gelu_gelu_backward_sum_view_9', '''
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
    size_hints={'x': 131072, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_gelu_gelu_backward_sum_view_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 202113024, 'r0_': 0}, 'kernel_num_gb': 0.15138816, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_gelu_gelu_backward_sum_view_9(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 98304
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 3072)
    x1 = xindex // 3072
    _tmp19 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (x0 + 3072*r0_2 + 393216*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr0 + (x0 + 3072*r0_2 + 393216*x1), r0_mask, eviction_policy='evict_first', other=0.0)
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
        tl.store(in_out_ptr0 + (x0 + 3072*r0_2 + 393216*x1), tmp17, r0_mask)
    tmp19 = tl.sum(_tmp19, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp19, None)


def get_args():
    arg_0 = rand_strided((32, 128, 3072), (393216, 3072, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 3072, 32), (98304, 1, 3072), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 98304, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_gelu_gelu_backward_sum_view_9.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_gelu_gelu_backward_sum_view_9.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.15138816
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/xz/cxzug4hfsfyeted3qsy3kl6qjl7en7bijgzasvkon5tp5ktbtmas.py
# Topologically Sorted Source Nodes: [view_277, sum_27, view_282, add_109, mul_151, sum_31, sum_32], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   add_109 => add_109
#   mul_151 => mul_151
#   sum_27 => sum_27
#   sum_31 => sum_31
#   sum_32 => sum_32
#   view_277 => view_277
#   view_282 => view_282
# Graph fragment:
#   %mul_136 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_136]
#   %mm_6 : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %mul_103 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_103]
#   %view_277 : Tensor "f32[4096, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_136, [4096, 768]), kwargs = {})
#   %sum_27 : Tensor "f32[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_277, [0], True), kwargs = {})
#   %view_282 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [32, 128, 768]), kwargs = {})
#   %add_109 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_136, %view_282), kwargs = {})
#   %mul_151 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_109, %mul_103), kwargs = {})
#   %sum_31 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_151, [0, 1]), kwargs = {})
#   %sum_32 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_109, [0, 1]), kwargs = {})
#   return %buf24,%buf34,%buf36
triton_red_fused_add_native_layer_norm_backward_sum_view_10 = async_compile.triton('triton_red_fused_add_native_layer_norm_backward_sum_view_10', '''
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
    size_hints={'x': 32768, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_layer_norm_backward_sum_view_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 38338560, 'r0_': 0}, 'kernel_num_gb': 0.038043648, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_native_layer_norm_backward_sum_view_10(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 24576
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
    _tmp9 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp12 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr1 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp6 = tl.load(in_ptr2 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask, tmp3, _tmp2)
        tmp5 = tmp0 + tmp4
        tmp7 = tmp5 * tmp6
        tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
        tmp10 = _tmp9 + tmp8
        _tmp9 = tl.where(r0_mask, tmp10, _tmp9)
        tmp11 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp13 = _tmp12 + tmp11
        _tmp12 = tl.where(r0_mask, tmp13, _tmp12)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tmp9 = tl.sum(_tmp9, 1)[:, None]
    tmp12 = tl.sum(_tmp12, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, None)
    tl.store(out_ptr1 + (x3), tmp9, None)
    tl.store(out_ptr2 + (x3), tmp12, None)


def get_args():
    arg_0 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 768, 32), (24576, 1, 768), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768, 32), (1, 768), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((768, 32), (1, 768), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 24576, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_add_native_layer_norm_backward_sum_view_10.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_add_native_layer_norm_backward_sum_view_10.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.038043648
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/m6/cm6rio7rfnbe47b3pxleqg6ssbw6r3jeqqhbnsyyvov4blydd3ih.py
# Topologically Sorted Source Nodes: [view_279, hidden_states_91, hidden_states_92, mul_139, mul_140, mul_141, exp_15, mul_142, mul_143, add_108, mul_144, view_280, sum_28], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
# Source node to ATen node mapping:
#   add_108 => add_108
#   exp_15 => exp_15
#   hidden_states_91 => view_261
#   hidden_states_92 => add_98, erf_11, mul_106
#   mul_139 => mul_139
#   mul_140 => mul_140
#   mul_141 => mul_141
#   mul_142 => mul_142
#   mul_143 => mul_143
#   mul_144 => mul_144
#   sum_28 => sum_28
#   view_279 => view_279
#   view_280 => view_280
# Graph fragment:
#   %buf29 : Tensor "f32[1, 3072, 32][98304, 1, 3072]cuda:0" = PlaceHolder[target=buf29]
#   %view_279 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [32, 128, 3072]), kwargs = {})
#   %view_261 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_70, [32, 128, 3072]), kwargs = {})
#   %mul_106 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_261, 0.7071067811865476), kwargs = {})
#   %erf_11 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_106,), kwargs = {})
#   %add_98 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_11, 1), kwargs = {})
#   %mul_139 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_98, 0.5), kwargs = {})
#   %mul_140 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_261, %view_261), kwargs = {})
#   %mul_141 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_140, -0.5), kwargs = {})
#   %exp_15 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_141,), kwargs = {})
#   %mul_142 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_15, 0.3989422804014327), kwargs = {})
#   %mul_143 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_261, %mul_142), kwargs = {})
#   %add_108 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_139, %mul_143), kwargs = {})
#   %mul_144 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_279, %add_108), kwargs = {})
#   %view_280 : Tensor "f32[4096, 3072][3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_144, [4096, 3072]), kwargs = {})
#   %sum_28 : Tensor "f32[1, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_280, [0], True), kwargs = {})
#   return %sum_28
triton_per_fused_gelu_gelu_backward_sum_view_11 = async_compile.triton('triton_per_fused_gelu_gelu_backward_sum_view_11', '''
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
    size_hints={'x': 4096, 'r0_': 32},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_gelu_gelu_backward_sum_view_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 417792, 'r0_': 0}, 'kernel_num_gb': 0.000405504, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_gelu_gelu_backward_sum_view_11(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 3072
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
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
    tmp0 = tl.load(in_ptr0 + (x0 + 3072*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((1, 3072, 32), (98304, 1, 3072), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 3072, 32,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_gelu_gelu_backward_sum_view_11.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_gelu_gelu_backward_sum_view_11.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000405504
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/k6/ck62cslrl7x2j3kr3rcn2bv42txk4ynmj6jzdjf6vbufie5meg7o.py
# Topologically Sorted Source Nodes: [view_282, add_109, mul_146, mul_147, sum_29, mul_148, sum_30, mul_149, sub_48, sub_49, mul_150], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   add_109 => add_109
#   mul_146 => mul_146
#   mul_147 => mul_147
#   mul_148 => mul_148
#   mul_149 => mul_149
#   mul_150 => mul_150
#   sub_48 => sub_48
#   sub_49 => sub_49
#   sum_29 => sum_29
#   sum_30 => sum_30
#   view_282 => view_282
# Graph fragment:
#   %mul_136 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_136]
#   %mm_6 : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %primals_193 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_193]
#   %mul_103 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_103]
#   %div_16 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=div_16]
#   %sum_29 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=sum_29]
#   %sum_30 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=sum_30]
#   %view_282 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [32, 128, 768]), kwargs = {})
#   %add_109 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_136, %view_282), kwargs = {})
#   %mul_146 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_109, %primals_193), kwargs = {})
#   %mul_147 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_146, 768), kwargs = {})
#   %sum_29 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_146, [2], True), kwargs = {})
#   %mul_148 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_146, %mul_103), kwargs = {})
#   %sum_30 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_148, [2], True), kwargs = {})
#   %mul_149 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_103, %sum_30), kwargs = {})
#   %sub_48 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_147, %sum_29), kwargs = {})
#   %sub_49 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_48, %mul_149), kwargs = {})
#   %mul_150 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_16, %sub_49), kwargs = {})
#   return %sum_29,%sum_30,%mul_150
triton_per_fused_add_native_layer_norm_backward_view_12 = async_compile.triton('triton_per_fused_add_native_layer_norm_backward_view_12', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_backward_view_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 62917632}, 'kernel_num_gb': 0.050351104, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_backward_view_12(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp9 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp15 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp10 = tmp4 * tmp9
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp13 = tl.where(r0_mask, tmp11, 0)
    tmp14 = tl.sum(tmp13, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 768.0, tl.float32)
    tmp17 = tmp4 * tmp16
    tmp18 = tmp17 - tmp8
    tmp19 = tmp9 * tmp14
    tmp20 = tmp18 - tmp19
    tmp21 = tmp15 * tmp20
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp21, r0_mask)


def get_args():
    arg_0 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_12.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_native_layer_norm_backward_view_12.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.050351104
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/4c/c4cv3ksf3kwwdwarpixhgm7jht5v72wkakaka5kfook5uvc3iv6n.py
# Topologically Sorted Source Nodes: [view_285, view_286, permute_154, clone_73], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   clone_73 => clone_73
#   permute_154 => permute_154
#   view_285 => view_285
#   view_286 => view_286
# Graph fragment:
#   %mm_8 : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_8]
#   %view_285 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_8, [32, 128, 768]), kwargs = {})
#   %view_286 : Tensor "f32[32, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_285, [32, 128, 12, 64]), kwargs = {})
#   %permute_154 : Tensor "f32[32, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_286, [0, 2, 1, 3]), kwargs = {})
#   %clone_73 : Tensor "f32[32, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_154,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_73
triton_poi_fused_clone_transpose_view_13 = async_compile.triton('triton_poi_fused_clone_transpose_view_13', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 37748736}, 'kernel_num_gb': 0.025165824, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_13(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3145728
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 128)
    x2 = ((xindex // 8192) % 12)
    x3 = xindex // 98304
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2 + 768*x1 + 98304*x3), None)
    tl.store(out_ptr0 + (x4), tmp0, None)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 3145728,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_clone_transpose_view_13.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_clone_transpose_view_13.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.025165824
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/nt/cntr3w2lnx3zwclyzdc6hxv6gtbyxxoe5aizqc3v7o6xnnbcxajn.py
# Topologically Sorted Source Nodes: [view_288, permute_160, clone_74, view_293, view_294], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view]
# Source node to ATen node mapping:
#   clone_74 => clone_74
#   permute_160 => permute_160
#   view_288 => view_288
#   view_293 => view_293
#   view_294 => view_294
# Graph fragment:
#   %bmm_24 : Tensor "f32[384, 128, 64][8192, 64, 1]cuda:0" = PlaceHolder[target=bmm_24]
#   %view_288 : Tensor "f32[32, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_24, [32, 12, 128, 64]), kwargs = {})
#   %permute_160 : Tensor "f32[32, 128, 12, 64][98304, 64, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_288, [0, 2, 1, 3]), kwargs = {})
#   %clone_74 : Tensor "f32[32, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_160,), kwargs = {memory_format: torch.contiguous_format})
#   %view_293 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_74, [32, 128, 768]), kwargs = {})
#   %view_294 : Tensor "f32[4096, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%view_293, [4096, 768]), kwargs = {})
#   return %view_294
triton_poi_fused__unsafe_view_clone_transpose_view_14 = async_compile.triton('triton_poi_fused__unsafe_view_clone_transpose_view_14', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_transpose_view_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 37748736}, 'kernel_num_gb': 0.025165824, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_transpose_view_14(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3145728
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 768)
    x1 = xindex // 768
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (64*((x1 % 128)) + 8192*(x0 // 64) + 98304*(x1 // 128) + ((x0 % 64))), None)
    tl.store(out_ptr0 + (x2), tmp0, None)


def get_args():
    arg_0 = rand_strided((384, 128, 64), (8192, 64, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 3145728,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_clone_transpose_view_14.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__unsafe_view_clone_transpose_view_14.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.025165824
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/kq/ckqsmgfatzqlv3ucifuter5ij2smwdirqo7p4kduveprebildopx.py
# Topologically Sorted Source Nodes: [view_289, mul_152, sum_34, neg_1, fma], Original ATen: [aten.view, aten._softmax_backward_data]
# Source node to ATen node mapping:
#   fma => fma
#   mul_152 => mul_152
#   neg_1 => neg_1
#   sum_34 => sum_34
#   view_289 => view_289
# Graph fragment:
#   %bmm_25 : Tensor "f32[384, 128, 128][16384, 128, 1]cuda:0" = PlaceHolder[target=bmm_25]
#   %expand_49 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0" = PlaceHolder[target=expand_49]
#   %sum_34 : Tensor "f32[32, 12, 128, 1][1536, 128, 1, 49152]cuda:0" = PlaceHolder[target=sum_34]
#   %view_289 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_25, [32, 12, 128, 128]), kwargs = {})
#   %mul_152 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_289, %where_23), kwargs = {})
#   %sum_34 : Tensor "f32[32, 12, 128, 1][1536, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_152, [-1], True), kwargs = {})
#   %neg_1 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_23,), kwargs = {})
#   %fma : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.fma.default](args = (%neg_1, %sum_34, %mul_152), kwargs = {})
#   return %sum_34,%fma
triton_per_fused__softmax_backward_data_view_15 = async_compile.triton('triton_per_fused__softmax_backward_data_view_15', '''
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
    size_hints={'x': 65536, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_backward_data_view_15', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 100663296}, 'kernel_num_gb': 0.075497472, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__softmax_backward_data_view_15(in_out_ptr0, in_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 49152
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
    tl.store(in_out_ptr0 + (r0_1 + 128*x0), tmp7, None)


def get_args():
    arg_0 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((384, 128, 128), (16384, 128, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 49152, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__softmax_backward_data_view_15.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__softmax_backward_data_view_15.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.075497472
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/hf/chfvv7v2k3cmvds6fzbuqn4sgjsvhs6xacfcmwvln45oxqit2ffv.py
# Topologically Sorted Source Nodes: [view_291, mul_153, permute_159, permute_165, view_297, clone_75, view_298], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
# Source node to ATen node mapping:
#   clone_75 => clone_75
#   mul_153 => mul_153
#   permute_159 => permute_159
#   permute_165 => permute_165
#   view_291 => view_291
#   view_297 => view_297
#   view_298 => view_298
# Graph fragment:
#   %bmm_26 : Tensor "f32[384, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=bmm_26]
#   %view_291 : Tensor "f32[32, 12, 64, 128][98304, 8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_26, [32, 12, 64, 128]), kwargs = {})
#   %mul_153 : Tensor "f32[32, 12, 64, 128][98304, 8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%view_291, 0.3535533905932738), kwargs = {})
#   %permute_159 : Tensor "f32[32, 12, 128, 64][98304, 8192, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_153, [0, 1, 3, 2]), kwargs = {})
#   %permute_165 : Tensor "f32[32, 128, 12, 64][98304, 1, 8192, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%permute_159, [0, 2, 1, 3]), kwargs = {})
#   %view_297 : Tensor "f32[32, 128, 768][98304, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_165, [32, 128, 768]), kwargs = {})
#   %clone_75 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%view_297,), kwargs = {memory_format: torch.contiguous_format})
#   %view_298 : Tensor "f32[4096, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_75, [4096, 768]), kwargs = {})
#   return %view_298
triton_poi_fused__unsafe_view_clone_mul_transpose_view_16 = async_compile.triton('triton_poi_fused__unsafe_view_clone_mul_transpose_view_16', '''
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
    size_hints={'y': 4096, 'x': 1024}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_mul_transpose_view_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 12582912, 'x': 25165824}, 'kernel_num_gb': 0.025165824, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_mul_transpose_view_16(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 4096
    xnumel = 768
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x1 = xindex
    y0 = yindex
    tmp0 = tl.load(in_ptr0 + (128*x1 + 98304*(y0 // 128) + ((y0 % 128))), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 0.3535533905932738, tl.float32)
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x1 + 768*y0), tmp2, xmask)


def get_args():
    arg_0 = rand_strided((384, 64, 128), (8192, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_clone_mul_transpose_view_16.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__unsafe_view_clone_mul_transpose_view_16.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.025165824
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/vc/cvcb5qvv34pklkt7dotttmqomkd5ovmq4imdqljenzjzokhfbd2i.py
# Topologically Sorted Source Nodes: [view_292, mul_154, permute_170, clone_76, view_301, view_302], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
# Source node to ATen node mapping:
#   clone_76 => clone_76
#   mul_154 => mul_154
#   permute_170 => permute_170
#   view_292 => view_292
#   view_301 => view_301
#   view_302 => view_302
# Graph fragment:
#   %bmm_27 : Tensor "f32[384, 128, 64][8192, 64, 1]cuda:0" = PlaceHolder[target=bmm_27]
#   %view_292 : Tensor "f32[32, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_27, [32, 12, 128, 64]), kwargs = {})
#   %mul_154 : Tensor "f32[32, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%view_292, 0.3535533905932738), kwargs = {})
#   %permute_170 : Tensor "f32[32, 128, 12, 64][98304, 64, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_154, [0, 2, 1, 3]), kwargs = {})
#   %clone_76 : Tensor "f32[32, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_170,), kwargs = {memory_format: torch.contiguous_format})
#   %view_301 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_76, [32, 128, 768]), kwargs = {})
#   %view_302 : Tensor "f32[4096, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%view_301, [4096, 768]), kwargs = {})
#   return %view_302
triton_poi_fused__unsafe_view_clone_mul_transpose_view_17 = async_compile.triton('triton_poi_fused__unsafe_view_clone_mul_transpose_view_17', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_mul_transpose_view_17', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 37748736}, 'kernel_num_gb': 0.025165824, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_mul_transpose_view_17(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3145728
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 768)
    x1 = xindex // 768
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (64*((x1 % 128)) + 8192*(x0 // 64) + 98304*(x1 // 128) + ((x0 % 64))), None)
    tmp1 = tl.full([1], 0.3535533905932738, tl.float32)
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x2), tmp2, None)


def get_args():
    arg_0 = rand_strided((384, 128, 64), (8192, 64, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 3145728,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_clone_mul_transpose_view_17.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__unsafe_view_clone_mul_transpose_view_17.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.025165824
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/kt/cktfk65dihbofavukpgbhzjqakmcxtza2wp2peypaonwfcwqohqy.py
# Topologically Sorted Source Nodes: [view_283, sum_33, view_296, add_110, view_300, add_111, view_304, add_112, mul_161, sum_40, sum_41], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   add_110 => add_110
#   add_111 => add_111
#   add_112 => add_112
#   mul_161 => mul_161
#   sum_33 => sum_33
#   sum_40 => sum_40
#   sum_41 => sum_41
#   view_283 => view_283
#   view_296 => view_296
#   view_300 => view_300
#   view_304 => view_304
# Graph fragment:
#   %mul_150 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_150]
#   %mm_10 : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %mm_12 : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_12]
#   %mm_14 : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_14]
#   %mul_99 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_99]
#   %view_283 : Tensor "f32[4096, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_150, [4096, 768]), kwargs = {})
#   %sum_33 : Tensor "f32[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_283, [0], True), kwargs = {})
#   %view_296 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [32, 128, 768]), kwargs = {})
#   %add_110 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_150, %view_296), kwargs = {})
#   %view_300 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_12, [32, 128, 768]), kwargs = {})
#   %add_111 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_110, %view_300), kwargs = {})
#   %view_304 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_14, [32, 128, 768]), kwargs = {})
#   %add_112 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_111, %view_304), kwargs = {})
#   %mul_161 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_112, %mul_99), kwargs = {})
#   %sum_40 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_161, [0, 1]), kwargs = {})
#   %sum_41 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_112, [0, 1]), kwargs = {})
#   return %buf40,%buf68,%buf70
triton_red_fused_add_native_layer_norm_backward_sum_view_18 = async_compile.triton('triton_red_fused_add_native_layer_norm_backward_sum_view_18', '''
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
    size_hints={'x': 32768, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_layer_norm_backward_sum_view_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 63504384, 'r0_': 0}, 'kernel_num_gb': 0.063209472, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_native_layer_norm_backward_sum_view_18(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 24576
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
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp16 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr1 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp6 = tl.load(in_ptr2 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp8 = tl.load(in_ptr3 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp10 = tl.load(in_ptr4 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask, tmp3, _tmp2)
        tmp5 = tmp0 + tmp4
        tmp7 = tmp5 + tmp6
        tmp9 = tmp7 + tmp8
        tmp11 = tmp9 * tmp10
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask, tmp14, _tmp13)
        tmp15 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
        tmp17 = _tmp16 + tmp15
        _tmp16 = tl.where(r0_mask, tmp17, _tmp16)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tmp16 = tl.sum(_tmp16, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, None)
    tl.store(out_ptr1 + (x3), tmp13, None)
    tl.store(out_ptr2 + (x3), tmp16, None)


def get_args():
    arg_0 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 768, 32), (24576, 1, 768), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((768, 32), (1, 768), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((768, 32), (1, 768), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 24576, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_add_native_layer_norm_backward_sum_view_18.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_add_native_layer_norm_backward_sum_view_18.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.063209472
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/cj/ccjsje67dmnhpznnupjjezn4anqxaoh5u7xk3suyv3zma4y4y6dm.py
# Topologically Sorted Source Nodes: [sum_35], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_35 => sum_35
# Graph fragment:
#   %view_294 : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=view_294]
#   %sum_35 : Tensor "f32[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_294, [0], True), kwargs = {})
#   return %buf52
triton_red_fused_sum_19 = async_compile.triton('triton_red_fused_sum_19', '''
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
    size_hints={'x': 32768, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_19', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12779520, 'r0_': 0}, 'kernel_num_gb': 0.012681216, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_sum_19(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 24576
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
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 768, 32), (24576, 1, 768), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 24576, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_sum_19.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_sum_19.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.012681216
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/dd/cddfe3jje2prn3ikl452tvdqyqpv5uvplcdu46d3jvzdsdr5ypk6.py
# Topologically Sorted Source Nodes: [view_296, add_110, view_300, add_111, view_304, add_112, mul_156, mul_157, sum_38, mul_158, sum_39, mul_159, sub_51, sub_52, mul_160], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   add_110 => add_110
#   add_111 => add_111
#   add_112 => add_112
#   mul_156 => mul_156
#   mul_157 => mul_157
#   mul_158 => mul_158
#   mul_159 => mul_159
#   mul_160 => mul_160
#   sub_51 => sub_51
#   sub_52 => sub_52
#   sum_38 => sum_38
#   sum_39 => sum_39
#   view_296 => view_296
#   view_300 => view_300
#   view_304 => view_304
# Graph fragment:
#   %mul_150 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_150]
#   %mm_10 : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %mm_12 : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_12]
#   %mm_14 : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_14]
#   %primals_183 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_183]
#   %mul_156 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_156]
#   %mul_99 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_99]
#   %div_17 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=div_17]
#   %sum_38 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=sum_38]
#   %sum_39 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=sum_39]
#   %view_296 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [32, 128, 768]), kwargs = {})
#   %add_110 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_150, %view_296), kwargs = {})
#   %view_300 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_12, [32, 128, 768]), kwargs = {})
#   %add_111 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_110, %view_300), kwargs = {})
#   %view_304 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_14, [32, 128, 768]), kwargs = {})
#   %add_112 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_111, %view_304), kwargs = {})
#   %mul_156 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_112, %primals_183), kwargs = {})
#   %mul_157 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_156, 768), kwargs = {})
#   %sum_38 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_156, [2], True), kwargs = {})
#   %mul_158 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_156, %mul_99), kwargs = {})
#   %sum_39 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_158, [2], True), kwargs = {})
#   %mul_159 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_99, %sum_39), kwargs = {})
#   %sub_51 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_157, %sum_38), kwargs = {})
#   %sub_52 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_51, %mul_159), kwargs = {})
#   %mul_160 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_17, %sub_52), kwargs = {})
#   return %mul_156,%sum_38,%sum_39,%mul_160
triton_per_fused_add_native_layer_norm_backward_view_20 = async_compile.triton('triton_per_fused_add_native_layer_norm_backward_view_20', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_backward_view_20', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 88083456}, 'kernel_num_gb': 0.075516928, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_backward_view_20(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp5 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp7 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp13 = tl.load(in_ptr4 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp19 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tmp8 = tmp6 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp14 = tmp8 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(r0_mask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 768.0, tl.float32)
    tmp21 = tmp8 * tmp20
    tmp22 = tmp21 - tmp12
    tmp23 = tmp13 * tmp18
    tmp24 = tmp22 - tmp23
    tmp25 = tmp19 * tmp24
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp25, r0_mask)


def get_args():
    arg_0 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_20.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_native_layer_norm_backward_view_20.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.075516928
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/se/cseos7qerwui7erbo4oz5q5en5x4o46gyfwxengt7fcn6j5tiqm2.py
# Topologically Sorted Source Nodes: [full_14], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_14 => full_default_44
# Graph fragment:
#   %full_default_44 : Tensor "f32[2, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_1
triton_poi_fused_embedding_dense_backward_21 = async_compile.triton('triton_poi_fused_embedding_dense_backward_21', '''
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
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_21', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12288}, 'kernel_num_gb': 6.144e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_21(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)


def get_args():
    arg_0 = rand_strided((2, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, 1536,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_embedding_dense_backward_21.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_embedding_dense_backward_21.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 6.144e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/am/camrqkr5nnrinlmh7kgtvzlns6cphvglth7fhticx5zlnvpm7pbg.py
# Topologically Sorted Source Nodes: [full_15], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_15 => full_default_46
# Graph fragment:
#   %full_default_46 : Tensor "f32[30522, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([30522, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_2
triton_poi_fused_embedding_dense_backward_22 = async_compile.triton('triton_poi_fused_embedding_dense_backward_22', '''
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
    size_hints={'x': 33554432}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_22', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 187527168}, 'kernel_num_gb': 0.093763584, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_22(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 23440896
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)


def get_args():
    arg_0 = rand_strided((30522, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, 23440896,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_embedding_dense_backward_22.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_embedding_dense_backward_22.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.093763584
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/rz/crzhriktrp3yxkzq6mek6enu5qoocrirr2tnsv24eymsoxafabeh.py
# Topologically Sorted Source Nodes: [attn_output, view_604, add_176, view_608, add_177, view_612, add_178, mul_420, mul_421, sum_203, mul_422, sum_204, mul_423, sub_117, sub_118, mul_424, token_type_ids, eq_13, unsqueeze_6, where_29, full_14, index_put_1, eq_14, unsqueeze_7, where_30, full_15, index_put_2], Original ATen: [aten.scalar_tensor, aten.view, aten.add, aten.native_layer_norm_backward, aten.expand, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   add_176 => add_176
#   add_177 => add_177
#   add_178 => add_178
#   attn_output => full_default_1
#   eq_13 => eq_13
#   eq_14 => eq_14
#   full_14 => full_default_44
#   full_15 => full_default_46
#   index_put_1 => index_put_1
#   index_put_2 => index_put_2
#   mul_420 => mul_420
#   mul_421 => mul_421
#   mul_422 => mul_422
#   mul_423 => mul_423
#   mul_424 => mul_424
#   sub_117 => sub_117
#   sub_118 => sub_118
#   sum_203 => sum_203
#   sum_204 => sum_204
#   token_type_ids => expand_1
#   unsqueeze_6 => unsqueeze_6
#   unsqueeze_7 => unsqueeze_7
#   view_604 => view_604
#   view_608 => view_608
#   view_612 => view_612
#   where_29 => where_29
#   where_30 => where_30
# Graph fragment:
#   %mul_414 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_414]
#   %mm_142 : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_142]
#   %mm_144 : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_144]
#   %mm_146 : Tensor "f32[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_146]
#   %primals_7 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_7]
#   %mul_420 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_420]
#   %mul : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul]
#   %div_39 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=div_39]
#   %sum_203 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=sum_203]
#   %sum_204 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=sum_204]
#   %gather : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=gather]
#   %mul_424 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_424]
#   %index_put_1 : Tensor "f32[2, 768][768, 1]cuda:0" = PlaceHolder[target=index_put_1]
#   %primals_1 : Tensor "i64[32, 128][128, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %index_put_2 : Tensor "f32[30522, 768][768, 1]cuda:0" = PlaceHolder[target=index_put_2]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_604 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_142, [32, 128, 768]), kwargs = {})
#   %add_176 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_414, %view_604), kwargs = {})
#   %view_608 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_144, [32, 128, 768]), kwargs = {})
#   %add_177 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_176, %view_608), kwargs = {})
#   %view_612 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_146, [32, 128, 768]), kwargs = {})
#   %add_178 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_177, %view_612), kwargs = {})
#   %mul_420 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_178, %primals_7), kwargs = {})
#   %mul_421 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_420, 768), kwargs = {})
#   %sum_203 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_420, [2], True), kwargs = {})
#   %mul_422 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_420, %mul), kwargs = {})
#   %sum_204 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_422, [2], True), kwargs = {})
#   %mul_423 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %sum_204), kwargs = {})
#   %sub_117 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_421, %sum_203), kwargs = {})
#   %sub_118 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_117, %mul_423), kwargs = {})
#   %mul_424 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_39, %sub_118), kwargs = {})
#   %expand_1 : Tensor "i64[32, 128][0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%gather, [32, 128]), kwargs = {})
#   %eq_13 : Tensor "b8[32, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%expand_1, -1), kwargs = {})
#   %unsqueeze_6 : Tensor "b8[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_13, -1), kwargs = {})
#   %where_29 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_6, %full_default_1, %mul_424), kwargs = {})
#   %full_default_44 : Tensor "f32[2, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_1 : Tensor "f32[2, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_44, [%expand_1], %where_29, True), kwargs = {})
#   %eq_14 : Tensor "b8[32, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%primals_1, 0), kwargs = {})
#   %unsqueeze_7 : Tensor "b8[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_14, -1), kwargs = {})
#   %where_30 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_7, %full_default_1, %mul_424), kwargs = {})
#   %full_default_46 : Tensor "f32[30522, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([30522, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_2 : Tensor "f32[30522, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_46, [%primals_1], %where_30, True), kwargs = {})
#   return %mul_420,%sum_203,%sum_204,%mul_424,%buf626,%buf628
triton_per_fused_add_embedding_dense_backward_expand_native_layer_norm_backward_scalar_tensor_view_23 = async_compile.triton('triton_per_fused_add_embedding_dense_backward_expand_native_layer_norm_backward_scalar_tensor_view_23', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*i64', 'in_ptr7': '*i64', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_embedding_dense_backward_expand_native_layer_norm_backward_scalar_tensor_view_23', 'mutated_arg_names': ['in_out_ptr0', 'out_ptr2', 'out_ptr3'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 9, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 50176, 'r0_': 88083456}, 'kernel_num_gb': 0.088139776, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_embedding_dense_backward_expand_native_layer_norm_backward_scalar_tensor_view_23(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    x2 = (xindex % 128)
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp5 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp7 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp13 = tl.load(in_ptr4 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp19 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp26 = tl.load(in_ptr6 + (x2), None, eviction_policy='evict_last')
    tmp36 = tl.load(in_ptr7 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tmp8 = tmp6 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp14 = tmp8 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(r0_mask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 768.0, tl.float32)
    tmp21 = tmp8 * tmp20
    tmp22 = tmp21 - tmp12
    tmp23 = tmp13 * tmp18
    tmp24 = tmp22 - tmp23
    tmp25 = tmp19 * tmp24
    tmp27 = tl.full([1, 1], 2, tl.int32)
    tmp28 = tmp26 + tmp27
    tmp29 = tmp26 < 0
    tmp30 = tl.where(tmp29, tmp28, tmp26)
    tl.device_assert((0 <= tmp30) & (tmp30 < 2), "index out of bounds: 0 <= tmp30 < 2")
    tmp32 = tl.full([1, 1], -1, tl.int64)
    tmp33 = tmp26 == tmp32
    tmp34 = tl.full([1, 1], 0.0, tl.float32)
    tmp35 = tl.where(tmp33, tmp34, tmp25)
    tmp37 = tl.full([1, 1], 30522, tl.int32)
    tmp38 = tmp36 + tmp37
    tmp39 = tmp36 < 0
    tmp40 = tl.where(tmp39, tmp38, tmp36)
    tl.device_assert((0 <= tmp40) & (tmp40 < 30522), "index out of bounds: 0 <= tmp40 < 30522")
    tmp42 = tl.full([1, 1], 0, tl.int64)
    tmp43 = tmp36 == tmp42
    tmp44 = tl.where(tmp43, tmp34, tmp25)
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp25, r0_mask)
    tl.atomic_add(out_ptr2 + (tl.broadcast_to(r0_1 + 768*tmp30, [XBLOCK, R0_BLOCK])), tmp35, r0_mask, sem='relaxed')
    tl.atomic_add(out_ptr3 + (tl.broadcast_to(r0_1 + 768*tmp40, [XBLOCK, R0_BLOCK])), tmp44, r0_mask, sem='relaxed')


def get_args():
    arg_0 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_8 = rand_strided((32, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_9 = rand_strided((2, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_10 = rand_strided((30522, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_embedding_dense_backward_expand_native_layer_norm_backward_scalar_tensor_view_23.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_embedding_dense_backward_expand_native_layer_norm_backward_scalar_tensor_view_23.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.088139776
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/n5/cn554x36povedst4fx64u3yohm7h6yyongjeyvtsdaaotud4rwdh.py
# Topologically Sorted Source Nodes: [full_13], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_13 => full_default_42
# Graph fragment:
#   %full_default_42 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([512, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi_fused_embedding_dense_backward_24 = async_compile.triton('triton_poi_fused_embedding_dense_backward_24', '''
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
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_24', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3145728}, 'kernel_num_gb': 0.001572864, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_24(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 393216
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, None)


def get_args():
    arg_0 = rand_strided((512, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, 393216,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_embedding_dense_backward_24.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_embedding_dense_backward_24.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001572864
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/sz/cszzaxn7up5fxhzu6wughkw3glhod74bbzizj63znpmkxhsrhnkb.py
# Topologically Sorted Source Nodes: [attn_output, sum_207, position_ids, eq_12, unsqueeze_5, where_28, full_13, index_put], Original ATen: [aten.scalar_tensor, aten.sum, aten.slice, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   attn_output => full_default_1
#   eq_12 => eq_12
#   full_13 => full_default_42
#   index_put => index_put
#   position_ids => slice_1
#   sum_207 => sum_207
#   unsqueeze_5 => unsqueeze_5
#   where_28 => where_28
# Graph fragment:
#   %mul_424 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_424]
#   %primals_2 : Tensor "i64[1, 512][512, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %sum_207 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=sum_207]
#   %index_put : Tensor "f32[512, 768][768, 1]cuda:0" = PlaceHolder[target=index_put]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %sum_207 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_424, [0], True), kwargs = {})
#   %slice_1 : Tensor "i64[1, 128][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%primals_2, 1, 0, 128), kwargs = {})
#   %eq_12 : Tensor "b8[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%slice_1, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "b8[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_12, -1), kwargs = {})
#   %where_28 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_5, %full_default_1, %sum_207), kwargs = {})
#   %full_default_42 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([512, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_42, [%slice_1], %where_28, True), kwargs = {})
#   return %sum_207,%buf624
triton_per_fused_embedding_dense_backward_scalar_tensor_slice_sum_25 = async_compile.triton('triton_per_fused_embedding_dense_backward_scalar_tensor_slice_sum_25', '''
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
    size_hints={'x': 131072, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_embedding_dense_backward_scalar_tensor_slice_sum_25', 'mutated_arg_names': ['out_ptr1'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12582912, 'r0_': 0}, 'kernel_num_gb': 0.014159872, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_embedding_dense_backward_scalar_tensor_slice_sum_25(in_ptr0, in_ptr1, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 98304
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
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
    x3 = xindex // 768
    x2 = (xindex % 768)
    tmp0 = tl.load(in_ptr0 + (x0 + 98304*r0_1), None)
    tmp4 = tl.load(in_ptr1 + (x3), None, eviction_policy='evict_last')
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.sum(tmp1, 1)[:, None].to(tl.float32)
    tmp5 = tl.full([1, 1], 512, tl.int32)
    tmp6 = tmp4 + tmp5
    tmp7 = tmp4 < 0
    tmp8 = tl.where(tmp7, tmp6, tmp4)
    tl.device_assert((0 <= tmp8) & (tmp8 < 512), "index out of bounds: 0 <= tmp8 < 512")
    tmp10 = tl.full([1, 1], -1, tl.int64)
    tmp11 = tmp4 == tmp10
    tmp12 = tl.full([1, 1], 0.0, tl.float32)
    tmp13 = tl.where(tmp11, tmp12, tmp3)
    tl.atomic_add(out_ptr1 + (x2 + 768*tmp8), tmp13, None, sem='relaxed')


def get_args():
    arg_0 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((512, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 98304, 32,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_embedding_dense_backward_scalar_tensor_slice_sum_25.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_embedding_dense_backward_scalar_tensor_slice_sum_25.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.014159872
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
        primals_1, primals_2, primals_4, primals_7, primals_9, primals_11, primals_13, primals_15, primals_17, primals_19, primals_21, primals_23, primals_25, primals_27, primals_29, primals_31, primals_33, primals_35, primals_37, primals_39, primals_41, primals_43, primals_45, primals_47, primals_49, primals_51, primals_53, primals_55, primals_57, primals_59, primals_61, primals_63, primals_65, primals_67, primals_69, primals_71, primals_73, primals_75, primals_77, primals_79, primals_81, primals_83, primals_85, primals_87, primals_89, primals_91, primals_93, primals_95, primals_97, primals_99, primals_101, primals_103, primals_105, primals_107, primals_109, primals_111, primals_113, primals_115, primals_117, primals_119, primals_121, primals_123, primals_125, primals_127, primals_129, primals_131, primals_133, primals_135, primals_137, primals_139, primals_141, primals_143, primals_145, primals_147, primals_149, primals_151, primals_153, primals_155, primals_157, primals_159, primals_161, primals_163, primals_165, primals_167, primals_169, primals_171, primals_173, primals_175, primals_177, primals_179, primals_181, primals_183, primals_185, primals_187, primals_189, primals_191, primals_193, primals_195, primals_197, primals_199, primals_201, primals_203, primals_206, gather, mul, view, where_1, view_16, mul_4, view_18, addmm_4, view_20, mul_9, view_22, where_3, view_38, mul_13, view_40, addmm_10, view_42, mul_18, view_44, where_5, view_60, mul_22, view_62, addmm_16, view_64, mul_27, view_66, where_7, view_82, mul_31, view_84, addmm_22, view_86, mul_36, view_88, where_9, view_104, mul_40, view_106, addmm_28, view_108, mul_45, view_110, where_11, view_126, mul_49, view_128, addmm_34, view_130, mul_54, view_132, where_13, view_148, mul_58, view_150, addmm_40, view_152, mul_63, view_154, where_15, view_170, mul_67, view_172, addmm_46, view_174, mul_72, view_176, where_17, view_192, mul_76, view_194, addmm_52, view_196, mul_81, view_198, where_19, view_214, mul_85, view_216, addmm_58, view_218, mul_90, view_220, where_21, view_236, mul_94, view_238, addmm_64, view_240, mul_99, view_242, where_23, view_258, mul_103, view_260, addmm_70, view_262, mul_108, view_264, addmm_72, getitem_51, rsqrt_25, view_266, addmm_73, amax_12, log, convert_element_type, div_15, div_16, permute_156, permute_157, permute_158, div_17, div_18, permute_189, permute_190, permute_191, div_19, div_20, permute_222, permute_223, permute_224, div_21, div_22, permute_255, permute_256, permute_257, div_23, div_24, permute_288, permute_289, permute_290, div_25, div_26, permute_321, permute_322, permute_323, div_27, div_28, permute_354, permute_355, permute_356, div_29, div_30, permute_387, permute_388, permute_389, div_31, div_32, permute_420, permute_421, permute_422, div_33, div_34, permute_453, permute_454, permute_455, div_35, div_36, permute_486, permute_487, permute_488, div_37, div_38, permute_519, permute_520, permute_521, div_39, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (32, 128), (128, 1))
        assert_size_stride(primals_2, (1, 512), (512, 1))
        assert_size_stride(primals_4, (30522, 768), (768, 1))
        assert_size_stride(primals_7, (768, ), (1, ))
        assert_size_stride(primals_9, (768, 768), (768, 1))
        assert_size_stride(primals_11, (768, 768), (768, 1))
        assert_size_stride(primals_13, (768, 768), (768, 1))
        assert_size_stride(primals_15, (768, 768), (768, 1))
        assert_size_stride(primals_17, (768, ), (1, ))
        assert_size_stride(primals_19, (3072, 768), (768, 1))
        assert_size_stride(primals_21, (768, 3072), (3072, 1))
        assert_size_stride(primals_23, (768, ), (1, ))
        assert_size_stride(primals_25, (768, 768), (768, 1))
        assert_size_stride(primals_27, (768, 768), (768, 1))
        assert_size_stride(primals_29, (768, 768), (768, 1))
        assert_size_stride(primals_31, (768, 768), (768, 1))
        assert_size_stride(primals_33, (768, ), (1, ))
        assert_size_stride(primals_35, (3072, 768), (768, 1))
        assert_size_stride(primals_37, (768, 3072), (3072, 1))
        assert_size_stride(primals_39, (768, ), (1, ))
        assert_size_stride(primals_41, (768, 768), (768, 1))
        assert_size_stride(primals_43, (768, 768), (768, 1))
        assert_size_stride(primals_45, (768, 768), (768, 1))
        assert_size_stride(primals_47, (768, 768), (768, 1))
        assert_size_stride(primals_49, (768, ), (1, ))
        assert_size_stride(primals_51, (3072, 768), (768, 1))
        assert_size_stride(primals_53, (768, 3072), (3072, 1))
        assert_size_stride(primals_55, (768, ), (1, ))
        assert_size_stride(primals_57, (768, 768), (768, 1))
        assert_size_stride(primals_59, (768, 768), (768, 1))
        assert_size_stride(primals_61, (768, 768), (768, 1))
        assert_size_stride(primals_63, (768, 768), (768, 1))
        assert_size_stride(primals_65, (768, ), (1, ))
        assert_size_stride(primals_67, (3072, 768), (768, 1))
        assert_size_stride(primals_69, (768, 3072), (3072, 1))
        assert_size_stride(primals_71, (768, ), (1, ))
        assert_size_stride(primals_73, (768, 768), (768, 1))
        assert_size_stride(primals_75, (768, 768), (768, 1))
        assert_size_stride(primals_77, (768, 768), (768, 1))
        assert_size_stride(primals_79, (768, 768), (768, 1))
        assert_size_stride(primals_81, (768, ), (1, ))
        assert_size_stride(primals_83, (3072, 768), (768, 1))
        assert_size_stride(primals_85, (768, 3072), (3072, 1))
        assert_size_stride(primals_87, (768, ), (1, ))
        assert_size_stride(primals_89, (768, 768), (768, 1))
        assert_size_stride(primals_91, (768, 768), (768, 1))
        assert_size_stride(primals_93, (768, 768), (768, 1))
        assert_size_stride(primals_95, (768, 768), (768, 1))
        assert_size_stride(primals_97, (768, ), (1, ))
        assert_size_stride(primals_99, (3072, 768), (768, 1))
        assert_size_stride(primals_101, (768, 3072), (3072, 1))
        assert_size_stride(primals_103, (768, ), (1, ))
        assert_size_stride(primals_105, (768, 768), (768, 1))
        assert_size_stride(primals_107, (768, 768), (768, 1))
        assert_size_stride(primals_109, (768, 768), (768, 1))
        assert_size_stride(primals_111, (768, 768), (768, 1))
        assert_size_stride(primals_113, (768, ), (1, ))
        assert_size_stride(primals_115, (3072, 768), (768, 1))
        assert_size_stride(primals_117, (768, 3072), (3072, 1))
        assert_size_stride(primals_119, (768, ), (1, ))
        assert_size_stride(primals_121, (768, 768), (768, 1))
        assert_size_stride(primals_123, (768, 768), (768, 1))
        assert_size_stride(primals_125, (768, 768), (768, 1))
        assert_size_stride(primals_127, (768, 768), (768, 1))
        assert_size_stride(primals_129, (768, ), (1, ))
        assert_size_stride(primals_131, (3072, 768), (768, 1))
        assert_size_stride(primals_133, (768, 3072), (3072, 1))
        assert_size_stride(primals_135, (768, ), (1, ))
        assert_size_stride(primals_137, (768, 768), (768, 1))
        assert_size_stride(primals_139, (768, 768), (768, 1))
        assert_size_stride(primals_141, (768, 768), (768, 1))
        assert_size_stride(primals_143, (768, 768), (768, 1))
        assert_size_stride(primals_145, (768, ), (1, ))
        assert_size_stride(primals_147, (3072, 768), (768, 1))
        assert_size_stride(primals_149, (768, 3072), (3072, 1))
        assert_size_stride(primals_151, (768, ), (1, ))
        assert_size_stride(primals_153, (768, 768), (768, 1))
        assert_size_stride(primals_155, (768, 768), (768, 1))
        assert_size_stride(primals_157, (768, 768), (768, 1))
        assert_size_stride(primals_159, (768, 768), (768, 1))
        assert_size_stride(primals_161, (768, ), (1, ))
        assert_size_stride(primals_163, (3072, 768), (768, 1))
        assert_size_stride(primals_165, (768, 3072), (3072, 1))
        assert_size_stride(primals_167, (768, ), (1, ))
        assert_size_stride(primals_169, (768, 768), (768, 1))
        assert_size_stride(primals_171, (768, 768), (768, 1))
        assert_size_stride(primals_173, (768, 768), (768, 1))
        assert_size_stride(primals_175, (768, 768), (768, 1))
        assert_size_stride(primals_177, (768, ), (1, ))
        assert_size_stride(primals_179, (3072, 768), (768, 1))
        assert_size_stride(primals_181, (768, 3072), (3072, 1))
        assert_size_stride(primals_183, (768, ), (1, ))
        assert_size_stride(primals_185, (768, 768), (768, 1))
        assert_size_stride(primals_187, (768, 768), (768, 1))
        assert_size_stride(primals_189, (768, 768), (768, 1))
        assert_size_stride(primals_191, (768, 768), (768, 1))
        assert_size_stride(primals_193, (768, ), (1, ))
        assert_size_stride(primals_195, (3072, 768), (768, 1))
        assert_size_stride(primals_197, (768, 3072), (3072, 1))
        assert_size_stride(primals_199, (768, ), (1, ))
        assert_size_stride(primals_201, (768, 768), (768, 1))
        assert_size_stride(primals_203, (768, ), (1, ))
        assert_size_stride(primals_206, (32, 128), (128, 1))
        assert_size_stride(gather, (1, 128), (128, 1))
        assert_size_stride(mul, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view, (4096, 768), (768, 1))
        assert_size_stride(where_1, (32, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_16, (4096, 768), (768, 1))
        assert_size_stride(mul_4, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_18, (4096, 768), (768, 1))
        assert_size_stride(addmm_4, (4096, 3072), (3072, 1))
        assert_size_stride(view_20, (4096, 3072), (3072, 1))
        assert_size_stride(mul_9, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_22, (4096, 768), (768, 1))
        assert_size_stride(where_3, (32, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_38, (4096, 768), (768, 1))
        assert_size_stride(mul_13, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_40, (4096, 768), (768, 1))
        assert_size_stride(addmm_10, (4096, 3072), (3072, 1))
        assert_size_stride(view_42, (4096, 3072), (3072, 1))
        assert_size_stride(mul_18, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_44, (4096, 768), (768, 1))
        assert_size_stride(where_5, (32, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_60, (4096, 768), (768, 1))
        assert_size_stride(mul_22, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_62, (4096, 768), (768, 1))
        assert_size_stride(addmm_16, (4096, 3072), (3072, 1))
        assert_size_stride(view_64, (4096, 3072), (3072, 1))
        assert_size_stride(mul_27, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_66, (4096, 768), (768, 1))
        assert_size_stride(where_7, (32, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_82, (4096, 768), (768, 1))
        assert_size_stride(mul_31, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_84, (4096, 768), (768, 1))
        assert_size_stride(addmm_22, (4096, 3072), (3072, 1))
        assert_size_stride(view_86, (4096, 3072), (3072, 1))
        assert_size_stride(mul_36, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_88, (4096, 768), (768, 1))
        assert_size_stride(where_9, (32, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_104, (4096, 768), (768, 1))
        assert_size_stride(mul_40, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_106, (4096, 768), (768, 1))
        assert_size_stride(addmm_28, (4096, 3072), (3072, 1))
        assert_size_stride(view_108, (4096, 3072), (3072, 1))
        assert_size_stride(mul_45, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_110, (4096, 768), (768, 1))
        assert_size_stride(where_11, (32, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_126, (4096, 768), (768, 1))
        assert_size_stride(mul_49, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_128, (4096, 768), (768, 1))
        assert_size_stride(addmm_34, (4096, 3072), (3072, 1))
        assert_size_stride(view_130, (4096, 3072), (3072, 1))
        assert_size_stride(mul_54, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_132, (4096, 768), (768, 1))
        assert_size_stride(where_13, (32, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_148, (4096, 768), (768, 1))
        assert_size_stride(mul_58, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_150, (4096, 768), (768, 1))
        assert_size_stride(addmm_40, (4096, 3072), (3072, 1))
        assert_size_stride(view_152, (4096, 3072), (3072, 1))
        assert_size_stride(mul_63, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_154, (4096, 768), (768, 1))
        assert_size_stride(where_15, (32, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_170, (4096, 768), (768, 1))
        assert_size_stride(mul_67, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_172, (4096, 768), (768, 1))
        assert_size_stride(addmm_46, (4096, 3072), (3072, 1))
        assert_size_stride(view_174, (4096, 3072), (3072, 1))
        assert_size_stride(mul_72, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_176, (4096, 768), (768, 1))
        assert_size_stride(where_17, (32, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_192, (4096, 768), (768, 1))
        assert_size_stride(mul_76, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_194, (4096, 768), (768, 1))
        assert_size_stride(addmm_52, (4096, 3072), (3072, 1))
        assert_size_stride(view_196, (4096, 3072), (3072, 1))
        assert_size_stride(mul_81, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_198, (4096, 768), (768, 1))
        assert_size_stride(where_19, (32, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_214, (4096, 768), (768, 1))
        assert_size_stride(mul_85, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_216, (4096, 768), (768, 1))
        assert_size_stride(addmm_58, (4096, 3072), (3072, 1))
        assert_size_stride(view_218, (4096, 3072), (3072, 1))
        assert_size_stride(mul_90, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_220, (4096, 768), (768, 1))
        assert_size_stride(where_21, (32, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_236, (4096, 768), (768, 1))
        assert_size_stride(mul_94, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_238, (4096, 768), (768, 1))
        assert_size_stride(addmm_64, (4096, 3072), (3072, 1))
        assert_size_stride(view_240, (4096, 3072), (3072, 1))
        assert_size_stride(mul_99, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_242, (4096, 768), (768, 1))
        assert_size_stride(where_23, (32, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_258, (4096, 768), (768, 1))
        assert_size_stride(mul_103, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_260, (4096, 768), (768, 1))
        assert_size_stride(addmm_70, (4096, 3072), (3072, 1))
        assert_size_stride(view_262, (4096, 3072), (3072, 1))
        assert_size_stride(mul_108, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(view_264, (4096, 768), (768, 1))
        assert_size_stride(addmm_72, (4096, 768), (768, 1))
        assert_size_stride(getitem_51, (32, 128, 1), (128, 1, 1))
        assert_size_stride(rsqrt_25, (32, 128, 1), (128, 1, 1))
        assert_size_stride(view_266, (4096, 768), (768, 1))
        assert_size_stride(addmm_73, (4096, 30522), (30528, 1))
        assert_size_stride(amax_12, (4096, 1), (1, 1))
        assert_size_stride(log, (4096, 1), (1, 1))
        assert_size_stride(convert_element_type, (), ())
        assert_size_stride(div_15, (32, 128, 1), (128, 1, 1))
        assert_size_stride(div_16, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_156, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_157, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_158, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(div_17, (32, 128, 1), (128, 1, 1))
        assert_size_stride(div_18, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_189, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_190, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_191, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(div_19, (32, 128, 1), (128, 1, 1))
        assert_size_stride(div_20, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_222, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_223, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_224, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(div_21, (32, 128, 1), (128, 1, 1))
        assert_size_stride(div_22, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_255, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_256, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_257, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(div_23, (32, 128, 1), (128, 1, 1))
        assert_size_stride(div_24, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_288, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_289, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_290, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(div_25, (32, 128, 1), (128, 1, 1))
        assert_size_stride(div_26, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_321, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_322, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_323, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(div_27, (32, 128, 1), (128, 1, 1))
        assert_size_stride(div_28, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_354, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_355, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_356, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(div_29, (32, 128, 1), (128, 1, 1))
        assert_size_stride(div_30, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_387, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_388, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_389, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(div_31, (32, 128, 1), (128, 1, 1))
        assert_size_stride(div_32, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_420, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_421, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_422, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(div_33, (32, 128, 1), (128, 1, 1))
        assert_size_stride(div_34, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_453, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_454, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_455, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(div_35, (32, 128, 1), (128, 1, 1))
        assert_size_stride(div_36, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_486, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_487, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_488, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(div_37, (32, 128, 1), (128, 1, 1))
        assert_size_stride(div_38, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_519, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_520, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_521, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(div_39, (32, 128, 1), (128, 1, 1))
        assert_size_stride(tangents_1, (), ())
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = addmm_73; del addmm_73  # reuse
            # Topologically Sorted Source Nodes: [div_13, view_37, unsqueeze_4, ne_3, masked_lm_loss, where_26, , attn_output, where_27, mul_115, exp_13, sum_16, mul_116, view_271], Original ATen: [aten.nll_loss_backward, aten.view, aten.nll_loss_forward, aten.arange, aten.expand, aten.eq, aten.scalar_tensor, aten.where, aten._log_softmax, aten._log_softmax_backward_data]
            # [Provenance debug handles] triton_red_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0:103
            stream0 = get_raw_stream(0)
            triton_red_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0.run(buf1, primals_206, tangents_1, convert_element_type, amax_12, log, 4096, 30522, stream=stream0)
            del amax_12
            del convert_element_type
            del log
            del primals_206
            del tangents_1
            buf2 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_99, permute_134, mm], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:104
            extern_kernels.mm(buf1, primals_4, out=buf2)
            del primals_4
            buf3 = empty_strided_cuda((1, 30522), (30522, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_17], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_1:105
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_1.run(buf1, buf3, 30522, 4096, stream=stream0)
            buf10 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_273, mul_118, mul_119, sum_18, hidden_states_96, hidden_states_97, hidden_states_98, mul_120, sum_19, mul_121, sub_42, sub_43, div_14, mul_122, mul_125, mul_126, mul_127, exp_14, mul_128, mul_129, add_106, mul_130], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.gelu, aten.native_layer_norm, aten.gelu_backward]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_view_2:106
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_view_2.run(buf2, primals_203, addmm_72, getitem_51, rsqrt_25, buf10, 4096, 768, stream=stream0)
            del primals_203
            buf6 = empty_strided_cuda((768, 32), (1, 768), torch.float32)
            buf8 = empty_strided_cuda((768, 32), (1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [view_273, hidden_states_96, hidden_states_97, hidden_states_98, mul_123, sum_20, sum_21], Original ATen: [aten.view, aten.gelu, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_gelu_native_layer_norm_native_layer_norm_backward_view_3:107
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_native_layer_norm_native_layer_norm_backward_view_3.run(buf2, addmm_72, getitem_51, rsqrt_25, buf6, buf8, 24576, 128, stream=stream0)
            del addmm_72
            del getitem_51
            del rsqrt_25
            buf7 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_273, hidden_states_96, hidden_states_97, hidden_states_98, mul_123, sum_20], Original ATen: [aten.view, aten.gelu, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:108
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf6, buf7, 768, 32, stream=stream0)
            buf9 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_273, sum_21], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:109
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf8, buf9, 768, 32, stream=stream0)
            buf11 = buf2; del buf2  # reuse
            # Topologically Sorted Source Nodes: [view_274, hidden_states_96, permute_138, mm_2], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:110
            extern_kernels.mm(reinterpret_tensor(buf10, (4096, 768), (768, 1), 0), primals_201, out=buf11)
            del primals_201
            buf12 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_274, permute_139, permute_141], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:111
            extern_kernels.mm(reinterpret_tensor(buf10, (768, 4096), (1, 768), 0), view_264, out=buf12)
            del view_264
            buf13 = reinterpret_tensor(buf8, (1, 768, 32), (24576, 1, 768), 0); del buf8  # reuse
            # Topologically Sorted Source Nodes: [view_274, sum_22], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_5:112
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_5.run(buf10, buf13, 24576, 128, stream=stream0)
            buf14 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_274, sum_22], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:113
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf13, buf14, 768, 32, stream=stream0)
            buf17 = buf10; del buf10  # reuse
            # Topologically Sorted Source Nodes: [view_276, mul_132, mul_133, sum_23, mul_134, sum_24, mul_135, sub_45, sub_46, mul_136], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_7:114
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_7.run(buf11, primals_199, mul_108, div_15, buf17, 4096, 768, stream=stream0)
            del div_15
            del primals_199
            buf18 = reinterpret_tensor(buf13, (768, 32), (1, 768), 0); del buf13  # reuse
            buf20 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [view_276, mul_137, sum_25, sum_26], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_8:115
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_8.run(buf11, mul_108, buf18, buf20, 24576, 128, stream=stream0)
            del mul_108
            buf19 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_276, mul_137, sum_25], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:116
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf18, buf19, 768, 32, stream=stream0)
            buf21 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_276, sum_26], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:117
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf20, buf21, 768, 32, stream=stream0)
            buf22 = empty_strided_cuda((4096, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_277, hidden_states_93, permute_142, mm_4], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:118
            extern_kernels.mm(reinterpret_tensor(buf17, (4096, 768), (768, 1), 0), primals_197, out=buf22)
            del primals_197
            buf23 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_277, permute_143, permute_145], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:119
            extern_kernels.mm(reinterpret_tensor(buf17, (768, 4096), (1, 768), 0), view_262, out=buf23)
            del view_262
            buf26 = reinterpret_tensor(buf22, (32, 128, 3072), (393216, 3072, 1), 0); del buf22  # reuse
            buf29 = empty_strided_cuda((1, 3072, 32), (98304, 1, 3072), torch.float32)
            # Topologically Sorted Source Nodes: [view_279, hidden_states_91, hidden_states_92, mul_139, mul_140, mul_141, exp_15, mul_142, mul_143, add_108, mul_144, view_280, sum_28], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_9:120
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_9.run(buf26, addmm_70, buf29, 98304, 128, stream=stream0)
            del addmm_70
            buf27 = buf11; del buf11  # reuse
            # Topologically Sorted Source Nodes: [view_279, hidden_states_91, hidden_states_92, mul_139, mul_140, mul_141, exp_15, mul_142, mul_143, add_108, mul_144, view_280, permute_146, mm_6], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:121
            extern_kernels.mm(reinterpret_tensor(buf26, (4096, 3072), (3072, 1), 0), primals_195, out=buf27)
            del primals_195
            buf24 = reinterpret_tensor(buf20, (1, 768, 32), (24576, 1, 768), 0); del buf20  # reuse
            buf34 = buf18; del buf18  # reuse
            buf36 = empty_strided_cuda((768, 32), (1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [view_277, sum_27, view_282, add_109, mul_151, sum_31, sum_32], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_10:122
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_10.run(buf17, buf27, mul_103, buf24, buf34, buf36, 24576, 128, stream=stream0)
            buf25 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_277, sum_27], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:123
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf24, buf25, 768, 32, stream=stream0)
            buf28 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_279, hidden_states_91, hidden_states_92, mul_139, mul_140, mul_141, exp_15, mul_142, mul_143, add_108, mul_144, view_280, permute_147, permute_149], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:124
            extern_kernels.mm(reinterpret_tensor(buf26, (3072, 4096), (1, 3072), 0), view_260, out=buf28)
            del view_260
            buf30 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_279, hidden_states_91, hidden_states_92, mul_139, mul_140, mul_141, exp_15, mul_142, mul_143, add_108, mul_144, view_280, sum_28], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_11:125
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_11.run(buf29, buf30, 3072, 32, stream=stream0)
            buf33 = buf17; del buf17  # reuse
            # Topologically Sorted Source Nodes: [view_282, add_109, mul_146, mul_147, sum_29, mul_148, sum_30, mul_149, sub_48, sub_49, mul_150], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_12:126
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_12.run(buf33, buf27, primals_193, mul_103, div_16, 4096, 768, stream=stream0)
            del div_16
            del mul_103
            del primals_193
            buf35 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_282, add_109, mul_151, sum_31], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:127
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf34, buf35, 768, 32, stream=stream0)
            buf37 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_282, add_109, sum_32], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:128
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf36, buf37, 768, 32, stream=stream0)
            buf38 = buf27; del buf27  # reuse
            # Topologically Sorted Source Nodes: [view_283, hidden_states_88, permute_150, mm_8], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:129
            extern_kernels.mm(reinterpret_tensor(buf33, (4096, 768), (768, 1), 0), primals_191, out=buf38)
            del primals_191
            buf39 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_283, permute_151, permute_153], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:130
            extern_kernels.mm(reinterpret_tensor(buf33, (768, 4096), (1, 768), 0), view_258, out=buf39)
            del view_258
            buf42 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_285, view_286, permute_154, clone_73], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_13:131
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_13.run(buf38, buf42, 3145728, stream=stream0)
            buf43 = reinterpret_tensor(buf38, (384, 128, 64), (8192, 64, 1), 0); del buf38  # reuse
            # Topologically Sorted Source Nodes: [view_285, view_286, permute_154, clone_73, view_287, attn_output_33, permute_155, bmm_24], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:132
            extern_kernels.bmm(reinterpret_tensor(where_23, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf42, (384, 128, 64), (8192, 64, 1), 0), out=buf43)
            buf49 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_288, permute_160, clone_74, view_293, view_294], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_14:133
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_14.run(buf43, buf49, 3145728, stream=stream0)
            buf50 = reinterpret_tensor(buf43, (4096, 768), (768, 1), 0); del buf43  # reuse
            # Topologically Sorted Source Nodes: [linear_68, permute_161, mm_10], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:134
            extern_kernels.mm(buf49, primals_189, out=buf50)
            del primals_189
            buf44 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_285, view_286, permute_154, clone_73, view_287, bmm_25], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:135
            extern_kernels.bmm(reinterpret_tensor(buf42, (384, 128, 64), (8192, 64, 1), 0), permute_156, out=buf44)
            del permute_156
            buf46 = where_23; del where_23  # reuse
            # Topologically Sorted Source Nodes: [view_289, mul_152, sum_34, neg_1, fma], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_15:136
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_15.run(buf46, buf44, 49152, 128, stream=stream0)
            del buf44
            buf47 = reinterpret_tensor(buf42, (384, 64, 128), (8192, 128, 1), 0); del buf42  # reuse
            # Topologically Sorted Source Nodes: [view_289, mul_152, neg_1, fma, view_290, bmm_26], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:137
            extern_kernels.bmm(permute_157, reinterpret_tensor(buf46, (384, 128, 128), (16384, 128, 1), 0), out=buf47)
            del permute_157
            buf54 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_291, mul_153, permute_159, permute_165, view_297, clone_75, view_298], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_16:138
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_16.run(buf47, buf54, 4096, 768, stream=stream0)
            buf55 = reinterpret_tensor(buf47, (4096, 768), (768, 1), 0); del buf47  # reuse
            # Topologically Sorted Source Nodes: [linear_67, permute_166, mm_12], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:139
            extern_kernels.mm(buf54, primals_187, out=buf55)
            del primals_187
            buf48 = empty_strided_cuda((384, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_289, mul_152, neg_1, fma, view_290, bmm_27], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:140
            extern_kernels.bmm(reinterpret_tensor(buf46, (384, 128, 128), (16384, 128, 1), 0), permute_158, out=buf48)
            del permute_158
            buf59 = empty_strided_cuda((4096, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_292, mul_154, permute_170, clone_76, view_301, view_302], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_17:141
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_17.run(buf48, buf59, 3145728, stream=stream0)
            buf60 = reinterpret_tensor(buf48, (4096, 768), (768, 1), 0); del buf48  # reuse
            # Topologically Sorted Source Nodes: [linear_66, permute_171, mm_14], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:142
            extern_kernels.mm(buf59, primals_185, out=buf60)
            del primals_185
            buf40 = reinterpret_tensor(buf36, (1, 768, 32), (24576, 1, 768), 0); del buf36  # reuse
            buf68 = buf34; del buf34  # reuse
            buf70 = reinterpret_tensor(buf24, (768, 32), (1, 768), 0); del buf24  # reuse
            # Topologically Sorted Source Nodes: [view_283, sum_33, view_296, add_110, view_300, add_111, view_304, add_112, mul_161, sum_40, sum_41], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_18:143
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_18.run(buf33, buf50, buf55, buf60, mul_99, buf40, buf68, buf70, 24576, 128, stream=stream0)
            buf41 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_283, sum_33], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:144
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf40, buf41, 768, 32, stream=stream0)
            buf51 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_162, permute_164], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:145
            extern_kernels.mm(reinterpret_tensor(buf49, (768, 4096), (1, 768), 0), view_242, out=buf51)
            buf52 = buf40; del buf40  # reuse
            # Topologically Sorted Source Nodes: [sum_35], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:146
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf49, buf52, 24576, 128, stream=stream0)
            buf53 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_35], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:147
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf52, buf53, 768, 32, stream=stream0)
            buf56 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_167, permute_169], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:148
            extern_kernels.mm(reinterpret_tensor(buf54, (768, 4096), (1, 768), 0), view_242, out=buf56)
            buf57 = buf52; del buf52  # reuse
            # Topologically Sorted Source Nodes: [sum_36], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:149
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf54, buf57, 24576, 128, stream=stream0)
            buf58 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_36], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:150
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf57, buf58, 768, 32, stream=stream0)
            buf61 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_172, permute_174], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:151
            extern_kernels.mm(reinterpret_tensor(buf59, (768, 4096), (1, 768), 0), view_242, out=buf61)
            del view_242
            buf62 = buf57; del buf57  # reuse
            # Topologically Sorted Source Nodes: [sum_37], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:152
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf59, buf62, 24576, 128, stream=stream0)
            buf63 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_37], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:153
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf62, buf63, 768, 32, stream=stream0)
            buf64 = buf33; del buf33  # reuse
            buf67 = buf64; del buf64  # reuse
            # Topologically Sorted Source Nodes: [view_296, add_110, view_300, add_111, view_304, add_112, mul_156, mul_157, sum_38, mul_158, sum_39, mul_159, sub_51, sub_52, mul_160], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_20:154
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_20.run(buf67, buf50, buf55, buf60, primals_183, mul_99, div_17, 4096, 768, stream=stream0)
            del div_17
            del mul_99
            del primals_183
            buf69 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_296, add_110, view_300, add_111, view_304, add_112, mul_161, sum_40], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:155
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf68, buf69, 768, 32, stream=stream0)
            buf71 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_296, add_110, view_300, add_111, view_304, add_112, sum_41], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:156
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf70, buf71, 768, 32, stream=stream0)
            buf72 = reinterpret_tensor(buf26, (4096, 3072), (3072, 1), 0); del buf26  # reuse
            # Topologically Sorted Source Nodes: [view_305, hidden_states_85, permute_175, mm_16], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:157
            extern_kernels.mm(reinterpret_tensor(buf67, (4096, 768), (768, 1), 0), primals_181, out=buf72)
            del primals_181
            buf73 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_305, permute_176, permute_178], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:158
            extern_kernels.mm(reinterpret_tensor(buf67, (768, 4096), (1, 768), 0), view_240, out=buf73)
            del view_240
            buf76 = reinterpret_tensor(buf72, (32, 128, 3072), (393216, 3072, 1), 0); del buf72  # reuse
            buf79 = buf29; del buf29  # reuse
            # Topologically Sorted Source Nodes: [view_307, hidden_states_83, hidden_states_84, mul_163, mul_164, mul_165, exp_16, mul_166, mul_167, add_114, mul_168, view_308, sum_43], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_9:159
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_9.run(buf76, addmm_64, buf79, 98304, 128, stream=stream0)
            del addmm_64
            buf77 = buf60; del buf60  # reuse
            # Topologically Sorted Source Nodes: [view_307, hidden_states_83, hidden_states_84, mul_163, mul_164, mul_165, exp_16, mul_166, mul_167, add_114, mul_168, view_308, permute_179, mm_18], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:160
            extern_kernels.mm(reinterpret_tensor(buf76, (4096, 3072), (3072, 1), 0), primals_179, out=buf77)
            del primals_179
            buf74 = reinterpret_tensor(buf70, (1, 768, 32), (24576, 1, 768), 0); del buf70  # reuse
            buf84 = buf68; del buf68  # reuse
            buf86 = reinterpret_tensor(buf62, (768, 32), (1, 768), 0); del buf62  # reuse
            # Topologically Sorted Source Nodes: [view_305, sum_42, view_310, add_115, mul_175, sum_46, sum_47], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_10:161
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_10.run(buf67, buf77, mul_94, buf74, buf84, buf86, 24576, 128, stream=stream0)
            buf75 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_305, sum_42], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:162
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf74, buf75, 768, 32, stream=stream0)
            buf78 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_307, hidden_states_83, hidden_states_84, mul_163, mul_164, mul_165, exp_16, mul_166, mul_167, add_114, mul_168, view_308, permute_180, permute_182], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:163
            extern_kernels.mm(reinterpret_tensor(buf76, (3072, 4096), (1, 3072), 0), view_238, out=buf78)
            del view_238
            buf80 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_307, hidden_states_83, hidden_states_84, mul_163, mul_164, mul_165, exp_16, mul_166, mul_167, add_114, mul_168, view_308, sum_43], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_11:164
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_11.run(buf79, buf80, 3072, 32, stream=stream0)
            buf83 = buf67; del buf67  # reuse
            # Topologically Sorted Source Nodes: [view_310, add_115, mul_170, mul_171, sum_44, mul_172, sum_45, mul_173, sub_54, sub_55, mul_174], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_12:165
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_12.run(buf83, buf77, primals_177, mul_94, div_18, 4096, 768, stream=stream0)
            del div_18
            del mul_94
            del primals_177
            buf85 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_310, add_115, mul_175, sum_46], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:166
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf84, buf85, 768, 32, stream=stream0)
            buf87 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_310, add_115, sum_47], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:167
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf86, buf87, 768, 32, stream=stream0)
            buf88 = buf77; del buf77  # reuse
            # Topologically Sorted Source Nodes: [view_311, hidden_states_80, permute_183, mm_20], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:168
            extern_kernels.mm(reinterpret_tensor(buf83, (4096, 768), (768, 1), 0), primals_175, out=buf88)
            del primals_175
            buf89 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_311, permute_184, permute_186], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:169
            extern_kernels.mm(reinterpret_tensor(buf83, (768, 4096), (1, 768), 0), view_236, out=buf89)
            del view_236
            buf92 = reinterpret_tensor(buf55, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf55  # reuse
            # Topologically Sorted Source Nodes: [view_313, view_314, permute_187, clone_77], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_13:170
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_13.run(buf88, buf92, 3145728, stream=stream0)
            buf93 = reinterpret_tensor(buf88, (384, 128, 64), (8192, 64, 1), 0); del buf88  # reuse
            # Topologically Sorted Source Nodes: [view_313, view_314, permute_187, clone_77, view_315, attn_output_30, permute_188, bmm_28], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:171
            extern_kernels.bmm(reinterpret_tensor(where_21, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf92, (384, 128, 64), (8192, 64, 1), 0), out=buf93)
            buf99 = buf50; del buf50  # reuse
            # Topologically Sorted Source Nodes: [view_316, permute_193, clone_78, view_321, view_322], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_14:172
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_14.run(buf93, buf99, 3145728, stream=stream0)
            buf100 = reinterpret_tensor(buf93, (4096, 768), (768, 1), 0); del buf93  # reuse
            # Topologically Sorted Source Nodes: [linear_62, permute_194, mm_22], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:173
            extern_kernels.mm(buf99, primals_173, out=buf100)
            del primals_173
            buf94 = reinterpret_tensor(buf46, (384, 128, 128), (16384, 128, 1), 0); del buf46  # reuse
            # Topologically Sorted Source Nodes: [view_313, view_314, permute_187, clone_77, view_315, bmm_29], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:174
            extern_kernels.bmm(reinterpret_tensor(buf92, (384, 128, 64), (8192, 64, 1), 0), permute_189, out=buf94)
            del permute_189
            buf96 = where_21; del where_21  # reuse
            # Topologically Sorted Source Nodes: [view_317, mul_176, sum_49, neg_2, fma_1], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_15:175
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_15.run(buf96, buf94, 49152, 128, stream=stream0)
            del buf94
            buf97 = reinterpret_tensor(buf92, (384, 64, 128), (8192, 128, 1), 0); del buf92  # reuse
            # Topologically Sorted Source Nodes: [view_317, mul_176, neg_2, fma_1, view_318, bmm_30], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:176
            extern_kernels.bmm(permute_190, reinterpret_tensor(buf96, (384, 128, 128), (16384, 128, 1), 0), out=buf97)
            del permute_190
            buf104 = buf59; del buf59  # reuse
            # Topologically Sorted Source Nodes: [view_319, mul_177, permute_192, permute_198, view_325, clone_79, view_326], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_16:177
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_16.run(buf97, buf104, 4096, 768, stream=stream0)
            buf105 = reinterpret_tensor(buf97, (4096, 768), (768, 1), 0); del buf97  # reuse
            # Topologically Sorted Source Nodes: [linear_61, permute_199, mm_24], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:178
            extern_kernels.mm(buf104, primals_171, out=buf105)
            del primals_171
            buf98 = reinterpret_tensor(buf54, (384, 128, 64), (8192, 64, 1), 0); del buf54  # reuse
            # Topologically Sorted Source Nodes: [view_317, mul_176, neg_2, fma_1, view_318, bmm_31], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:179
            extern_kernels.bmm(reinterpret_tensor(buf96, (384, 128, 128), (16384, 128, 1), 0), permute_191, out=buf98)
            del permute_191
            buf109 = buf49; del buf49  # reuse
            # Topologically Sorted Source Nodes: [view_320, mul_178, permute_203, clone_80, view_329, view_330], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_17:180
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_17.run(buf98, buf109, 3145728, stream=stream0)
            buf110 = reinterpret_tensor(buf98, (4096, 768), (768, 1), 0); del buf98  # reuse
            # Topologically Sorted Source Nodes: [linear_60, permute_204, mm_26], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:181
            extern_kernels.mm(buf109, primals_169, out=buf110)
            del primals_169
            buf90 = reinterpret_tensor(buf86, (1, 768, 32), (24576, 1, 768), 0); del buf86  # reuse
            buf118 = buf84; del buf84  # reuse
            buf120 = reinterpret_tensor(buf74, (768, 32), (1, 768), 0); del buf74  # reuse
            # Topologically Sorted Source Nodes: [view_311, sum_48, view_324, add_116, view_328, add_117, view_332, add_118, mul_185, sum_55, sum_56], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_18:182
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_18.run(buf83, buf100, buf105, buf110, mul_90, buf90, buf118, buf120, 24576, 128, stream=stream0)
            buf91 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_311, sum_48], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:183
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf90, buf91, 768, 32, stream=stream0)
            buf101 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_195, permute_197], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:184
            extern_kernels.mm(reinterpret_tensor(buf99, (768, 4096), (1, 768), 0), view_220, out=buf101)
            buf102 = buf90; del buf90  # reuse
            # Topologically Sorted Source Nodes: [sum_50], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:185
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf99, buf102, 24576, 128, stream=stream0)
            buf103 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_50], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:186
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf102, buf103, 768, 32, stream=stream0)
            buf106 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_200, permute_202], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:187
            extern_kernels.mm(reinterpret_tensor(buf104, (768, 4096), (1, 768), 0), view_220, out=buf106)
            buf107 = buf102; del buf102  # reuse
            # Topologically Sorted Source Nodes: [sum_51], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:188
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf104, buf107, 24576, 128, stream=stream0)
            buf108 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_51], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:189
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf107, buf108, 768, 32, stream=stream0)
            buf111 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_205, permute_207], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:190
            extern_kernels.mm(reinterpret_tensor(buf109, (768, 4096), (1, 768), 0), view_220, out=buf111)
            del view_220
            buf112 = buf107; del buf107  # reuse
            # Topologically Sorted Source Nodes: [sum_52], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:191
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf109, buf112, 24576, 128, stream=stream0)
            buf113 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_52], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:192
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf112, buf113, 768, 32, stream=stream0)
            buf114 = buf83; del buf83  # reuse
            buf117 = buf114; del buf114  # reuse
            # Topologically Sorted Source Nodes: [view_324, add_116, view_328, add_117, view_332, add_118, mul_180, mul_181, sum_53, mul_182, sum_54, mul_183, sub_57, sub_58, mul_184], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_20:193
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_20.run(buf117, buf100, buf105, buf110, primals_167, mul_90, div_19, 4096, 768, stream=stream0)
            del div_19
            del mul_90
            del primals_167
            buf119 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_324, add_116, view_328, add_117, view_332, add_118, mul_185, sum_55], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:194
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf118, buf119, 768, 32, stream=stream0)
            buf121 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_324, add_116, view_328, add_117, view_332, add_118, sum_56], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:195
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf120, buf121, 768, 32, stream=stream0)
            buf122 = reinterpret_tensor(buf76, (4096, 3072), (3072, 1), 0); del buf76  # reuse
            # Topologically Sorted Source Nodes: [view_333, hidden_states_77, permute_208, mm_28], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:196
            extern_kernels.mm(reinterpret_tensor(buf117, (4096, 768), (768, 1), 0), primals_165, out=buf122)
            del primals_165
            buf123 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_333, permute_209, permute_211], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:197
            extern_kernels.mm(reinterpret_tensor(buf117, (768, 4096), (1, 768), 0), view_218, out=buf123)
            del view_218
            buf126 = reinterpret_tensor(buf122, (32, 128, 3072), (393216, 3072, 1), 0); del buf122  # reuse
            buf129 = buf79; del buf79  # reuse
            # Topologically Sorted Source Nodes: [view_335, hidden_states_75, hidden_states_76, mul_187, mul_188, mul_189, exp_17, mul_190, mul_191, add_120, mul_192, view_336, sum_58], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_9:198
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_9.run(buf126, addmm_58, buf129, 98304, 128, stream=stream0)
            del addmm_58
            buf127 = buf110; del buf110  # reuse
            # Topologically Sorted Source Nodes: [view_335, hidden_states_75, hidden_states_76, mul_187, mul_188, mul_189, exp_17, mul_190, mul_191, add_120, mul_192, view_336, permute_212, mm_30], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:199
            extern_kernels.mm(reinterpret_tensor(buf126, (4096, 3072), (3072, 1), 0), primals_163, out=buf127)
            del primals_163
            buf124 = reinterpret_tensor(buf120, (1, 768, 32), (24576, 1, 768), 0); del buf120  # reuse
            buf134 = buf118; del buf118  # reuse
            buf136 = reinterpret_tensor(buf112, (768, 32), (1, 768), 0); del buf112  # reuse
            # Topologically Sorted Source Nodes: [view_333, sum_57, view_338, add_121, mul_199, sum_61, sum_62], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_10:200
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_10.run(buf117, buf127, mul_85, buf124, buf134, buf136, 24576, 128, stream=stream0)
            buf125 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_333, sum_57], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:201
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf124, buf125, 768, 32, stream=stream0)
            buf128 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_335, hidden_states_75, hidden_states_76, mul_187, mul_188, mul_189, exp_17, mul_190, mul_191, add_120, mul_192, view_336, permute_213, permute_215], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:202
            extern_kernels.mm(reinterpret_tensor(buf126, (3072, 4096), (1, 3072), 0), view_216, out=buf128)
            del view_216
            buf130 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_335, hidden_states_75, hidden_states_76, mul_187, mul_188, mul_189, exp_17, mul_190, mul_191, add_120, mul_192, view_336, sum_58], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_11:203
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_11.run(buf129, buf130, 3072, 32, stream=stream0)
            buf133 = buf117; del buf117  # reuse
            # Topologically Sorted Source Nodes: [view_338, add_121, mul_194, mul_195, sum_59, mul_196, sum_60, mul_197, sub_60, sub_61, mul_198], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_12:204
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_12.run(buf133, buf127, primals_161, mul_85, div_20, 4096, 768, stream=stream0)
            del div_20
            del mul_85
            del primals_161
            buf135 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_338, add_121, mul_199, sum_61], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:205
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf134, buf135, 768, 32, stream=stream0)
            buf137 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_338, add_121, sum_62], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:206
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf136, buf137, 768, 32, stream=stream0)
            buf138 = buf127; del buf127  # reuse
            # Topologically Sorted Source Nodes: [view_339, hidden_states_72, permute_216, mm_32], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:207
            extern_kernels.mm(reinterpret_tensor(buf133, (4096, 768), (768, 1), 0), primals_159, out=buf138)
            del primals_159
            buf139 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_339, permute_217, permute_219], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:208
            extern_kernels.mm(reinterpret_tensor(buf133, (768, 4096), (1, 768), 0), view_214, out=buf139)
            del view_214
            buf142 = reinterpret_tensor(buf105, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf105  # reuse
            # Topologically Sorted Source Nodes: [view_341, view_342, permute_220, clone_81], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_13:209
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_13.run(buf138, buf142, 3145728, stream=stream0)
            buf143 = reinterpret_tensor(buf138, (384, 128, 64), (8192, 64, 1), 0); del buf138  # reuse
            # Topologically Sorted Source Nodes: [view_341, view_342, permute_220, clone_81, view_343, attn_output_27, permute_221, bmm_32], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:210
            extern_kernels.bmm(reinterpret_tensor(where_19, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf142, (384, 128, 64), (8192, 64, 1), 0), out=buf143)
            buf149 = buf100; del buf100  # reuse
            # Topologically Sorted Source Nodes: [view_344, permute_226, clone_82, view_349, view_350], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_14:211
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_14.run(buf143, buf149, 3145728, stream=stream0)
            buf150 = reinterpret_tensor(buf143, (4096, 768), (768, 1), 0); del buf143  # reuse
            # Topologically Sorted Source Nodes: [linear_56, permute_227, mm_34], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:212
            extern_kernels.mm(buf149, primals_157, out=buf150)
            del primals_157
            buf144 = reinterpret_tensor(buf96, (384, 128, 128), (16384, 128, 1), 0); del buf96  # reuse
            # Topologically Sorted Source Nodes: [view_341, view_342, permute_220, clone_81, view_343, bmm_33], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:213
            extern_kernels.bmm(reinterpret_tensor(buf142, (384, 128, 64), (8192, 64, 1), 0), permute_222, out=buf144)
            del permute_222
            buf146 = where_19; del where_19  # reuse
            # Topologically Sorted Source Nodes: [view_345, mul_200, sum_64, neg_3, fma_2], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_15:214
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_15.run(buf146, buf144, 49152, 128, stream=stream0)
            del buf144
            buf147 = reinterpret_tensor(buf142, (384, 64, 128), (8192, 128, 1), 0); del buf142  # reuse
            # Topologically Sorted Source Nodes: [view_345, mul_200, neg_3, fma_2, view_346, bmm_34], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:215
            extern_kernels.bmm(permute_223, reinterpret_tensor(buf146, (384, 128, 128), (16384, 128, 1), 0), out=buf147)
            del permute_223
            buf154 = buf109; del buf109  # reuse
            # Topologically Sorted Source Nodes: [view_347, mul_201, permute_225, permute_231, view_353, clone_83, view_354], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_16:216
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_16.run(buf147, buf154, 4096, 768, stream=stream0)
            buf155 = reinterpret_tensor(buf147, (4096, 768), (768, 1), 0); del buf147  # reuse
            # Topologically Sorted Source Nodes: [linear_55, permute_232, mm_36], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:217
            extern_kernels.mm(buf154, primals_155, out=buf155)
            del primals_155
            buf148 = reinterpret_tensor(buf104, (384, 128, 64), (8192, 64, 1), 0); del buf104  # reuse
            # Topologically Sorted Source Nodes: [view_345, mul_200, neg_3, fma_2, view_346, bmm_35], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:218
            extern_kernels.bmm(reinterpret_tensor(buf146, (384, 128, 128), (16384, 128, 1), 0), permute_224, out=buf148)
            del permute_224
            buf159 = buf99; del buf99  # reuse
            # Topologically Sorted Source Nodes: [view_348, mul_202, permute_236, clone_84, view_357, view_358], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_17:219
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_17.run(buf148, buf159, 3145728, stream=stream0)
            buf160 = reinterpret_tensor(buf148, (4096, 768), (768, 1), 0); del buf148  # reuse
            # Topologically Sorted Source Nodes: [linear_54, permute_237, mm_38], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:220
            extern_kernels.mm(buf159, primals_153, out=buf160)
            del primals_153
            buf140 = reinterpret_tensor(buf136, (1, 768, 32), (24576, 1, 768), 0); del buf136  # reuse
            buf168 = buf134; del buf134  # reuse
            buf170 = reinterpret_tensor(buf124, (768, 32), (1, 768), 0); del buf124  # reuse
            # Topologically Sorted Source Nodes: [view_339, sum_63, view_352, add_122, view_356, add_123, view_360, add_124, mul_209, sum_70, sum_71], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_18:221
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_18.run(buf133, buf150, buf155, buf160, mul_81, buf140, buf168, buf170, 24576, 128, stream=stream0)
            buf141 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_339, sum_63], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:222
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf140, buf141, 768, 32, stream=stream0)
            buf151 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_228, permute_230], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:223
            extern_kernels.mm(reinterpret_tensor(buf149, (768, 4096), (1, 768), 0), view_198, out=buf151)
            buf152 = buf140; del buf140  # reuse
            # Topologically Sorted Source Nodes: [sum_65], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:224
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf149, buf152, 24576, 128, stream=stream0)
            buf153 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_65], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:225
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf152, buf153, 768, 32, stream=stream0)
            buf156 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_233, permute_235], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:226
            extern_kernels.mm(reinterpret_tensor(buf154, (768, 4096), (1, 768), 0), view_198, out=buf156)
            buf157 = buf152; del buf152  # reuse
            # Topologically Sorted Source Nodes: [sum_66], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:227
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf154, buf157, 24576, 128, stream=stream0)
            buf158 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_66], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:228
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf157, buf158, 768, 32, stream=stream0)
            buf161 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_238, permute_240], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:229
            extern_kernels.mm(reinterpret_tensor(buf159, (768, 4096), (1, 768), 0), view_198, out=buf161)
            del view_198
            buf162 = buf157; del buf157  # reuse
            # Topologically Sorted Source Nodes: [sum_67], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:230
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf159, buf162, 24576, 128, stream=stream0)
            buf163 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_67], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:231
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf162, buf163, 768, 32, stream=stream0)
            buf164 = buf133; del buf133  # reuse
            buf167 = buf164; del buf164  # reuse
            # Topologically Sorted Source Nodes: [view_352, add_122, view_356, add_123, view_360, add_124, mul_204, mul_205, sum_68, mul_206, sum_69, mul_207, sub_63, sub_64, mul_208], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_20:232
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_20.run(buf167, buf150, buf155, buf160, primals_151, mul_81, div_21, 4096, 768, stream=stream0)
            del div_21
            del mul_81
            del primals_151
            buf169 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_352, add_122, view_356, add_123, view_360, add_124, mul_209, sum_70], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:233
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf168, buf169, 768, 32, stream=stream0)
            buf171 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_352, add_122, view_356, add_123, view_360, add_124, sum_71], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:234
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf170, buf171, 768, 32, stream=stream0)
            buf172 = reinterpret_tensor(buf126, (4096, 3072), (3072, 1), 0); del buf126  # reuse
            # Topologically Sorted Source Nodes: [view_361, hidden_states_69, permute_241, mm_40], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:235
            extern_kernels.mm(reinterpret_tensor(buf167, (4096, 768), (768, 1), 0), primals_149, out=buf172)
            del primals_149
            buf173 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_361, permute_242, permute_244], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:236
            extern_kernels.mm(reinterpret_tensor(buf167, (768, 4096), (1, 768), 0), view_196, out=buf173)
            del view_196
            buf176 = reinterpret_tensor(buf172, (32, 128, 3072), (393216, 3072, 1), 0); del buf172  # reuse
            buf179 = buf129; del buf129  # reuse
            # Topologically Sorted Source Nodes: [view_363, hidden_states_67, hidden_states_68, mul_211, mul_212, mul_213, exp_18, mul_214, mul_215, add_126, mul_216, view_364, sum_73], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_9:237
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_9.run(buf176, addmm_52, buf179, 98304, 128, stream=stream0)
            del addmm_52
            buf177 = buf160; del buf160  # reuse
            # Topologically Sorted Source Nodes: [view_363, hidden_states_67, hidden_states_68, mul_211, mul_212, mul_213, exp_18, mul_214, mul_215, add_126, mul_216, view_364, permute_245, mm_42], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:238
            extern_kernels.mm(reinterpret_tensor(buf176, (4096, 3072), (3072, 1), 0), primals_147, out=buf177)
            del primals_147
            buf174 = reinterpret_tensor(buf170, (1, 768, 32), (24576, 1, 768), 0); del buf170  # reuse
            buf184 = buf168; del buf168  # reuse
            buf186 = reinterpret_tensor(buf162, (768, 32), (1, 768), 0); del buf162  # reuse
            # Topologically Sorted Source Nodes: [view_361, sum_72, view_366, add_127, mul_223, sum_76, sum_77], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_10:239
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_10.run(buf167, buf177, mul_76, buf174, buf184, buf186, 24576, 128, stream=stream0)
            buf175 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_361, sum_72], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:240
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf174, buf175, 768, 32, stream=stream0)
            buf178 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_363, hidden_states_67, hidden_states_68, mul_211, mul_212, mul_213, exp_18, mul_214, mul_215, add_126, mul_216, view_364, permute_246, permute_248], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:241
            extern_kernels.mm(reinterpret_tensor(buf176, (3072, 4096), (1, 3072), 0), view_194, out=buf178)
            del view_194
            buf180 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_363, hidden_states_67, hidden_states_68, mul_211, mul_212, mul_213, exp_18, mul_214, mul_215, add_126, mul_216, view_364, sum_73], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_11:242
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_11.run(buf179, buf180, 3072, 32, stream=stream0)
            buf183 = buf167; del buf167  # reuse
            # Topologically Sorted Source Nodes: [view_366, add_127, mul_218, mul_219, sum_74, mul_220, sum_75, mul_221, sub_66, sub_67, mul_222], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_12:243
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_12.run(buf183, buf177, primals_145, mul_76, div_22, 4096, 768, stream=stream0)
            del div_22
            del mul_76
            del primals_145
            buf185 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_366, add_127, mul_223, sum_76], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:244
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf184, buf185, 768, 32, stream=stream0)
            buf187 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_366, add_127, sum_77], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:245
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf186, buf187, 768, 32, stream=stream0)
            buf188 = buf177; del buf177  # reuse
            # Topologically Sorted Source Nodes: [view_367, hidden_states_64, permute_249, mm_44], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:246
            extern_kernels.mm(reinterpret_tensor(buf183, (4096, 768), (768, 1), 0), primals_143, out=buf188)
            del primals_143
            buf189 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_367, permute_250, permute_252], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:247
            extern_kernels.mm(reinterpret_tensor(buf183, (768, 4096), (1, 768), 0), view_192, out=buf189)
            del view_192
            buf192 = reinterpret_tensor(buf155, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf155  # reuse
            # Topologically Sorted Source Nodes: [view_369, view_370, permute_253, clone_85], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_13:248
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_13.run(buf188, buf192, 3145728, stream=stream0)
            buf193 = reinterpret_tensor(buf188, (384, 128, 64), (8192, 64, 1), 0); del buf188  # reuse
            # Topologically Sorted Source Nodes: [view_369, view_370, permute_253, clone_85, view_371, attn_output_24, permute_254, bmm_36], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:249
            extern_kernels.bmm(reinterpret_tensor(where_17, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf192, (384, 128, 64), (8192, 64, 1), 0), out=buf193)
            buf199 = buf150; del buf150  # reuse
            # Topologically Sorted Source Nodes: [view_372, permute_259, clone_86, view_377, view_378], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_14:250
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_14.run(buf193, buf199, 3145728, stream=stream0)
            buf200 = reinterpret_tensor(buf193, (4096, 768), (768, 1), 0); del buf193  # reuse
            # Topologically Sorted Source Nodes: [linear_50, permute_260, mm_46], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:251
            extern_kernels.mm(buf199, primals_141, out=buf200)
            del primals_141
            buf194 = reinterpret_tensor(buf146, (384, 128, 128), (16384, 128, 1), 0); del buf146  # reuse
            # Topologically Sorted Source Nodes: [view_369, view_370, permute_253, clone_85, view_371, bmm_37], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:252
            extern_kernels.bmm(reinterpret_tensor(buf192, (384, 128, 64), (8192, 64, 1), 0), permute_255, out=buf194)
            del permute_255
            buf196 = where_17; del where_17  # reuse
            # Topologically Sorted Source Nodes: [view_373, mul_224, sum_79, neg_4, fma_3], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_15:253
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_15.run(buf196, buf194, 49152, 128, stream=stream0)
            del buf194
            buf197 = reinterpret_tensor(buf192, (384, 64, 128), (8192, 128, 1), 0); del buf192  # reuse
            # Topologically Sorted Source Nodes: [view_373, mul_224, neg_4, fma_3, view_374, bmm_38], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:254
            extern_kernels.bmm(permute_256, reinterpret_tensor(buf196, (384, 128, 128), (16384, 128, 1), 0), out=buf197)
            del permute_256
            buf204 = buf159; del buf159  # reuse
            # Topologically Sorted Source Nodes: [view_375, mul_225, permute_258, permute_264, view_381, clone_87, view_382], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_16:255
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_16.run(buf197, buf204, 4096, 768, stream=stream0)
            buf205 = reinterpret_tensor(buf197, (4096, 768), (768, 1), 0); del buf197  # reuse
            # Topologically Sorted Source Nodes: [linear_49, permute_265, mm_48], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:256
            extern_kernels.mm(buf204, primals_139, out=buf205)
            del primals_139
            buf198 = reinterpret_tensor(buf154, (384, 128, 64), (8192, 64, 1), 0); del buf154  # reuse
            # Topologically Sorted Source Nodes: [view_373, mul_224, neg_4, fma_3, view_374, bmm_39], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:257
            extern_kernels.bmm(reinterpret_tensor(buf196, (384, 128, 128), (16384, 128, 1), 0), permute_257, out=buf198)
            del permute_257
            buf209 = buf149; del buf149  # reuse
            # Topologically Sorted Source Nodes: [view_376, mul_226, permute_269, clone_88, view_385, view_386], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_17:258
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_17.run(buf198, buf209, 3145728, stream=stream0)
            buf210 = reinterpret_tensor(buf198, (4096, 768), (768, 1), 0); del buf198  # reuse
            # Topologically Sorted Source Nodes: [linear_48, permute_270, mm_50], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:259
            extern_kernels.mm(buf209, primals_137, out=buf210)
            del primals_137
            buf190 = reinterpret_tensor(buf186, (1, 768, 32), (24576, 1, 768), 0); del buf186  # reuse
            buf218 = buf184; del buf184  # reuse
            buf220 = reinterpret_tensor(buf174, (768, 32), (1, 768), 0); del buf174  # reuse
            # Topologically Sorted Source Nodes: [view_367, sum_78, view_380, add_128, view_384, add_129, view_388, add_130, mul_233, sum_85, sum_86], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_18:260
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_18.run(buf183, buf200, buf205, buf210, mul_72, buf190, buf218, buf220, 24576, 128, stream=stream0)
            buf191 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_367, sum_78], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:261
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf190, buf191, 768, 32, stream=stream0)
            buf201 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_261, permute_263], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:262
            extern_kernels.mm(reinterpret_tensor(buf199, (768, 4096), (1, 768), 0), view_176, out=buf201)
            buf202 = buf190; del buf190  # reuse
            # Topologically Sorted Source Nodes: [sum_80], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:263
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf199, buf202, 24576, 128, stream=stream0)
            buf203 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_80], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:264
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf202, buf203, 768, 32, stream=stream0)
            buf206 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_266, permute_268], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:265
            extern_kernels.mm(reinterpret_tensor(buf204, (768, 4096), (1, 768), 0), view_176, out=buf206)
            buf207 = buf202; del buf202  # reuse
            # Topologically Sorted Source Nodes: [sum_81], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:266
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf204, buf207, 24576, 128, stream=stream0)
            buf208 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_81], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:267
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf207, buf208, 768, 32, stream=stream0)
            buf211 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_271, permute_273], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:268
            extern_kernels.mm(reinterpret_tensor(buf209, (768, 4096), (1, 768), 0), view_176, out=buf211)
            del view_176
            buf212 = buf207; del buf207  # reuse
            # Topologically Sorted Source Nodes: [sum_82], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:269
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf209, buf212, 24576, 128, stream=stream0)
            buf213 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_82], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:270
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf212, buf213, 768, 32, stream=stream0)
            buf214 = buf183; del buf183  # reuse
            buf217 = buf214; del buf214  # reuse
            # Topologically Sorted Source Nodes: [view_380, add_128, view_384, add_129, view_388, add_130, mul_228, mul_229, sum_83, mul_230, sum_84, mul_231, sub_69, sub_70, mul_232], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_20:271
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_20.run(buf217, buf200, buf205, buf210, primals_135, mul_72, div_23, 4096, 768, stream=stream0)
            del div_23
            del mul_72
            del primals_135
            buf219 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_380, add_128, view_384, add_129, view_388, add_130, mul_233, sum_85], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:272
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf218, buf219, 768, 32, stream=stream0)
            buf221 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_380, add_128, view_384, add_129, view_388, add_130, sum_86], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:273
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf220, buf221, 768, 32, stream=stream0)
            buf222 = reinterpret_tensor(buf176, (4096, 3072), (3072, 1), 0); del buf176  # reuse
            # Topologically Sorted Source Nodes: [view_389, hidden_states_61, permute_274, mm_52], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:274
            extern_kernels.mm(reinterpret_tensor(buf217, (4096, 768), (768, 1), 0), primals_133, out=buf222)
            del primals_133
            buf223 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_389, permute_275, permute_277], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:275
            extern_kernels.mm(reinterpret_tensor(buf217, (768, 4096), (1, 768), 0), view_174, out=buf223)
            del view_174
            buf226 = reinterpret_tensor(buf222, (32, 128, 3072), (393216, 3072, 1), 0); del buf222  # reuse
            buf229 = buf179; del buf179  # reuse
            # Topologically Sorted Source Nodes: [view_391, hidden_states_59, hidden_states_60, mul_235, mul_236, mul_237, exp_19, mul_238, mul_239, add_132, mul_240, view_392, sum_88], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_9:276
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_9.run(buf226, addmm_46, buf229, 98304, 128, stream=stream0)
            del addmm_46
            buf227 = buf210; del buf210  # reuse
            # Topologically Sorted Source Nodes: [view_391, hidden_states_59, hidden_states_60, mul_235, mul_236, mul_237, exp_19, mul_238, mul_239, add_132, mul_240, view_392, permute_278, mm_54], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:277
            extern_kernels.mm(reinterpret_tensor(buf226, (4096, 3072), (3072, 1), 0), primals_131, out=buf227)
            del primals_131
            buf224 = reinterpret_tensor(buf220, (1, 768, 32), (24576, 1, 768), 0); del buf220  # reuse
            buf234 = buf218; del buf218  # reuse
            buf236 = reinterpret_tensor(buf212, (768, 32), (1, 768), 0); del buf212  # reuse
            # Topologically Sorted Source Nodes: [view_389, sum_87, view_394, add_133, mul_247, sum_91, sum_92], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_10:278
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_10.run(buf217, buf227, mul_67, buf224, buf234, buf236, 24576, 128, stream=stream0)
            buf225 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_389, sum_87], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:279
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf224, buf225, 768, 32, stream=stream0)
            buf228 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_391, hidden_states_59, hidden_states_60, mul_235, mul_236, mul_237, exp_19, mul_238, mul_239, add_132, mul_240, view_392, permute_279, permute_281], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:280
            extern_kernels.mm(reinterpret_tensor(buf226, (3072, 4096), (1, 3072), 0), view_172, out=buf228)
            del view_172
            buf230 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_391, hidden_states_59, hidden_states_60, mul_235, mul_236, mul_237, exp_19, mul_238, mul_239, add_132, mul_240, view_392, sum_88], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_11:281
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_11.run(buf229, buf230, 3072, 32, stream=stream0)
            buf233 = buf217; del buf217  # reuse
            # Topologically Sorted Source Nodes: [view_394, add_133, mul_242, mul_243, sum_89, mul_244, sum_90, mul_245, sub_72, sub_73, mul_246], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_12:282
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_12.run(buf233, buf227, primals_129, mul_67, div_24, 4096, 768, stream=stream0)
            del div_24
            del mul_67
            del primals_129
            buf235 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_394, add_133, mul_247, sum_91], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:283
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf234, buf235, 768, 32, stream=stream0)
            buf237 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_394, add_133, sum_92], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:284
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf236, buf237, 768, 32, stream=stream0)
            buf238 = buf227; del buf227  # reuse
            # Topologically Sorted Source Nodes: [view_395, hidden_states_56, permute_282, mm_56], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:285
            extern_kernels.mm(reinterpret_tensor(buf233, (4096, 768), (768, 1), 0), primals_127, out=buf238)
            del primals_127
            buf239 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_395, permute_283, permute_285], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:286
            extern_kernels.mm(reinterpret_tensor(buf233, (768, 4096), (1, 768), 0), view_170, out=buf239)
            del view_170
            buf242 = reinterpret_tensor(buf205, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf205  # reuse
            # Topologically Sorted Source Nodes: [view_397, view_398, permute_286, clone_89], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_13:287
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_13.run(buf238, buf242, 3145728, stream=stream0)
            buf243 = reinterpret_tensor(buf238, (384, 128, 64), (8192, 64, 1), 0); del buf238  # reuse
            # Topologically Sorted Source Nodes: [view_397, view_398, permute_286, clone_89, view_399, attn_output_21, permute_287, bmm_40], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:288
            extern_kernels.bmm(reinterpret_tensor(where_15, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf242, (384, 128, 64), (8192, 64, 1), 0), out=buf243)
            buf249 = buf200; del buf200  # reuse
            # Topologically Sorted Source Nodes: [view_400, permute_292, clone_90, view_405, view_406], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_14:289
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_14.run(buf243, buf249, 3145728, stream=stream0)
            buf250 = reinterpret_tensor(buf243, (4096, 768), (768, 1), 0); del buf243  # reuse
            # Topologically Sorted Source Nodes: [linear_44, permute_293, mm_58], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:290
            extern_kernels.mm(buf249, primals_125, out=buf250)
            del primals_125
            buf244 = reinterpret_tensor(buf196, (384, 128, 128), (16384, 128, 1), 0); del buf196  # reuse
            # Topologically Sorted Source Nodes: [view_397, view_398, permute_286, clone_89, view_399, bmm_41], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:291
            extern_kernels.bmm(reinterpret_tensor(buf242, (384, 128, 64), (8192, 64, 1), 0), permute_288, out=buf244)
            del permute_288
            buf246 = where_15; del where_15  # reuse
            # Topologically Sorted Source Nodes: [view_401, mul_248, sum_94, neg_5, fma_4], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_15:292
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_15.run(buf246, buf244, 49152, 128, stream=stream0)
            del buf244
            buf247 = reinterpret_tensor(buf242, (384, 64, 128), (8192, 128, 1), 0); del buf242  # reuse
            # Topologically Sorted Source Nodes: [view_401, mul_248, neg_5, fma_4, view_402, bmm_42], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:293
            extern_kernels.bmm(permute_289, reinterpret_tensor(buf246, (384, 128, 128), (16384, 128, 1), 0), out=buf247)
            del permute_289
            buf254 = buf209; del buf209  # reuse
            # Topologically Sorted Source Nodes: [view_403, mul_249, permute_291, permute_297, view_409, clone_91, view_410], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_16:294
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_16.run(buf247, buf254, 4096, 768, stream=stream0)
            buf255 = reinterpret_tensor(buf247, (4096, 768), (768, 1), 0); del buf247  # reuse
            # Topologically Sorted Source Nodes: [linear_43, permute_298, mm_60], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:295
            extern_kernels.mm(buf254, primals_123, out=buf255)
            del primals_123
            buf248 = reinterpret_tensor(buf204, (384, 128, 64), (8192, 64, 1), 0); del buf204  # reuse
            # Topologically Sorted Source Nodes: [view_401, mul_248, neg_5, fma_4, view_402, bmm_43], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:296
            extern_kernels.bmm(reinterpret_tensor(buf246, (384, 128, 128), (16384, 128, 1), 0), permute_290, out=buf248)
            del permute_290
            buf259 = buf199; del buf199  # reuse
            # Topologically Sorted Source Nodes: [view_404, mul_250, permute_302, clone_92, view_413, view_414], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_17:297
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_17.run(buf248, buf259, 3145728, stream=stream0)
            buf260 = reinterpret_tensor(buf248, (4096, 768), (768, 1), 0); del buf248  # reuse
            # Topologically Sorted Source Nodes: [linear_42, permute_303, mm_62], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:298
            extern_kernels.mm(buf259, primals_121, out=buf260)
            del primals_121
            buf240 = reinterpret_tensor(buf236, (1, 768, 32), (24576, 1, 768), 0); del buf236  # reuse
            buf268 = buf234; del buf234  # reuse
            buf270 = reinterpret_tensor(buf224, (768, 32), (1, 768), 0); del buf224  # reuse
            # Topologically Sorted Source Nodes: [view_395, sum_93, view_408, add_134, view_412, add_135, view_416, add_136, mul_257, sum_100, sum_101], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_18:299
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_18.run(buf233, buf250, buf255, buf260, mul_63, buf240, buf268, buf270, 24576, 128, stream=stream0)
            buf241 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_395, sum_93], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:300
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf240, buf241, 768, 32, stream=stream0)
            buf251 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_294, permute_296], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:301
            extern_kernels.mm(reinterpret_tensor(buf249, (768, 4096), (1, 768), 0), view_154, out=buf251)
            buf252 = buf240; del buf240  # reuse
            # Topologically Sorted Source Nodes: [sum_95], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:302
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf249, buf252, 24576, 128, stream=stream0)
            buf253 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_95], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:303
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf252, buf253, 768, 32, stream=stream0)
            buf256 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_299, permute_301], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:304
            extern_kernels.mm(reinterpret_tensor(buf254, (768, 4096), (1, 768), 0), view_154, out=buf256)
            buf257 = buf252; del buf252  # reuse
            # Topologically Sorted Source Nodes: [sum_96], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:305
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf254, buf257, 24576, 128, stream=stream0)
            buf258 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_96], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:306
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf257, buf258, 768, 32, stream=stream0)
            buf261 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_304, permute_306], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:307
            extern_kernels.mm(reinterpret_tensor(buf259, (768, 4096), (1, 768), 0), view_154, out=buf261)
            del view_154
            buf262 = buf257; del buf257  # reuse
            # Topologically Sorted Source Nodes: [sum_97], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:308
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf259, buf262, 24576, 128, stream=stream0)
            buf263 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_97], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:309
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf262, buf263, 768, 32, stream=stream0)
            buf264 = buf233; del buf233  # reuse
            buf267 = buf264; del buf264  # reuse
            # Topologically Sorted Source Nodes: [view_408, add_134, view_412, add_135, view_416, add_136, mul_252, mul_253, sum_98, mul_254, sum_99, mul_255, sub_75, sub_76, mul_256], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_20:310
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_20.run(buf267, buf250, buf255, buf260, primals_119, mul_63, div_25, 4096, 768, stream=stream0)
            del div_25
            del mul_63
            del primals_119
            buf269 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_408, add_134, view_412, add_135, view_416, add_136, mul_257, sum_100], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:311
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf268, buf269, 768, 32, stream=stream0)
            buf271 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_408, add_134, view_412, add_135, view_416, add_136, sum_101], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:312
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf270, buf271, 768, 32, stream=stream0)
            buf272 = reinterpret_tensor(buf226, (4096, 3072), (3072, 1), 0); del buf226  # reuse
            # Topologically Sorted Source Nodes: [view_417, hidden_states_53, permute_307, mm_64], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:313
            extern_kernels.mm(reinterpret_tensor(buf267, (4096, 768), (768, 1), 0), primals_117, out=buf272)
            del primals_117
            buf273 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_417, permute_308, permute_310], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:314
            extern_kernels.mm(reinterpret_tensor(buf267, (768, 4096), (1, 768), 0), view_152, out=buf273)
            del view_152
            buf276 = reinterpret_tensor(buf272, (32, 128, 3072), (393216, 3072, 1), 0); del buf272  # reuse
            buf279 = buf229; del buf229  # reuse
            # Topologically Sorted Source Nodes: [view_419, hidden_states_51, hidden_states_52, mul_259, mul_260, mul_261, exp_20, mul_262, mul_263, add_138, mul_264, view_420, sum_103], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_9:315
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_9.run(buf276, addmm_40, buf279, 98304, 128, stream=stream0)
            del addmm_40
            buf277 = buf260; del buf260  # reuse
            # Topologically Sorted Source Nodes: [view_419, hidden_states_51, hidden_states_52, mul_259, mul_260, mul_261, exp_20, mul_262, mul_263, add_138, mul_264, view_420, permute_311, mm_66], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:316
            extern_kernels.mm(reinterpret_tensor(buf276, (4096, 3072), (3072, 1), 0), primals_115, out=buf277)
            del primals_115
            buf274 = reinterpret_tensor(buf270, (1, 768, 32), (24576, 1, 768), 0); del buf270  # reuse
            buf284 = buf268; del buf268  # reuse
            buf286 = reinterpret_tensor(buf262, (768, 32), (1, 768), 0); del buf262  # reuse
            # Topologically Sorted Source Nodes: [view_417, sum_102, view_422, add_139, mul_271, sum_106, sum_107], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_10:317
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_10.run(buf267, buf277, mul_58, buf274, buf284, buf286, 24576, 128, stream=stream0)
            buf275 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_417, sum_102], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:318
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf274, buf275, 768, 32, stream=stream0)
            buf278 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_419, hidden_states_51, hidden_states_52, mul_259, mul_260, mul_261, exp_20, mul_262, mul_263, add_138, mul_264, view_420, permute_312, permute_314], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:319
            extern_kernels.mm(reinterpret_tensor(buf276, (3072, 4096), (1, 3072), 0), view_150, out=buf278)
            del view_150
            buf280 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_419, hidden_states_51, hidden_states_52, mul_259, mul_260, mul_261, exp_20, mul_262, mul_263, add_138, mul_264, view_420, sum_103], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_11:320
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_11.run(buf279, buf280, 3072, 32, stream=stream0)
            buf283 = buf267; del buf267  # reuse
            # Topologically Sorted Source Nodes: [view_422, add_139, mul_266, mul_267, sum_104, mul_268, sum_105, mul_269, sub_78, sub_79, mul_270], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_12:321
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_12.run(buf283, buf277, primals_113, mul_58, div_26, 4096, 768, stream=stream0)
            del div_26
            del mul_58
            del primals_113
            buf285 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_422, add_139, mul_271, sum_106], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:322
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf284, buf285, 768, 32, stream=stream0)
            buf287 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_422, add_139, sum_107], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:323
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf286, buf287, 768, 32, stream=stream0)
            buf288 = buf277; del buf277  # reuse
            # Topologically Sorted Source Nodes: [view_423, hidden_states_48, permute_315, mm_68], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:324
            extern_kernels.mm(reinterpret_tensor(buf283, (4096, 768), (768, 1), 0), primals_111, out=buf288)
            del primals_111
            buf289 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_423, permute_316, permute_318], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:325
            extern_kernels.mm(reinterpret_tensor(buf283, (768, 4096), (1, 768), 0), view_148, out=buf289)
            del view_148
            buf292 = reinterpret_tensor(buf255, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf255  # reuse
            # Topologically Sorted Source Nodes: [view_425, view_426, permute_319, clone_93], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_13:326
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_13.run(buf288, buf292, 3145728, stream=stream0)
            buf293 = reinterpret_tensor(buf288, (384, 128, 64), (8192, 64, 1), 0); del buf288  # reuse
            # Topologically Sorted Source Nodes: [view_425, view_426, permute_319, clone_93, view_427, attn_output_18, permute_320, bmm_44], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:327
            extern_kernels.bmm(reinterpret_tensor(where_13, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf292, (384, 128, 64), (8192, 64, 1), 0), out=buf293)
            buf299 = buf250; del buf250  # reuse
            # Topologically Sorted Source Nodes: [view_428, permute_325, clone_94, view_433, view_434], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_14:328
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_14.run(buf293, buf299, 3145728, stream=stream0)
            buf300 = reinterpret_tensor(buf293, (4096, 768), (768, 1), 0); del buf293  # reuse
            # Topologically Sorted Source Nodes: [linear_38, permute_326, mm_70], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:329
            extern_kernels.mm(buf299, primals_109, out=buf300)
            del primals_109
            buf294 = reinterpret_tensor(buf246, (384, 128, 128), (16384, 128, 1), 0); del buf246  # reuse
            # Topologically Sorted Source Nodes: [view_425, view_426, permute_319, clone_93, view_427, bmm_45], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:330
            extern_kernels.bmm(reinterpret_tensor(buf292, (384, 128, 64), (8192, 64, 1), 0), permute_321, out=buf294)
            del permute_321
            buf296 = where_13; del where_13  # reuse
            # Topologically Sorted Source Nodes: [view_429, mul_272, sum_109, neg_6, fma_5], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_15:331
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_15.run(buf296, buf294, 49152, 128, stream=stream0)
            del buf294
            buf297 = reinterpret_tensor(buf292, (384, 64, 128), (8192, 128, 1), 0); del buf292  # reuse
            # Topologically Sorted Source Nodes: [view_429, mul_272, neg_6, fma_5, view_430, bmm_46], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:332
            extern_kernels.bmm(permute_322, reinterpret_tensor(buf296, (384, 128, 128), (16384, 128, 1), 0), out=buf297)
            del permute_322
            buf304 = buf259; del buf259  # reuse
            # Topologically Sorted Source Nodes: [view_431, mul_273, permute_324, permute_330, view_437, clone_95, view_438], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_16:333
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_16.run(buf297, buf304, 4096, 768, stream=stream0)
            buf305 = reinterpret_tensor(buf297, (4096, 768), (768, 1), 0); del buf297  # reuse
            # Topologically Sorted Source Nodes: [linear_37, permute_331, mm_72], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:334
            extern_kernels.mm(buf304, primals_107, out=buf305)
            del primals_107
            buf298 = reinterpret_tensor(buf254, (384, 128, 64), (8192, 64, 1), 0); del buf254  # reuse
            # Topologically Sorted Source Nodes: [view_429, mul_272, neg_6, fma_5, view_430, bmm_47], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:335
            extern_kernels.bmm(reinterpret_tensor(buf296, (384, 128, 128), (16384, 128, 1), 0), permute_323, out=buf298)
            del permute_323
            buf309 = buf249; del buf249  # reuse
            # Topologically Sorted Source Nodes: [view_432, mul_274, permute_335, clone_96, view_441, view_442], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_17:336
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_17.run(buf298, buf309, 3145728, stream=stream0)
            buf310 = reinterpret_tensor(buf298, (4096, 768), (768, 1), 0); del buf298  # reuse
            # Topologically Sorted Source Nodes: [linear_36, permute_336, mm_74], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:337
            extern_kernels.mm(buf309, primals_105, out=buf310)
            del primals_105
            buf290 = reinterpret_tensor(buf286, (1, 768, 32), (24576, 1, 768), 0); del buf286  # reuse
            buf318 = buf284; del buf284  # reuse
            buf320 = reinterpret_tensor(buf274, (768, 32), (1, 768), 0); del buf274  # reuse
            # Topologically Sorted Source Nodes: [view_423, sum_108, view_436, add_140, view_440, add_141, view_444, add_142, mul_281, sum_115, sum_116], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_18:338
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_18.run(buf283, buf300, buf305, buf310, mul_54, buf290, buf318, buf320, 24576, 128, stream=stream0)
            buf291 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_423, sum_108], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:339
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf290, buf291, 768, 32, stream=stream0)
            buf301 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_327, permute_329], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:340
            extern_kernels.mm(reinterpret_tensor(buf299, (768, 4096), (1, 768), 0), view_132, out=buf301)
            buf302 = buf290; del buf290  # reuse
            # Topologically Sorted Source Nodes: [sum_110], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:341
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf299, buf302, 24576, 128, stream=stream0)
            buf303 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_110], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:342
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf302, buf303, 768, 32, stream=stream0)
            buf306 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_332, permute_334], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:343
            extern_kernels.mm(reinterpret_tensor(buf304, (768, 4096), (1, 768), 0), view_132, out=buf306)
            buf307 = buf302; del buf302  # reuse
            # Topologically Sorted Source Nodes: [sum_111], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:344
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf304, buf307, 24576, 128, stream=stream0)
            buf308 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_111], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:345
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf307, buf308, 768, 32, stream=stream0)
            buf311 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_337, permute_339], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:346
            extern_kernels.mm(reinterpret_tensor(buf309, (768, 4096), (1, 768), 0), view_132, out=buf311)
            del view_132
            buf312 = buf307; del buf307  # reuse
            # Topologically Sorted Source Nodes: [sum_112], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:347
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf309, buf312, 24576, 128, stream=stream0)
            buf313 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_112], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:348
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf312, buf313, 768, 32, stream=stream0)
            buf314 = buf283; del buf283  # reuse
            buf317 = buf314; del buf314  # reuse
            # Topologically Sorted Source Nodes: [view_436, add_140, view_440, add_141, view_444, add_142, mul_276, mul_277, sum_113, mul_278, sum_114, mul_279, sub_81, sub_82, mul_280], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_20:349
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_20.run(buf317, buf300, buf305, buf310, primals_103, mul_54, div_27, 4096, 768, stream=stream0)
            del div_27
            del mul_54
            del primals_103
            buf319 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_436, add_140, view_440, add_141, view_444, add_142, mul_281, sum_115], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:350
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf318, buf319, 768, 32, stream=stream0)
            buf321 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_436, add_140, view_440, add_141, view_444, add_142, sum_116], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:351
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf320, buf321, 768, 32, stream=stream0)
            buf322 = reinterpret_tensor(buf276, (4096, 3072), (3072, 1), 0); del buf276  # reuse
            # Topologically Sorted Source Nodes: [view_445, hidden_states_45, permute_340, mm_76], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:352
            extern_kernels.mm(reinterpret_tensor(buf317, (4096, 768), (768, 1), 0), primals_101, out=buf322)
            del primals_101
            buf323 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_445, permute_341, permute_343], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:353
            extern_kernels.mm(reinterpret_tensor(buf317, (768, 4096), (1, 768), 0), view_130, out=buf323)
            del view_130
            buf326 = reinterpret_tensor(buf322, (32, 128, 3072), (393216, 3072, 1), 0); del buf322  # reuse
            buf329 = buf279; del buf279  # reuse
            # Topologically Sorted Source Nodes: [view_447, hidden_states_43, hidden_states_44, mul_283, mul_284, mul_285, exp_21, mul_286, mul_287, add_144, mul_288, view_448, sum_118], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_9:354
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_9.run(buf326, addmm_34, buf329, 98304, 128, stream=stream0)
            del addmm_34
            buf327 = buf310; del buf310  # reuse
            # Topologically Sorted Source Nodes: [view_447, hidden_states_43, hidden_states_44, mul_283, mul_284, mul_285, exp_21, mul_286, mul_287, add_144, mul_288, view_448, permute_344, mm_78], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:355
            extern_kernels.mm(reinterpret_tensor(buf326, (4096, 3072), (3072, 1), 0), primals_99, out=buf327)
            del primals_99
            buf324 = reinterpret_tensor(buf320, (1, 768, 32), (24576, 1, 768), 0); del buf320  # reuse
            buf334 = buf318; del buf318  # reuse
            buf336 = reinterpret_tensor(buf312, (768, 32), (1, 768), 0); del buf312  # reuse
            # Topologically Sorted Source Nodes: [view_445, sum_117, view_450, add_145, mul_295, sum_121, sum_122], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_10:356
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_10.run(buf317, buf327, mul_49, buf324, buf334, buf336, 24576, 128, stream=stream0)
            buf325 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_445, sum_117], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:357
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf324, buf325, 768, 32, stream=stream0)
            buf328 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_447, hidden_states_43, hidden_states_44, mul_283, mul_284, mul_285, exp_21, mul_286, mul_287, add_144, mul_288, view_448, permute_345, permute_347], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:358
            extern_kernels.mm(reinterpret_tensor(buf326, (3072, 4096), (1, 3072), 0), view_128, out=buf328)
            del view_128
            buf330 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_447, hidden_states_43, hidden_states_44, mul_283, mul_284, mul_285, exp_21, mul_286, mul_287, add_144, mul_288, view_448, sum_118], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_11:359
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_11.run(buf329, buf330, 3072, 32, stream=stream0)
            buf333 = buf317; del buf317  # reuse
            # Topologically Sorted Source Nodes: [view_450, add_145, mul_290, mul_291, sum_119, mul_292, sum_120, mul_293, sub_84, sub_85, mul_294], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_12:360
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_12.run(buf333, buf327, primals_97, mul_49, div_28, 4096, 768, stream=stream0)
            del div_28
            del mul_49
            del primals_97
            buf335 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_450, add_145, mul_295, sum_121], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:361
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf334, buf335, 768, 32, stream=stream0)
            buf337 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_450, add_145, sum_122], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:362
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf336, buf337, 768, 32, stream=stream0)
            buf338 = buf327; del buf327  # reuse
            # Topologically Sorted Source Nodes: [view_451, hidden_states_40, permute_348, mm_80], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:363
            extern_kernels.mm(reinterpret_tensor(buf333, (4096, 768), (768, 1), 0), primals_95, out=buf338)
            del primals_95
            buf339 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_451, permute_349, permute_351], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:364
            extern_kernels.mm(reinterpret_tensor(buf333, (768, 4096), (1, 768), 0), view_126, out=buf339)
            del view_126
            buf342 = reinterpret_tensor(buf305, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf305  # reuse
            # Topologically Sorted Source Nodes: [view_453, view_454, permute_352, clone_97], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_13:365
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_13.run(buf338, buf342, 3145728, stream=stream0)
            buf343 = reinterpret_tensor(buf338, (384, 128, 64), (8192, 64, 1), 0); del buf338  # reuse
            # Topologically Sorted Source Nodes: [view_453, view_454, permute_352, clone_97, view_455, attn_output_15, permute_353, bmm_48], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:366
            extern_kernels.bmm(reinterpret_tensor(where_11, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf342, (384, 128, 64), (8192, 64, 1), 0), out=buf343)
            buf349 = buf300; del buf300  # reuse
            # Topologically Sorted Source Nodes: [view_456, permute_358, clone_98, view_461, view_462], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_14:367
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_14.run(buf343, buf349, 3145728, stream=stream0)
            buf350 = reinterpret_tensor(buf343, (4096, 768), (768, 1), 0); del buf343  # reuse
            # Topologically Sorted Source Nodes: [linear_32, permute_359, mm_82], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:368
            extern_kernels.mm(buf349, primals_93, out=buf350)
            del primals_93
            buf344 = reinterpret_tensor(buf296, (384, 128, 128), (16384, 128, 1), 0); del buf296  # reuse
            # Topologically Sorted Source Nodes: [view_453, view_454, permute_352, clone_97, view_455, bmm_49], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:369
            extern_kernels.bmm(reinterpret_tensor(buf342, (384, 128, 64), (8192, 64, 1), 0), permute_354, out=buf344)
            del permute_354
            buf346 = where_11; del where_11  # reuse
            # Topologically Sorted Source Nodes: [view_457, mul_296, sum_124, neg_7, fma_6], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_15:370
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_15.run(buf346, buf344, 49152, 128, stream=stream0)
            del buf344
            buf347 = reinterpret_tensor(buf342, (384, 64, 128), (8192, 128, 1), 0); del buf342  # reuse
            # Topologically Sorted Source Nodes: [view_457, mul_296, neg_7, fma_6, view_458, bmm_50], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:371
            extern_kernels.bmm(permute_355, reinterpret_tensor(buf346, (384, 128, 128), (16384, 128, 1), 0), out=buf347)
            del permute_355
            buf354 = buf309; del buf309  # reuse
            # Topologically Sorted Source Nodes: [view_459, mul_297, permute_357, permute_363, view_465, clone_99, view_466], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_16:372
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_16.run(buf347, buf354, 4096, 768, stream=stream0)
            buf355 = reinterpret_tensor(buf347, (4096, 768), (768, 1), 0); del buf347  # reuse
            # Topologically Sorted Source Nodes: [linear_31, permute_364, mm_84], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:373
            extern_kernels.mm(buf354, primals_91, out=buf355)
            del primals_91
            buf348 = reinterpret_tensor(buf304, (384, 128, 64), (8192, 64, 1), 0); del buf304  # reuse
            # Topologically Sorted Source Nodes: [view_457, mul_296, neg_7, fma_6, view_458, bmm_51], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:374
            extern_kernels.bmm(reinterpret_tensor(buf346, (384, 128, 128), (16384, 128, 1), 0), permute_356, out=buf348)
            del permute_356
            buf359 = buf299; del buf299  # reuse
            # Topologically Sorted Source Nodes: [view_460, mul_298, permute_368, clone_100, view_469, view_470], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_17:375
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_17.run(buf348, buf359, 3145728, stream=stream0)
            buf360 = reinterpret_tensor(buf348, (4096, 768), (768, 1), 0); del buf348  # reuse
            # Topologically Sorted Source Nodes: [linear_30, permute_369, mm_86], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:376
            extern_kernels.mm(buf359, primals_89, out=buf360)
            del primals_89
            buf340 = reinterpret_tensor(buf336, (1, 768, 32), (24576, 1, 768), 0); del buf336  # reuse
            buf368 = buf334; del buf334  # reuse
            buf370 = reinterpret_tensor(buf324, (768, 32), (1, 768), 0); del buf324  # reuse
            # Topologically Sorted Source Nodes: [view_451, sum_123, view_464, add_146, view_468, add_147, view_472, add_148, mul_305, sum_130, sum_131], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_18:377
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_18.run(buf333, buf350, buf355, buf360, mul_45, buf340, buf368, buf370, 24576, 128, stream=stream0)
            buf341 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_451, sum_123], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:378
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf340, buf341, 768, 32, stream=stream0)
            buf351 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_360, permute_362], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:379
            extern_kernels.mm(reinterpret_tensor(buf349, (768, 4096), (1, 768), 0), view_110, out=buf351)
            buf352 = buf340; del buf340  # reuse
            # Topologically Sorted Source Nodes: [sum_125], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:380
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf349, buf352, 24576, 128, stream=stream0)
            buf353 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_125], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:381
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf352, buf353, 768, 32, stream=stream0)
            buf356 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_365, permute_367], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:382
            extern_kernels.mm(reinterpret_tensor(buf354, (768, 4096), (1, 768), 0), view_110, out=buf356)
            buf357 = buf352; del buf352  # reuse
            # Topologically Sorted Source Nodes: [sum_126], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:383
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf354, buf357, 24576, 128, stream=stream0)
            buf358 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_126], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:384
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf357, buf358, 768, 32, stream=stream0)
            buf361 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_370, permute_372], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:385
            extern_kernels.mm(reinterpret_tensor(buf359, (768, 4096), (1, 768), 0), view_110, out=buf361)
            del view_110
            buf362 = buf357; del buf357  # reuse
            # Topologically Sorted Source Nodes: [sum_127], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:386
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf359, buf362, 24576, 128, stream=stream0)
            buf363 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_127], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:387
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf362, buf363, 768, 32, stream=stream0)
            buf364 = buf333; del buf333  # reuse
            buf367 = buf364; del buf364  # reuse
            # Topologically Sorted Source Nodes: [view_464, add_146, view_468, add_147, view_472, add_148, mul_300, mul_301, sum_128, mul_302, sum_129, mul_303, sub_87, sub_88, mul_304], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_20:388
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_20.run(buf367, buf350, buf355, buf360, primals_87, mul_45, div_29, 4096, 768, stream=stream0)
            del div_29
            del mul_45
            del primals_87
            buf369 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_464, add_146, view_468, add_147, view_472, add_148, mul_305, sum_130], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:389
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf368, buf369, 768, 32, stream=stream0)
            buf371 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_464, add_146, view_468, add_147, view_472, add_148, sum_131], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:390
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf370, buf371, 768, 32, stream=stream0)
            buf372 = reinterpret_tensor(buf326, (4096, 3072), (3072, 1), 0); del buf326  # reuse
            # Topologically Sorted Source Nodes: [view_473, hidden_states_37, permute_373, mm_88], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:391
            extern_kernels.mm(reinterpret_tensor(buf367, (4096, 768), (768, 1), 0), primals_85, out=buf372)
            del primals_85
            buf373 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_473, permute_374, permute_376], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:392
            extern_kernels.mm(reinterpret_tensor(buf367, (768, 4096), (1, 768), 0), view_108, out=buf373)
            del view_108
            buf376 = reinterpret_tensor(buf372, (32, 128, 3072), (393216, 3072, 1), 0); del buf372  # reuse
            buf379 = buf329; del buf329  # reuse
            # Topologically Sorted Source Nodes: [view_475, hidden_states_35, hidden_states_36, mul_307, mul_308, mul_309, exp_22, mul_310, mul_311, add_150, mul_312, view_476, sum_133], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_9:393
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_9.run(buf376, addmm_28, buf379, 98304, 128, stream=stream0)
            del addmm_28
            buf377 = buf360; del buf360  # reuse
            # Topologically Sorted Source Nodes: [view_475, hidden_states_35, hidden_states_36, mul_307, mul_308, mul_309, exp_22, mul_310, mul_311, add_150, mul_312, view_476, permute_377, mm_90], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:394
            extern_kernels.mm(reinterpret_tensor(buf376, (4096, 3072), (3072, 1), 0), primals_83, out=buf377)
            del primals_83
            buf374 = reinterpret_tensor(buf370, (1, 768, 32), (24576, 1, 768), 0); del buf370  # reuse
            buf384 = buf368; del buf368  # reuse
            buf386 = reinterpret_tensor(buf362, (768, 32), (1, 768), 0); del buf362  # reuse
            # Topologically Sorted Source Nodes: [view_473, sum_132, view_478, add_151, mul_319, sum_136, sum_137], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_10:395
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_10.run(buf367, buf377, mul_40, buf374, buf384, buf386, 24576, 128, stream=stream0)
            buf375 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_473, sum_132], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:396
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf374, buf375, 768, 32, stream=stream0)
            buf378 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_475, hidden_states_35, hidden_states_36, mul_307, mul_308, mul_309, exp_22, mul_310, mul_311, add_150, mul_312, view_476, permute_378, permute_380], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:397
            extern_kernels.mm(reinterpret_tensor(buf376, (3072, 4096), (1, 3072), 0), view_106, out=buf378)
            del view_106
            buf380 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_475, hidden_states_35, hidden_states_36, mul_307, mul_308, mul_309, exp_22, mul_310, mul_311, add_150, mul_312, view_476, sum_133], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_11:398
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_11.run(buf379, buf380, 3072, 32, stream=stream0)
            buf383 = buf367; del buf367  # reuse
            # Topologically Sorted Source Nodes: [view_478, add_151, mul_314, mul_315, sum_134, mul_316, sum_135, mul_317, sub_90, sub_91, mul_318], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_12:399
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_12.run(buf383, buf377, primals_81, mul_40, div_30, 4096, 768, stream=stream0)
            del div_30
            del mul_40
            del primals_81
            buf385 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_478, add_151, mul_319, sum_136], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:400
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf384, buf385, 768, 32, stream=stream0)
            buf387 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_478, add_151, sum_137], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:401
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf386, buf387, 768, 32, stream=stream0)
            buf388 = buf377; del buf377  # reuse
            # Topologically Sorted Source Nodes: [view_479, hidden_states_32, permute_381, mm_92], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:402
            extern_kernels.mm(reinterpret_tensor(buf383, (4096, 768), (768, 1), 0), primals_79, out=buf388)
            del primals_79
            buf389 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_479, permute_382, permute_384], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:403
            extern_kernels.mm(reinterpret_tensor(buf383, (768, 4096), (1, 768), 0), view_104, out=buf389)
            del view_104
            buf392 = reinterpret_tensor(buf355, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf355  # reuse
            # Topologically Sorted Source Nodes: [view_481, view_482, permute_385, clone_101], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_13:404
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_13.run(buf388, buf392, 3145728, stream=stream0)
            buf393 = reinterpret_tensor(buf388, (384, 128, 64), (8192, 64, 1), 0); del buf388  # reuse
            # Topologically Sorted Source Nodes: [view_481, view_482, permute_385, clone_101, view_483, attn_output_12, permute_386, bmm_52], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:405
            extern_kernels.bmm(reinterpret_tensor(where_9, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf392, (384, 128, 64), (8192, 64, 1), 0), out=buf393)
            buf399 = buf350; del buf350  # reuse
            # Topologically Sorted Source Nodes: [view_484, permute_391, clone_102, view_489, view_490], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_14:406
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_14.run(buf393, buf399, 3145728, stream=stream0)
            buf400 = reinterpret_tensor(buf393, (4096, 768), (768, 1), 0); del buf393  # reuse
            # Topologically Sorted Source Nodes: [linear_26, permute_392, mm_94], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:407
            extern_kernels.mm(buf399, primals_77, out=buf400)
            del primals_77
            buf394 = reinterpret_tensor(buf346, (384, 128, 128), (16384, 128, 1), 0); del buf346  # reuse
            # Topologically Sorted Source Nodes: [view_481, view_482, permute_385, clone_101, view_483, bmm_53], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:408
            extern_kernels.bmm(reinterpret_tensor(buf392, (384, 128, 64), (8192, 64, 1), 0), permute_387, out=buf394)
            del permute_387
            buf396 = where_9; del where_9  # reuse
            # Topologically Sorted Source Nodes: [view_485, mul_320, sum_139, neg_8, fma_7], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_15:409
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_15.run(buf396, buf394, 49152, 128, stream=stream0)
            del buf394
            buf397 = reinterpret_tensor(buf392, (384, 64, 128), (8192, 128, 1), 0); del buf392  # reuse
            # Topologically Sorted Source Nodes: [view_485, mul_320, neg_8, fma_7, view_486, bmm_54], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:410
            extern_kernels.bmm(permute_388, reinterpret_tensor(buf396, (384, 128, 128), (16384, 128, 1), 0), out=buf397)
            del permute_388
            buf404 = buf359; del buf359  # reuse
            # Topologically Sorted Source Nodes: [view_487, mul_321, permute_390, permute_396, view_493, clone_103, view_494], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_16:411
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_16.run(buf397, buf404, 4096, 768, stream=stream0)
            buf405 = reinterpret_tensor(buf397, (4096, 768), (768, 1), 0); del buf397  # reuse
            # Topologically Sorted Source Nodes: [linear_25, permute_397, mm_96], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:412
            extern_kernels.mm(buf404, primals_75, out=buf405)
            del primals_75
            buf398 = reinterpret_tensor(buf354, (384, 128, 64), (8192, 64, 1), 0); del buf354  # reuse
            # Topologically Sorted Source Nodes: [view_485, mul_320, neg_8, fma_7, view_486, bmm_55], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:413
            extern_kernels.bmm(reinterpret_tensor(buf396, (384, 128, 128), (16384, 128, 1), 0), permute_389, out=buf398)
            del permute_389
            buf409 = buf349; del buf349  # reuse
            # Topologically Sorted Source Nodes: [view_488, mul_322, permute_401, clone_104, view_497, view_498], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_17:414
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_17.run(buf398, buf409, 3145728, stream=stream0)
            buf410 = reinterpret_tensor(buf398, (4096, 768), (768, 1), 0); del buf398  # reuse
            # Topologically Sorted Source Nodes: [linear_24, permute_402, mm_98], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:415
            extern_kernels.mm(buf409, primals_73, out=buf410)
            del primals_73
            buf390 = reinterpret_tensor(buf386, (1, 768, 32), (24576, 1, 768), 0); del buf386  # reuse
            buf418 = buf384; del buf384  # reuse
            buf420 = reinterpret_tensor(buf374, (768, 32), (1, 768), 0); del buf374  # reuse
            # Topologically Sorted Source Nodes: [view_479, sum_138, view_492, add_152, view_496, add_153, view_500, add_154, mul_329, sum_145, sum_146], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_18:416
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_18.run(buf383, buf400, buf405, buf410, mul_36, buf390, buf418, buf420, 24576, 128, stream=stream0)
            buf391 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_479, sum_138], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:417
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf390, buf391, 768, 32, stream=stream0)
            buf401 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_393, permute_395], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:418
            extern_kernels.mm(reinterpret_tensor(buf399, (768, 4096), (1, 768), 0), view_88, out=buf401)
            buf402 = buf390; del buf390  # reuse
            # Topologically Sorted Source Nodes: [sum_140], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:419
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf399, buf402, 24576, 128, stream=stream0)
            buf403 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_140], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:420
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf402, buf403, 768, 32, stream=stream0)
            buf406 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_398, permute_400], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:421
            extern_kernels.mm(reinterpret_tensor(buf404, (768, 4096), (1, 768), 0), view_88, out=buf406)
            buf407 = buf402; del buf402  # reuse
            # Topologically Sorted Source Nodes: [sum_141], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:422
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf404, buf407, 24576, 128, stream=stream0)
            buf408 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_141], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:423
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf407, buf408, 768, 32, stream=stream0)
            buf411 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_403, permute_405], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:424
            extern_kernels.mm(reinterpret_tensor(buf409, (768, 4096), (1, 768), 0), view_88, out=buf411)
            del view_88
            buf412 = buf407; del buf407  # reuse
            # Topologically Sorted Source Nodes: [sum_142], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:425
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf409, buf412, 24576, 128, stream=stream0)
            buf413 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_142], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:426
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf412, buf413, 768, 32, stream=stream0)
            buf414 = buf383; del buf383  # reuse
            buf417 = buf414; del buf414  # reuse
            # Topologically Sorted Source Nodes: [view_492, add_152, view_496, add_153, view_500, add_154, mul_324, mul_325, sum_143, mul_326, sum_144, mul_327, sub_93, sub_94, mul_328], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_20:427
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_20.run(buf417, buf400, buf405, buf410, primals_71, mul_36, div_31, 4096, 768, stream=stream0)
            del div_31
            del mul_36
            del primals_71
            buf419 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_492, add_152, view_496, add_153, view_500, add_154, mul_329, sum_145], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:428
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf418, buf419, 768, 32, stream=stream0)
            buf421 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_492, add_152, view_496, add_153, view_500, add_154, sum_146], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:429
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf420, buf421, 768, 32, stream=stream0)
            buf422 = reinterpret_tensor(buf376, (4096, 3072), (3072, 1), 0); del buf376  # reuse
            # Topologically Sorted Source Nodes: [view_501, hidden_states_29, permute_406, mm_100], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:430
            extern_kernels.mm(reinterpret_tensor(buf417, (4096, 768), (768, 1), 0), primals_69, out=buf422)
            del primals_69
            buf423 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_501, permute_407, permute_409], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:431
            extern_kernels.mm(reinterpret_tensor(buf417, (768, 4096), (1, 768), 0), view_86, out=buf423)
            del view_86
            buf426 = reinterpret_tensor(buf422, (32, 128, 3072), (393216, 3072, 1), 0); del buf422  # reuse
            buf429 = buf379; del buf379  # reuse
            # Topologically Sorted Source Nodes: [view_503, hidden_states_27, hidden_states_28, mul_331, mul_332, mul_333, exp_23, mul_334, mul_335, add_156, mul_336, view_504, sum_148], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_9:432
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_9.run(buf426, addmm_22, buf429, 98304, 128, stream=stream0)
            del addmm_22
            buf427 = buf410; del buf410  # reuse
            # Topologically Sorted Source Nodes: [view_503, hidden_states_27, hidden_states_28, mul_331, mul_332, mul_333, exp_23, mul_334, mul_335, add_156, mul_336, view_504, permute_410, mm_102], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:433
            extern_kernels.mm(reinterpret_tensor(buf426, (4096, 3072), (3072, 1), 0), primals_67, out=buf427)
            del primals_67
            buf424 = reinterpret_tensor(buf420, (1, 768, 32), (24576, 1, 768), 0); del buf420  # reuse
            buf434 = buf418; del buf418  # reuse
            buf436 = reinterpret_tensor(buf412, (768, 32), (1, 768), 0); del buf412  # reuse
            # Topologically Sorted Source Nodes: [view_501, sum_147, view_506, add_157, mul_343, sum_151, sum_152], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_10:434
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_10.run(buf417, buf427, mul_31, buf424, buf434, buf436, 24576, 128, stream=stream0)
            buf425 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_501, sum_147], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:435
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf424, buf425, 768, 32, stream=stream0)
            buf428 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_503, hidden_states_27, hidden_states_28, mul_331, mul_332, mul_333, exp_23, mul_334, mul_335, add_156, mul_336, view_504, permute_411, permute_413], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:436
            extern_kernels.mm(reinterpret_tensor(buf426, (3072, 4096), (1, 3072), 0), view_84, out=buf428)
            del view_84
            buf430 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_503, hidden_states_27, hidden_states_28, mul_331, mul_332, mul_333, exp_23, mul_334, mul_335, add_156, mul_336, view_504, sum_148], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_11:437
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_11.run(buf429, buf430, 3072, 32, stream=stream0)
            buf433 = buf417; del buf417  # reuse
            # Topologically Sorted Source Nodes: [view_506, add_157, mul_338, mul_339, sum_149, mul_340, sum_150, mul_341, sub_96, sub_97, mul_342], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_12:438
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_12.run(buf433, buf427, primals_65, mul_31, div_32, 4096, 768, stream=stream0)
            del div_32
            del mul_31
            del primals_65
            buf435 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_506, add_157, mul_343, sum_151], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:439
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf434, buf435, 768, 32, stream=stream0)
            buf437 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_506, add_157, sum_152], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:440
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf436, buf437, 768, 32, stream=stream0)
            buf438 = buf427; del buf427  # reuse
            # Topologically Sorted Source Nodes: [view_507, hidden_states_24, permute_414, mm_104], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:441
            extern_kernels.mm(reinterpret_tensor(buf433, (4096, 768), (768, 1), 0), primals_63, out=buf438)
            del primals_63
            buf439 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_507, permute_415, permute_417], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:442
            extern_kernels.mm(reinterpret_tensor(buf433, (768, 4096), (1, 768), 0), view_82, out=buf439)
            del view_82
            buf442 = reinterpret_tensor(buf405, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf405  # reuse
            # Topologically Sorted Source Nodes: [view_509, view_510, permute_418, clone_105], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_13:443
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_13.run(buf438, buf442, 3145728, stream=stream0)
            buf443 = reinterpret_tensor(buf438, (384, 128, 64), (8192, 64, 1), 0); del buf438  # reuse
            # Topologically Sorted Source Nodes: [view_509, view_510, permute_418, clone_105, view_511, attn_output_9, permute_419, bmm_56], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:444
            extern_kernels.bmm(reinterpret_tensor(where_7, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf442, (384, 128, 64), (8192, 64, 1), 0), out=buf443)
            buf449 = buf400; del buf400  # reuse
            # Topologically Sorted Source Nodes: [view_512, permute_424, clone_106, view_517, view_518], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_14:445
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_14.run(buf443, buf449, 3145728, stream=stream0)
            buf450 = reinterpret_tensor(buf443, (4096, 768), (768, 1), 0); del buf443  # reuse
            # Topologically Sorted Source Nodes: [linear_20, permute_425, mm_106], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:446
            extern_kernels.mm(buf449, primals_61, out=buf450)
            del primals_61
            buf444 = reinterpret_tensor(buf396, (384, 128, 128), (16384, 128, 1), 0); del buf396  # reuse
            # Topologically Sorted Source Nodes: [view_509, view_510, permute_418, clone_105, view_511, bmm_57], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:447
            extern_kernels.bmm(reinterpret_tensor(buf442, (384, 128, 64), (8192, 64, 1), 0), permute_420, out=buf444)
            del permute_420
            buf446 = where_7; del where_7  # reuse
            # Topologically Sorted Source Nodes: [view_513, mul_344, sum_154, neg_9, fma_8], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_15:448
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_15.run(buf446, buf444, 49152, 128, stream=stream0)
            del buf444
            buf447 = reinterpret_tensor(buf442, (384, 64, 128), (8192, 128, 1), 0); del buf442  # reuse
            # Topologically Sorted Source Nodes: [view_513, mul_344, neg_9, fma_8, view_514, bmm_58], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:449
            extern_kernels.bmm(permute_421, reinterpret_tensor(buf446, (384, 128, 128), (16384, 128, 1), 0), out=buf447)
            del permute_421
            buf454 = buf409; del buf409  # reuse
            # Topologically Sorted Source Nodes: [view_515, mul_345, permute_423, permute_429, view_521, clone_107, view_522], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_16:450
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_16.run(buf447, buf454, 4096, 768, stream=stream0)
            buf455 = reinterpret_tensor(buf447, (4096, 768), (768, 1), 0); del buf447  # reuse
            # Topologically Sorted Source Nodes: [linear_19, permute_430, mm_108], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:451
            extern_kernels.mm(buf454, primals_59, out=buf455)
            del primals_59
            buf448 = reinterpret_tensor(buf404, (384, 128, 64), (8192, 64, 1), 0); del buf404  # reuse
            # Topologically Sorted Source Nodes: [view_513, mul_344, neg_9, fma_8, view_514, bmm_59], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:452
            extern_kernels.bmm(reinterpret_tensor(buf446, (384, 128, 128), (16384, 128, 1), 0), permute_422, out=buf448)
            del permute_422
            buf459 = buf399; del buf399  # reuse
            # Topologically Sorted Source Nodes: [view_516, mul_346, permute_434, clone_108, view_525, view_526], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_17:453
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_17.run(buf448, buf459, 3145728, stream=stream0)
            buf460 = reinterpret_tensor(buf448, (4096, 768), (768, 1), 0); del buf448  # reuse
            # Topologically Sorted Source Nodes: [linear_18, permute_435, mm_110], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:454
            extern_kernels.mm(buf459, primals_57, out=buf460)
            del primals_57
            buf440 = reinterpret_tensor(buf436, (1, 768, 32), (24576, 1, 768), 0); del buf436  # reuse
            buf468 = buf434; del buf434  # reuse
            buf470 = reinterpret_tensor(buf424, (768, 32), (1, 768), 0); del buf424  # reuse
            # Topologically Sorted Source Nodes: [view_507, sum_153, view_520, add_158, view_524, add_159, view_528, add_160, mul_353, sum_160, sum_161], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_18:455
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_18.run(buf433, buf450, buf455, buf460, mul_27, buf440, buf468, buf470, 24576, 128, stream=stream0)
            buf441 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_507, sum_153], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:456
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf440, buf441, 768, 32, stream=stream0)
            buf451 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_426, permute_428], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:457
            extern_kernels.mm(reinterpret_tensor(buf449, (768, 4096), (1, 768), 0), view_66, out=buf451)
            buf452 = buf440; del buf440  # reuse
            # Topologically Sorted Source Nodes: [sum_155], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:458
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf449, buf452, 24576, 128, stream=stream0)
            buf453 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_155], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:459
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf452, buf453, 768, 32, stream=stream0)
            buf456 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_431, permute_433], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:460
            extern_kernels.mm(reinterpret_tensor(buf454, (768, 4096), (1, 768), 0), view_66, out=buf456)
            buf457 = buf452; del buf452  # reuse
            # Topologically Sorted Source Nodes: [sum_156], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:461
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf454, buf457, 24576, 128, stream=stream0)
            buf458 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_156], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:462
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf457, buf458, 768, 32, stream=stream0)
            buf461 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_436, permute_438], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:463
            extern_kernels.mm(reinterpret_tensor(buf459, (768, 4096), (1, 768), 0), view_66, out=buf461)
            del view_66
            buf462 = buf457; del buf457  # reuse
            # Topologically Sorted Source Nodes: [sum_157], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:464
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf459, buf462, 24576, 128, stream=stream0)
            buf463 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_157], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:465
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf462, buf463, 768, 32, stream=stream0)
            buf464 = buf433; del buf433  # reuse
            buf467 = buf464; del buf464  # reuse
            # Topologically Sorted Source Nodes: [view_520, add_158, view_524, add_159, view_528, add_160, mul_348, mul_349, sum_158, mul_350, sum_159, mul_351, sub_99, sub_100, mul_352], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_20:466
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_20.run(buf467, buf450, buf455, buf460, primals_55, mul_27, div_33, 4096, 768, stream=stream0)
            del div_33
            del mul_27
            del primals_55
            buf469 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_520, add_158, view_524, add_159, view_528, add_160, mul_353, sum_160], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:467
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf468, buf469, 768, 32, stream=stream0)
            buf471 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_520, add_158, view_524, add_159, view_528, add_160, sum_161], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:468
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf470, buf471, 768, 32, stream=stream0)
            buf472 = reinterpret_tensor(buf426, (4096, 3072), (3072, 1), 0); del buf426  # reuse
            # Topologically Sorted Source Nodes: [view_529, hidden_states_21, permute_439, mm_112], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:469
            extern_kernels.mm(reinterpret_tensor(buf467, (4096, 768), (768, 1), 0), primals_53, out=buf472)
            del primals_53
            buf473 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_529, permute_440, permute_442], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:470
            extern_kernels.mm(reinterpret_tensor(buf467, (768, 4096), (1, 768), 0), view_64, out=buf473)
            del view_64
            buf476 = reinterpret_tensor(buf472, (32, 128, 3072), (393216, 3072, 1), 0); del buf472  # reuse
            buf479 = buf429; del buf429  # reuse
            # Topologically Sorted Source Nodes: [view_531, hidden_states_19, hidden_states_20, mul_355, mul_356, mul_357, exp_24, mul_358, mul_359, add_162, mul_360, view_532, sum_163], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_9:471
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_9.run(buf476, addmm_16, buf479, 98304, 128, stream=stream0)
            del addmm_16
            buf477 = buf460; del buf460  # reuse
            # Topologically Sorted Source Nodes: [view_531, hidden_states_19, hidden_states_20, mul_355, mul_356, mul_357, exp_24, mul_358, mul_359, add_162, mul_360, view_532, permute_443, mm_114], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:472
            extern_kernels.mm(reinterpret_tensor(buf476, (4096, 3072), (3072, 1), 0), primals_51, out=buf477)
            del primals_51
            buf474 = reinterpret_tensor(buf470, (1, 768, 32), (24576, 1, 768), 0); del buf470  # reuse
            buf484 = buf468; del buf468  # reuse
            buf486 = reinterpret_tensor(buf462, (768, 32), (1, 768), 0); del buf462  # reuse
            # Topologically Sorted Source Nodes: [view_529, sum_162, view_534, add_163, mul_367, sum_166, sum_167], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_10:473
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_10.run(buf467, buf477, mul_22, buf474, buf484, buf486, 24576, 128, stream=stream0)
            buf475 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_529, sum_162], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:474
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf474, buf475, 768, 32, stream=stream0)
            buf478 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_531, hidden_states_19, hidden_states_20, mul_355, mul_356, mul_357, exp_24, mul_358, mul_359, add_162, mul_360, view_532, permute_444, permute_446], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:475
            extern_kernels.mm(reinterpret_tensor(buf476, (3072, 4096), (1, 3072), 0), view_62, out=buf478)
            del view_62
            buf480 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_531, hidden_states_19, hidden_states_20, mul_355, mul_356, mul_357, exp_24, mul_358, mul_359, add_162, mul_360, view_532, sum_163], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_11:476
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_11.run(buf479, buf480, 3072, 32, stream=stream0)
            buf483 = buf467; del buf467  # reuse
            # Topologically Sorted Source Nodes: [view_534, add_163, mul_362, mul_363, sum_164, mul_364, sum_165, mul_365, sub_102, sub_103, mul_366], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_12:477
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_12.run(buf483, buf477, primals_49, mul_22, div_34, 4096, 768, stream=stream0)
            del div_34
            del mul_22
            del primals_49
            buf485 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_534, add_163, mul_367, sum_166], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:478
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf484, buf485, 768, 32, stream=stream0)
            buf487 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_534, add_163, sum_167], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:479
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf486, buf487, 768, 32, stream=stream0)
            buf488 = buf477; del buf477  # reuse
            # Topologically Sorted Source Nodes: [view_535, hidden_states_16, permute_447, mm_116], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:480
            extern_kernels.mm(reinterpret_tensor(buf483, (4096, 768), (768, 1), 0), primals_47, out=buf488)
            del primals_47
            buf489 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_535, permute_448, permute_450], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:481
            extern_kernels.mm(reinterpret_tensor(buf483, (768, 4096), (1, 768), 0), view_60, out=buf489)
            del view_60
            buf492 = reinterpret_tensor(buf455, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf455  # reuse
            # Topologically Sorted Source Nodes: [view_537, view_538, permute_451, clone_109], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_13:482
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_13.run(buf488, buf492, 3145728, stream=stream0)
            buf493 = reinterpret_tensor(buf488, (384, 128, 64), (8192, 64, 1), 0); del buf488  # reuse
            # Topologically Sorted Source Nodes: [view_537, view_538, permute_451, clone_109, view_539, attn_output_6, permute_452, bmm_60], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:483
            extern_kernels.bmm(reinterpret_tensor(where_5, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf492, (384, 128, 64), (8192, 64, 1), 0), out=buf493)
            buf499 = buf450; del buf450  # reuse
            # Topologically Sorted Source Nodes: [view_540, permute_457, clone_110, view_545, view_546], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_14:484
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_14.run(buf493, buf499, 3145728, stream=stream0)
            buf500 = reinterpret_tensor(buf493, (4096, 768), (768, 1), 0); del buf493  # reuse
            # Topologically Sorted Source Nodes: [linear_14, permute_458, mm_118], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:485
            extern_kernels.mm(buf499, primals_45, out=buf500)
            del primals_45
            buf494 = reinterpret_tensor(buf446, (384, 128, 128), (16384, 128, 1), 0); del buf446  # reuse
            # Topologically Sorted Source Nodes: [view_537, view_538, permute_451, clone_109, view_539, bmm_61], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:486
            extern_kernels.bmm(reinterpret_tensor(buf492, (384, 128, 64), (8192, 64, 1), 0), permute_453, out=buf494)
            del permute_453
            buf496 = where_5; del where_5  # reuse
            # Topologically Sorted Source Nodes: [view_541, mul_368, sum_169, neg_10, fma_9], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_15:487
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_15.run(buf496, buf494, 49152, 128, stream=stream0)
            del buf494
            buf497 = reinterpret_tensor(buf492, (384, 64, 128), (8192, 128, 1), 0); del buf492  # reuse
            # Topologically Sorted Source Nodes: [view_541, mul_368, neg_10, fma_9, view_542, bmm_62], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:488
            extern_kernels.bmm(permute_454, reinterpret_tensor(buf496, (384, 128, 128), (16384, 128, 1), 0), out=buf497)
            del permute_454
            buf504 = buf459; del buf459  # reuse
            # Topologically Sorted Source Nodes: [view_543, mul_369, permute_456, permute_462, view_549, clone_111, view_550], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_16:489
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_16.run(buf497, buf504, 4096, 768, stream=stream0)
            buf505 = reinterpret_tensor(buf497, (4096, 768), (768, 1), 0); del buf497  # reuse
            # Topologically Sorted Source Nodes: [linear_13, permute_463, mm_120], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:490
            extern_kernels.mm(buf504, primals_43, out=buf505)
            del primals_43
            buf498 = reinterpret_tensor(buf454, (384, 128, 64), (8192, 64, 1), 0); del buf454  # reuse
            # Topologically Sorted Source Nodes: [view_541, mul_368, neg_10, fma_9, view_542, bmm_63], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:491
            extern_kernels.bmm(reinterpret_tensor(buf496, (384, 128, 128), (16384, 128, 1), 0), permute_455, out=buf498)
            del permute_455
            buf509 = buf449; del buf449  # reuse
            # Topologically Sorted Source Nodes: [view_544, mul_370, permute_467, clone_112, view_553, view_554], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_17:492
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_17.run(buf498, buf509, 3145728, stream=stream0)
            buf510 = reinterpret_tensor(buf498, (4096, 768), (768, 1), 0); del buf498  # reuse
            # Topologically Sorted Source Nodes: [linear_12, permute_468, mm_122], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:493
            extern_kernels.mm(buf509, primals_41, out=buf510)
            del primals_41
            buf490 = reinterpret_tensor(buf486, (1, 768, 32), (24576, 1, 768), 0); del buf486  # reuse
            buf518 = buf484; del buf484  # reuse
            buf520 = reinterpret_tensor(buf474, (768, 32), (1, 768), 0); del buf474  # reuse
            # Topologically Sorted Source Nodes: [view_535, sum_168, view_548, add_164, view_552, add_165, view_556, add_166, mul_377, sum_175, sum_176], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_18:494
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_18.run(buf483, buf500, buf505, buf510, mul_18, buf490, buf518, buf520, 24576, 128, stream=stream0)
            buf491 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_535, sum_168], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:495
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf490, buf491, 768, 32, stream=stream0)
            buf501 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_459, permute_461], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:496
            extern_kernels.mm(reinterpret_tensor(buf499, (768, 4096), (1, 768), 0), view_44, out=buf501)
            buf502 = buf490; del buf490  # reuse
            # Topologically Sorted Source Nodes: [sum_170], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:497
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf499, buf502, 24576, 128, stream=stream0)
            buf503 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_170], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:498
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf502, buf503, 768, 32, stream=stream0)
            buf506 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_464, permute_466], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:499
            extern_kernels.mm(reinterpret_tensor(buf504, (768, 4096), (1, 768), 0), view_44, out=buf506)
            buf507 = buf502; del buf502  # reuse
            # Topologically Sorted Source Nodes: [sum_171], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:500
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf504, buf507, 24576, 128, stream=stream0)
            buf508 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_171], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:501
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf507, buf508, 768, 32, stream=stream0)
            buf511 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_469, permute_471], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:502
            extern_kernels.mm(reinterpret_tensor(buf509, (768, 4096), (1, 768), 0), view_44, out=buf511)
            del view_44
            buf512 = buf507; del buf507  # reuse
            # Topologically Sorted Source Nodes: [sum_172], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:503
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf509, buf512, 24576, 128, stream=stream0)
            buf513 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_172], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:504
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf512, buf513, 768, 32, stream=stream0)
            buf514 = buf483; del buf483  # reuse
            buf517 = buf514; del buf514  # reuse
            # Topologically Sorted Source Nodes: [view_548, add_164, view_552, add_165, view_556, add_166, mul_372, mul_373, sum_173, mul_374, sum_174, mul_375, sub_105, sub_106, mul_376], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_20:505
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_20.run(buf517, buf500, buf505, buf510, primals_39, mul_18, div_35, 4096, 768, stream=stream0)
            del div_35
            del mul_18
            del primals_39
            buf519 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_548, add_164, view_552, add_165, view_556, add_166, mul_377, sum_175], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:506
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf518, buf519, 768, 32, stream=stream0)
            buf521 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_548, add_164, view_552, add_165, view_556, add_166, sum_176], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:507
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf520, buf521, 768, 32, stream=stream0)
            buf522 = reinterpret_tensor(buf476, (4096, 3072), (3072, 1), 0); del buf476  # reuse
            # Topologically Sorted Source Nodes: [view_557, hidden_states_13, permute_472, mm_124], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:508
            extern_kernels.mm(reinterpret_tensor(buf517, (4096, 768), (768, 1), 0), primals_37, out=buf522)
            del primals_37
            buf523 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_557, permute_473, permute_475], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:509
            extern_kernels.mm(reinterpret_tensor(buf517, (768, 4096), (1, 768), 0), view_42, out=buf523)
            del view_42
            buf526 = reinterpret_tensor(buf522, (32, 128, 3072), (393216, 3072, 1), 0); del buf522  # reuse
            buf529 = buf479; del buf479  # reuse
            # Topologically Sorted Source Nodes: [view_559, hidden_states_11, hidden_states_12, mul_379, mul_380, mul_381, exp_25, mul_382, mul_383, add_168, mul_384, view_560, sum_178], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_9:510
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_9.run(buf526, addmm_10, buf529, 98304, 128, stream=stream0)
            del addmm_10
            buf527 = buf510; del buf510  # reuse
            # Topologically Sorted Source Nodes: [view_559, hidden_states_11, hidden_states_12, mul_379, mul_380, mul_381, exp_25, mul_382, mul_383, add_168, mul_384, view_560, permute_476, mm_126], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:511
            extern_kernels.mm(reinterpret_tensor(buf526, (4096, 3072), (3072, 1), 0), primals_35, out=buf527)
            del primals_35
            buf524 = reinterpret_tensor(buf520, (1, 768, 32), (24576, 1, 768), 0); del buf520  # reuse
            buf534 = buf518; del buf518  # reuse
            buf536 = reinterpret_tensor(buf512, (768, 32), (1, 768), 0); del buf512  # reuse
            # Topologically Sorted Source Nodes: [view_557, sum_177, view_562, add_169, mul_391, sum_181, sum_182], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_10:512
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_10.run(buf517, buf527, mul_13, buf524, buf534, buf536, 24576, 128, stream=stream0)
            buf525 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_557, sum_177], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:513
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf524, buf525, 768, 32, stream=stream0)
            buf528 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_559, hidden_states_11, hidden_states_12, mul_379, mul_380, mul_381, exp_25, mul_382, mul_383, add_168, mul_384, view_560, permute_477, permute_479], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:514
            extern_kernels.mm(reinterpret_tensor(buf526, (3072, 4096), (1, 3072), 0), view_40, out=buf528)
            del view_40
            buf530 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_559, hidden_states_11, hidden_states_12, mul_379, mul_380, mul_381, exp_25, mul_382, mul_383, add_168, mul_384, view_560, sum_178], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_11:515
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_11.run(buf529, buf530, 3072, 32, stream=stream0)
            buf533 = buf517; del buf517  # reuse
            # Topologically Sorted Source Nodes: [view_562, add_169, mul_386, mul_387, sum_179, mul_388, sum_180, mul_389, sub_108, sub_109, mul_390], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_12:516
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_12.run(buf533, buf527, primals_33, mul_13, div_36, 4096, 768, stream=stream0)
            del div_36
            del mul_13
            del primals_33
            buf535 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_562, add_169, mul_391, sum_181], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:517
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf534, buf535, 768, 32, stream=stream0)
            buf537 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_562, add_169, sum_182], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:518
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf536, buf537, 768, 32, stream=stream0)
            buf538 = buf527; del buf527  # reuse
            # Topologically Sorted Source Nodes: [view_563, hidden_states_8, permute_480, mm_128], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:519
            extern_kernels.mm(reinterpret_tensor(buf533, (4096, 768), (768, 1), 0), primals_31, out=buf538)
            del primals_31
            buf539 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_563, permute_481, permute_483], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:520
            extern_kernels.mm(reinterpret_tensor(buf533, (768, 4096), (1, 768), 0), view_38, out=buf539)
            del view_38
            buf542 = reinterpret_tensor(buf505, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf505  # reuse
            # Topologically Sorted Source Nodes: [view_565, view_566, permute_484, clone_113], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_13:521
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_13.run(buf538, buf542, 3145728, stream=stream0)
            buf543 = reinterpret_tensor(buf538, (384, 128, 64), (8192, 64, 1), 0); del buf538  # reuse
            # Topologically Sorted Source Nodes: [view_565, view_566, permute_484, clone_113, view_567, attn_output_3, permute_485, bmm_64], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:522
            extern_kernels.bmm(reinterpret_tensor(where_3, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf542, (384, 128, 64), (8192, 64, 1), 0), out=buf543)
            buf549 = buf500; del buf500  # reuse
            # Topologically Sorted Source Nodes: [view_568, permute_490, clone_114, view_573, view_574], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_14:523
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_14.run(buf543, buf549, 3145728, stream=stream0)
            buf550 = reinterpret_tensor(buf543, (4096, 768), (768, 1), 0); del buf543  # reuse
            # Topologically Sorted Source Nodes: [linear_8, permute_491, mm_130], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:524
            extern_kernels.mm(buf549, primals_29, out=buf550)
            del primals_29
            buf544 = reinterpret_tensor(buf496, (384, 128, 128), (16384, 128, 1), 0); del buf496  # reuse
            # Topologically Sorted Source Nodes: [view_565, view_566, permute_484, clone_113, view_567, bmm_65], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:525
            extern_kernels.bmm(reinterpret_tensor(buf542, (384, 128, 64), (8192, 64, 1), 0), permute_486, out=buf544)
            del permute_486
            buf546 = where_3; del where_3  # reuse
            # Topologically Sorted Source Nodes: [view_569, mul_392, sum_184, neg_11, fma_10], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_15:526
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_15.run(buf546, buf544, 49152, 128, stream=stream0)
            del buf544
            buf547 = reinterpret_tensor(buf542, (384, 64, 128), (8192, 128, 1), 0); del buf542  # reuse
            # Topologically Sorted Source Nodes: [view_569, mul_392, neg_11, fma_10, view_570, bmm_66], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:527
            extern_kernels.bmm(permute_487, reinterpret_tensor(buf546, (384, 128, 128), (16384, 128, 1), 0), out=buf547)
            del permute_487
            buf554 = buf509; del buf509  # reuse
            # Topologically Sorted Source Nodes: [view_571, mul_393, permute_489, permute_495, view_577, clone_115, view_578], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_16:528
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_16.run(buf547, buf554, 4096, 768, stream=stream0)
            buf555 = reinterpret_tensor(buf547, (4096, 768), (768, 1), 0); del buf547  # reuse
            # Topologically Sorted Source Nodes: [linear_7, permute_496, mm_132], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:529
            extern_kernels.mm(buf554, primals_27, out=buf555)
            del primals_27
            buf548 = reinterpret_tensor(buf504, (384, 128, 64), (8192, 64, 1), 0); del buf504  # reuse
            # Topologically Sorted Source Nodes: [view_569, mul_392, neg_11, fma_10, view_570, bmm_67], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:530
            extern_kernels.bmm(reinterpret_tensor(buf546, (384, 128, 128), (16384, 128, 1), 0), permute_488, out=buf548)
            del permute_488
            buf559 = buf499; del buf499  # reuse
            # Topologically Sorted Source Nodes: [view_572, mul_394, permute_500, clone_116, view_581, view_582], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_17:531
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_17.run(buf548, buf559, 3145728, stream=stream0)
            buf560 = reinterpret_tensor(buf548, (4096, 768), (768, 1), 0); del buf548  # reuse
            # Topologically Sorted Source Nodes: [linear_6, permute_501, mm_134], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:532
            extern_kernels.mm(buf559, primals_25, out=buf560)
            del primals_25
            buf540 = reinterpret_tensor(buf536, (1, 768, 32), (24576, 1, 768), 0); del buf536  # reuse
            buf568 = buf534; del buf534  # reuse
            buf570 = reinterpret_tensor(buf524, (768, 32), (1, 768), 0); del buf524  # reuse
            # Topologically Sorted Source Nodes: [view_563, sum_183, view_576, add_170, view_580, add_171, view_584, add_172, mul_401, sum_190, sum_191], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_18:533
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_18.run(buf533, buf550, buf555, buf560, mul_9, buf540, buf568, buf570, 24576, 128, stream=stream0)
            buf541 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_563, sum_183], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:534
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf540, buf541, 768, 32, stream=stream0)
            buf551 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_492, permute_494], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:535
            extern_kernels.mm(reinterpret_tensor(buf549, (768, 4096), (1, 768), 0), view_22, out=buf551)
            buf552 = buf540; del buf540  # reuse
            # Topologically Sorted Source Nodes: [sum_185], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:536
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf549, buf552, 24576, 128, stream=stream0)
            buf553 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_185], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:537
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf552, buf553, 768, 32, stream=stream0)
            buf556 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_497, permute_499], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:538
            extern_kernels.mm(reinterpret_tensor(buf554, (768, 4096), (1, 768), 0), view_22, out=buf556)
            buf557 = buf552; del buf552  # reuse
            # Topologically Sorted Source Nodes: [sum_186], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:539
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf554, buf557, 24576, 128, stream=stream0)
            buf558 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_186], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:540
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf557, buf558, 768, 32, stream=stream0)
            buf561 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_502, permute_504], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:541
            extern_kernels.mm(reinterpret_tensor(buf559, (768, 4096), (1, 768), 0), view_22, out=buf561)
            del view_22
            buf562 = buf557; del buf557  # reuse
            # Topologically Sorted Source Nodes: [sum_187], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:542
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf559, buf562, 24576, 128, stream=stream0)
            buf563 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_187], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:543
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf562, buf563, 768, 32, stream=stream0)
            buf564 = buf533; del buf533  # reuse
            buf567 = buf564; del buf564  # reuse
            # Topologically Sorted Source Nodes: [view_576, add_170, view_580, add_171, view_584, add_172, mul_396, mul_397, sum_188, mul_398, sum_189, mul_399, sub_111, sub_112, mul_400], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_20:544
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_20.run(buf567, buf550, buf555, buf560, primals_23, mul_9, div_37, 4096, 768, stream=stream0)
            del div_37
            del mul_9
            del primals_23
            buf569 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_576, add_170, view_580, add_171, view_584, add_172, mul_401, sum_190], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:545
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf568, buf569, 768, 32, stream=stream0)
            buf571 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_576, add_170, view_580, add_171, view_584, add_172, sum_191], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:546
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf570, buf571, 768, 32, stream=stream0)
            buf572 = reinterpret_tensor(buf526, (4096, 3072), (3072, 1), 0); del buf526  # reuse
            # Topologically Sorted Source Nodes: [view_585, hidden_states_5, permute_505, mm_136], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:547
            extern_kernels.mm(reinterpret_tensor(buf567, (4096, 768), (768, 1), 0), primals_21, out=buf572)
            del primals_21
            buf573 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_585, permute_506, permute_508], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:548
            extern_kernels.mm(reinterpret_tensor(buf567, (768, 4096), (1, 768), 0), view_20, out=buf573)
            del view_20
            buf576 = reinterpret_tensor(buf572, (32, 128, 3072), (393216, 3072, 1), 0); del buf572  # reuse
            buf579 = buf529; del buf529  # reuse
            # Topologically Sorted Source Nodes: [view_587, hidden_states_3, hidden_states_4, mul_403, mul_404, mul_405, exp_26, mul_406, mul_407, add_174, mul_408, view_588, sum_193], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_9:549
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_9.run(buf576, addmm_4, buf579, 98304, 128, stream=stream0)
            del addmm_4
            buf577 = buf560; del buf560  # reuse
            # Topologically Sorted Source Nodes: [view_587, hidden_states_3, hidden_states_4, mul_403, mul_404, mul_405, exp_26, mul_406, mul_407, add_174, mul_408, view_588, permute_509, mm_138], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:550
            extern_kernels.mm(reinterpret_tensor(buf576, (4096, 3072), (3072, 1), 0), primals_19, out=buf577)
            del primals_19
            buf574 = reinterpret_tensor(buf570, (1, 768, 32), (24576, 1, 768), 0); del buf570  # reuse
            buf584 = buf568; del buf568  # reuse
            buf586 = reinterpret_tensor(buf562, (768, 32), (1, 768), 0); del buf562  # reuse
            # Topologically Sorted Source Nodes: [view_585, sum_192, view_590, add_175, mul_415, sum_196, sum_197], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_10:551
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_10.run(buf567, buf577, mul_4, buf574, buf584, buf586, 24576, 128, stream=stream0)
            buf575 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_585, sum_192], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:552
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf574, buf575, 768, 32, stream=stream0)
            buf578 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_587, hidden_states_3, hidden_states_4, mul_403, mul_404, mul_405, exp_26, mul_406, mul_407, add_174, mul_408, view_588, permute_510, permute_512], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:553
            extern_kernels.mm(reinterpret_tensor(buf576, (3072, 4096), (1, 3072), 0), view_18, out=buf578)
            del buf576
            del view_18
            buf580 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_587, hidden_states_3, hidden_states_4, mul_403, mul_404, mul_405, exp_26, mul_406, mul_407, add_174, mul_408, view_588, sum_193], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_11:554
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_11.run(buf579, buf580, 3072, 32, stream=stream0)
            del buf579
            buf583 = buf567; del buf567  # reuse
            # Topologically Sorted Source Nodes: [view_590, add_175, mul_410, mul_411, sum_194, mul_412, sum_195, mul_413, sub_114, sub_115, mul_414], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_12:555
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_12.run(buf583, buf577, primals_17, mul_4, div_38, 4096, 768, stream=stream0)
            del div_38
            del mul_4
            del primals_17
            buf585 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_590, add_175, mul_415, sum_196], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:556
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf584, buf585, 768, 32, stream=stream0)
            buf587 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_590, add_175, sum_197], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:557
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf586, buf587, 768, 32, stream=stream0)
            buf588 = buf577; del buf577  # reuse
            # Topologically Sorted Source Nodes: [view_591, hidden_states, permute_513, mm_140], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:558
            extern_kernels.mm(reinterpret_tensor(buf583, (4096, 768), (768, 1), 0), primals_15, out=buf588)
            del primals_15
            buf589 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_591, permute_514, permute_516], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:559
            extern_kernels.mm(reinterpret_tensor(buf583, (768, 4096), (1, 768), 0), view_16, out=buf589)
            del view_16
            buf592 = reinterpret_tensor(buf555, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf555  # reuse
            # Topologically Sorted Source Nodes: [view_593, view_594, permute_517, clone_117], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_13:560
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_13.run(buf588, buf592, 3145728, stream=stream0)
            buf593 = reinterpret_tensor(buf588, (384, 128, 64), (8192, 64, 1), 0); del buf588  # reuse
            # Topologically Sorted Source Nodes: [view_593, view_594, permute_517, clone_117, view_595, attn_output, permute_518, bmm_68], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:561
            extern_kernels.bmm(reinterpret_tensor(where_1, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf592, (384, 128, 64), (8192, 64, 1), 0), out=buf593)
            buf599 = buf550; del buf550  # reuse
            # Topologically Sorted Source Nodes: [view_596, permute_523, clone_118, view_601, view_602], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_14:562
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_14.run(buf593, buf599, 3145728, stream=stream0)
            buf600 = reinterpret_tensor(buf593, (4096, 768), (768, 1), 0); del buf593  # reuse
            # Topologically Sorted Source Nodes: [linear_2, permute_524, mm_142], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:563
            extern_kernels.mm(buf599, primals_13, out=buf600)
            del primals_13
            buf594 = reinterpret_tensor(buf546, (384, 128, 128), (16384, 128, 1), 0); del buf546  # reuse
            # Topologically Sorted Source Nodes: [view_593, view_594, permute_517, clone_117, view_595, bmm_69], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:564
            extern_kernels.bmm(reinterpret_tensor(buf592, (384, 128, 64), (8192, 64, 1), 0), permute_519, out=buf594)
            del permute_519
            buf596 = where_1; del where_1  # reuse
            # Topologically Sorted Source Nodes: [view_597, mul_416, sum_199, neg_12, fma_11], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_15:565
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_15.run(buf596, buf594, 49152, 128, stream=stream0)
            del buf594
            buf597 = reinterpret_tensor(buf592, (384, 64, 128), (8192, 128, 1), 0); del buf592  # reuse
            # Topologically Sorted Source Nodes: [view_597, mul_416, neg_12, fma_11, view_598, bmm_70], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:566
            extern_kernels.bmm(permute_520, reinterpret_tensor(buf596, (384, 128, 128), (16384, 128, 1), 0), out=buf597)
            del permute_520
            buf604 = buf559; del buf559  # reuse
            # Topologically Sorted Source Nodes: [view_599, mul_417, permute_522, permute_528, view_605, clone_119, view_606], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_16:567
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_16.run(buf597, buf604, 4096, 768, stream=stream0)
            buf605 = reinterpret_tensor(buf597, (4096, 768), (768, 1), 0); del buf597  # reuse
            # Topologically Sorted Source Nodes: [linear_1, permute_529, mm_144], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:568
            extern_kernels.mm(buf604, primals_11, out=buf605)
            del primals_11
            buf598 = reinterpret_tensor(buf554, (384, 128, 64), (8192, 64, 1), 0); del buf554  # reuse
            # Topologically Sorted Source Nodes: [view_597, mul_416, neg_12, fma_11, view_598, bmm_71], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:569
            extern_kernels.bmm(reinterpret_tensor(buf596, (384, 128, 128), (16384, 128, 1), 0), permute_521, out=buf598)
            del buf596
            del permute_521
            buf609 = buf549; del buf549  # reuse
            # Topologically Sorted Source Nodes: [view_600, mul_418, permute_533, clone_120, view_609, view_610], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_mul_transpose_view_17:570
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_mul_transpose_view_17.run(buf598, buf609, 3145728, stream=stream0)
            buf610 = reinterpret_tensor(buf598, (4096, 768), (768, 1), 0); del buf598  # reuse
            # Topologically Sorted Source Nodes: [linear, permute_534, mm_146], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:571
            extern_kernels.mm(buf609, primals_9, out=buf610)
            del primals_9
            buf590 = reinterpret_tensor(buf586, (1, 768, 32), (24576, 1, 768), 0); del buf586  # reuse
            buf618 = buf584; del buf584  # reuse
            buf620 = reinterpret_tensor(buf574, (768, 32), (1, 768), 0); del buf574  # reuse
            # Topologically Sorted Source Nodes: [view_591, sum_198, view_604, add_176, view_608, add_177, view_612, add_178, mul_425, sum_205, sum_206], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_18:572
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_18.run(buf583, buf600, buf605, buf610, mul, buf590, buf618, buf620, 24576, 128, stream=stream0)
            buf591 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_591, sum_198], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:573
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf590, buf591, 768, 32, stream=stream0)
            buf601 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_525, permute_527], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:574
            extern_kernels.mm(reinterpret_tensor(buf599, (768, 4096), (1, 768), 0), view, out=buf601)
            buf602 = buf590; del buf590  # reuse
            # Topologically Sorted Source Nodes: [sum_200], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:575
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf599, buf602, 24576, 128, stream=stream0)
            del buf599
            buf603 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_200], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:576
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf602, buf603, 768, 32, stream=stream0)
            buf606 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_530, permute_532], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:577
            extern_kernels.mm(reinterpret_tensor(buf604, (768, 4096), (1, 768), 0), view, out=buf606)
            buf607 = buf602; del buf602  # reuse
            # Topologically Sorted Source Nodes: [sum_201], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:578
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf604, buf607, 24576, 128, stream=stream0)
            del buf604
            buf608 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_201], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:579
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf607, buf608, 768, 32, stream=stream0)
            buf611 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_535, permute_537], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:580
            extern_kernels.mm(reinterpret_tensor(buf609, (768, 4096), (1, 768), 0), view, out=buf611)
            del view
            buf612 = buf607; del buf607  # reuse
            # Topologically Sorted Source Nodes: [sum_202], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_19:581
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_19.run(buf609, buf612, 24576, 128, stream=stream0)
            del buf609
            buf613 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_202], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_6:582
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_6.run(buf612, buf613, 768, 32, stream=stream0)
            del buf612
            buf625 = empty_strided_cuda((2, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_14], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_21:583
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_21.run(buf625, 1536, stream=stream0)
            buf627 = empty_strided_cuda((30522, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_15], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_22:584
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_22.run(buf627, 23440896, stream=stream0)
            buf614 = buf583; del buf583  # reuse
            buf617 = buf614; del buf614  # reuse
            # Topologically Sorted Source Nodes: [attn_output, view_604, add_176, view_608, add_177, view_612, add_178, mul_420, mul_421, sum_203, mul_422, sum_204, mul_423, sub_117, sub_118, mul_424, token_type_ids, eq_13, unsqueeze_6, where_29, full_14, index_put_1, eq_14, unsqueeze_7, where_30, full_15, index_put_2], Original ATen: [aten.scalar_tensor, aten.view, aten.add, aten.native_layer_norm_backward, aten.expand, aten.embedding_dense_backward]
            # [Provenance debug handles] triton_per_fused_add_embedding_dense_backward_expand_native_layer_norm_backward_scalar_tensor_view_23:585
            stream0 = get_raw_stream(0)
            triton_per_fused_add_embedding_dense_backward_expand_native_layer_norm_backward_scalar_tensor_view_23.run(buf617, buf600, buf605, buf610, primals_7, mul, div_39, gather, primals_1, buf625, buf627, 4096, 768, stream=stream0)
            del buf600
            del buf605
            del buf610
            del div_39
            del gather
            del mul
            del primals_1
            del primals_7
            buf619 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_604, add_176, view_608, add_177, view_612, add_178, mul_425, sum_205], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:586
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf618, buf619, 768, 32, stream=stream0)
            del buf618
            buf621 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_604, add_176, view_608, add_177, view_612, add_178, sum_206], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4:587
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_native_layer_norm_backward_view_4.run(buf620, buf621, 768, 32, stream=stream0)
            del buf620
            buf623 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_13], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_24:588
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_24.run(buf623, 393216, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, sum_207, position_ids, eq_12, unsqueeze_5, where_28, full_13, index_put], Original ATen: [aten.scalar_tensor, aten.sum, aten.slice, aten.embedding_dense_backward]
            # [Provenance debug handles] triton_per_fused_embedding_dense_backward_scalar_tensor_slice_sum_25:589
            stream0 = get_raw_stream(0)
            triton_per_fused_embedding_dense_backward_scalar_tensor_slice_sum_25.run(buf617, primals_2, buf623, 98304, 32, stream=stream0)
            del buf617
            del primals_2
            buf629 = empty_strided_cuda((30522, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_135, ], Original ATen: [aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:590
            extern_kernels.addmm(buf627, reinterpret_tensor(buf1, (30522, 4096), (1, 30528), 0), view_266, alpha=1, beta=1, out=buf629)
            del buf1
            del buf627
            del view_266
        return (None, None, None, buf629, buf625, buf623, buf619, buf621, buf611, reinterpret_tensor(buf613, (768, ), (1, ), 0), buf606, reinterpret_tensor(buf608, (768, ), (1, ), 0), buf601, reinterpret_tensor(buf603, (768, ), (1, ), 0), buf589, reinterpret_tensor(buf591, (768, ), (1, ), 0), buf585, buf587, buf578, reinterpret_tensor(buf580, (3072, ), (1, ), 0), buf573, reinterpret_tensor(buf575, (768, ), (1, ), 0), buf569, buf571, buf561, reinterpret_tensor(buf563, (768, ), (1, ), 0), buf556, reinterpret_tensor(buf558, (768, ), (1, ), 0), buf551, reinterpret_tensor(buf553, (768, ), (1, ), 0), buf539, reinterpret_tensor(buf541, (768, ), (1, ), 0), buf535, buf537, buf528, reinterpret_tensor(buf530, (3072, ), (1, ), 0), buf523, reinterpret_tensor(buf525, (768, ), (1, ), 0), buf519, buf521, buf511, reinterpret_tensor(buf513, (768, ), (1, ), 0), buf506, reinterpret_tensor(buf508, (768, ), (1, ), 0), buf501, reinterpret_tensor(buf503, (768, ), (1, ), 0), buf489, reinterpret_tensor(buf491, (768, ), (1, ), 0), buf485, buf487, buf478, reinterpret_tensor(buf480, (3072, ), (1, ), 0), buf473, reinterpret_tensor(buf475, (768, ), (1, ), 0), buf469, buf471, buf461, reinterpret_tensor(buf463, (768, ), (1, ), 0), buf456, reinterpret_tensor(buf458, (768, ), (1, ), 0), buf451, reinterpret_tensor(buf453, (768, ), (1, ), 0), buf439, reinterpret_tensor(buf441, (768, ), (1, ), 0), buf435, buf437, buf428, reinterpret_tensor(buf430, (3072, ), (1, ), 0), buf423, reinterpret_tensor(buf425, (768, ), (1, ), 0), buf419, buf421, buf411, reinterpret_tensor(buf413, (768, ), (1, ), 0), buf406, reinterpret_tensor(buf408, (768, ), (1, ), 0), buf401, reinterpret_tensor(buf403, (768, ), (1, ), 0), buf389, reinterpret_tensor(buf391, (768, ), (1, ), 0), buf385, buf387, buf378, reinterpret_tensor(buf380, (3072, ), (1, ), 0), buf373, reinterpret_tensor(buf375, (768, ), (1, ), 0), buf369, buf371, buf361, reinterpret_tensor(buf363, (768, ), (1, ), 0), buf356, reinterpret_tensor(buf358, (768, ), (1, ), 0), buf351, reinterpret_tensor(buf353, (768, ), (1, ), 0), buf339, reinterpret_tensor(buf341, (768, ), (1, ), 0), buf335, buf337, buf328, reinterpret_tensor(buf330, (3072, ), (1, ), 0), buf323, reinterpret_tensor(buf325, (768, ), (1, ), 0), buf319, buf321, buf311, reinterpret_tensor(buf313, (768, ), (1, ), 0), buf306, reinterpret_tensor(buf308, (768, ), (1, ), 0), buf301, reinterpret_tensor(buf303, (768, ), (1, ), 0), buf289, reinterpret_tensor(buf291, (768, ), (1, ), 0), buf285, buf287, buf278, reinterpret_tensor(buf280, (3072, ), (1, ), 0), buf273, reinterpret_tensor(buf275, (768, ), (1, ), 0), buf269, buf271, buf261, reinterpret_tensor(buf263, (768, ), (1, ), 0), buf256, reinterpret_tensor(buf258, (768, ), (1, ), 0), buf251, reinterpret_tensor(buf253, (768, ), (1, ), 0), buf239, reinterpret_tensor(buf241, (768, ), (1, ), 0), buf235, buf237, buf228, reinterpret_tensor(buf230, (3072, ), (1, ), 0), buf223, reinterpret_tensor(buf225, (768, ), (1, ), 0), buf219, buf221, buf211, reinterpret_tensor(buf213, (768, ), (1, ), 0), buf206, reinterpret_tensor(buf208, (768, ), (1, ), 0), buf201, reinterpret_tensor(buf203, (768, ), (1, ), 0), buf189, reinterpret_tensor(buf191, (768, ), (1, ), 0), buf185, buf187, buf178, reinterpret_tensor(buf180, (3072, ), (1, ), 0), buf173, reinterpret_tensor(buf175, (768, ), (1, ), 0), buf169, buf171, buf161, reinterpret_tensor(buf163, (768, ), (1, ), 0), buf156, reinterpret_tensor(buf158, (768, ), (1, ), 0), buf151, reinterpret_tensor(buf153, (768, ), (1, ), 0), buf139, reinterpret_tensor(buf141, (768, ), (1, ), 0), buf135, buf137, buf128, reinterpret_tensor(buf130, (3072, ), (1, ), 0), buf123, reinterpret_tensor(buf125, (768, ), (1, ), 0), buf119, buf121, buf111, reinterpret_tensor(buf113, (768, ), (1, ), 0), buf106, reinterpret_tensor(buf108, (768, ), (1, ), 0), buf101, reinterpret_tensor(buf103, (768, ), (1, ), 0), buf89, reinterpret_tensor(buf91, (768, ), (1, ), 0), buf85, buf87, buf78, reinterpret_tensor(buf80, (3072, ), (1, ), 0), buf73, reinterpret_tensor(buf75, (768, ), (1, ), 0), buf69, buf71, buf61, reinterpret_tensor(buf63, (768, ), (1, ), 0), buf56, reinterpret_tensor(buf58, (768, ), (1, ), 0), buf51, reinterpret_tensor(buf53, (768, ), (1, ), 0), buf39, reinterpret_tensor(buf41, (768, ), (1, ), 0), buf35, buf37, buf28, reinterpret_tensor(buf30, (3072, ), (1, ), 0), buf23, reinterpret_tensor(buf25, (768, ), (1, ), 0), buf19, buf21, buf12, reinterpret_tensor(buf14, (768, ), (1, ), 0), buf7, buf9, reinterpret_tensor(buf3, (30522, ), (1, ), 0), None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((32, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    primals_2 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    primals_4 = rand_strided((30522, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_29 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_33 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_35 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_37 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_39 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_41 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_43 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_45 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_47 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_49 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_51 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_53 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_55 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_57 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_59 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_61 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_63 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_65 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_67 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_69 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_71 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_73 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_75 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_77 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_79 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_81 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_83 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_85 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_87 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_89 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_91 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_93 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_95 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_97 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_99 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_101 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_103 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_105 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_107 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_109 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_111 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_113 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_115 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_117 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_119 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_121 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_123 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_125 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_127 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_129 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_131 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_133 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_135 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_137 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_139 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_141 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_143 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_145 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_147 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_149 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_151 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_153 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_155 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_157 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_159 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_161 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_163 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_165 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_167 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_169 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_171 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_173 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_175 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_177 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_179 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_181 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_183 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_185 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_187 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_189 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_191 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_193 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_195 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_197 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_199 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_201 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_203 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_206 = rand_strided((32, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    gather = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    mul = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_1 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_16 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_4 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_18 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_4 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_20 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_9 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_22 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_3 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_38 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_13 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_40 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_10 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_42 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_18 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_44 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_5 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_60 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_22 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_62 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_16 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_64 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_27 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_66 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_7 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_82 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_31 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_84 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_22 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_86 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_36 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_88 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_9 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_104 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_40 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_106 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_28 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_108 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_45 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_110 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_11 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_126 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_49 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_128 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_34 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_130 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_54 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_132 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_13 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_148 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_58 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_150 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_40 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_152 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_63 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_154 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_15 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_170 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_67 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_172 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_46 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_174 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_72 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_176 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_17 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_192 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_76 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_194 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_52 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_196 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_81 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_198 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_19 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_214 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_85 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_216 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_58 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_218 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_90 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_220 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_21 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_236 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_94 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_238 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_64 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_240 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_99 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_242 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_23 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_258 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_103 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_260 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_70 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_262 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_108 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_264 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_72 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    getitem_51 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_25 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    view_266 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_73 = rand_strided((4096, 30522), (30528, 1), device='cuda:0', dtype=torch.float32)
    amax_12 = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    log = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    div_15 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_16 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_156 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_157 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_158 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.float32)
    div_17 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_18 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_189 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_190 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_191 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.float32)
    div_19 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_20 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_222 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_223 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_224 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.float32)
    div_21 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_22 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_255 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_256 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_257 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.float32)
    div_23 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_24 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_288 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_289 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_290 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.float32)
    div_25 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_26 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_321 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_322 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_323 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.float32)
    div_27 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_28 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_354 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_355 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_356 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.float32)
    div_29 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_30 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_387 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_388 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_389 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.float32)
    div_31 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_32 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_420 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_421 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_422 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.float32)
    div_33 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_34 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_453 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_454 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_455 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.float32)
    div_35 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_36 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_486 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_487 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_488 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.float32)
    div_37 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_38 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_519 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_520 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_521 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.float32)
    div_39 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_4, primals_7, primals_9, primals_11, primals_13, primals_15, primals_17, primals_19, primals_21, primals_23, primals_25, primals_27, primals_29, primals_31, primals_33, primals_35, primals_37, primals_39, primals_41, primals_43, primals_45, primals_47, primals_49, primals_51, primals_53, primals_55, primals_57, primals_59, primals_61, primals_63, primals_65, primals_67, primals_69, primals_71, primals_73, primals_75, primals_77, primals_79, primals_81, primals_83, primals_85, primals_87, primals_89, primals_91, primals_93, primals_95, primals_97, primals_99, primals_101, primals_103, primals_105, primals_107, primals_109, primals_111, primals_113, primals_115, primals_117, primals_119, primals_121, primals_123, primals_125, primals_127, primals_129, primals_131, primals_133, primals_135, primals_137, primals_139, primals_141, primals_143, primals_145, primals_147, primals_149, primals_151, primals_153, primals_155, primals_157, primals_159, primals_161, primals_163, primals_165, primals_167, primals_169, primals_171, primals_173, primals_175, primals_177, primals_179, primals_181, primals_183, primals_185, primals_187, primals_189, primals_191, primals_193, primals_195, primals_197, primals_199, primals_201, primals_203, primals_206, gather, mul, view, where_1, view_16, mul_4, view_18, addmm_4, view_20, mul_9, view_22, where_3, view_38, mul_13, view_40, addmm_10, view_42, mul_18, view_44, where_5, view_60, mul_22, view_62, addmm_16, view_64, mul_27, view_66, where_7, view_82, mul_31, view_84, addmm_22, view_86, mul_36, view_88, where_9, view_104, mul_40, view_106, addmm_28, view_108, mul_45, view_110, where_11, view_126, mul_49, view_128, addmm_34, view_130, mul_54, view_132, where_13, view_148, mul_58, view_150, addmm_40, view_152, mul_63, view_154, where_15, view_170, mul_67, view_172, addmm_46, view_174, mul_72, view_176, where_17, view_192, mul_76, view_194, addmm_52, view_196, mul_81, view_198, where_19, view_214, mul_85, view_216, addmm_58, view_218, mul_90, view_220, where_21, view_236, mul_94, view_238, addmm_64, view_240, mul_99, view_242, where_23, view_258, mul_103, view_260, addmm_70, view_262, mul_108, view_264, addmm_72, getitem_51, rsqrt_25, view_266, addmm_73, amax_12, log, convert_element_type, div_15, div_16, permute_156, permute_157, permute_158, div_17, div_18, permute_189, permute_190, permute_191, div_19, div_20, permute_222, permute_223, permute_224, div_21, div_22, permute_255, permute_256, permute_257, div_23, div_24, permute_288, permute_289, permute_290, div_25, div_26, permute_321, permute_322, permute_323, div_27, div_28, permute_354, permute_355, permute_356, div_29, div_30, permute_387, permute_388, permute_389, div_31, div_32, permute_420, permute_421, permute_422, div_33, div_34, permute_453, permute_454, permute_455, div_35, div_36, permute_486, permute_487, permute_488, div_37, div_38, permute_519, permute_520, permute_521, div_39, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
