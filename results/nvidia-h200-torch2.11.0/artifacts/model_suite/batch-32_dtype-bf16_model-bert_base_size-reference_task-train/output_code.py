# AOT ID: ['114_forward']
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/sd/csd5grlnndycwwd3rm62oikcgpoxzz5kmo4qjp7kjgedjbejg2mk.py
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/uo/cuo4gxjmwlmwxey2df3eu5yyzpishwpkj6pvpkyw2ocdzcwbwmxh.py
# Topologically Sorted Source Nodes: [position_ids, token_type_ids, inputs_embeds, token_type_embeddings, embeddings, position_embeddings, embeddings_1, embeddings_2, linear, div_39], Original ATen: [aten.slice, aten.expand, aten.embedding, aten.add, aten.native_layer_norm, aten._to_copy, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   div_39 => div_39
#   embeddings => add
#   embeddings_1 => add_1
#   embeddings_2 => add_2, add_3, mul, mul_1, rsqrt, sub, var_mean
#   inputs_embeds => embedding
#   linear => convert_element_type_2
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
#   %convert_element_type_2 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_3, torch.bfloat16), kwargs = {})
#   %div_39 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt, 768), kwargs = {})
#   return %add_1,%getitem_1,%buf3,%mul,%convert_element_type_2,%div_39
triton_per_fused__to_copy_add_embedding_expand_native_layer_norm_native_layer_norm_backward_slice_1 = async_compile.triton('triton_per_fused__to_copy_add_embedding_expand_native_layer_norm_native_layer_norm_backward_slice_1', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'in_ptr4': '*i64', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr2': '*bf16', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_embedding_expand_native_layer_norm_native_layer_norm_backward_slice_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 67584, 'r0_': 37754880}, 'kernel_num_gb': 0.045679616, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_embedding_expand_native_layer_norm_native_layer_norm_backward_slice_1(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp50 = tmp49.to(tl.float32)
    tmp51 = tl.full([1, 1], 0.0013020833333333333, tl.float32)
    tmp52 = tmp44 * tmp51
    tl.store(in_out_ptr0 + (r0_2 + 768*x3), tmp45, r0_mask)
    tl.store(out_ptr2 + (r0_2 + 768*x3), tmp50, r0_mask)
    tl.store(out_ptr3 + (x3), tmp52, None)


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
    arg_9 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_10 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_embedding_expand_native_layer_norm_native_layer_norm_backward_slice_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_add_embedding_expand_native_layer_norm_native_layer_norm_backward_slice_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.045679616
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/o6/co6vsqozchitnzkqdshfxlda5jcp7mkdegov4xs6ig2znqueogj4.py
# Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge]
# Source node to ATen node mapping:
#   arange_2 => iota_2
#   attention_mask => ge
#   q_arange => add_4
#   q_indices => unsqueeze, unsqueeze_1, unsqueeze_2
# Graph fragment:
#   %iota_2 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_4 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_2, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_4, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 3), kwargs = {})
#   %ge : Tensor "b8[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.ge.Scalar](args = (%unsqueeze_2, 0), kwargs = {})
#   return %ge
triton_poi_fused_add_arange_ge_unsqueeze_2 = async_compile.triton('triton_poi_fused_add_arange_ge_unsqueeze_2', '''
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
    triton_meta={'signature': {'out_ptr0': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_arange_ge_unsqueeze_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256}, 'kernel_num_gb': 1.28e-07, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_arange_ge_unsqueeze_2(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tl.store(out_ptr0 + (x0), tmp2, xmask)


def get_args():
    arg_0 = rand_strided((1, 1, 128, 1), (128, 128, 1, 1), device='cuda:0', dtype=torch.bool)
    return arg_0, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_arange_ge_unsqueeze_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_arange_ge_unsqueeze_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 1.28e-07
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/v3/cv3ttskpesitzkanpzux22hu5wwggab2fnwe7k33o2wbmshjthey.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   linear => convert_element_type_1
# Graph fragment:
#   %primals_9 : Tensor "f32[768, 768][768, 1]cuda:0" = PlaceHolder[target=primals_9]
#   %convert_element_type_1 : Tensor "bf16[768, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_9, torch.bfloat16), kwargs = {})
#   return %convert_element_type_1
triton_poi_fused__to_copy_3 = async_compile.triton('triton_poi_fused__to_copy_3', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4718592}, 'kernel_num_gb': 0.003538944, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_3(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
        triton_poi_fused__to_copy_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.003538944
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/c6/cc66pbrgy6kjmrakqj4a4gnd3lnqjgt3i53xvzhkvwjhyou5pwg5.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   linear => convert_element_type
# Graph fragment:
#   %primals_10 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_10]
#   %convert_element_type : Tensor "bf16[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_10, torch.bfloat16), kwargs = {})
#   return %convert_element_type
triton_poi_fused__to_copy_4 = async_compile.triton('triton_poi_fused__to_copy_4', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6144}, 'kernel_num_gb': 4.608e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
        triton_poi_fused__to_copy_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 4.608e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/a7/ca77mqrsvn6xrujmqrw3p5jwewukny6v2u6qcj5l364n3huyopsi.py
# Topologically Sorted Source Nodes: [linear, view, query_layer, attn_output, permute_520, convert_element_type_1399], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
# Source node to ATen node mapping:
#   attn_output => clone_1, convert_element_type_18, mul_2, view_9
#   convert_element_type_1399 => convert_element_type_1399
#   linear => view_1
#   permute_520 => permute_520
#   query_layer => permute_1
#   view => view_2
# Graph fragment:
#   %addmm : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm]
#   %clone_1 : Tensor "f32[32, 12, 128, 64][98304, 8192, 64, 1]cuda:0" = PlaceHolder[target=clone_1]
#   %view_1 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [32, 128, 768]), kwargs = {})
#   %view_2 : Tensor "bf16[32, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_1, [32, 128, -1, 64]), kwargs = {})
#   %permute_1 : Tensor "bf16[32, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [0, 2, 1, 3]), kwargs = {})
#   %convert_element_type_18 : Tensor "f32[32, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_1, torch.float32), kwargs = {})
#   %mul_2 : Tensor "f32[32, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%convert_element_type_18, 0.3535533905932738), kwargs = {})
#   %clone_1 : Tensor "f32[32, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_3,), kwargs = {memory_format: torch.contiguous_format})
#   %view_9 : Tensor "f32[384, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_1, [384, 128, 64]), kwargs = {})
#   %permute_520 : Tensor "f32[384, 64, 128][8192, 1, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_9, [0, 2, 1]), kwargs = {})
#   %convert_element_type_1399 : Tensor "bf16[384, 64, 128][8192, 1, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_520, torch.bfloat16), kwargs = {})
#   return %clone_1,%convert_element_type_1399
triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 56623104}, 'kernel_num_gb': 0.025165824, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5(in_ptr0, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3145728
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 128)
    x2 = ((xindex // 8192) % 12)
    x3 = xindex // 98304
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2 + 768*x1 + 98304*x3), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.3535533905932738, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp3.to(tl.float32)
    tl.store(out_ptr0 + (x4), tmp3, None)
    tl.store(out_ptr1 + (x4), tmp4, None)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, 3145728,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.025165824
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/em/cemyprzs3jysbgqsh6ayk3pnatsezjbasye3o5hdv5fptvbmfrja.py
# Topologically Sorted Source Nodes: [linear_1, view_1, key_layer, attn_output, permute_521, convert_element_type_1402], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
# Source node to ATen node mapping:
#   attn_output => clone_2, convert_element_type_19, mul_3, permute_6, view_10
#   convert_element_type_1402 => convert_element_type_1402
#   key_layer => permute_3
#   linear_1 => view_4
#   permute_521 => permute_521
#   view_1 => view_5
# Graph fragment:
#   %addmm_1 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %clone_2 : Tensor "f32[32, 12, 64, 128][98304, 8192, 128, 1]cuda:0" = PlaceHolder[target=clone_2]
#   %view_4 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [32, 128, 768]), kwargs = {})
#   %view_5 : Tensor "bf16[32, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_4, [32, 128, -1, 64]), kwargs = {})
#   %permute_3 : Tensor "bf16[32, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %convert_element_type_19 : Tensor "f32[32, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_3, torch.float32), kwargs = {})
#   %permute_6 : Tensor "f32[32, 12, 64, 128][98304, 64, 1, 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_19, [0, 1, 3, 2]), kwargs = {})
#   %mul_3 : Tensor "f32[32, 12, 64, 128][98304, 64, 1, 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%permute_6, 0.3535533905932738), kwargs = {})
#   %clone_2 : Tensor "f32[32, 12, 64, 128][98304, 8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_10 : Tensor "f32[384, 64, 128][8192, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_2, [384, 64, 128]), kwargs = {})
#   %permute_521 : Tensor "f32[384, 128, 64][8192, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_10, [0, 2, 1]), kwargs = {})
#   %convert_element_type_1402 : Tensor "bf16[384, 128, 64][8192, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_521, torch.bfloat16), kwargs = {})
#   return %clone_2,%convert_element_type_1402
triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 50331648}, 'kernel_num_gb': 0.025165824, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6(in_ptr0, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3145728
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 128)
    x1 = ((xindex // 128) % 768)
    x2 = xindex // 98304
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x1 + 768*x0 + 98304*x2), None, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.3535533905932738, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp3.to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp3, None)
    tl.store(out_ptr1 + (x3), tmp4, None)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((32, 12, 64, 128), (98304, 8192, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, 3145728,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.025165824
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/sn/csndmpv52bpofuhbea3mnv7rh2as2mtelkg5rbb6jnvkthobrbnq.py
# Topologically Sorted Source Nodes: [attention_mask_1, attn_output, ], Original ATen: [aten.expand, aten.scalar_tensor, aten.where, aten.view, aten.add, prims.prepare_softmax_online, aten.sub, aten.exp, aten._safe_softmax]
# Source node to ATen node mapping:
#    => exp_default_12, prepare_softmax_online_default_12, sub_tensor_12
#   attention_mask_1 => expand_2
#   attn_output => add_6, any_1, div, eq, full_default, full_default_1, full_default_2, logical_not, logical_not_1, view_11, where, where_1
# Graph fragment:
#   %bmm : Tensor "f32[384, 128, 128][16384, 128, 1]cuda:0" = PlaceHolder[target=bmm]
#   %ge : Tensor "b8[1, 1, 128, 1][128, 128, 1, 1]cuda:0" = PlaceHolder[target=ge]
#   %any_1 : Tensor "b8[32, 12, 128, 1][1536, 128, 1, 49152]cuda:0" = PlaceHolder[target=any_1]
#   %logical_not_1 : Tensor "b8[32, 12, 128, 1][1536, 128, 1, 1]cuda:0" = PlaceHolder[target=logical_not_1]
#   %getitem_76 : Tensor "f32[32, 12, 128, 1][1536, 128, 1, 1]cuda:0" = PlaceHolder[target=getitem_76]
#   %getitem_77 : Tensor "f32[32, 12, 128, 1][1536, 128, 1, 1]cuda:0" = PlaceHolder[target=getitem_77]
#   %expand_2 : Tensor "b8[32, 1, 128, 128][0, 128, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%ge, [32, -1, 128, 128]), kwargs = {})
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[32, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.where.self](args = (%expand_2, %full_default_1, %full_default), kwargs = {})
#   %view_11 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm, [32, 12, 128, 128]), kwargs = {})
#   %add_6 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_11, %where), kwargs = {})
#   %prepare_softmax_online_default_12 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%add_6, -1), kwargs = {})
#   %sub_tensor_12 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_6, %getitem_76), kwargs = {})
#   %exp_default_12 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_12,), kwargs = {})
#   %div : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_12, %getitem_77), kwargs = {})
#   %eq : Tensor "b8[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%add_6, -inf), kwargs = {})
#   %logical_not : Tensor "b8[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%eq,), kwargs = {})
#   %any_1 : Tensor "b8[32, 12, 128, 1][1536, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.any.dim](args = (%logical_not, -1, True), kwargs = {})
#   %logical_not_1 : Tensor "b8[32, 12, 128, 1][1536, 128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.logical_not.default](args = (%any_1,), kwargs = {})
#   %full_default_2 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.full.default](args = ([32, 12, 128, 128], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%logical_not_1, %full_default_2, %div), kwargs = {})
#   return %getitem_76,%getitem_77,%any_1,%logical_not_1,%expand_5
triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_7 = async_compile.triton('triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_7', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*i1', 'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 4, 'num_reduction': 5, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 884864, 'r0_': 75497472}, 'kernel_num_gb': 0.050823296, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_7(in_out_ptr0, in_ptr0, in_ptr1, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_2 + 128*x3), None)
    tmp1 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last').to(tl.int1)
    tmp2 = tl.full([1, 1], 0.0, tl.float32)
    tmp3 = tl.full([1, 1], float("-inf"), tl.float32)
    tmp4 = tl.where(tmp1, tmp2, tmp3)
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp0 + tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp11 = triton_helpers.max2(tmp9, 1)[:, None].to(tl.float32)
    tmp12 = tmp7 - tmp11
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp17 = tmp6 == tmp3
    tmp18 = tmp17 == 0
    tmp19 = tmp18.to(tl.int64)
    tmp20 = (tmp19 != 0)
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = triton_helpers.any(tmp21, 1)[:, None].to(tl.int1)
    tmp24 = tmp23 == 0
    tmp25 = tmp6 - tmp11
    tmp26 = libdevice.exp(tmp25)
    tmp27 = (tmp26 / tmp16)
    tmp28 = tl.where(tmp24, tmp2, tmp27)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x3), tmp24, None)
    tl.store(out_ptr2 + (r0_2 + 128*x3), tmp28, None)
    tl.store(out_ptr0 + (x3), tmp11, None)
    tl.store(out_ptr1 + (x3), tmp16, None)


def get_args():
    arg_0 = rand_strided((32, 12, 128, 1), (1536, 128, 1, 1), device='cuda:0', dtype=torch.bool)
    arg_1 = rand_strided((384, 128, 128), (16384, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 1, 128, 1), (128, 128, 1, 1), device='cuda:0', dtype=torch.bool)
    arg_3 = rand_strided((32, 12, 128, 1), (1536, 128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((32, 12, 128, 1), (1536, 128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 49152, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.050823296
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/53/c53ksb6xvny6rksmmpqiqbldpmbc5z4dghnir5vhhf36ziibkcsn.py
# Topologically Sorted Source Nodes: [linear_2, view_2, value_layer, attn_output, permute_519, convert_element_type_1392], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
# Source node to ATen node mapping:
#   attn_output => clone_3, convert_element_type_20, view_13
#   convert_element_type_1392 => convert_element_type_1392
#   linear_2 => view_7
#   permute_519 => permute_519
#   value_layer => permute_5
#   view_2 => view_8
# Graph fragment:
#   %addmm_2 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %clone_3 : Tensor "f32[32, 12, 128, 64][98304, 8192, 64, 1]cuda:0" = PlaceHolder[target=clone_3]
#   %view_7 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [32, 128, 768]), kwargs = {})
#   %view_8 : Tensor "bf16[32, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_7, [32, 128, -1, 64]), kwargs = {})
#   %permute_5 : Tensor "bf16[32, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_8, [0, 2, 1, 3]), kwargs = {})
#   %convert_element_type_20 : Tensor "f32[32, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_5, torch.float32), kwargs = {})
#   %clone_3 : Tensor "f32[32, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_6,), kwargs = {memory_format: torch.contiguous_format})
#   %view_13 : Tensor "f32[384, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_3, [384, 128, 64]), kwargs = {})
#   %permute_519 : Tensor "f32[384, 64, 128][8192, 1, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_13, [0, 2, 1]), kwargs = {})
#   %convert_element_type_1392 : Tensor "bf16[384, 64, 128][8192, 1, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_519, torch.bfloat16), kwargs = {})
#   return %clone_3,%convert_element_type_1392
triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 56623104}, 'kernel_num_gb': 0.025165824, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8(in_ptr0, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3145728
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 128)
    x2 = ((xindex // 8192) % 12)
    x3 = xindex // 98304
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2 + 768*x1 + 98304*x3), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tmp1.to(tl.float32)
    tl.store(out_ptr0 + (x4), tmp1, None)
    tl.store(out_ptr1 + (x4), tmp2, None)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, 3145728,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.025165824
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/5c/c5cczt4s7wftct5oqcwewwg7uqztmg6hrjqjz5vwbziaorp6ouye.py
# Topologically Sorted Source Nodes: [attn_output, transpose_3, attn_output_1], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   attn_output => convert_element_type_22, view_14
#   attn_output_1 => clone_4
#   transpose_3 => permute_7
# Graph fragment:
#   %bmm_1 : Tensor "f32[384, 128, 64][8192, 64, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %view_14 : Tensor "f32[32, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_1, [32, 12, 128, 64]), kwargs = {})
#   %convert_element_type_22 : Tensor "bf16[32, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_14, torch.bfloat16), kwargs = {})
#   %permute_7 : Tensor "bf16[32, 128, 12, 64][98304, 64, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_22, [0, 2, 1, 3]), kwargs = {})
#   %clone_4 : Tensor "bf16[32, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_7,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_4
triton_poi_fused__to_copy_clone_transpose_view_9 = async_compile.triton('triton_poi_fused__to_copy_clone_transpose_view_9', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_clone_transpose_view_9', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25165824}, 'kernel_num_gb': 0.018874368, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_clone_transpose_view_9(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x4), tmp1, None)


def get_args():
    arg_0 = rand_strided((384, 128, 64), (8192, 64, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 128, 12, 64), (98304, 768, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 3145728,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_clone_transpose_view_9.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_clone_transpose_view_9.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.018874368
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/zf/czffy36c2cnzgcgedulsswqbyxxvodvthaqcwkaejymx5sxmkimu.py
# Topologically Sorted Source Nodes: [embeddings_2, hidden_states, add_4, hidden_states_2, hidden_states_3, div_38], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   add_4 => add_7
#   div_38 => div_38
#   embeddings_2 => add_3, mul_1
#   hidden_states => view_17
#   hidden_states_2 => add_8, add_9, mul_4, mul_5, rsqrt_1, sub_2, var_mean_1
#   hidden_states_3 => convert_element_type_30
# Graph fragment:
#   %addmm_3 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %mul : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul]
#   %primals_7 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_7]
#   %primals_8 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_8]
#   %getitem_3 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=getitem_3]
#   %buf32 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=buf32]
#   %mul_4 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_4]
#   %primals_17 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_17]
#   %primals_18 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_18]
#   %mul_1 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %primals_7), kwargs = {})
#   %add_3 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %primals_8), kwargs = {})
#   %view_17 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [32, 128, 768]), kwargs = {})
#   %add_7 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_17, %add_3), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_7, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_8 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_2, 1e-12), kwargs = {})
#   %rsqrt_1 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %sub_2 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_7, %getitem_3), kwargs = {})
#   %mul_4 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_1), kwargs = {})
#   %mul_5 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %primals_17), kwargs = {})
#   %add_9 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_5, %primals_18), kwargs = {})
#   %convert_element_type_30 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_9, torch.bfloat16), kwargs = {})
#   %div_38 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_1, 768), kwargs = {})
#   return %getitem_3,%buf32,%mul_4,%convert_element_type_30,%div_38
triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*bf16', 'out_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 56635392}, 'kernel_num_gb': 0.037777408, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, out_ptr3, out_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp3 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp5 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp31 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp33 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp4 = tmp2 * tmp3
    tmp6 = tmp4 + tmp5
    tmp7 = tmp1 + tmp6
    tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(r0_mask, tmp8, 0)
    tmp11 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp13 = tl.where(r0_mask, tmp11, 0)
    tmp14 = tl.sum(tmp13, 1)[:, None].to(tl.float32)
    tmp15 = tl.full([1, 1], 768, tl.int32)
    tmp16 = tmp15.to(tl.float32)
    tmp17 = (tmp14 / tmp16)
    tmp18 = tmp8 - tmp17
    tmp19 = tmp18 * tmp18
    tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
    tmp22 = tl.where(r0_mask, tmp20, 0)
    tmp23 = tl.sum(tmp22, 1)[:, None].to(tl.float32)
    tmp24 = tmp7 - tmp17
    tmp25 = tl.full([1, 1], 768.0, tl.float32)
    tmp26 = (tmp23 / tmp25)
    tmp27 = tl.full([1, 1], 1e-12, tl.float32)
    tmp28 = tmp26 + tmp27
    tmp29 = libdevice.rsqrt(tmp28)
    tmp30 = tmp24 * tmp29
    tmp32 = tmp30 * tmp31
    tmp34 = tmp32 + tmp33
    tmp35 = tmp34.to(tl.float32)
    tmp36 = tl.full([1, 1], 0.0013020833333333333, tl.float32)
    tmp37 = tmp29 * tmp36
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp30, r0_mask)
    tl.store(out_ptr3 + (r0_1 + 768*x0), tmp35, r0_mask)
    tl.store(out_ptr4 + (x0), tmp37, None)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_8 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.037777408
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/om/comvnqqpshvs4yxwmneuf6h63xkjrzbx5j4yzp5dv6ykogpj3j7n.py
# Topologically Sorted Source Nodes: [hidden_states_3], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   hidden_states_3 => convert_element_type_29
# Graph fragment:
#   %primals_19 : Tensor "f32[3072, 768][768, 1]cuda:0" = PlaceHolder[target=primals_19]
#   %convert_element_type_29 : Tensor "bf16[3072, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_19, torch.bfloat16), kwargs = {})
#   return %convert_element_type_29
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_11', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18874368}, 'kernel_num_gb': 0.014155776, 'kernel_flop': 0},
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/kv/ckvpfaqitrwtv56v2dzgsiukgxb7h2467xim7zyxyt74lchm3ctk.py
# Topologically Sorted Source Nodes: [hidden_states_3], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   hidden_states_3 => convert_element_type_28
# Graph fragment:
#   %primals_20 : Tensor "f32[3072][1]cuda:0" = PlaceHolder[target=primals_20]
#   %convert_element_type_28 : Tensor "bf16[3072][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_20, torch.bfloat16), kwargs = {})
#   return %convert_element_type_28
triton_poi_fused__to_copy_12 = async_compile.triton('triton_poi_fused__to_copy_12', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_12', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 24576}, 'kernel_num_gb': 1.8432e-05, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_12(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
        triton_poi_fused__to_copy_12.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_12.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 1.8432e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/xs/cxsfj675p6ldg3wdgcocjlwhjkpozi3syu32fanhd7ylvonj4qwm.py
# Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   hidden_states_3 => view_19
#   hidden_states_4 => add_10, convert_element_type_34, convert_element_type_35, erf, mul_6, mul_7, mul_8
# Graph fragment:
#   %addmm_4 : Tensor "bf16[4096, 3072][3072, 1]cuda:0" = PlaceHolder[target=addmm_4]
#   %view_19 : Tensor "bf16[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_4, [32, 128, 3072]), kwargs = {})
#   %convert_element_type_34 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_19, torch.float32), kwargs = {})
#   %mul_6 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_34, 0.5), kwargs = {})
#   %mul_7 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_34, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_7,), kwargs = {})
#   %add_10 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_8 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_6, %add_10), kwargs = {})
#   %convert_element_type_35 : Tensor "bf16[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_8, torch.bfloat16), kwargs = {})
#   return %convert_element_type_35
triton_poi_fused_gelu_view_13 = async_compile.triton('triton_poi_fused_gelu_view_13', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_13', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 75497472}, 'kernel_num_gb': 0.050331648, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_13(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 12582912
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)


def get_args():
    arg_0 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((32, 128, 3072), (393216, 3072, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 12582912,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_13.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_gelu_view_13.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.050331648
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/xy/cxyrhf2wkiaax6ltlhau27wirwiyfzsmytjfyhzze4shp3ij2wjh.py
# Topologically Sorted Source Nodes: [hidden_states_5], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   hidden_states_5 => convert_element_type_37
# Graph fragment:
#   %primals_21 : Tensor "f32[768, 3072][3072, 1]cuda:0" = PlaceHolder[target=primals_21]
#   %convert_element_type_37 : Tensor "bf16[768, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_21, torch.bfloat16), kwargs = {})
#   return %convert_element_type_37
triton_poi_fused__to_copy_14 = async_compile.triton('triton_poi_fused__to_copy_14', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_14', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18874368}, 'kernel_num_gb': 0.014155776, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_14(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
        triton_poi_fused__to_copy_14.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_14.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.014155776
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/zv/czv4twn6i5az7ned2fpx3gl6lvhyaud5hqogpgycrwcconn2fl5o.py
# Topologically Sorted Source Nodes: [attention_mask_1, attn_output, attn_output_3, ], Original ATen: [aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, aten.add, prims.prepare_softmax_online, aten.sub, aten.exp]
# Source node to ATen node mapping:
#    => exp_default_11, prepare_softmax_online_default_11, sub_tensor_11
#   attention_mask_1 => expand_2
#   attn_output => full_default, full_default_1, full_default_2, where
#   attn_output_3 => add_14, any_2, div_1, eq_1, logical_not_2, logical_not_3, view_33, where_3
# Graph fragment:
#   %bmm_2 : Tensor "f32[384, 128, 128][16384, 128, 1]cuda:0" = PlaceHolder[target=bmm_2]
#   %ge : Tensor "b8[1, 1, 128, 1][128, 128, 1, 1]cuda:0" = PlaceHolder[target=ge]
#   %any_2 : Tensor "b8[32, 12, 128, 1][1536, 128, 1, 49152]cuda:0" = PlaceHolder[target=any_2]
#   %getitem_74 : Tensor "f32[32, 12, 128, 1][1536, 128, 1, 49152]cuda:0" = PlaceHolder[target=getitem_74]
#   %getitem_75 : Tensor "f32[32, 12, 128, 1][1536, 128, 1, 49152]cuda:0" = PlaceHolder[target=getitem_75]
#   %expand_2 : Tensor "b8[32, 1, 128, 128][0, 128, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%ge, [32, -1, 128, 128]), kwargs = {})
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[32, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.where.self](args = (%expand_2, %full_default_1, %full_default), kwargs = {})
#   %full_default_2 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.full.default](args = ([32, 12, 128, 128], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_33 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_2, [32, 12, 128, 128]), kwargs = {})
#   %add_14 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_33, %where), kwargs = {})
#   %prepare_softmax_online_default_11 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%add_14, -1), kwargs = {})
#   %sub_tensor_11 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_14, %getitem_74), kwargs = {})
#   %exp_default_11 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_11,), kwargs = {})
#   %div_1 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_11, %getitem_75), kwargs = {})
#   %eq_1 : Tensor "b8[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%add_14, -inf), kwargs = {})
#   %logical_not_2 : Tensor "b8[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%eq_1,), kwargs = {})
#   %any_2 : Tensor "b8[32, 12, 128, 1][1536, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.any.dim](args = (%logical_not_2, -1, True), kwargs = {})
#   %logical_not_3 : Tensor "b8[32, 12, 128, 1][1536, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%any_2,), kwargs = {})
#   %where_3 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%logical_not_3, %full_default_2, %div_1), kwargs = {})
#   return %getitem_74,%getitem_75,%any_2,%expand_9
triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15 = async_compile.triton('triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i1', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 5, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128, 'r0_': 75497472}, 'kernel_num_gb': 0.050331776, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15(in_out_ptr0, in_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last').to(tl.int1)
    tmp2 = tl.full([1, 1], 0.0, tl.float32)
    tmp3 = tl.full([1, 1], float("-inf"), tl.float32)
    tmp4 = tl.where(tmp1, tmp2, tmp3)
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp0 + tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp11 = triton_helpers.max2(tmp9, 1)[:, None].to(tl.float32)
    tmp12 = tmp7 - tmp11
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp17 = tmp6 == tmp3
    tmp18 = tmp17 == 0
    tmp19 = tmp18.to(tl.int64)
    tmp20 = (tmp19 != 0)
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = triton_helpers.any(tmp21, 1)[:, None].to(tl.int1)
    tmp24 = tmp23 == 0
    tmp25 = tmp6 - tmp11
    tmp26 = libdevice.exp(tmp25)
    tmp27 = (tmp26 / tmp16)
    tmp28 = tl.where(tmp24, tmp2, tmp27)
    tl.store(in_out_ptr0 + (r0_2 + 128*x3), tmp28, None)


def get_args():
    arg_0 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 1, 128, 1), (128, 128, 1, 1), device='cuda:0', dtype=torch.bool)
    return arg_0, arg_1, 49152, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.050331776
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/kd/ckdklrgwhzddob7jnzfl64ydh7zlf4atrpsg7jyhlnoszworckwo.py
# Topologically Sorted Source Nodes: [hidden_states_96, hidden_states_97, hidden_states_98, hidden_states_99], Original ATen: [aten.view, aten.gelu, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   hidden_states_96 => view_265
#   hidden_states_97 => add_102, convert_element_type_498, erf_12, mul_110, mul_111, mul_112
#   hidden_states_98 => add_103, add_104, mul_113, mul_114, rsqrt_25, sub_37, var_mean_25
#   hidden_states_99 => convert_element_type_503
# Graph fragment:
#   %addmm_72 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_72]
#   %buf481 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=buf481]
#   %getitem_51 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=getitem_51]
#   %rsqrt_25 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_25]
#   %primals_203 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_203]
#   %primals_204 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_204]
#   %view_265 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_72, [32, 128, 768]), kwargs = {})
#   %convert_element_type_498 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_265, torch.float32), kwargs = {})
#   %mul_110 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_498, 0.5), kwargs = {})
#   %mul_111 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_498, 0.7071067811865476), kwargs = {})
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
#   %convert_element_type_503 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_104, torch.bfloat16), kwargs = {})
#   return %getitem_51,%buf481,%rsqrt_25,%convert_element_type_503
triton_per_fused__to_copy_gelu_native_layer_norm_view_16 = async_compile.triton('triton_per_fused__to_copy_gelu_native_layer_norm_view_16', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_gelu_native_layer_norm_view_16', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 65536, 'r0_': 18880512}, 'kernel_num_gb': 0.012638208, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_gelu_native_layer_norm_view_16(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp33 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp35 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1, 1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1, 1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1, 1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
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
    tmp26 = tl.full([1, 1], 768.0, tl.float32)
    tmp27 = (tmp25 / tmp26)
    tmp28 = tl.full([1, 1], 1e-12, tl.float32)
    tmp29 = tmp27 + tmp28
    tmp30 = libdevice.rsqrt(tmp29)
    tmp31 = tmp9 - tmp19
    tmp32 = tmp31 * tmp30
    tmp34 = tmp32 * tmp33
    tmp36 = tmp34 + tmp35
    tmp37 = tmp36.to(tl.float32)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp30, None)
    tl.store(out_ptr1 + (r0_1 + 768*x0), tmp37, r0_mask)
    tl.store(out_ptr0 + (x0), tmp19, None)


def get_args():
    arg_0 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_gelu_native_layer_norm_view_16.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_gelu_native_layer_norm_view_16.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.012638208
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/kz/ckzalkrno4ofhfks3it7w6c642sr7pxg6z7ot4hgjhmox4mdqqwl.py
# Topologically Sorted Source Nodes: [hidden_states_99], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   hidden_states_99 => convert_element_type_502
# Graph fragment:
#   %primals_4 : Tensor "f32[30522, 768][768, 1]cuda:0" = PlaceHolder[target=primals_4]
#   %convert_element_type_502 : Tensor "bf16[30522, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_4, torch.bfloat16), kwargs = {})
#   return %convert_element_type_502
triton_poi_fused__to_copy_17 = async_compile.triton('triton_poi_fused__to_copy_17', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_17', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 187527168}, 'kernel_num_gb': 0.140645376, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_17(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 23440896
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((30522, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((30522, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 23440896,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_17.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_17.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.140645376
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/xr/cxrdgnufqmcxtnafguitauhdoarasvhzfechicgxafiqijpy7n3n.py
# Topologically Sorted Source Nodes: [hidden_states_99, ], Original ATen: [aten._to_copy, aten.t, aten.addmm]
# Source node to ATen node mapping:
#    => constant_pad_nd_default_2
#   hidden_states_99 => convert_element_type_502, permute_133
# Graph fragment:
#   %convert_element_type_502 : Tensor "bf16[30522, 768][768, 1]cuda:0" = PlaceHolder[target=convert_element_type_502]
#   %convert_element_type_502 : Tensor "bf16[30522, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_4, torch.bfloat16), kwargs = {})
#   %permute_133 : Tensor "bf16[768, 30522][1, 768]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_502, [1, 0]), kwargs = {})
#   %constant_pad_nd_default_2 : Tensor "bf16[768, 30528][30528, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%permute_133, [0, 6, 0, 0]), kwargs = {})
#   return %constant_pad_nd_default_2
triton_poi_fused__to_copy_addmm_t_18 = async_compile.triton('triton_poi_fused__to_copy_addmm_t_18', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_addmm_t_18', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 140663808}, 'kernel_num_gb': 0.0937728, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_addmm_t_18(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 23445504
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = xindex // 768
    x2 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 30522, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x2), tmp2, other=0.0).to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp3, None)


def get_args():
    arg_0 = rand_strided((30522, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((768, 30528), (1, 768), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 23445504,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_addmm_t_18.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_addmm_t_18.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.0937728
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/zz/czz2x45z435g65gz2na4bxz43bkuuc3sp7reoueohx2pulukddpc.py
# Topologically Sorted Source Nodes: [hidden_states_99, ], Original ATen: [aten._to_copy, aten.addmm]
# Source node to ATen node mapping:
#    => cat_default, full_default_47
#   hidden_states_99 => convert_element_type_501
# Graph fragment:
#   %primals_205 : Tensor "f32[30522][1]cuda:0" = PlaceHolder[target=primals_205]
#   %convert_element_type_501 : Tensor "bf16[30522][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_205, torch.bfloat16), kwargs = {})
#   %full_default_47 : Tensor "bf16[6][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([6], 0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat_default : Tensor "bf16[30528][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%convert_element_type_501, %full_default_47],), kwargs = {})
#   return %cat_default
triton_poi_fused__to_copy_addmm_19 = async_compile.triton('triton_poi_fused__to_copy_addmm_19', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_addmm_19', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 244200}, 'kernel_num_gb': 0.000183144, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_addmm_19(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 30528
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 30522, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp5.to(tl.float32)
    tmp7 = tl.full(tmp6.shape, 0.0, tmp6.dtype)
    tmp8 = tl.where(tmp4, tmp6, tmp7)
    tmp9 = tmp0 >= tmp3
    tmp10 = tl.full([1], 30528, tl.int64)
    tmp11 = tmp0 < tmp10
    tmp12 = tl.full([1], 0.0, tl.float32)
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp9, tmp12, tmp13)
    tmp15 = tl.where(tmp4, tmp8, tmp14)
    tl.store(out_ptr0 + (x0), tmp15, xmask)


def get_args():
    arg_0 = rand_strided((30522,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((30528,), (1,), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 30528,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_addmm_19.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_addmm_19.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000183144
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/nj/cnjlnbxpkhz5besdvvqjzq72gowpwemoajtza7yh77pifx4po3cz.py
# Topologically Sorted Source Nodes: [, masked_lm_loss], Original ATen: [aten.addmm, aten._log_softmax, prims.prepare_softmax_online]
# Source node to ATen node mapping:
#    => prepare_softmax_online_default, slice_tensor
#   masked_lm_loss => convert_element_type_507, log
# Graph fragment:
#   %addmm_default : Tensor "bf16[4096, 30528][30528, 1]cuda:0" = PlaceHolder[target=addmm_default]
#   %getitem_53 : Tensor "f32[4096, 1][1, 4096]cuda:0" = PlaceHolder[target=getitem_53]
#   %slice_tensor : Tensor "bf16[4096, 30522][30528, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%addmm_default, 1, 0, -6), kwargs = {})
#   %convert_element_type_507 : Tensor "f32[4096, 30522][30522, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%slice_tensor, torch.float32), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%convert_element_type_507, 1), kwargs = {})
#   %log : Tensor "f32[4096, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.log.default](args = (%getitem_53,), kwargs = {})
#   return %getitem_52,%getitem_53,%log
triton_red_fused__log_softmax_addmm_prepare_softmax_online_20 = async_compile.triton('triton_red_fused__log_softmax_addmm_prepare_softmax_online_20', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__log_softmax_addmm_prepare_softmax_online_20', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 65536, 'r0_': 250036224}, 'kernel_num_gb': 0.250085376, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__log_softmax_addmm_prepare_softmax_online_20(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    _tmp3_max = tl.full([XBLOCK, R0_BLOCK], float('-inf'), tl.float32)
    _tmp3_sum = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + 30528*x0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])

        _tmp3_max_next, _tmp3_sum_next = triton_helpers.online_softmax_combine(
            _tmp3_max, _tmp3_sum, tmp2, False
        )

        _tmp3_max = tl.where(r0_mask, _tmp3_max_next, _tmp3_max)
        _tmp3_sum = tl.where(r0_mask, _tmp3_sum_next, _tmp3_sum)

    tmp3, tmp4 = triton_helpers.online_softmax_reduce(
        _tmp3_max, _tmp3_sum, 1, False)
    tmp3 = tmp3[:, None]
    tmp4 = tmp4[:, None]
    tl.store(out_ptr0 + (x0), tmp3, None)
    tmp5 = tl_math.log(tmp4)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp5, None)


def get_args():
    arg_0 = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 30528), (30528, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 4096, 30522,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__log_softmax_addmm_prepare_softmax_online_20.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__log_softmax_addmm_prepare_softmax_online_20.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.250085376
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/a6/ca6lfqowkudodgoj6m3evfm3m5k5rpcecajtgtldoodpxl6h3qy3.py
# Topologically Sorted Source Nodes: [, view_37, masked_lm_loss], Original ATen: [aten.addmm, aten.view, aten._log_softmax, aten.sub, aten._to_copy, aten.nll_loss_forward]
# Source node to ATen node mapping:
#    => slice_tensor, sub_tensor
#   masked_lm_loss => convert_element_type_507, convert_element_type_508, convert_element_type_509, convert_element_type_510, div_12, full_default_36, full_default_37, gather_1, ne, neg, squeeze, sub_39, sum_14, sum_15, unsqueeze_3, where_24, where_25
#   view_37 => view_269
# Graph fragment:
#   %primals_206 : Tensor "i64[32, 128][128, 1]cuda:0" = PlaceHolder[target=primals_206]
#   %addmm_default : Tensor "bf16[4096, 30528][30528, 1]cuda:0" = PlaceHolder[target=addmm_default]
#   %getitem_52 : Tensor "f32[4096, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_52]
#   %log : Tensor "f32[4096, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %sum_14 : Tensor "i64[][]cuda:0" = PlaceHolder[target=sum_14]
#   %sum_15 : Tensor "f32[][]cuda:0" = PlaceHolder[target=sum_15]
#   %convert_element_type_510 : Tensor "f32[][]cuda:0" = PlaceHolder[target=convert_element_type_510]
#   %slice_tensor : Tensor "bf16[4096, 30522][30528, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%addmm_default, 1, 0, -6), kwargs = {})
#   %view_269 : Tensor "i64[4096][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_206, [-1]), kwargs = {})
#   %convert_element_type_507 : Tensor "f32[4096, 30522][30522, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%slice_tensor, torch.float32), kwargs = {})
#   %sub_tensor : Tensor "f32[4096, 30522][30522, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_507, %getitem_52), kwargs = {})
#   %sub_39 : Tensor "f32[4096, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_tensor, %log), kwargs = {})
#   %convert_element_type_508 : Tensor "bf16[4096, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sub_39, torch.bfloat16), kwargs = {})
#   %convert_element_type_509 : Tensor "f32[4096, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convert_element_type_508, torch.float32), kwargs = {})
#   %ne : Tensor "b8[4096][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.ne.Scalar](args = (%view_269, -100), kwargs = {})
#   %full_default_36 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_24 : Tensor "i64[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %view_269, %full_default_36), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[4096, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%where_24, 1), kwargs = {})
#   %gather_1 : Tensor "f32[4096, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%convert_element_type_509, 1, %unsqueeze_3), kwargs = {})
#   %squeeze : Tensor "f32[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%gather_1, 1), kwargs = {})
#   %neg : Tensor "f32[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%squeeze,), kwargs = {})
#   %full_default_37 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_25 : Tensor "f32[4096][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %neg, %full_default_37), kwargs = {})
#   %sum_14 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%ne,), kwargs = {})
#   %convert_element_type_510 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_14, torch.float32), kwargs = {})
#   %sum_15 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%where_25,), kwargs = {})
#   %div_12 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_15, %convert_element_type_510), kwargs = {})
#   return %sum_14,%sum_15,%convert_element_type_510,%div_12
triton_red_fused__log_softmax__to_copy_addmm_nll_loss_forward_sub_view_21 = async_compile.triton('triton_red_fused__log_softmax__to_copy_addmm_nll_loss_forward_sub_view_21', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__log_softmax__to_copy_addmm_nll_loss_forward_sub_view_21', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 65536}, 'kernel_num_gb': 7.374e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__log_softmax__to_copy_addmm_nll_loss_forward_sub_view_21(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    _tmp26 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp16 = tl.load(in_ptr2 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp18 = tl.load(in_ptr3 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0)
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
        tmp14 = tl.load(in_ptr1 + (tmp12 + 30528*r0_0), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp15 = tmp14.to(tl.float32)
        tmp17 = tmp15 - tmp16
        tmp19 = tmp17 - tmp18
        tmp20 = tmp19.to(tl.float32)
        tmp21 = tmp20.to(tl.float32)
        tmp22 = -tmp21
        tmp23 = tl.full([1, 1], 0.0, tl.float32)
        tmp24 = tl.where(tmp2, tmp22, tmp23)
        tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
        tmp27 = _tmp26 + tmp25
        _tmp26 = tl.where(r0_mask, tmp27, _tmp26)
    tmp5 = tl.sum(_tmp5, 1)[:, None]
    tmp26 = tl.sum(_tmp26, 1)[:, None]
    tmp28 = tmp5.to(tl.float32)
    tmp29 = (tmp26 / tmp28)
    tl.store(out_ptr1 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp28, None)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp29, None)


def get_args():
    arg_0 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((4096, 30528), (30528, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 1, 4096,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__log_softmax__to_copy_addmm_nll_loss_forward_sub_view_21.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__log_softmax__to_copy_addmm_nll_loss_forward_sub_view_21.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 7.374e-05
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
            buf7 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf555 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [position_ids, token_type_ids, inputs_embeds, token_type_embeddings, embeddings, position_embeddings, embeddings_1, embeddings_2, linear, div_39], Original ATen: [aten.slice, aten.expand, aten.embedding, aten.add, aten.native_layer_norm, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_embedding_expand_native_layer_norm_native_layer_norm_backward_slice_1:2
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_embedding_expand_native_layer_norm_native_layer_norm_backward_slice_1.run(buf5, primals_1, primals_4, buf0, primals_5, primals_2, primals_6, primals_7, primals_8, buf7, buf555, 4096, 768, stream=stream0)
            del primals_5
            del primals_6
            buf6 = empty_strided_cuda((1, 1, 128, 1), (128, 128, 1, 1), torch.bool)
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge]
            # [Provenance debug handles] triton_poi_fused_add_arange_ge_unsqueeze_2:3
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_arange_ge_unsqueeze_2.run(buf6, 128, stream=stream0)
            buf8 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:4
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_9, buf8, 589824, stream=stream0)
            del primals_9
            buf9 = empty_strided_cuda((768, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:5
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_10, buf9, 768, stream=stream0)
            del primals_10
            buf10 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [embeddings_2, linear], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:6
            extern_kernels.addmm(buf9, reinterpret_tensor(buf7, (4096, 768), (768, 1), 0), reinterpret_tensor(buf8, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf10)
            buf11 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:7
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_11, buf11, 589824, stream=stream0)
            del primals_11
            buf12 = buf9; del buf9  # reuse
            # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:8
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_12, buf12, 768, stream=stream0)
            del primals_12
            buf13 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [embeddings_2, linear, linear_1], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:9
            extern_kernels.addmm(buf12, reinterpret_tensor(buf7, (4096, 768), (768, 1), 0), reinterpret_tensor(buf11, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf13)
            buf14 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:10
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_13, buf14, 589824, stream=stream0)
            del primals_13
            buf15 = buf12; del buf12  # reuse
            # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:11
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_14, buf15, 768, stream=stream0)
            del primals_14
            buf16 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [embeddings_2, linear, linear_2], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:12
            extern_kernels.addmm(buf15, reinterpret_tensor(buf7, (4096, 768), (768, 1), 0), reinterpret_tensor(buf14, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf16)
            buf17 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf553 = empty_strided_cuda((384, 64, 128), (8192, 1, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear, view, query_layer, attn_output, permute_520, convert_element_type_1399], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5:13
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5.run(buf10, buf17, buf553, 3145728, stream=stream0)
            buf18 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            buf554 = reinterpret_tensor(buf10, (384, 128, 64), (8192, 1, 128), 0); del buf10  # reuse
            # Topologically Sorted Source Nodes: [linear_1, view_1, key_layer, attn_output, permute_521, convert_element_type_1402], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6:14
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6.run(buf13, buf18, buf554, 3145728, stream=stream0)
            buf19 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, query_layer, linear_1, view_1, key_layer, attn_output], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:15
            extern_kernels.bmm(reinterpret_tensor(buf17, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf18, (384, 64, 128), (8192, 128, 1), 0), out=buf19)
            buf20 = empty_strided_cuda((32, 12, 128, 1), (1536, 128, 1, 1), torch.float32)
            buf21 = empty_strided_cuda((32, 12, 128, 1), (1536, 128, 1, 1), torch.float32)
            buf22 = empty_strided_cuda((32, 12, 128, 1), (1536, 128, 1, 49152), torch.bool)
            buf23 = reinterpret_tensor(buf22, (32, 12, 128, 1), (1536, 128, 1, 1), 0); del buf22  # reuse
            buf24 = empty_strided_cuda((32, 12, 128, 128), (196608, 16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attention_mask_1, attn_output, ], Original ATen: [aten.expand, aten.scalar_tensor, aten.where, aten.view, aten.add, prims.prepare_softmax_online, aten.sub, aten.exp, aten._safe_softmax]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_7:16
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_7.run(buf23, buf19, buf6, buf20, buf21, buf24, 49152, 128, stream=stream0)
            buf25 = reinterpret_tensor(buf18, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf18  # reuse
            buf552 = reinterpret_tensor(buf13, (384, 64, 128), (8192, 1, 64), 0); del buf13  # reuse
            # Topologically Sorted Source Nodes: [linear_2, view_2, value_layer, attn_output, permute_519, convert_element_type_1392], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8:17
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8.run(buf16, buf25, buf552, 3145728, stream=stream0)
            buf26 = reinterpret_tensor(buf17, (384, 128, 64), (8192, 64, 1), 0); del buf17  # reuse
            # Topologically Sorted Source Nodes: [attention_mask_1, linear_2, view_2, value_layer, attn_output, ], Original ATen: [aten.expand, aten.view, aten.transpose, aten.scalar_tensor, aten.where, aten._to_copy, aten.add, aten.sub, aten.exp, aten._safe_softmax, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:18
            extern_kernels.bmm(reinterpret_tensor(buf24, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf25, (384, 128, 64), (8192, 64, 1), 0), out=buf26)
            buf27 = reinterpret_tensor(buf16, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf16  # reuse
            # Topologically Sorted Source Nodes: [attn_output, transpose_3, attn_output_1], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_9:19
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_9.run(buf26, buf27, 3145728, stream=stream0)
            buf28 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:20
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_15, buf28, 589824, stream=stream0)
            del primals_15
            buf29 = buf15; del buf15  # reuse
            # Topologically Sorted Source Nodes: [hidden_states], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:21
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_16, buf29, 768, stream=stream0)
            del primals_16
            buf30 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output, transpose_3, attn_output_1, reshape, hidden_states], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:22
            extern_kernels.addmm(buf29, reinterpret_tensor(buf27, (4096, 768), (768, 1), 0), reinterpret_tensor(buf28, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf30)
            buf34 = reinterpret_tensor(buf26, (32, 128, 768), (98304, 768, 1), 0); del buf26  # reuse
            buf35 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf551 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [embeddings_2, hidden_states, add_4, hidden_states_2, hidden_states_3, div_38], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:23
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf30, buf5, primals_7, primals_8, primals_17, primals_18, buf34, buf35, buf551, 4096, 768, stream=stream0)
            del primals_8
            buf36 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_3], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:24
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(primals_19, buf36, 2359296, stream=stream0)
            del primals_19
            buf37 = empty_strided_cuda((3072, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_3], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:25
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(primals_20, buf37, 3072, stream=stream0)
            del primals_20
            buf38 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_2, hidden_states_3], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:26
            extern_kernels.addmm(buf37, reinterpret_tensor(buf35, (4096, 768), (768, 1), 0), reinterpret_tensor(buf36, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf38)
            buf39 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_13:27
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_13.run(buf38, buf39, 12582912, stream=stream0)
            buf40 = empty_strided_cuda((768, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_5], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_14:28
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_14.run(primals_21, buf40, 2359296, stream=stream0)
            del primals_21
            buf41 = buf29; del buf29  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_5], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:29
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_22, buf41, 768, stream=stream0)
            del primals_22
            buf42 = buf30; del buf30  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4, hidden_states_5], Original ATen: [aten.view, aten.gelu, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:30
            extern_kernels.addmm(buf41, reinterpret_tensor(buf39, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf40, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf42)
            buf46 = reinterpret_tensor(buf25, (32, 128, 768), (98304, 768, 1), 0); del buf25  # reuse
            buf47 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf550 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_2, hidden_states_5, add_5, hidden_states_7, linear_6, div_37], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:31
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf42, buf34, primals_17, primals_18, primals_23, primals_24, buf46, buf47, buf550, 4096, 768, stream=stream0)
            del primals_18
            buf48 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_6], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:32
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_25, buf48, 589824, stream=stream0)
            del primals_25
            buf49 = buf41; del buf41  # reuse
            # Topologically Sorted Source Nodes: [linear_6], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:33
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_26, buf49, 768, stream=stream0)
            del primals_26
            buf50 = buf42; del buf42  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_7, linear_6], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:34
            extern_kernels.addmm(buf49, reinterpret_tensor(buf47, (4096, 768), (768, 1), 0), reinterpret_tensor(buf48, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf50)
            buf51 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_7], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:35
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_27, buf51, 589824, stream=stream0)
            del primals_27
            buf52 = buf49; del buf49  # reuse
            # Topologically Sorted Source Nodes: [linear_7], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:36
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_28, buf52, 768, stream=stream0)
            del primals_28
            buf53 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_7, linear_6, linear_7], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:37
            extern_kernels.addmm(buf52, reinterpret_tensor(buf47, (4096, 768), (768, 1), 0), reinterpret_tensor(buf51, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf53)
            buf54 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:38
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_29, buf54, 589824, stream=stream0)
            del primals_29
            buf55 = buf52; del buf52  # reuse
            # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:39
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_30, buf55, 768, stream=stream0)
            del primals_30
            buf56 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_7, linear_6, linear_8], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:40
            extern_kernels.addmm(buf55, reinterpret_tensor(buf47, (4096, 768), (768, 1), 0), reinterpret_tensor(buf54, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf56)
            buf57 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf548 = empty_strided_cuda((384, 64, 128), (8192, 1, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_6, view_3, query_layer_1, attn_output_3, permute_487, convert_element_type_1324], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5:41
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5.run(buf50, buf57, buf548, 3145728, stream=stream0)
            buf58 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            buf549 = reinterpret_tensor(buf50, (384, 128, 64), (8192, 1, 128), 0); del buf50  # reuse
            # Topologically Sorted Source Nodes: [linear_7, view_4, key_layer_1, attn_output_3, permute_488, convert_element_type_1327], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6:42
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6.run(buf53, buf58, buf549, 3145728, stream=stream0)
            buf59 = reinterpret_tensor(buf24, (384, 128, 128), (16384, 128, 1), 0); del buf24  # reuse
            # Topologically Sorted Source Nodes: [linear_6, view_3, query_layer_1, linear_7, view_4, key_layer_1, attn_output_3], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:43
            extern_kernels.bmm(reinterpret_tensor(buf57, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf58, (384, 64, 128), (8192, 128, 1), 0), out=buf59)
            buf63 = reinterpret_tensor(buf59, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf59  # reuse
            # Topologically Sorted Source Nodes: [attention_mask_1, attn_output, attn_output_3, ], Original ATen: [aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, aten.add, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15:44
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15.run(buf63, buf6, 49152, 128, stream=stream0)
            buf64 = reinterpret_tensor(buf58, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf58  # reuse
            buf547 = reinterpret_tensor(buf53, (384, 64, 128), (8192, 1, 64), 0); del buf53  # reuse
            # Topologically Sorted Source Nodes: [linear_8, view_5, value_layer_1, attn_output_3, permute_486, convert_element_type_1317], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8:45
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8.run(buf56, buf64, buf547, 3145728, stream=stream0)
            buf65 = reinterpret_tensor(buf57, (384, 128, 64), (8192, 64, 1), 0); del buf57  # reuse
            # Topologically Sorted Source Nodes: [linear_8, view_5, value_layer_1, attn_output_3], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:46
            extern_kernels.bmm(reinterpret_tensor(buf63, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf64, (384, 128, 64), (8192, 64, 1), 0), out=buf65)
            buf66 = reinterpret_tensor(buf56, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf56  # reuse
            # Topologically Sorted Source Nodes: [attn_output_3, transpose_7, attn_output_4], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_9:47
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_9.run(buf65, buf66, 3145728, stream=stream0)
            buf67 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_8], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:48
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_31, buf67, 589824, stream=stream0)
            del primals_31
            buf68 = buf55; del buf55  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_8], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:49
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_32, buf68, 768, stream=stream0)
            del primals_32
            buf69 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_3, transpose_7, attn_output_4, reshape_1, hidden_states_8], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:50
            extern_kernels.addmm(buf68, reinterpret_tensor(buf66, (4096, 768), (768, 1), 0), reinterpret_tensor(buf67, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf69)
            buf73 = reinterpret_tensor(buf65, (32, 128, 768), (98304, 768, 1), 0); del buf65  # reuse
            buf74 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf546 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_7, hidden_states_8, add_6, hidden_states_10, hidden_states_11, div_36], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:51
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf69, buf46, primals_23, primals_24, primals_33, primals_34, buf73, buf74, buf546, 4096, 768, stream=stream0)
            del primals_24
            buf75 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_11], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:52
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(primals_35, buf75, 2359296, stream=stream0)
            del primals_35
            buf76 = buf37; del buf37  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_11], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:53
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(primals_36, buf76, 3072, stream=stream0)
            del primals_36
            buf77 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_10, hidden_states_11], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:54
            extern_kernels.addmm(buf76, reinterpret_tensor(buf74, (4096, 768), (768, 1), 0), reinterpret_tensor(buf75, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf77)
            buf78 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_13:55
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_13.run(buf77, buf78, 12582912, stream=stream0)
            buf79 = empty_strided_cuda((768, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_13], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_14:56
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_14.run(primals_37, buf79, 2359296, stream=stream0)
            del primals_37
            buf80 = buf68; del buf68  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_13], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:57
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_38, buf80, 768, stream=stream0)
            del primals_38
            buf81 = buf69; del buf69  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12, hidden_states_13], Original ATen: [aten.view, aten.gelu, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:58
            extern_kernels.addmm(buf80, reinterpret_tensor(buf78, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf79, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf81)
            buf85 = reinterpret_tensor(buf64, (32, 128, 768), (98304, 768, 1), 0); del buf64  # reuse
            buf86 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf545 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_10, hidden_states_13, add_7, hidden_states_15, linear_12, div_35], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:59
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf81, buf73, primals_33, primals_34, primals_39, primals_40, buf85, buf86, buf545, 4096, 768, stream=stream0)
            del primals_34
            buf87 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:60
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_41, buf87, 589824, stream=stream0)
            del primals_41
            buf88 = buf80; del buf80  # reuse
            # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:61
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_42, buf88, 768, stream=stream0)
            del primals_42
            buf89 = buf81; del buf81  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_15, linear_12], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:62
            extern_kernels.addmm(buf88, reinterpret_tensor(buf86, (4096, 768), (768, 1), 0), reinterpret_tensor(buf87, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf89)
            buf90 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_13], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:63
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_43, buf90, 589824, stream=stream0)
            del primals_43
            buf91 = buf88; del buf88  # reuse
            # Topologically Sorted Source Nodes: [linear_13], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:64
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_44, buf91, 768, stream=stream0)
            del primals_44
            buf92 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_15, linear_12, linear_13], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:65
            extern_kernels.addmm(buf91, reinterpret_tensor(buf86, (4096, 768), (768, 1), 0), reinterpret_tensor(buf90, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf92)
            buf93 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_14], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:66
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_45, buf93, 589824, stream=stream0)
            del primals_45
            buf94 = buf91; del buf91  # reuse
            # Topologically Sorted Source Nodes: [linear_14], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:67
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_46, buf94, 768, stream=stream0)
            del primals_46
            buf95 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_15, linear_12, linear_14], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:68
            extern_kernels.addmm(buf94, reinterpret_tensor(buf86, (4096, 768), (768, 1), 0), reinterpret_tensor(buf93, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf95)
            buf96 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf543 = empty_strided_cuda((384, 64, 128), (8192, 1, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_12, view_6, query_layer_2, attn_output_6, permute_454, convert_element_type_1249], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5:69
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5.run(buf89, buf96, buf543, 3145728, stream=stream0)
            buf97 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            buf544 = reinterpret_tensor(buf89, (384, 128, 64), (8192, 1, 128), 0); del buf89  # reuse
            # Topologically Sorted Source Nodes: [linear_13, view_7, key_layer_2, attn_output_6, permute_455, convert_element_type_1252], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6:70
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6.run(buf92, buf97, buf544, 3145728, stream=stream0)
            buf98 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_12, view_6, query_layer_2, linear_13, view_7, key_layer_2, attn_output_6], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:71
            extern_kernels.bmm(reinterpret_tensor(buf96, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf97, (384, 64, 128), (8192, 128, 1), 0), out=buf98)
            buf102 = reinterpret_tensor(buf98, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf98  # reuse
            # Topologically Sorted Source Nodes: [attention_mask_1, attn_output, attn_output_6, ], Original ATen: [aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, aten.add, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15:72
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15.run(buf102, buf6, 49152, 128, stream=stream0)
            buf103 = reinterpret_tensor(buf97, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf97  # reuse
            buf542 = reinterpret_tensor(buf92, (384, 64, 128), (8192, 1, 64), 0); del buf92  # reuse
            # Topologically Sorted Source Nodes: [linear_14, view_8, value_layer_2, attn_output_6, permute_453, convert_element_type_1242], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8:73
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8.run(buf95, buf103, buf542, 3145728, stream=stream0)
            buf104 = reinterpret_tensor(buf96, (384, 128, 64), (8192, 64, 1), 0); del buf96  # reuse
            # Topologically Sorted Source Nodes: [linear_14, view_8, value_layer_2, attn_output_6], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:74
            extern_kernels.bmm(reinterpret_tensor(buf102, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf103, (384, 128, 64), (8192, 64, 1), 0), out=buf104)
            buf105 = reinterpret_tensor(buf95, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf95  # reuse
            # Topologically Sorted Source Nodes: [attn_output_6, transpose_11, attn_output_7], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_9:75
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_9.run(buf104, buf105, 3145728, stream=stream0)
            buf106 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_16], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:76
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_47, buf106, 589824, stream=stream0)
            del primals_47
            buf107 = buf94; del buf94  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_16], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_48, buf107, 768, stream=stream0)
            del primals_48
            buf108 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_6, transpose_11, attn_output_7, reshape_2, hidden_states_16], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:78
            extern_kernels.addmm(buf107, reinterpret_tensor(buf105, (4096, 768), (768, 1), 0), reinterpret_tensor(buf106, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf108)
            buf112 = reinterpret_tensor(buf104, (32, 128, 768), (98304, 768, 1), 0); del buf104  # reuse
            buf113 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf541 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_15, hidden_states_16, add_8, hidden_states_18, hidden_states_19, div_34], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:79
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf108, buf85, primals_39, primals_40, primals_49, primals_50, buf112, buf113, buf541, 4096, 768, stream=stream0)
            del primals_40
            buf114 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_19], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:80
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(primals_51, buf114, 2359296, stream=stream0)
            del primals_51
            buf115 = buf76; del buf76  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_19], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:81
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(primals_52, buf115, 3072, stream=stream0)
            del primals_52
            buf116 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_18, hidden_states_19], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:82
            extern_kernels.addmm(buf115, reinterpret_tensor(buf113, (4096, 768), (768, 1), 0), reinterpret_tensor(buf114, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf116)
            buf117 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_19, hidden_states_20], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_13:83
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_13.run(buf116, buf117, 12582912, stream=stream0)
            buf118 = empty_strided_cuda((768, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_21], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_14:84
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_14.run(primals_53, buf118, 2359296, stream=stream0)
            del primals_53
            buf119 = buf107; del buf107  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_21], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:85
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_54, buf119, 768, stream=stream0)
            del primals_54
            buf120 = buf108; del buf108  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_19, hidden_states_20, hidden_states_21], Original ATen: [aten.view, aten.gelu, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:86
            extern_kernels.addmm(buf119, reinterpret_tensor(buf117, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf118, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf120)
            buf124 = reinterpret_tensor(buf103, (32, 128, 768), (98304, 768, 1), 0); del buf103  # reuse
            buf125 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf540 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_18, hidden_states_21, add_9, hidden_states_23, linear_18, div_33], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:87
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf120, buf112, primals_49, primals_50, primals_55, primals_56, buf124, buf125, buf540, 4096, 768, stream=stream0)
            del primals_50
            buf126 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_18], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:88
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_57, buf126, 589824, stream=stream0)
            del primals_57
            buf127 = buf119; del buf119  # reuse
            # Topologically Sorted Source Nodes: [linear_18], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:89
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_58, buf127, 768, stream=stream0)
            del primals_58
            buf128 = buf120; del buf120  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_23, linear_18], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:90
            extern_kernels.addmm(buf127, reinterpret_tensor(buf125, (4096, 768), (768, 1), 0), reinterpret_tensor(buf126, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf128)
            buf129 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_19], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:91
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_59, buf129, 589824, stream=stream0)
            del primals_59
            buf130 = buf127; del buf127  # reuse
            # Topologically Sorted Source Nodes: [linear_19], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:92
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_60, buf130, 768, stream=stream0)
            del primals_60
            buf131 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_23, linear_18, linear_19], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:93
            extern_kernels.addmm(buf130, reinterpret_tensor(buf125, (4096, 768), (768, 1), 0), reinterpret_tensor(buf129, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf131)
            buf132 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_20], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:94
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_61, buf132, 589824, stream=stream0)
            del primals_61
            buf133 = buf130; del buf130  # reuse
            # Topologically Sorted Source Nodes: [linear_20], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:95
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_62, buf133, 768, stream=stream0)
            del primals_62
            buf134 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_23, linear_18, linear_20], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:96
            extern_kernels.addmm(buf133, reinterpret_tensor(buf125, (4096, 768), (768, 1), 0), reinterpret_tensor(buf132, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf134)
            buf135 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf538 = empty_strided_cuda((384, 64, 128), (8192, 1, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_18, view_9, query_layer_3, attn_output_9, permute_421, convert_element_type_1174], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5:97
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5.run(buf128, buf135, buf538, 3145728, stream=stream0)
            buf136 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            buf539 = reinterpret_tensor(buf128, (384, 128, 64), (8192, 1, 128), 0); del buf128  # reuse
            # Topologically Sorted Source Nodes: [linear_19, view_10, key_layer_3, attn_output_9, permute_422, convert_element_type_1177], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6:98
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6.run(buf131, buf136, buf539, 3145728, stream=stream0)
            buf137 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_18, view_9, query_layer_3, linear_19, view_10, key_layer_3, attn_output_9], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:99
            extern_kernels.bmm(reinterpret_tensor(buf135, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf136, (384, 64, 128), (8192, 128, 1), 0), out=buf137)
            buf141 = reinterpret_tensor(buf137, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf137  # reuse
            # Topologically Sorted Source Nodes: [attention_mask_1, attn_output, attn_output_9, ], Original ATen: [aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, aten.add, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15:100
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15.run(buf141, buf6, 49152, 128, stream=stream0)
            buf142 = reinterpret_tensor(buf136, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf136  # reuse
            buf537 = reinterpret_tensor(buf131, (384, 64, 128), (8192, 1, 64), 0); del buf131  # reuse
            # Topologically Sorted Source Nodes: [linear_20, view_11, value_layer_3, attn_output_9, permute_420, convert_element_type_1167], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8:101
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8.run(buf134, buf142, buf537, 3145728, stream=stream0)
            buf143 = reinterpret_tensor(buf135, (384, 128, 64), (8192, 64, 1), 0); del buf135  # reuse
            # Topologically Sorted Source Nodes: [linear_20, view_11, value_layer_3, attn_output_9], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:102
            extern_kernels.bmm(reinterpret_tensor(buf141, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf142, (384, 128, 64), (8192, 64, 1), 0), out=buf143)
            buf144 = reinterpret_tensor(buf134, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf134  # reuse
            # Topologically Sorted Source Nodes: [attn_output_9, transpose_15, attn_output_10], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_9:103
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_9.run(buf143, buf144, 3145728, stream=stream0)
            buf145 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_24], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:104
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_63, buf145, 589824, stream=stream0)
            del primals_63
            buf146 = buf133; del buf133  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_24], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:105
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_64, buf146, 768, stream=stream0)
            del primals_64
            buf147 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_9, transpose_15, attn_output_10, reshape_3, hidden_states_24], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:106
            extern_kernels.addmm(buf146, reinterpret_tensor(buf144, (4096, 768), (768, 1), 0), reinterpret_tensor(buf145, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf147)
            buf151 = reinterpret_tensor(buf143, (32, 128, 768), (98304, 768, 1), 0); del buf143  # reuse
            buf152 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf536 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_23, hidden_states_24, add_10, hidden_states_26, hidden_states_27, div_32], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:107
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf147, buf124, primals_55, primals_56, primals_65, primals_66, buf151, buf152, buf536, 4096, 768, stream=stream0)
            del primals_56
            buf153 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_27], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:108
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(primals_67, buf153, 2359296, stream=stream0)
            del primals_67
            buf154 = buf115; del buf115  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_27], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:109
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(primals_68, buf154, 3072, stream=stream0)
            del primals_68
            buf155 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_26, hidden_states_27], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:110
            extern_kernels.addmm(buf154, reinterpret_tensor(buf152, (4096, 768), (768, 1), 0), reinterpret_tensor(buf153, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf155)
            buf156 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_27, hidden_states_28], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_13:111
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_13.run(buf155, buf156, 12582912, stream=stream0)
            buf157 = empty_strided_cuda((768, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_29], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_14:112
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_14.run(primals_69, buf157, 2359296, stream=stream0)
            del primals_69
            buf158 = buf146; del buf146  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_29], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:113
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_70, buf158, 768, stream=stream0)
            del primals_70
            buf159 = buf147; del buf147  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_27, hidden_states_28, hidden_states_29], Original ATen: [aten.view, aten.gelu, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:114
            extern_kernels.addmm(buf158, reinterpret_tensor(buf156, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf157, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf159)
            buf163 = reinterpret_tensor(buf142, (32, 128, 768), (98304, 768, 1), 0); del buf142  # reuse
            buf164 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf535 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_26, hidden_states_29, add_11, hidden_states_31, linear_24, div_31], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:115
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf159, buf151, primals_65, primals_66, primals_71, primals_72, buf163, buf164, buf535, 4096, 768, stream=stream0)
            del primals_66
            buf165 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_24], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:116
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_73, buf165, 589824, stream=stream0)
            del primals_73
            buf166 = buf158; del buf158  # reuse
            # Topologically Sorted Source Nodes: [linear_24], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:117
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_74, buf166, 768, stream=stream0)
            del primals_74
            buf167 = buf159; del buf159  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_31, linear_24], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:118
            extern_kernels.addmm(buf166, reinterpret_tensor(buf164, (4096, 768), (768, 1), 0), reinterpret_tensor(buf165, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf167)
            buf168 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_25], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:119
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_75, buf168, 589824, stream=stream0)
            del primals_75
            buf169 = buf166; del buf166  # reuse
            # Topologically Sorted Source Nodes: [linear_25], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:120
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_76, buf169, 768, stream=stream0)
            del primals_76
            buf170 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_31, linear_24, linear_25], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:121
            extern_kernels.addmm(buf169, reinterpret_tensor(buf164, (4096, 768), (768, 1), 0), reinterpret_tensor(buf168, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf170)
            buf171 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_26], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:122
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_77, buf171, 589824, stream=stream0)
            del primals_77
            buf172 = buf169; del buf169  # reuse
            # Topologically Sorted Source Nodes: [linear_26], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:123
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_78, buf172, 768, stream=stream0)
            del primals_78
            buf173 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_31, linear_24, linear_26], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:124
            extern_kernels.addmm(buf172, reinterpret_tensor(buf164, (4096, 768), (768, 1), 0), reinterpret_tensor(buf171, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf173)
            buf174 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf533 = empty_strided_cuda((384, 64, 128), (8192, 1, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_24, view_12, query_layer_4, attn_output_12, permute_388, convert_element_type_1099], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5:125
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5.run(buf167, buf174, buf533, 3145728, stream=stream0)
            buf175 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            buf534 = reinterpret_tensor(buf167, (384, 128, 64), (8192, 1, 128), 0); del buf167  # reuse
            # Topologically Sorted Source Nodes: [linear_25, view_13, key_layer_4, attn_output_12, permute_389, convert_element_type_1102], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6:126
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6.run(buf170, buf175, buf534, 3145728, stream=stream0)
            buf176 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_24, view_12, query_layer_4, linear_25, view_13, key_layer_4, attn_output_12], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:127
            extern_kernels.bmm(reinterpret_tensor(buf174, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf175, (384, 64, 128), (8192, 128, 1), 0), out=buf176)
            buf180 = reinterpret_tensor(buf176, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf176  # reuse
            # Topologically Sorted Source Nodes: [attention_mask_1, attn_output, attn_output_12, ], Original ATen: [aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, aten.add, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15:128
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15.run(buf180, buf6, 49152, 128, stream=stream0)
            buf181 = reinterpret_tensor(buf175, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf175  # reuse
            buf532 = reinterpret_tensor(buf170, (384, 64, 128), (8192, 1, 64), 0); del buf170  # reuse
            # Topologically Sorted Source Nodes: [linear_26, view_14, value_layer_4, attn_output_12, permute_387, convert_element_type_1092], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8:129
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8.run(buf173, buf181, buf532, 3145728, stream=stream0)
            buf182 = reinterpret_tensor(buf174, (384, 128, 64), (8192, 64, 1), 0); del buf174  # reuse
            # Topologically Sorted Source Nodes: [linear_26, view_14, value_layer_4, attn_output_12], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:130
            extern_kernels.bmm(reinterpret_tensor(buf180, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf181, (384, 128, 64), (8192, 64, 1), 0), out=buf182)
            buf183 = reinterpret_tensor(buf173, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf173  # reuse
            # Topologically Sorted Source Nodes: [attn_output_12, transpose_19, attn_output_13], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_9:131
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_9.run(buf182, buf183, 3145728, stream=stream0)
            buf184 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_32], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:132
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_79, buf184, 589824, stream=stream0)
            del primals_79
            buf185 = buf172; del buf172  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_32], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:133
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_80, buf185, 768, stream=stream0)
            del primals_80
            buf186 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_12, transpose_19, attn_output_13, reshape_4, hidden_states_32], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:134
            extern_kernels.addmm(buf185, reinterpret_tensor(buf183, (4096, 768), (768, 1), 0), reinterpret_tensor(buf184, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf186)
            buf190 = reinterpret_tensor(buf182, (32, 128, 768), (98304, 768, 1), 0); del buf182  # reuse
            buf191 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf531 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_31, hidden_states_32, add_12, hidden_states_34, hidden_states_35, div_30], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:135
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf186, buf163, primals_71, primals_72, primals_81, primals_82, buf190, buf191, buf531, 4096, 768, stream=stream0)
            del primals_72
            buf192 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_35], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:136
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(primals_83, buf192, 2359296, stream=stream0)
            del primals_83
            buf193 = buf154; del buf154  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_35], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:137
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(primals_84, buf193, 3072, stream=stream0)
            del primals_84
            buf194 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_34, hidden_states_35], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:138
            extern_kernels.addmm(buf193, reinterpret_tensor(buf191, (4096, 768), (768, 1), 0), reinterpret_tensor(buf192, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf194)
            buf195 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_35, hidden_states_36], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_13:139
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_13.run(buf194, buf195, 12582912, stream=stream0)
            buf196 = empty_strided_cuda((768, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_37], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_14:140
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_14.run(primals_85, buf196, 2359296, stream=stream0)
            del primals_85
            buf197 = buf185; del buf185  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_37], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:141
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_86, buf197, 768, stream=stream0)
            del primals_86
            buf198 = buf186; del buf186  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_35, hidden_states_36, hidden_states_37], Original ATen: [aten.view, aten.gelu, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:142
            extern_kernels.addmm(buf197, reinterpret_tensor(buf195, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf196, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf198)
            buf202 = reinterpret_tensor(buf181, (32, 128, 768), (98304, 768, 1), 0); del buf181  # reuse
            buf203 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf530 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_34, hidden_states_37, add_13, hidden_states_39, linear_30, div_29], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:143
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf198, buf190, primals_81, primals_82, primals_87, primals_88, buf202, buf203, buf530, 4096, 768, stream=stream0)
            del primals_82
            buf204 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_30], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:144
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_89, buf204, 589824, stream=stream0)
            del primals_89
            buf205 = buf197; del buf197  # reuse
            # Topologically Sorted Source Nodes: [linear_30], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:145
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_90, buf205, 768, stream=stream0)
            del primals_90
            buf206 = buf198; del buf198  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_39, linear_30], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:146
            extern_kernels.addmm(buf205, reinterpret_tensor(buf203, (4096, 768), (768, 1), 0), reinterpret_tensor(buf204, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf206)
            buf207 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_31], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:147
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_91, buf207, 589824, stream=stream0)
            del primals_91
            buf208 = buf205; del buf205  # reuse
            # Topologically Sorted Source Nodes: [linear_31], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:148
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_92, buf208, 768, stream=stream0)
            del primals_92
            buf209 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_39, linear_30, linear_31], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:149
            extern_kernels.addmm(buf208, reinterpret_tensor(buf203, (4096, 768), (768, 1), 0), reinterpret_tensor(buf207, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf209)
            buf210 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_32], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:150
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_93, buf210, 589824, stream=stream0)
            del primals_93
            buf211 = buf208; del buf208  # reuse
            # Topologically Sorted Source Nodes: [linear_32], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:151
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_94, buf211, 768, stream=stream0)
            del primals_94
            buf212 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_39, linear_30, linear_32], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:152
            extern_kernels.addmm(buf211, reinterpret_tensor(buf203, (4096, 768), (768, 1), 0), reinterpret_tensor(buf210, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf212)
            buf213 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf528 = empty_strided_cuda((384, 64, 128), (8192, 1, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_30, view_15, query_layer_5, attn_output_15, permute_355, convert_element_type_1024], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5:153
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5.run(buf206, buf213, buf528, 3145728, stream=stream0)
            buf214 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            buf529 = reinterpret_tensor(buf206, (384, 128, 64), (8192, 1, 128), 0); del buf206  # reuse
            # Topologically Sorted Source Nodes: [linear_31, view_16, key_layer_5, attn_output_15, permute_356, convert_element_type_1027], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6:154
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6.run(buf209, buf214, buf529, 3145728, stream=stream0)
            buf215 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_30, view_15, query_layer_5, linear_31, view_16, key_layer_5, attn_output_15], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:155
            extern_kernels.bmm(reinterpret_tensor(buf213, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf214, (384, 64, 128), (8192, 128, 1), 0), out=buf215)
            buf219 = reinterpret_tensor(buf215, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf215  # reuse
            # Topologically Sorted Source Nodes: [attention_mask_1, attn_output, attn_output_15, ], Original ATen: [aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, aten.add, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15:156
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15.run(buf219, buf6, 49152, 128, stream=stream0)
            buf220 = reinterpret_tensor(buf214, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf214  # reuse
            buf527 = reinterpret_tensor(buf209, (384, 64, 128), (8192, 1, 64), 0); del buf209  # reuse
            # Topologically Sorted Source Nodes: [linear_32, view_17, value_layer_5, attn_output_15, permute_354, convert_element_type_1017], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8:157
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8.run(buf212, buf220, buf527, 3145728, stream=stream0)
            buf221 = reinterpret_tensor(buf213, (384, 128, 64), (8192, 64, 1), 0); del buf213  # reuse
            # Topologically Sorted Source Nodes: [linear_32, view_17, value_layer_5, attn_output_15], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:158
            extern_kernels.bmm(reinterpret_tensor(buf219, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf220, (384, 128, 64), (8192, 64, 1), 0), out=buf221)
            buf222 = reinterpret_tensor(buf212, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf212  # reuse
            # Topologically Sorted Source Nodes: [attn_output_15, transpose_23, attn_output_16], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_9:159
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_9.run(buf221, buf222, 3145728, stream=stream0)
            buf223 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_40], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:160
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_95, buf223, 589824, stream=stream0)
            del primals_95
            buf224 = buf211; del buf211  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_40], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:161
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_96, buf224, 768, stream=stream0)
            del primals_96
            buf225 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_15, transpose_23, attn_output_16, reshape_5, hidden_states_40], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:162
            extern_kernels.addmm(buf224, reinterpret_tensor(buf222, (4096, 768), (768, 1), 0), reinterpret_tensor(buf223, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf225)
            buf229 = reinterpret_tensor(buf221, (32, 128, 768), (98304, 768, 1), 0); del buf221  # reuse
            buf230 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf526 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_39, hidden_states_40, add_14, hidden_states_42, hidden_states_43, div_28], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:163
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf225, buf202, primals_87, primals_88, primals_97, primals_98, buf229, buf230, buf526, 4096, 768, stream=stream0)
            del primals_88
            buf231 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_43], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:164
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(primals_99, buf231, 2359296, stream=stream0)
            del primals_99
            buf232 = buf193; del buf193  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_43], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:165
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(primals_100, buf232, 3072, stream=stream0)
            del primals_100
            buf233 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_42, hidden_states_43], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:166
            extern_kernels.addmm(buf232, reinterpret_tensor(buf230, (4096, 768), (768, 1), 0), reinterpret_tensor(buf231, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf233)
            buf234 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_43, hidden_states_44], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_13:167
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_13.run(buf233, buf234, 12582912, stream=stream0)
            buf235 = empty_strided_cuda((768, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_45], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_14:168
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_14.run(primals_101, buf235, 2359296, stream=stream0)
            del primals_101
            buf236 = buf224; del buf224  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_45], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:169
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_102, buf236, 768, stream=stream0)
            del primals_102
            buf237 = buf225; del buf225  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_43, hidden_states_44, hidden_states_45], Original ATen: [aten.view, aten.gelu, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:170
            extern_kernels.addmm(buf236, reinterpret_tensor(buf234, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf235, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf237)
            buf241 = reinterpret_tensor(buf220, (32, 128, 768), (98304, 768, 1), 0); del buf220  # reuse
            buf242 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf525 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_42, hidden_states_45, add_15, hidden_states_47, linear_36, div_27], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:171
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf237, buf229, primals_97, primals_98, primals_103, primals_104, buf241, buf242, buf525, 4096, 768, stream=stream0)
            del primals_98
            buf243 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_36], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:172
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_105, buf243, 589824, stream=stream0)
            del primals_105
            buf244 = buf236; del buf236  # reuse
            # Topologically Sorted Source Nodes: [linear_36], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:173
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_106, buf244, 768, stream=stream0)
            del primals_106
            buf245 = buf237; del buf237  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_47, linear_36], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:174
            extern_kernels.addmm(buf244, reinterpret_tensor(buf242, (4096, 768), (768, 1), 0), reinterpret_tensor(buf243, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf245)
            buf246 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_37], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:175
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_107, buf246, 589824, stream=stream0)
            del primals_107
            buf247 = buf244; del buf244  # reuse
            # Topologically Sorted Source Nodes: [linear_37], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:176
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_108, buf247, 768, stream=stream0)
            del primals_108
            buf248 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_47, linear_36, linear_37], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:177
            extern_kernels.addmm(buf247, reinterpret_tensor(buf242, (4096, 768), (768, 1), 0), reinterpret_tensor(buf246, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf248)
            buf249 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_38], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:178
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_109, buf249, 589824, stream=stream0)
            del primals_109
            buf250 = buf247; del buf247  # reuse
            # Topologically Sorted Source Nodes: [linear_38], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:179
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_110, buf250, 768, stream=stream0)
            del primals_110
            buf251 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_47, linear_36, linear_38], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:180
            extern_kernels.addmm(buf250, reinterpret_tensor(buf242, (4096, 768), (768, 1), 0), reinterpret_tensor(buf249, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf251)
            buf252 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf523 = empty_strided_cuda((384, 64, 128), (8192, 1, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_36, view_18, query_layer_6, attn_output_18, permute_322, convert_element_type_949], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5:181
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5.run(buf245, buf252, buf523, 3145728, stream=stream0)
            buf253 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            buf524 = reinterpret_tensor(buf245, (384, 128, 64), (8192, 1, 128), 0); del buf245  # reuse
            # Topologically Sorted Source Nodes: [linear_37, view_19, key_layer_6, attn_output_18, permute_323, convert_element_type_952], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6:182
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6.run(buf248, buf253, buf524, 3145728, stream=stream0)
            buf254 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_36, view_18, query_layer_6, linear_37, view_19, key_layer_6, attn_output_18], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:183
            extern_kernels.bmm(reinterpret_tensor(buf252, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf253, (384, 64, 128), (8192, 128, 1), 0), out=buf254)
            buf258 = reinterpret_tensor(buf254, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf254  # reuse
            # Topologically Sorted Source Nodes: [attention_mask_1, attn_output, attn_output_18, ], Original ATen: [aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, aten.add, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15:184
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15.run(buf258, buf6, 49152, 128, stream=stream0)
            buf259 = reinterpret_tensor(buf253, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf253  # reuse
            buf522 = reinterpret_tensor(buf248, (384, 64, 128), (8192, 1, 64), 0); del buf248  # reuse
            # Topologically Sorted Source Nodes: [linear_38, view_20, value_layer_6, attn_output_18, permute_321, convert_element_type_942], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8:185
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8.run(buf251, buf259, buf522, 3145728, stream=stream0)
            buf260 = reinterpret_tensor(buf252, (384, 128, 64), (8192, 64, 1), 0); del buf252  # reuse
            # Topologically Sorted Source Nodes: [linear_38, view_20, value_layer_6, attn_output_18], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:186
            extern_kernels.bmm(reinterpret_tensor(buf258, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf259, (384, 128, 64), (8192, 64, 1), 0), out=buf260)
            buf261 = reinterpret_tensor(buf251, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf251  # reuse
            # Topologically Sorted Source Nodes: [attn_output_18, transpose_27, attn_output_19], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_9:187
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_9.run(buf260, buf261, 3145728, stream=stream0)
            buf262 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_48], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:188
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_111, buf262, 589824, stream=stream0)
            del primals_111
            buf263 = buf250; del buf250  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_48], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:189
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_112, buf263, 768, stream=stream0)
            del primals_112
            buf264 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_18, transpose_27, attn_output_19, reshape_6, hidden_states_48], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:190
            extern_kernels.addmm(buf263, reinterpret_tensor(buf261, (4096, 768), (768, 1), 0), reinterpret_tensor(buf262, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf264)
            buf268 = reinterpret_tensor(buf260, (32, 128, 768), (98304, 768, 1), 0); del buf260  # reuse
            buf269 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf521 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_47, hidden_states_48, add_16, hidden_states_50, hidden_states_51, div_26], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:191
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf264, buf241, primals_103, primals_104, primals_113, primals_114, buf268, buf269, buf521, 4096, 768, stream=stream0)
            del primals_104
            buf270 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_51], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:192
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(primals_115, buf270, 2359296, stream=stream0)
            del primals_115
            buf271 = buf232; del buf232  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_51], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:193
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(primals_116, buf271, 3072, stream=stream0)
            del primals_116
            buf272 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_50, hidden_states_51], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:194
            extern_kernels.addmm(buf271, reinterpret_tensor(buf269, (4096, 768), (768, 1), 0), reinterpret_tensor(buf270, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf272)
            buf273 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_51, hidden_states_52], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_13:195
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_13.run(buf272, buf273, 12582912, stream=stream0)
            buf274 = empty_strided_cuda((768, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_53], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_14:196
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_14.run(primals_117, buf274, 2359296, stream=stream0)
            del primals_117
            buf275 = buf263; del buf263  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_53], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:197
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_118, buf275, 768, stream=stream0)
            del primals_118
            buf276 = buf264; del buf264  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_51, hidden_states_52, hidden_states_53], Original ATen: [aten.view, aten.gelu, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:198
            extern_kernels.addmm(buf275, reinterpret_tensor(buf273, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf274, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf276)
            buf280 = reinterpret_tensor(buf259, (32, 128, 768), (98304, 768, 1), 0); del buf259  # reuse
            buf281 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf520 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_50, hidden_states_53, add_17, hidden_states_55, linear_42, div_25], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:199
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf276, buf268, primals_113, primals_114, primals_119, primals_120, buf280, buf281, buf520, 4096, 768, stream=stream0)
            del primals_114
            buf282 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_42], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:200
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_121, buf282, 589824, stream=stream0)
            del primals_121
            buf283 = buf275; del buf275  # reuse
            # Topologically Sorted Source Nodes: [linear_42], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:201
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_122, buf283, 768, stream=stream0)
            del primals_122
            buf284 = buf276; del buf276  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_55, linear_42], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:202
            extern_kernels.addmm(buf283, reinterpret_tensor(buf281, (4096, 768), (768, 1), 0), reinterpret_tensor(buf282, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf284)
            buf285 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_43], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:203
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_123, buf285, 589824, stream=stream0)
            del primals_123
            buf286 = buf283; del buf283  # reuse
            # Topologically Sorted Source Nodes: [linear_43], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:204
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_124, buf286, 768, stream=stream0)
            del primals_124
            buf287 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_55, linear_42, linear_43], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:205
            extern_kernels.addmm(buf286, reinterpret_tensor(buf281, (4096, 768), (768, 1), 0), reinterpret_tensor(buf285, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf287)
            buf288 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_44], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:206
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_125, buf288, 589824, stream=stream0)
            del primals_125
            buf289 = buf286; del buf286  # reuse
            # Topologically Sorted Source Nodes: [linear_44], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:207
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_126, buf289, 768, stream=stream0)
            del primals_126
            buf290 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_55, linear_42, linear_44], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:208
            extern_kernels.addmm(buf289, reinterpret_tensor(buf281, (4096, 768), (768, 1), 0), reinterpret_tensor(buf288, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf290)
            buf291 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf518 = empty_strided_cuda((384, 64, 128), (8192, 1, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_42, view_21, query_layer_7, attn_output_21, permute_289, convert_element_type_874], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5:209
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5.run(buf284, buf291, buf518, 3145728, stream=stream0)
            buf292 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            buf519 = reinterpret_tensor(buf284, (384, 128, 64), (8192, 1, 128), 0); del buf284  # reuse
            # Topologically Sorted Source Nodes: [linear_43, view_22, key_layer_7, attn_output_21, permute_290, convert_element_type_877], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6:210
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6.run(buf287, buf292, buf519, 3145728, stream=stream0)
            buf293 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_42, view_21, query_layer_7, linear_43, view_22, key_layer_7, attn_output_21], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:211
            extern_kernels.bmm(reinterpret_tensor(buf291, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf292, (384, 64, 128), (8192, 128, 1), 0), out=buf293)
            buf297 = reinterpret_tensor(buf293, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf293  # reuse
            # Topologically Sorted Source Nodes: [attention_mask_1, attn_output, attn_output_21, ], Original ATen: [aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, aten.add, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15:212
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15.run(buf297, buf6, 49152, 128, stream=stream0)
            buf298 = reinterpret_tensor(buf292, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf292  # reuse
            buf517 = reinterpret_tensor(buf287, (384, 64, 128), (8192, 1, 64), 0); del buf287  # reuse
            # Topologically Sorted Source Nodes: [linear_44, view_23, value_layer_7, attn_output_21, permute_288, convert_element_type_867], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8:213
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8.run(buf290, buf298, buf517, 3145728, stream=stream0)
            buf299 = reinterpret_tensor(buf291, (384, 128, 64), (8192, 64, 1), 0); del buf291  # reuse
            # Topologically Sorted Source Nodes: [linear_44, view_23, value_layer_7, attn_output_21], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:214
            extern_kernels.bmm(reinterpret_tensor(buf297, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf298, (384, 128, 64), (8192, 64, 1), 0), out=buf299)
            buf300 = reinterpret_tensor(buf290, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf290  # reuse
            # Topologically Sorted Source Nodes: [attn_output_21, transpose_31, attn_output_22], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_9:215
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_9.run(buf299, buf300, 3145728, stream=stream0)
            buf301 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_56], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:216
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_127, buf301, 589824, stream=stream0)
            del primals_127
            buf302 = buf289; del buf289  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_56], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:217
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_128, buf302, 768, stream=stream0)
            del primals_128
            buf303 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_21, transpose_31, attn_output_22, reshape_7, hidden_states_56], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:218
            extern_kernels.addmm(buf302, reinterpret_tensor(buf300, (4096, 768), (768, 1), 0), reinterpret_tensor(buf301, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf303)
            buf307 = reinterpret_tensor(buf299, (32, 128, 768), (98304, 768, 1), 0); del buf299  # reuse
            buf308 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf516 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_55, hidden_states_56, add_18, hidden_states_58, hidden_states_59, div_24], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:219
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf303, buf280, primals_119, primals_120, primals_129, primals_130, buf307, buf308, buf516, 4096, 768, stream=stream0)
            del primals_120
            buf309 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_59], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:220
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(primals_131, buf309, 2359296, stream=stream0)
            del primals_131
            buf310 = buf271; del buf271  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_59], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:221
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(primals_132, buf310, 3072, stream=stream0)
            del primals_132
            buf311 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_58, hidden_states_59], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:222
            extern_kernels.addmm(buf310, reinterpret_tensor(buf308, (4096, 768), (768, 1), 0), reinterpret_tensor(buf309, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf311)
            buf312 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_59, hidden_states_60], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_13:223
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_13.run(buf311, buf312, 12582912, stream=stream0)
            buf313 = empty_strided_cuda((768, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_61], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_14:224
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_14.run(primals_133, buf313, 2359296, stream=stream0)
            del primals_133
            buf314 = buf302; del buf302  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_61], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:225
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_134, buf314, 768, stream=stream0)
            del primals_134
            buf315 = buf303; del buf303  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_59, hidden_states_60, hidden_states_61], Original ATen: [aten.view, aten.gelu, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:226
            extern_kernels.addmm(buf314, reinterpret_tensor(buf312, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf313, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf315)
            buf319 = reinterpret_tensor(buf298, (32, 128, 768), (98304, 768, 1), 0); del buf298  # reuse
            buf320 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf515 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_58, hidden_states_61, add_19, hidden_states_63, linear_48, div_23], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:227
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf315, buf307, primals_129, primals_130, primals_135, primals_136, buf319, buf320, buf515, 4096, 768, stream=stream0)
            del primals_130
            buf321 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_48], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:228
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_137, buf321, 589824, stream=stream0)
            del primals_137
            buf322 = buf314; del buf314  # reuse
            # Topologically Sorted Source Nodes: [linear_48], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:229
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_138, buf322, 768, stream=stream0)
            del primals_138
            buf323 = buf315; del buf315  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_63, linear_48], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:230
            extern_kernels.addmm(buf322, reinterpret_tensor(buf320, (4096, 768), (768, 1), 0), reinterpret_tensor(buf321, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf323)
            buf324 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_49], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:231
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_139, buf324, 589824, stream=stream0)
            del primals_139
            buf325 = buf322; del buf322  # reuse
            # Topologically Sorted Source Nodes: [linear_49], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:232
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_140, buf325, 768, stream=stream0)
            del primals_140
            buf326 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_63, linear_48, linear_49], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:233
            extern_kernels.addmm(buf325, reinterpret_tensor(buf320, (4096, 768), (768, 1), 0), reinterpret_tensor(buf324, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf326)
            buf327 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_50], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:234
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_141, buf327, 589824, stream=stream0)
            del primals_141
            buf328 = buf325; del buf325  # reuse
            # Topologically Sorted Source Nodes: [linear_50], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:235
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_142, buf328, 768, stream=stream0)
            del primals_142
            buf329 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_63, linear_48, linear_50], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:236
            extern_kernels.addmm(buf328, reinterpret_tensor(buf320, (4096, 768), (768, 1), 0), reinterpret_tensor(buf327, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf329)
            buf330 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf513 = empty_strided_cuda((384, 64, 128), (8192, 1, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_48, view_24, query_layer_8, attn_output_24, permute_256, convert_element_type_799], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5:237
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5.run(buf323, buf330, buf513, 3145728, stream=stream0)
            buf331 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            buf514 = reinterpret_tensor(buf323, (384, 128, 64), (8192, 1, 128), 0); del buf323  # reuse
            # Topologically Sorted Source Nodes: [linear_49, view_25, key_layer_8, attn_output_24, permute_257, convert_element_type_802], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6:238
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6.run(buf326, buf331, buf514, 3145728, stream=stream0)
            buf332 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_48, view_24, query_layer_8, linear_49, view_25, key_layer_8, attn_output_24], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:239
            extern_kernels.bmm(reinterpret_tensor(buf330, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf331, (384, 64, 128), (8192, 128, 1), 0), out=buf332)
            buf336 = reinterpret_tensor(buf332, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf332  # reuse
            # Topologically Sorted Source Nodes: [attention_mask_1, attn_output, attn_output_24, ], Original ATen: [aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, aten.add, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15:240
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15.run(buf336, buf6, 49152, 128, stream=stream0)
            buf337 = reinterpret_tensor(buf331, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf331  # reuse
            buf512 = reinterpret_tensor(buf326, (384, 64, 128), (8192, 1, 64), 0); del buf326  # reuse
            # Topologically Sorted Source Nodes: [linear_50, view_26, value_layer_8, attn_output_24, permute_255, convert_element_type_792], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8:241
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8.run(buf329, buf337, buf512, 3145728, stream=stream0)
            buf338 = reinterpret_tensor(buf330, (384, 128, 64), (8192, 64, 1), 0); del buf330  # reuse
            # Topologically Sorted Source Nodes: [linear_50, view_26, value_layer_8, attn_output_24], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:242
            extern_kernels.bmm(reinterpret_tensor(buf336, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf337, (384, 128, 64), (8192, 64, 1), 0), out=buf338)
            buf339 = reinterpret_tensor(buf329, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf329  # reuse
            # Topologically Sorted Source Nodes: [attn_output_24, transpose_35, attn_output_25], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_9:243
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_9.run(buf338, buf339, 3145728, stream=stream0)
            buf340 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_64], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:244
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_143, buf340, 589824, stream=stream0)
            del primals_143
            buf341 = buf328; del buf328  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_64], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:245
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_144, buf341, 768, stream=stream0)
            del primals_144
            buf342 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_24, transpose_35, attn_output_25, reshape_8, hidden_states_64], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:246
            extern_kernels.addmm(buf341, reinterpret_tensor(buf339, (4096, 768), (768, 1), 0), reinterpret_tensor(buf340, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf342)
            buf346 = reinterpret_tensor(buf338, (32, 128, 768), (98304, 768, 1), 0); del buf338  # reuse
            buf347 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf511 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_63, hidden_states_64, add_20, hidden_states_66, hidden_states_67, div_22], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:247
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf342, buf319, primals_135, primals_136, primals_145, primals_146, buf346, buf347, buf511, 4096, 768, stream=stream0)
            del primals_136
            buf348 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_67], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:248
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(primals_147, buf348, 2359296, stream=stream0)
            del primals_147
            buf349 = buf310; del buf310  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_67], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:249
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(primals_148, buf349, 3072, stream=stream0)
            del primals_148
            buf350 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_66, hidden_states_67], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:250
            extern_kernels.addmm(buf349, reinterpret_tensor(buf347, (4096, 768), (768, 1), 0), reinterpret_tensor(buf348, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf350)
            buf351 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_67, hidden_states_68], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_13:251
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_13.run(buf350, buf351, 12582912, stream=stream0)
            buf352 = empty_strided_cuda((768, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_69], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_14:252
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_14.run(primals_149, buf352, 2359296, stream=stream0)
            del primals_149
            buf353 = buf341; del buf341  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_69], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:253
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_150, buf353, 768, stream=stream0)
            del primals_150
            buf354 = buf342; del buf342  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_67, hidden_states_68, hidden_states_69], Original ATen: [aten.view, aten.gelu, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:254
            extern_kernels.addmm(buf353, reinterpret_tensor(buf351, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf352, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf354)
            buf358 = reinterpret_tensor(buf337, (32, 128, 768), (98304, 768, 1), 0); del buf337  # reuse
            buf359 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf510 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_66, hidden_states_69, add_21, hidden_states_71, linear_54, div_21], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:255
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf354, buf346, primals_145, primals_146, primals_151, primals_152, buf358, buf359, buf510, 4096, 768, stream=stream0)
            del primals_146
            buf360 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_54], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:256
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_153, buf360, 589824, stream=stream0)
            del primals_153
            buf361 = buf353; del buf353  # reuse
            # Topologically Sorted Source Nodes: [linear_54], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:257
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_154, buf361, 768, stream=stream0)
            del primals_154
            buf362 = buf354; del buf354  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_71, linear_54], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:258
            extern_kernels.addmm(buf361, reinterpret_tensor(buf359, (4096, 768), (768, 1), 0), reinterpret_tensor(buf360, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf362)
            buf363 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_55], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:259
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_155, buf363, 589824, stream=stream0)
            del primals_155
            buf364 = buf361; del buf361  # reuse
            # Topologically Sorted Source Nodes: [linear_55], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:260
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_156, buf364, 768, stream=stream0)
            del primals_156
            buf365 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_71, linear_54, linear_55], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:261
            extern_kernels.addmm(buf364, reinterpret_tensor(buf359, (4096, 768), (768, 1), 0), reinterpret_tensor(buf363, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf365)
            buf366 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_56], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:262
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_157, buf366, 589824, stream=stream0)
            del primals_157
            buf367 = buf364; del buf364  # reuse
            # Topologically Sorted Source Nodes: [linear_56], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:263
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_158, buf367, 768, stream=stream0)
            del primals_158
            buf368 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_71, linear_54, linear_56], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:264
            extern_kernels.addmm(buf367, reinterpret_tensor(buf359, (4096, 768), (768, 1), 0), reinterpret_tensor(buf366, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf368)
            buf369 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf508 = empty_strided_cuda((384, 64, 128), (8192, 1, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_54, view_27, query_layer_9, attn_output_27, permute_223, convert_element_type_724], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5:265
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5.run(buf362, buf369, buf508, 3145728, stream=stream0)
            buf370 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            buf509 = reinterpret_tensor(buf362, (384, 128, 64), (8192, 1, 128), 0); del buf362  # reuse
            # Topologically Sorted Source Nodes: [linear_55, view_28, key_layer_9, attn_output_27, permute_224, convert_element_type_727], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6:266
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6.run(buf365, buf370, buf509, 3145728, stream=stream0)
            buf371 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_54, view_27, query_layer_9, linear_55, view_28, key_layer_9, attn_output_27], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:267
            extern_kernels.bmm(reinterpret_tensor(buf369, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf370, (384, 64, 128), (8192, 128, 1), 0), out=buf371)
            buf375 = reinterpret_tensor(buf371, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf371  # reuse
            # Topologically Sorted Source Nodes: [attention_mask_1, attn_output, attn_output_27, ], Original ATen: [aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, aten.add, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15:268
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15.run(buf375, buf6, 49152, 128, stream=stream0)
            buf376 = reinterpret_tensor(buf370, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf370  # reuse
            buf507 = reinterpret_tensor(buf365, (384, 64, 128), (8192, 1, 64), 0); del buf365  # reuse
            # Topologically Sorted Source Nodes: [linear_56, view_29, value_layer_9, attn_output_27, permute_222, convert_element_type_717], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8:269
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8.run(buf368, buf376, buf507, 3145728, stream=stream0)
            buf377 = reinterpret_tensor(buf369, (384, 128, 64), (8192, 64, 1), 0); del buf369  # reuse
            # Topologically Sorted Source Nodes: [linear_56, view_29, value_layer_9, attn_output_27], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:270
            extern_kernels.bmm(reinterpret_tensor(buf375, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf376, (384, 128, 64), (8192, 64, 1), 0), out=buf377)
            buf378 = reinterpret_tensor(buf368, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf368  # reuse
            # Topologically Sorted Source Nodes: [attn_output_27, transpose_39, attn_output_28], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_9:271
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_9.run(buf377, buf378, 3145728, stream=stream0)
            buf379 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_72], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:272
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_159, buf379, 589824, stream=stream0)
            del primals_159
            buf380 = buf367; del buf367  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_72], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:273
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_160, buf380, 768, stream=stream0)
            del primals_160
            buf381 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_27, transpose_39, attn_output_28, reshape_9, hidden_states_72], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:274
            extern_kernels.addmm(buf380, reinterpret_tensor(buf378, (4096, 768), (768, 1), 0), reinterpret_tensor(buf379, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf381)
            buf385 = reinterpret_tensor(buf377, (32, 128, 768), (98304, 768, 1), 0); del buf377  # reuse
            buf386 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf506 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_71, hidden_states_72, add_22, hidden_states_74, hidden_states_75, div_20], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:275
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf381, buf358, primals_151, primals_152, primals_161, primals_162, buf385, buf386, buf506, 4096, 768, stream=stream0)
            del primals_152
            buf387 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_75], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:276
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(primals_163, buf387, 2359296, stream=stream0)
            del primals_163
            buf388 = buf349; del buf349  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_75], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:277
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(primals_164, buf388, 3072, stream=stream0)
            del primals_164
            buf389 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_74, hidden_states_75], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:278
            extern_kernels.addmm(buf388, reinterpret_tensor(buf386, (4096, 768), (768, 1), 0), reinterpret_tensor(buf387, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf389)
            buf390 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_75, hidden_states_76], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_13:279
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_13.run(buf389, buf390, 12582912, stream=stream0)
            buf391 = empty_strided_cuda((768, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_77], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_14:280
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_14.run(primals_165, buf391, 2359296, stream=stream0)
            del primals_165
            buf392 = buf380; del buf380  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_77], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:281
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_166, buf392, 768, stream=stream0)
            del primals_166
            buf393 = buf381; del buf381  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_75, hidden_states_76, hidden_states_77], Original ATen: [aten.view, aten.gelu, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:282
            extern_kernels.addmm(buf392, reinterpret_tensor(buf390, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf391, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf393)
            buf397 = reinterpret_tensor(buf376, (32, 128, 768), (98304, 768, 1), 0); del buf376  # reuse
            buf398 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf505 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_74, hidden_states_77, add_23, hidden_states_79, linear_60, div_19], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:283
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf393, buf385, primals_161, primals_162, primals_167, primals_168, buf397, buf398, buf505, 4096, 768, stream=stream0)
            del primals_162
            buf399 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_60], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:284
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_169, buf399, 589824, stream=stream0)
            del primals_169
            buf400 = buf392; del buf392  # reuse
            # Topologically Sorted Source Nodes: [linear_60], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:285
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_170, buf400, 768, stream=stream0)
            del primals_170
            buf401 = buf393; del buf393  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_79, linear_60], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:286
            extern_kernels.addmm(buf400, reinterpret_tensor(buf398, (4096, 768), (768, 1), 0), reinterpret_tensor(buf399, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf401)
            buf402 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_61], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:287
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_171, buf402, 589824, stream=stream0)
            del primals_171
            buf403 = buf400; del buf400  # reuse
            # Topologically Sorted Source Nodes: [linear_61], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:288
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_172, buf403, 768, stream=stream0)
            del primals_172
            buf404 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_79, linear_60, linear_61], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:289
            extern_kernels.addmm(buf403, reinterpret_tensor(buf398, (4096, 768), (768, 1), 0), reinterpret_tensor(buf402, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf404)
            buf405 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_62], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:290
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_173, buf405, 589824, stream=stream0)
            del primals_173
            buf406 = buf403; del buf403  # reuse
            # Topologically Sorted Source Nodes: [linear_62], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:291
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_174, buf406, 768, stream=stream0)
            del primals_174
            buf407 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_79, linear_60, linear_62], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:292
            extern_kernels.addmm(buf406, reinterpret_tensor(buf398, (4096, 768), (768, 1), 0), reinterpret_tensor(buf405, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf407)
            buf408 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf503 = empty_strided_cuda((384, 64, 128), (8192, 1, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_60, view_30, query_layer_10, attn_output_30, permute_190, convert_element_type_649], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5:293
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5.run(buf401, buf408, buf503, 3145728, stream=stream0)
            buf409 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            buf504 = reinterpret_tensor(buf401, (384, 128, 64), (8192, 1, 128), 0); del buf401  # reuse
            # Topologically Sorted Source Nodes: [linear_61, view_31, key_layer_10, attn_output_30, permute_191, convert_element_type_652], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6:294
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6.run(buf404, buf409, buf504, 3145728, stream=stream0)
            buf410 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_60, view_30, query_layer_10, linear_61, view_31, key_layer_10, attn_output_30], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:295
            extern_kernels.bmm(reinterpret_tensor(buf408, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf409, (384, 64, 128), (8192, 128, 1), 0), out=buf410)
            buf414 = reinterpret_tensor(buf410, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf410  # reuse
            # Topologically Sorted Source Nodes: [attention_mask_1, attn_output, attn_output_30, ], Original ATen: [aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, aten.add, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15:296
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15.run(buf414, buf6, 49152, 128, stream=stream0)
            buf415 = reinterpret_tensor(buf409, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf409  # reuse
            buf502 = reinterpret_tensor(buf404, (384, 64, 128), (8192, 1, 64), 0); del buf404  # reuse
            # Topologically Sorted Source Nodes: [linear_62, view_32, value_layer_10, attn_output_30, permute_189, convert_element_type_642], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8:297
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8.run(buf407, buf415, buf502, 3145728, stream=stream0)
            buf416 = reinterpret_tensor(buf408, (384, 128, 64), (8192, 64, 1), 0); del buf408  # reuse
            # Topologically Sorted Source Nodes: [linear_62, view_32, value_layer_10, attn_output_30], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:298
            extern_kernels.bmm(reinterpret_tensor(buf414, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf415, (384, 128, 64), (8192, 64, 1), 0), out=buf416)
            buf417 = reinterpret_tensor(buf407, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf407  # reuse
            # Topologically Sorted Source Nodes: [attn_output_30, transpose_43, attn_output_31], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_9:299
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_9.run(buf416, buf417, 3145728, stream=stream0)
            buf418 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_80], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:300
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_175, buf418, 589824, stream=stream0)
            del primals_175
            buf419 = buf406; del buf406  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_80], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:301
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_176, buf419, 768, stream=stream0)
            del primals_176
            buf420 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_30, transpose_43, attn_output_31, reshape_10, hidden_states_80], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:302
            extern_kernels.addmm(buf419, reinterpret_tensor(buf417, (4096, 768), (768, 1), 0), reinterpret_tensor(buf418, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf420)
            buf424 = reinterpret_tensor(buf416, (32, 128, 768), (98304, 768, 1), 0); del buf416  # reuse
            buf425 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf501 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_79, hidden_states_80, add_24, hidden_states_82, hidden_states_83, div_18], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:303
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf420, buf397, primals_167, primals_168, primals_177, primals_178, buf424, buf425, buf501, 4096, 768, stream=stream0)
            del primals_168
            buf426 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_83], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:304
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(primals_179, buf426, 2359296, stream=stream0)
            del primals_179
            buf427 = buf388; del buf388  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_83], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:305
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(primals_180, buf427, 3072, stream=stream0)
            del primals_180
            buf428 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_82, hidden_states_83], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:306
            extern_kernels.addmm(buf427, reinterpret_tensor(buf425, (4096, 768), (768, 1), 0), reinterpret_tensor(buf426, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf428)
            buf429 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_83, hidden_states_84], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_13:307
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_13.run(buf428, buf429, 12582912, stream=stream0)
            buf430 = empty_strided_cuda((768, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_85], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_14:308
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_14.run(primals_181, buf430, 2359296, stream=stream0)
            del primals_181
            buf431 = buf419; del buf419  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_85], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:309
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_182, buf431, 768, stream=stream0)
            del primals_182
            buf432 = buf420; del buf420  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_83, hidden_states_84, hidden_states_85], Original ATen: [aten.view, aten.gelu, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:310
            extern_kernels.addmm(buf431, reinterpret_tensor(buf429, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf430, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf432)
            buf436 = reinterpret_tensor(buf415, (32, 128, 768), (98304, 768, 1), 0); del buf415  # reuse
            buf437 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf500 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_82, hidden_states_85, add_25, hidden_states_87, linear_66, div_17], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:311
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf432, buf424, primals_177, primals_178, primals_183, primals_184, buf436, buf437, buf500, 4096, 768, stream=stream0)
            del primals_178
            buf438 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_66], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:312
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_185, buf438, 589824, stream=stream0)
            del primals_185
            buf439 = buf431; del buf431  # reuse
            # Topologically Sorted Source Nodes: [linear_66], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:313
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_186, buf439, 768, stream=stream0)
            del primals_186
            buf440 = buf432; del buf432  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_87, linear_66], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:314
            extern_kernels.addmm(buf439, reinterpret_tensor(buf437, (4096, 768), (768, 1), 0), reinterpret_tensor(buf438, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf440)
            buf441 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_67], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:315
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_187, buf441, 589824, stream=stream0)
            del primals_187
            buf442 = buf439; del buf439  # reuse
            # Topologically Sorted Source Nodes: [linear_67], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:316
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_188, buf442, 768, stream=stream0)
            del primals_188
            buf443 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_87, linear_66, linear_67], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:317
            extern_kernels.addmm(buf442, reinterpret_tensor(buf437, (4096, 768), (768, 1), 0), reinterpret_tensor(buf441, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf443)
            buf444 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_68], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:318
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_189, buf444, 589824, stream=stream0)
            del primals_189
            buf445 = buf442; del buf442  # reuse
            # Topologically Sorted Source Nodes: [linear_68], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:319
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_190, buf445, 768, stream=stream0)
            del primals_190
            buf446 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_87, linear_66, linear_68], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:320
            extern_kernels.addmm(buf445, reinterpret_tensor(buf437, (4096, 768), (768, 1), 0), reinterpret_tensor(buf444, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf446)
            buf447 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf498 = empty_strided_cuda((384, 64, 128), (8192, 1, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_66, view_33, query_layer_11, attn_output_33, permute_157, convert_element_type_574], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5:321
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_5.run(buf440, buf447, buf498, 3145728, stream=stream0)
            buf448 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            buf499 = reinterpret_tensor(buf440, (384, 128, 64), (8192, 1, 128), 0); del buf440  # reuse
            # Topologically Sorted Source Nodes: [linear_67, view_34, key_layer_11, attn_output_33, permute_158, convert_element_type_577], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6:322
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_6.run(buf443, buf448, buf499, 3145728, stream=stream0)
            buf449 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_66, view_33, query_layer_11, linear_67, view_34, key_layer_11, attn_output_33], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:323
            extern_kernels.bmm(reinterpret_tensor(buf447, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf448, (384, 64, 128), (8192, 128, 1), 0), out=buf449)
            buf453 = reinterpret_tensor(buf449, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf449  # reuse
            # Topologically Sorted Source Nodes: [attention_mask_1, attn_output, attn_output_33, ], Original ATen: [aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, aten.add, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15:324
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_exp_expand_prepare_softmax_online_scalar_tensor_sub_view_where_15.run(buf453, buf6, 49152, 128, stream=stream0)
            buf454 = reinterpret_tensor(buf448, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf448  # reuse
            buf497 = reinterpret_tensor(buf443, (384, 64, 128), (8192, 1, 64), 0); del buf443  # reuse
            # Topologically Sorted Source Nodes: [linear_68, view_35, value_layer_11, attn_output_33, permute_156, convert_element_type_567], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8:325
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_8.run(buf446, buf454, buf497, 3145728, stream=stream0)
            buf455 = reinterpret_tensor(buf447, (384, 128, 64), (8192, 64, 1), 0); del buf447  # reuse
            # Topologically Sorted Source Nodes: [linear_68, view_35, value_layer_11, attn_output_33], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:326
            extern_kernels.bmm(reinterpret_tensor(buf453, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf454, (384, 128, 64), (8192, 64, 1), 0), out=buf455)
            buf456 = reinterpret_tensor(buf446, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf446  # reuse
            # Topologically Sorted Source Nodes: [attn_output_33, transpose_47, attn_output_34], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_9:327
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_9.run(buf455, buf456, 3145728, stream=stream0)
            buf457 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_88], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:328
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_191, buf457, 589824, stream=stream0)
            del primals_191
            buf458 = buf445; del buf445  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_88], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:329
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_192, buf458, 768, stream=stream0)
            del primals_192
            buf459 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_33, transpose_47, attn_output_34, reshape_11, hidden_states_88], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:330
            extern_kernels.addmm(buf458, reinterpret_tensor(buf456, (4096, 768), (768, 1), 0), reinterpret_tensor(buf457, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf459)
            buf463 = reinterpret_tensor(buf455, (32, 128, 768), (98304, 768, 1), 0); del buf455  # reuse
            buf464 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf496 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_87, hidden_states_88, add_26, hidden_states_90, hidden_states_91, div_16], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:331
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf459, buf436, primals_183, primals_184, primals_193, primals_194, buf463, buf464, buf496, 4096, 768, stream=stream0)
            del primals_184
            buf465 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_91], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:332
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(primals_195, buf465, 2359296, stream=stream0)
            del primals_195
            buf466 = buf427; del buf427  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_91], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:333
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(primals_196, buf466, 3072, stream=stream0)
            del primals_196
            buf467 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_90, hidden_states_91], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:334
            extern_kernels.addmm(buf466, reinterpret_tensor(buf464, (4096, 768), (768, 1), 0), reinterpret_tensor(buf465, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf467)
            del buf466
            buf468 = empty_strided_cuda((32, 128, 3072), (393216, 3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_91, hidden_states_92], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_13:335
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_13.run(buf467, buf468, 12582912, stream=stream0)
            buf469 = empty_strided_cuda((768, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_93], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_14:336
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_14.run(primals_197, buf469, 2359296, stream=stream0)
            del primals_197
            buf470 = buf458; del buf458  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_93], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:337
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_198, buf470, 768, stream=stream0)
            del primals_198
            buf471 = buf459; del buf459  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_91, hidden_states_92, hidden_states_93], Original ATen: [aten.view, aten.gelu, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:338
            extern_kernels.addmm(buf470, reinterpret_tensor(buf468, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf469, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf471)
            buf475 = reinterpret_tensor(buf454, (32, 128, 768), (98304, 768, 1), 0); del buf454  # reuse
            buf476 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf495 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_90, hidden_states_93, add_27, hidden_states_95, hidden_states_96, div_15], Original ATen: [aten.native_layer_norm, aten.view, aten.add, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10:339
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf471, buf463, primals_193, primals_194, primals_199, primals_200, buf475, buf476, buf495, 4096, 768, stream=stream0)
            del primals_194
            del primals_200
            buf477 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_96], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_3:340
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_3.run(primals_201, buf477, 589824, stream=stream0)
            del primals_201
            buf478 = buf470; del buf470  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_96], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_4:341
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_4.run(primals_202, buf478, 768, stream=stream0)
            del primals_202
            buf479 = buf471; del buf471  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_95, hidden_states_96], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:342
            extern_kernels.addmm(buf478, reinterpret_tensor(buf476, (4096, 768), (768, 1), 0), reinterpret_tensor(buf477, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf479)
            del buf478
            buf480 = empty_strided_cuda((32, 128, 1), (128, 1, 1), torch.float32)
            buf481 = empty_strided_cuda((32, 128, 1), (128, 1, 4096), torch.float32)
            buf483 = reinterpret_tensor(buf481, (32, 128, 1), (128, 1, 1), 0); del buf481  # reuse
            buf484 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_96, hidden_states_97, hidden_states_98, hidden_states_99], Original ATen: [aten.view, aten.gelu, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_view_16:343
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_view_16.run(buf483, buf479, primals_203, primals_204, buf480, buf484, 4096, 768, stream=stream0)
            del primals_204
            buf485 = empty_strided_cuda((30522, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_99], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_17:344
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_17.run(primals_4, buf485, 23440896, stream=stream0)
            del primals_4
            buf486 = empty_strided_cuda((768, 30528), (1, 768), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_99, ], Original ATen: [aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] triton_poi_fused__to_copy_addmm_t_18:345
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_addmm_t_18.run(buf485, buf486, 23445504, stream=stream0)
            buf487 = empty_strided_cuda((30528, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_99, ], Original ATen: [aten._to_copy, aten.addmm]
            # [Provenance debug handles] triton_poi_fused__to_copy_addmm_19:346
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_addmm_19.run(primals_205, buf487, 30528, stream=stream0)
            del primals_205
            buf488 = empty_strided_cuda((4096, 30528), (30528, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_96, hidden_states_97, hidden_states_98, hidden_states_99, ], Original ATen: [aten.view, aten.gelu, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:347
            extern_kernels.addmm(buf487, reinterpret_tensor(buf484, (4096, 768), (768, 1), 0), buf486, alpha=1, beta=1, out=buf488)
            del buf486
            del buf487
            buf489 = empty_strided_cuda((4096, 1), (1, 1), torch.float32)
            buf490 = empty_strided_cuda((4096, 1), (1, 4096), torch.float32)
            buf491 = reinterpret_tensor(buf490, (4096, 1), (1, 1), 0); del buf490  # reuse
            # Topologically Sorted Source Nodes: [, masked_lm_loss], Original ATen: [aten.addmm, aten._log_softmax, prims.prepare_softmax_online]
            # [Provenance debug handles] triton_red_fused__log_softmax_addmm_prepare_softmax_online_20:348
            stream0 = get_raw_stream(0)
            triton_red_fused__log_softmax_addmm_prepare_softmax_online_20.run(buf491, buf488, buf489, 4096, 30522, stream=stream0)
            buf494 = empty_strided_cuda((), (), torch.float32)
            buf493 = empty_strided_cuda((), (), torch.float32)
            buf556 = buf494; del buf494  # reuse
            # Topologically Sorted Source Nodes: [, view_37, masked_lm_loss], Original ATen: [aten.addmm, aten.view, aten._log_softmax, aten.sub, aten._to_copy, aten.nll_loss_forward]
            # [Provenance debug handles] triton_red_fused__log_softmax__to_copy_addmm_nll_loss_forward_sub_view_21:349
            stream0 = get_raw_stream(0)
            triton_red_fused__log_softmax__to_copy_addmm_nll_loss_forward_sub_view_21.run(buf556, primals_206, buf488, buf489, buf491, buf493, 1, 4096, stream=stream0)
        return (buf556, primals_1, primals_2, primals_7, primals_17, primals_23, primals_33, primals_39, primals_49, primals_55, primals_65, primals_71, primals_81, primals_87, primals_97, primals_103, primals_113, primals_119, primals_129, primals_135, primals_145, primals_151, primals_161, primals_167, primals_177, primals_183, primals_193, primals_199, primals_203, primals_206, buf0, buf5, buf6, reinterpret_tensor(buf7, (4096, 768), (768, 1), 0), buf19, buf20, buf21, buf23, reinterpret_tensor(buf27, (4096, 768), (768, 1), 0), buf34, reinterpret_tensor(buf35, (4096, 768), (768, 1), 0), buf38, reinterpret_tensor(buf39, (4096, 3072), (3072, 1), 0), buf46, reinterpret_tensor(buf47, (4096, 768), (768, 1), 0), buf63, reinterpret_tensor(buf66, (4096, 768), (768, 1), 0), buf73, reinterpret_tensor(buf74, (4096, 768), (768, 1), 0), buf77, reinterpret_tensor(buf78, (4096, 3072), (3072, 1), 0), buf85, reinterpret_tensor(buf86, (4096, 768), (768, 1), 0), buf102, reinterpret_tensor(buf105, (4096, 768), (768, 1), 0), buf112, reinterpret_tensor(buf113, (4096, 768), (768, 1), 0), buf116, reinterpret_tensor(buf117, (4096, 3072), (3072, 1), 0), buf124, reinterpret_tensor(buf125, (4096, 768), (768, 1), 0), buf141, reinterpret_tensor(buf144, (4096, 768), (768, 1), 0), buf151, reinterpret_tensor(buf152, (4096, 768), (768, 1), 0), buf155, reinterpret_tensor(buf156, (4096, 3072), (3072, 1), 0), buf163, reinterpret_tensor(buf164, (4096, 768), (768, 1), 0), buf180, reinterpret_tensor(buf183, (4096, 768), (768, 1), 0), buf190, reinterpret_tensor(buf191, (4096, 768), (768, 1), 0), buf194, reinterpret_tensor(buf195, (4096, 3072), (3072, 1), 0), buf202, reinterpret_tensor(buf203, (4096, 768), (768, 1), 0), buf219, reinterpret_tensor(buf222, (4096, 768), (768, 1), 0), buf229, reinterpret_tensor(buf230, (4096, 768), (768, 1), 0), buf233, reinterpret_tensor(buf234, (4096, 3072), (3072, 1), 0), buf241, reinterpret_tensor(buf242, (4096, 768), (768, 1), 0), buf258, reinterpret_tensor(buf261, (4096, 768), (768, 1), 0), buf268, reinterpret_tensor(buf269, (4096, 768), (768, 1), 0), buf272, reinterpret_tensor(buf273, (4096, 3072), (3072, 1), 0), buf280, reinterpret_tensor(buf281, (4096, 768), (768, 1), 0), buf297, reinterpret_tensor(buf300, (4096, 768), (768, 1), 0), buf307, reinterpret_tensor(buf308, (4096, 768), (768, 1), 0), buf311, reinterpret_tensor(buf312, (4096, 3072), (3072, 1), 0), buf319, reinterpret_tensor(buf320, (4096, 768), (768, 1), 0), buf336, reinterpret_tensor(buf339, (4096, 768), (768, 1), 0), buf346, reinterpret_tensor(buf347, (4096, 768), (768, 1), 0), buf350, reinterpret_tensor(buf351, (4096, 3072), (3072, 1), 0), buf358, reinterpret_tensor(buf359, (4096, 768), (768, 1), 0), buf375, reinterpret_tensor(buf378, (4096, 768), (768, 1), 0), buf385, reinterpret_tensor(buf386, (4096, 768), (768, 1), 0), buf389, reinterpret_tensor(buf390, (4096, 3072), (3072, 1), 0), buf397, reinterpret_tensor(buf398, (4096, 768), (768, 1), 0), buf414, reinterpret_tensor(buf417, (4096, 768), (768, 1), 0), buf424, reinterpret_tensor(buf425, (4096, 768), (768, 1), 0), buf428, reinterpret_tensor(buf429, (4096, 3072), (3072, 1), 0), buf436, reinterpret_tensor(buf437, (4096, 768), (768, 1), 0), buf453, reinterpret_tensor(buf456, (4096, 768), (768, 1), 0), buf463, reinterpret_tensor(buf464, (4096, 768), (768, 1), 0), buf467, reinterpret_tensor(buf468, (4096, 3072), (3072, 1), 0), buf475, reinterpret_tensor(buf476, (4096, 768), (768, 1), 0), buf479, buf480, buf483, reinterpret_tensor(buf484, (4096, 768), (768, 1), 0), buf488, buf489, buf491, buf493, buf485, buf477, buf495, buf469, buf465, buf496, buf457, buf497, buf498, buf499, buf444, buf441, buf438, buf500, buf430, buf426, buf501, buf418, buf502, buf503, buf504, buf405, buf402, buf399, buf505, buf391, buf387, buf506, buf379, buf507, buf508, buf509, buf366, buf363, buf360, buf510, buf352, buf348, buf511, buf340, buf512, buf513, buf514, buf327, buf324, buf321, buf515, buf313, buf309, buf516, buf301, buf517, buf518, buf519, buf288, buf285, buf282, buf520, buf274, buf270, buf521, buf262, buf522, buf523, buf524, buf249, buf246, buf243, buf525, buf235, buf231, buf526, buf223, buf527, buf528, buf529, buf210, buf207, buf204, buf530, buf196, buf192, buf531, buf184, buf532, buf533, buf534, buf171, buf168, buf165, buf535, buf157, buf153, buf536, buf145, buf537, buf538, buf539, buf132, buf129, buf126, buf540, buf118, buf114, buf541, buf106, buf542, buf543, buf544, buf93, buf90, buf87, buf545, buf79, buf75, buf546, buf67, buf547, buf548, buf549, buf54, buf51, buf48, buf550, buf40, buf36, buf551, buf28, buf552, buf553, buf554, buf14, buf11, buf8, buf555, )

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


# AOT ID: ['114_backward']
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/7d/c7dkd7nejdhpmrmhndzfdam6jidezn6hl6n335ekxjkjvcoyf2su.py
# Topologically Sorted Source Nodes: [div_13, view_37, unsqueeze_4, ne_3, masked_lm_loss, where_26, , where_27, convert_element_type_default_75, exp_13, sum_16, mul_116, sub_40, view_271], Original ATen: [aten.nll_loss_backward, aten.view, aten.nll_loss_forward, aten.arange, aten.expand, aten.eq, aten.scalar_tensor, aten.where, aten.addmm, aten._log_softmax, aten._to_copy, aten._log_softmax_backward_data]
# Source node to ATen node mapping:
#    => eq_tensor, expand_default, iota_default, scalar_tensor_default, scalar_tensor_default_1, slice_tensor, view_default, where_self
#   convert_element_type_default_75 => mul_115
#   div_13 => div_13
#   exp_13 => exp_13
#   masked_lm_loss => convert_element_type_507, convert_element_type_508, convert_element_type_509, full_default_36, full_default_37, sub_38, sub_39
#   mul_116 => mul_116
#   ne_3 => ne_3
#   sub_40 => sub_40
#   sum_16 => sum_16
#   unsqueeze_4 => unsqueeze_4
#   view_271 => convert_element_type_514
#   view_37 => view_269
#   where_26 => where_26
#   where_27 => where_27
# Graph fragment:
#   %primals_206 : Tensor "i64[32, 128][128, 1]cuda:0" = PlaceHolder[target=primals_206]
#   %tangents_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=tangents_1]
#   %convert_element_type_510 : Tensor "f32[][]cuda:0" = PlaceHolder[target=convert_element_type_510]
#   %addmm_default : Tensor "bf16[4096, 30528][30528, 1]cuda:0" = PlaceHolder[target=addmm_default]
#   %amax_12 : Tensor "f32[4096, 1][1, 1]cuda:0" = PlaceHolder[target=amax_12]
#   %log : Tensor "f32[4096, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %sum_16 : Tensor "f32[4096, 1][1, 4096]cuda:0" = PlaceHolder[target=sum_16]
#   %div_13 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%tangents_1, %convert_element_type_510), kwargs = {})
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
#   %full_default_37 : Tensor "f32[][]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_27 : Tensor "f32[4096, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_3, %div_13, %full_default_37), kwargs = {})
#   %mul_115 : Tensor "f32[4096, 30522][30522, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_self, %where_27), kwargs = {})
#   %slice_tensor : Tensor "bf16[4096, 30522][30528, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%addmm_default, 1, 0, -6), kwargs = {})
#   %convert_element_type_507 : Tensor "f32[4096, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%slice_tensor, torch.float32), kwargs = {})
#   %sub_38 : Tensor "f32[4096, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_507, %amax_12), kwargs = {})
#   %sub_39 : Tensor "f32[4096, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_38, %log), kwargs = {})
#   %convert_element_type_508 : Tensor "bf16[4096, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sub_39, torch.bfloat16), kwargs = {})
#   %convert_element_type_509 : Tensor "f32[4096, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convert_element_type_508, torch.float32), kwargs = {})
#   %exp_13 : Tensor "f32[4096, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%convert_element_type_509,), kwargs = {})
#   %sum_16 : Tensor "f32[4096, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_115, [1], True), kwargs = {})
#   %mul_116 : Tensor "f32[4096, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_13, %sum_16), kwargs = {})
#   %sub_40 : Tensor "f32[4096, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_115, %mul_116), kwargs = {})
#   %convert_element_type_514 : Tensor "bf16[4096, 30522][30522, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sub_40, torch.bfloat16), kwargs = {})
#   return %sum_16,%convert_element_type_514
triton_red_fused__log_softmax__log_softmax_backward_data__to_copy_addmm_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0 = async_compile.triton('triton_red_fused__log_softmax__log_softmax_backward_data__to_copy_addmm_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__log_softmax__log_softmax_backward_data__to_copy_addmm_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 65536, 'r0_': 750108672}, 'kernel_num_gb': 0.500137992, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__log_softmax__log_softmax_backward_data__to_copy_addmm_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    tmp38 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp40 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp36 = tl.load(in_out_ptr0 + (r0_1 + 30528*x0), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
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
        tmp37 = tmp36.to(tl.float32)
        tmp39 = tmp37 - tmp38
        tmp41 = tmp39 - tmp40
        tmp42 = tmp41.to(tl.float32)
        tmp43 = tmp42.to(tl.float32)
        tmp44 = libdevice.exp(tmp43)
        tmp45 = tmp44 * tmp18
        tmp46 = tmp35 - tmp45
        tmp47 = tmp46.to(tl.float32)
        tl.store(in_out_ptr0 + (r0_1 + 30528*x0), tmp47, r0_mask)


def get_args():
    arg_0 = rand_strided((4096, 30522), (30528, 1), device='cuda:0', dtype=torch.bfloat16)
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
        triton_red_fused__log_softmax__log_softmax_backward_data__to_copy_addmm_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__log_softmax__log_softmax_backward_data__to_copy_addmm_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.500137992
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/jv/cjvpe6t35f7iqrw24ttypxlsf7b7rifaqcsxhah7etqumzuhct65.py
# Topologically Sorted Source Nodes: [], Original ATen: [aten.mm]
# Source node to ATen node mapping:
#    => constant_pad_nd_default
# Graph fragment:
#   %convert_element_type_514 : Tensor "bf16[4096, 30522][30528, 1]cuda:0" = PlaceHolder[target=convert_element_type_514]
#   %constant_pad_nd_default : Tensor "bf16[4096, 30528][30528, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%convert_element_type_514, [0, 6, 0, 0]), kwargs = {})
#   return %buf2
triton_poi_fused_mm_1 = async_compile.triton('triton_poi_fused_mm_1', '''
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
    triton_meta={'signature': {'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_mm_1', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 98304}, 'kernel_num_gb': 4.9152e-05, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_mm_1(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 24576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 6)
    x1 = xindex // 6
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (30522 + x0 + 30528*x1), tmp0, None)


def get_args():
    arg_0 = rand_strided((4096, 30522), (30528, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, 24576,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_mm_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_mm_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 4.9152e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/4c/c4co4vwgba76giggfo2hm55snly5velpxycnepnncczzspscxpg5.py
# Topologically Sorted Source Nodes: [], Original ATen: [aten.mm]
# Source node to ATen node mapping:
#    => constant_pad_nd_default_1
# Graph fragment:
#   %permute_134 : Tensor "bf16[30522, 768][768, 1]cuda:0" = PlaceHolder[target=permute_134]
#   %constant_pad_nd_default_1 : Tensor "bf16[30528, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%permute_134, [0, 0, 0, 6]), kwargs = {})
#   return %constant_pad_nd_default_1
triton_poi_fused_mm_2 = async_compile.triton('triton_poi_fused_mm_2', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_mm_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 140663808}, 'kernel_num_gb': 0.0937728, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_mm_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 23445504
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = xindex // 768
    x2 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 30522, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x2), tmp2, other=0.0).to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp3, None)


def get_args():
    arg_0 = rand_strided((30522, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((30528, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 23445504,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_mm_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_mm_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.0937728
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/7g/c7ggm2xlm7d2yoy37zsvm2hm4fxjp62qa7d7f253hecznl5xs6th.py
# Topologically Sorted Source Nodes: [sum_17], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_17 => sum_17
# Graph fragment:
#   %buf2 : Tensor "bf16[4096, 6][30528, 1]cuda:0" = PlaceHolder[target=buf2]
#   %sum_17 : Tensor "f32[1, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_514, [0], True), kwargs = {dtype: torch.float32})
#   return %sum_17
triton_red_fused_sum_3 = async_compile.triton('triton_red_fused_sum_3', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 244176, 'r0_': 0}, 'kernel_num_gb': 0.000122088, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_sum_3(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    _tmp3 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 30528*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp4 = _tmp3 + tmp2
        _tmp3 = tl.where(r0_mask & xmask, tmp4, _tmp3)
    tmp3 = tl.sum(_tmp3, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp3, xmask)


def get_args():
    arg_0 = rand_strided((4096, 30522), (30528, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 30522), (30522, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 30522, 4096,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_sum_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_sum_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000122088
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/ys/cysrtsu7wsxjdg3rdb6xa4d24ygcj7g232zwizx4pk2lommx75bl.py
# Topologically Sorted Source Nodes: [view_273, convert_element_type_520, mul_118, mul_119, sum_18, hidden_states_96, hidden_states_97, hidden_states_98, mul_120, sum_19, mul_121, sub_42, sub_43, div_14, convert_element_type_default_73, mul_125, mul_126, mul_127, exp_14, mul_128, mul_129, add_106, mul_130, convert_element_type_526, view_274], Original ATen: [aten.view, aten._to_copy, aten.native_layer_norm_backward, aten.gelu, aten.native_layer_norm, aten.gelu_backward]
# Source node to ATen node mapping:
#   add_106 => add_106
#   convert_element_type_520 => convert_element_type_520
#   convert_element_type_526 => convert_element_type_526
#   convert_element_type_default_73 => mul_122
#   div_14 => div_14
#   exp_14 => exp_14
#   hidden_states_96 => view_265
#   hidden_states_97 => add_102, convert_element_type_498, erf_12, mul_110, mul_111, mul_112
#   hidden_states_98 => mul_113, sub_37
#   mul_118 => mul_118
#   mul_119 => mul_119
#   mul_120 => mul_120
#   mul_121 => mul_121
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
#   view_274 => view_274
# Graph fragment:
#   %mm_default : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %primals_203 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_203]
#   %addmm_72 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_72]
#   %getitem_51 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=getitem_51]
#   %rsqrt_25 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_25]
#   %sum_18 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=sum_18]
#   %sum_19 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=sum_19]
#   %mul_130 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_130]
#   %view_273 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_default, [32, 128, 768]), kwargs = {})
#   %convert_element_type_520 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_273, torch.float32), kwargs = {})
#   %mul_118 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_520, %primals_203), kwargs = {})
#   %mul_119 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_118, 768), kwargs = {})
#   %sum_18 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_118, [2], True), kwargs = {})
#   %view_265 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_72, [32, 128, 768]), kwargs = {})
#   %convert_element_type_498 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_265, torch.float32), kwargs = {})
#   %mul_110 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_498, 0.5), kwargs = {})
#   %mul_111 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_498, 0.7071067811865476), kwargs = {})
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
#   %mul_126 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_498, %convert_element_type_498), kwargs = {})
#   %mul_127 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_126, -0.5), kwargs = {})
#   %exp_14 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_127,), kwargs = {})
#   %mul_128 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_14, 0.3989422804014327), kwargs = {})
#   %mul_129 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_498, %mul_128), kwargs = {})
#   %add_106 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_125, %mul_129), kwargs = {})
#   %mul_130 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_122, %add_106), kwargs = {})
#   %convert_element_type_526 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_130, torch.bfloat16), kwargs = {})
#   %view_274 : Tensor "bf16[4096, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_526, [4096, 768]), kwargs = {})
#   return %sum_18,%sum_19,%mul_130,%view_274
triton_per_fused__to_copy_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_view_4 = async_compile.triton('triton_per_fused__to_copy_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_view_4', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr3': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 25168896}, 'kernel_num_gb': 0.018910208, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_view_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp2 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp8 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask, other=0.0).to(tl.float32)
    tmp18 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp9 = tmp8.to(tl.float32)
    tmp10 = tl.full([1, 1], 0.5, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp12 = tl.full([1, 1], 0.7071067811865476, tl.float32)
    tmp13 = tmp9 * tmp12
    tmp14 = libdevice.erf(tmp13)
    tmp15 = tl.full([1, 1], 1.0, tl.float32)
    tmp16 = tmp14 + tmp15
    tmp17 = tmp11 * tmp16
    tmp19 = tmp17 - tmp18
    tmp21 = tmp19 * tmp20
    tmp22 = tmp3 * tmp21
    tmp23 = tl.broadcast_to(tmp22, [XBLOCK, R0_BLOCK])
    tmp25 = tl.where(r0_mask, tmp23, 0)
    tmp26 = tl.sum(tmp25, 1)[:, None].to(tl.float32)
    tmp27 = tl.full([1, 1], 0.0013020833333333333, tl.float32)
    tmp28 = tmp20 * tmp27
    tmp29 = tl.full([1, 1], 768.0, tl.float32)
    tmp30 = tmp3 * tmp29
    tmp31 = tmp30 - tmp7
    tmp32 = tmp21 * tmp26
    tmp33 = tmp31 - tmp32
    tmp34 = tmp28 * tmp33
    tmp35 = tmp16 * tmp10
    tmp36 = tmp9 * tmp9
    tmp37 = tl.full([1, 1], -0.5, tl.float32)
    tmp38 = tmp36 * tmp37
    tmp39 = libdevice.exp(tmp38)
    tmp40 = tl.full([1, 1], 0.3989422804014327, tl.float32)
    tmp41 = tmp39 * tmp40
    tmp42 = tmp9 * tmp41
    tmp43 = tmp35 + tmp42
    tmp44 = tmp34 * tmp43
    tmp45 = tmp44.to(tl.float32)
    tl.store(out_ptr3 + (r0_1 + 768*x0), tmp45, r0_mask)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_view_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_view_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.018910208
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/53/c53dw6rq3ntumjz7y2vlcgldgsjjpymm6cckc3dgr6iwasqe4lkj.py
# Topologically Sorted Source Nodes: [view_273, convert_element_type_520, hidden_states_96, hidden_states_97, hidden_states_98, mul_123, sum_20, sum_21], Original ATen: [aten.view, aten._to_copy, aten.gelu, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   convert_element_type_520 => convert_element_type_520
#   hidden_states_96 => view_265
#   hidden_states_97 => add_102, convert_element_type_498, erf_12, mul_110, mul_111, mul_112
#   hidden_states_98 => mul_113, sub_37
#   mul_123 => mul_123
#   sum_20 => sum_20
#   sum_21 => sum_21
#   view_273 => view_273
# Graph fragment:
#   %mm_default : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %addmm_72 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_72]
#   %getitem_51 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=getitem_51]
#   %rsqrt_25 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_25]
#   %view_273 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_default, [32, 128, 768]), kwargs = {})
#   %convert_element_type_520 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_273, torch.float32), kwargs = {})
#   %view_265 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_72, [32, 128, 768]), kwargs = {})
#   %convert_element_type_498 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_265, torch.float32), kwargs = {})
#   %mul_110 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_498, 0.5), kwargs = {})
#   %mul_111 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_498, 0.7071067811865476), kwargs = {})
#   %erf_12 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_111,), kwargs = {})
#   %add_102 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_12, 1), kwargs = {})
#   %mul_112 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_110, %add_102), kwargs = {})
#   %sub_37 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_112, %getitem_51), kwargs = {})
#   %mul_113 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_37, %rsqrt_25), kwargs = {})
#   %mul_123 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_520, %mul_113), kwargs = {})
#   %sum_20 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_123, [0, 1]), kwargs = {})
#   %sum_21 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_520, [0, 1]), kwargs = {})
#   return %buf9,%buf11
triton_red_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_5 = async_compile.triton('triton_red_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_5', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12976128, 'r0_': 32768}, 'kernel_num_gb': 0.012812288, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    _tmp18 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp21 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp2 = tl.load(in_ptr1 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp12 = tl.load(in_ptr2 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp14 = tl.load(in_ptr3 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp1 = tmp0.to(tl.float32)
        tmp3 = tmp2.to(tl.float32)
        tmp4 = tl.full([1, 1], 0.5, tl.float32)
        tmp5 = tmp3 * tmp4
        tmp6 = tl.full([1, 1], 0.7071067811865476, tl.float32)
        tmp7 = tmp3 * tmp6
        tmp8 = libdevice.erf(tmp7)
        tmp9 = tl.full([1, 1], 1.0, tl.float32)
        tmp10 = tmp8 + tmp9
        tmp11 = tmp5 * tmp10
        tmp13 = tmp11 - tmp12
        tmp15 = tmp13 * tmp14
        tmp16 = tmp1 * tmp15
        tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
        tmp19 = _tmp18 + tmp17
        _tmp18 = tl.where(r0_mask, tmp19, _tmp18)
        tmp20 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp22 = _tmp21 + tmp20
        _tmp21 = tl.where(r0_mask, tmp22, _tmp21)
    tmp18 = tl.sum(_tmp18, 1)[:, None]
    tmp21 = tl.sum(_tmp21, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp18, None)
    tl.store(out_ptr1 + (x3), tmp21, None)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768, 32), (1, 768), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((768, 32), (1, 768), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 24576, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.012812288
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/u4/cu4krgfavjtnkrukimswxaumac6gexzbz33bo7es5az2bsasbk5z.py
# Topologically Sorted Source Nodes: [view_273, convert_element_type_520, hidden_states_96, hidden_states_97, hidden_states_98, mul_123, sum_20], Original ATen: [aten.view, aten._to_copy, aten.gelu, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   convert_element_type_520 => convert_element_type_520
#   hidden_states_96 => view_265
#   hidden_states_97 => add_102, convert_element_type_498, erf_12, mul_110, mul_111, mul_112
#   hidden_states_98 => mul_113, sub_37
#   mul_123 => mul_123
#   sum_20 => sum_20
#   view_273 => view_273
# Graph fragment:
#   %buf9 : Tensor "f32[768, 32][1, 768]cuda:0" = PlaceHolder[target=buf9]
#   %view_273 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_default, [32, 128, 768]), kwargs = {})
#   %convert_element_type_520 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_273, torch.float32), kwargs = {})
#   %view_265 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_72, [32, 128, 768]), kwargs = {})
#   %convert_element_type_498 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_265, torch.float32), kwargs = {})
#   %mul_110 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_498, 0.5), kwargs = {})
#   %mul_111 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_498, 0.7071067811865476), kwargs = {})
#   %erf_12 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_111,), kwargs = {})
#   %add_102 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_12, 1), kwargs = {})
#   %mul_112 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_110, %add_102), kwargs = {})
#   %sub_37 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_112, %getitem_51), kwargs = {})
#   %mul_113 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_37, %rsqrt_25), kwargs = {})
#   %mul_123 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_520, %mul_113), kwargs = {})
#   %sum_20 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_123, [0, 1]), kwargs = {})
#   return %sum_20
triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6 = async_compile.triton('triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 104448, 'r0_': 0}, 'kernel_num_gb': 0.000101376, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
        triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000101376
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/6x/c6xmy3stamuynacavhwhhog4szr6me6a65fnvjxr3hahdxsclzsl.py
# Topologically Sorted Source Nodes: [sum_22], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_22 => sum_22
# Graph fragment:
#   %view_274 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=view_274]
#   %sum_22 : Tensor "f32[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_274, [0], True), kwargs = {dtype: torch.float32})
#   return %buf17
triton_red_fused_sum_7 = async_compile.triton('triton_red_fused_sum_7', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6488064, 'r0_': 0}, 'kernel_num_gb': 0.00638976, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_sum_7(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    _tmp3 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp4 = _tmp3 + tmp2
        _tmp3 = tl.where(r0_mask, tmp4, _tmp3)
    tmp3 = tl.sum(_tmp3, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp3, None)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 768, 32), (24576, 1, 768), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 24576, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_sum_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_sum_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00638976
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/xv/cxvcxwsdmxrqrguq7gorun7paoieoykuzat35jvx6s5zzt6wzszp.py
# Topologically Sorted Source Nodes: [sum_22], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_22 => sum_22
# Graph fragment:
#   %buf17 : Tensor "f32[1, 768, 32][24576, 1, 768]cuda:0" = PlaceHolder[target=buf17]
#   %sum_22 : Tensor "f32[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_274, [0], True), kwargs = {dtype: torch.float32})
#   return %sum_22
triton_per_fused_sum_8 = async_compile.triton('triton_per_fused_sum_8', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 104448, 'r0_': 0}, 'kernel_num_gb': 0.000101376, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_sum_8(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
        triton_per_fused_sum_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_sum_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000101376
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/l3/cl3w3olsjxbbiuqid4lwhdbbzv2fmqwfdcpv6pqsg2etbcoq254a.py
# Topologically Sorted Source Nodes: [convert_element_type_533], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_533 => convert_element_type_533
# Graph fragment:
#   %mm_3 : Tensor "bf16[768, 768][768, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %convert_element_type_533 : Tensor "f32[768, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_3, torch.float32), kwargs = {})
#   return %convert_element_type_533
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
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5898240}, 'kernel_num_gb': 0.003538944, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_9(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 589824
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 589824,


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
    num_gb = 0.003538944
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/mt/cmt2jockrdsfvzdgdewcfupsbrsisnvzb6chkxyzlhg5vjwyojpz.py
# Topologically Sorted Source Nodes: [view_276, convert_element_type_532, mul_132, mul_133, sum_23, mul_134, sum_24, mul_135, sub_45, sub_46, mul_136, convert_element_type_535, view_277], Original ATen: [aten.view, aten._to_copy, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   convert_element_type_532 => convert_element_type_532
#   convert_element_type_535 => convert_element_type_535
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
#   view_277 => view_277
# Graph fragment:
#   %mm_2 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %primals_199 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_199]
#   %mul_108 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_108]
#   %div_15 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=div_15]
#   %sum_23 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=sum_23]
#   %sum_24 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=sum_24]
#   %mul_136 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_136]
#   %view_276 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [32, 128, 768]), kwargs = {})
#   %convert_element_type_532 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_276, torch.float32), kwargs = {})
#   %mul_132 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_532, %primals_199), kwargs = {})
#   %mul_133 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_132, 768), kwargs = {})
#   %sum_23 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_132, [2], True), kwargs = {})
#   %mul_134 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_132, %mul_108), kwargs = {})
#   %sum_24 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_134, [2], True), kwargs = {})
#   %mul_135 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_108, %sum_24), kwargs = {})
#   %sub_45 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_133, %sum_23), kwargs = {})
#   %sub_46 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_45, %mul_135), kwargs = {})
#   %mul_136 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_15, %sub_46), kwargs = {})
#   %convert_element_type_535 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_136, torch.bfloat16), kwargs = {})
#   %view_277 : Tensor "bf16[4096, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_535, [4096, 768]), kwargs = {})
#   return %sum_23,%sum_24,%mul_136,%view_277
triton_per_fused__to_copy_native_layer_norm_backward_view_10 = async_compile.triton('triton_per_fused__to_copy_native_layer_norm_backward_view_10', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_native_layer_norm_backward_view_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 69209088}, 'kernel_num_gb': 0.037768192, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_native_layer_norm_backward_view_10(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp2 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp8 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp9 = tmp3 * tmp8
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp15 = tl.full([1, 1], 768.0, tl.float32)
    tmp16 = tmp3 * tmp15
    tmp17 = tmp16 - tmp7
    tmp18 = tmp8 * tmp13
    tmp19 = tmp17 - tmp18
    tmp20 = tmp14 * tmp19
    tmp21 = tmp20.to(tl.float32)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp20, r0_mask)
    tl.store(out_ptr3 + (r0_1 + 768*x0), tmp21, r0_mask)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_native_layer_norm_backward_view_10.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_native_layer_norm_backward_view_10.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.037768192
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/rv/crvjkbve5sz3yzhrfottwmypseorvh35zk5i4363ibar7v3yg2a6.py
# Topologically Sorted Source Nodes: [view_276, convert_element_type_532, mul_137, sum_25, sum_26], Original ATen: [aten.view, aten._to_copy, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   convert_element_type_532 => convert_element_type_532
#   mul_137 => mul_137
#   sum_25 => sum_25
#   sum_26 => sum_26
#   view_276 => view_276
# Graph fragment:
#   %mm_2 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %mul_108 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_108]
#   %view_276 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [32, 128, 768]), kwargs = {})
#   %convert_element_type_532 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_276, torch.float32), kwargs = {})
#   %mul_137 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_532, %mul_108), kwargs = {})
#   %sum_25 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_137, [0, 1]), kwargs = {})
#   %sum_26 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_532, [0, 1]), kwargs = {})
#   return %buf23,%buf25
triton_red_fused__to_copy_native_layer_norm_backward_view_11 = async_compile.triton('triton_red_fused__to_copy_native_layer_norm_backward_view_11', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_native_layer_norm_backward_view_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 19267584, 'r0_': 0}, 'kernel_num_gb': 0.019070976, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__to_copy_native_layer_norm_backward_view_11(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    _tmp5 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp2 = tl.load(in_ptr1 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tmp0.to(tl.float32)
        tmp3 = tmp1 * tmp2
        tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
        tmp6 = _tmp5 + tmp4
        _tmp5 = tl.where(r0_mask, tmp6, _tmp5)
        tmp7 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask, tmp9, _tmp8)
    tmp5 = tl.sum(_tmp5, 1)[:, None]
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp5, None)
    tl.store(out_ptr1 + (x3), tmp8, None)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((768, 32), (1, 768), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768, 32), (1, 768), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 24576, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy_native_layer_norm_backward_view_11.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__to_copy_native_layer_norm_backward_view_11.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.019070976
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/m6/cm65qcnrdzcnqrtkypdk2t6h7l6x7ir642p3bpr2bex7vzm5pk52.py
# Topologically Sorted Source Nodes: [convert_element_type_541], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_541 => convert_element_type_541
# Graph fragment:
#   %mm_5 : Tensor "bf16[768, 3072][3072, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %convert_element_type_541 : Tensor "f32[768, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_5, torch.float32), kwargs = {})
#   return %convert_element_type_541
triton_poi_fused__to_copy_12 = async_compile.triton('triton_poi_fused__to_copy_12', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 23592960}, 'kernel_num_gb': 0.014155776, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_12(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2359296
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 2359296,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_12.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_12.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.014155776
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/rn/crnvupodee44ydsniyhvnfh54em6cx5miom2pnecwrsaooo5s32m.py
# Topologically Sorted Source Nodes: [view_279, convert_element_type_543, hidden_states_91, hidden_states_92, mul_139, mul_140, mul_141, exp_15, mul_142, mul_143, add_108, mul_144, convert_element_type_545, view_280, sum_28], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
# Source node to ATen node mapping:
#   add_108 => add_108
#   convert_element_type_543 => convert_element_type_543
#   convert_element_type_545 => convert_element_type_545
#   exp_15 => exp_15
#   hidden_states_91 => view_261
#   hidden_states_92 => add_98, convert_element_type_485, erf_11, mul_106
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
#   %mm_4 : Tensor "bf16[4096, 3072][3072, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %addmm_70 : Tensor "bf16[4096, 3072][3072, 1]cuda:0" = PlaceHolder[target=addmm_70]
#   %convert_element_type_545 : Tensor "bf16[32, 128, 3072][393216, 3072, 1]cuda:0" = PlaceHolder[target=convert_element_type_545]
#   %view_279 : Tensor "bf16[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [32, 128, 3072]), kwargs = {})
#   %convert_element_type_543 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_279, torch.float32), kwargs = {})
#   %view_261 : Tensor "bf16[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_70, [32, 128, 3072]), kwargs = {})
#   %convert_element_type_485 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_261, torch.float32), kwargs = {})
#   %mul_106 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_485, 0.7071067811865476), kwargs = {})
#   %erf_11 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_106,), kwargs = {})
#   %add_98 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_11, 1), kwargs = {})
#   %mul_139 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_98, 0.5), kwargs = {})
#   %mul_140 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_485, %convert_element_type_485), kwargs = {})
#   %mul_141 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_140, -0.5), kwargs = {})
#   %exp_15 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_141,), kwargs = {})
#   %mul_142 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_15, 0.3989422804014327), kwargs = {})
#   %mul_143 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_485, %mul_142), kwargs = {})
#   %add_108 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_139, %mul_143), kwargs = {})
#   %mul_144 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_543, %add_108), kwargs = {})
#   %convert_element_type_545 : Tensor "bf16[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_144, torch.bfloat16), kwargs = {})
#   %view_280 : Tensor "bf16[4096, 3072][3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_545, [4096, 3072]), kwargs = {})
#   %sum_28 : Tensor "f32[1, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_280, [0], True), kwargs = {dtype: torch.float32})
#   return %convert_element_type_545,%buf36
triton_red_fused_gelu_gelu_backward_sum_view_13 = async_compile.triton('triton_red_fused_gelu_gelu_backward_sum_view_13', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_gelu_gelu_backward_sum_view_13', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 101449728, 'r0_': 0}, 'kernel_num_gb': 0.075890688, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_gelu_gelu_backward_sum_view_13(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    _tmp23 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (x0 + 3072*r0_2 + 393216*x1), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp2 = tl.load(in_ptr0 + (x0 + 3072*r0_2 + 393216*x1), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp3 = tmp2.to(tl.float32)
        tmp4 = tl.full([1, 1], 0.7071067811865476, tl.float32)
        tmp5 = tmp3 * tmp4
        tmp6 = libdevice.erf(tmp5)
        tmp7 = tl.full([1, 1], 1.0, tl.float32)
        tmp8 = tmp6 + tmp7
        tmp9 = tl.full([1, 1], 0.5, tl.float32)
        tmp10 = tmp8 * tmp9
        tmp11 = tmp3 * tmp3
        tmp12 = tl.full([1, 1], -0.5, tl.float32)
        tmp13 = tmp11 * tmp12
        tmp14 = libdevice.exp(tmp13)
        tmp15 = tl.full([1, 1], 0.3989422804014327, tl.float32)
        tmp16 = tmp14 * tmp15
        tmp17 = tmp3 * tmp16
        tmp18 = tmp10 + tmp17
        tmp19 = tmp1 * tmp18
        tmp20 = tmp19.to(tl.float32)
        tmp21 = tmp20.to(tl.float32)
        tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
        tmp24 = _tmp23 + tmp22
        _tmp23 = tl.where(r0_mask, tmp24, _tmp23)
        tl.store(in_out_ptr0 + (x0 + 3072*r0_2 + 393216*x1), tmp20, r0_mask)
    tmp23 = tl.sum(_tmp23, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp23, None)


def get_args():
    arg_0 = rand_strided((32, 128, 3072), (393216, 3072, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 3072, 32), (98304, 1, 3072), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 98304, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_gelu_gelu_backward_sum_view_13.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_gelu_gelu_backward_sum_view_13.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.075890688
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/33/c33jrgfmokx3jgauoxfwmfhvpfimtamxmtml3tjaeek57rwu3obb.py
# Topologically Sorted Source Nodes: [view_279, convert_element_type_543, hidden_states_91, hidden_states_92, mul_139, mul_140, mul_141, exp_15, mul_142, mul_143, add_108, mul_144, convert_element_type_545, view_280, sum_28], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
# Source node to ATen node mapping:
#   add_108 => add_108
#   convert_element_type_543 => convert_element_type_543
#   convert_element_type_545 => convert_element_type_545
#   exp_15 => exp_15
#   hidden_states_91 => view_261
#   hidden_states_92 => add_98, convert_element_type_485, erf_11, mul_106
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
#   %buf36 : Tensor "f32[1, 3072, 32][98304, 1, 3072]cuda:0" = PlaceHolder[target=buf36]
#   %view_279 : Tensor "bf16[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [32, 128, 3072]), kwargs = {})
#   %convert_element_type_543 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_279, torch.float32), kwargs = {})
#   %view_261 : Tensor "bf16[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_70, [32, 128, 3072]), kwargs = {})
#   %convert_element_type_485 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_261, torch.float32), kwargs = {})
#   %mul_106 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_485, 0.7071067811865476), kwargs = {})
#   %erf_11 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_106,), kwargs = {})
#   %add_98 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_11, 1), kwargs = {})
#   %mul_139 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_98, 0.5), kwargs = {})
#   %mul_140 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_485, %convert_element_type_485), kwargs = {})
#   %mul_141 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_140, -0.5), kwargs = {})
#   %exp_15 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_141,), kwargs = {})
#   %mul_142 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_15, 0.3989422804014327), kwargs = {})
#   %mul_143 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_485, %mul_142), kwargs = {})
#   %add_108 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_139, %mul_143), kwargs = {})
#   %mul_144 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_543, %add_108), kwargs = {})
#   %convert_element_type_545 : Tensor "bf16[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_144, torch.bfloat16), kwargs = {})
#   %view_280 : Tensor "bf16[4096, 3072][3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_545, [4096, 3072]), kwargs = {})
#   %sum_28 : Tensor "f32[1, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_280, [0], True), kwargs = {dtype: torch.float32})
#   return %sum_28
triton_per_fused_gelu_gelu_backward_sum_view_14 = async_compile.triton('triton_per_fused_gelu_gelu_backward_sum_view_14', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_gelu_gelu_backward_sum_view_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 417792, 'r0_': 0}, 'kernel_num_gb': 0.000405504, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_gelu_gelu_backward_sum_view_14(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
        triton_per_fused_gelu_gelu_backward_sum_view_14.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_gelu_gelu_backward_sum_view_14.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000405504
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/re/cremhtxwqlltyygnotmn5zvtx4xkh2gnmpp3q7rkknmm2vcqxo2t.py
# Topologically Sorted Source Nodes: [convert_element_type_552], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_552 => convert_element_type_552
# Graph fragment:
#   %mm_7 : Tensor "bf16[3072, 768][768, 1]cuda:0" = PlaceHolder[target=mm_7]
#   %convert_element_type_552 : Tensor "f32[3072, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_7, torch.float32), kwargs = {})
#   return %convert_element_type_552
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
    size_hints={'x': 4194304}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_15', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 23592960}, 'kernel_num_gb': 0.014155776, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_15(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2359296
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 2359296,


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
    num_gb = 0.014155776
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/eu/ceugrndcn66ad54i5bvrogypoefw4glzihhegtmn6zd7twdi6crj.py
# Topologically Sorted Source Nodes: [view_282, convert_element_type_551, add_109, mul_146, mul_147, sum_29, mul_148, sum_30, mul_149, sub_48, sub_49, mul_150, convert_element_type_554, view_283], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   add_109 => add_109
#   convert_element_type_551 => convert_element_type_551
#   convert_element_type_554 => convert_element_type_554
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
#   view_283 => view_283
# Graph fragment:
#   %mul_136 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_136]
#   %mm_6 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %primals_193 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_193]
#   %mul_103 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_103]
#   %div_16 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=div_16]
#   %sum_29 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=sum_29]
#   %sum_30 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=sum_30]
#   %mul_150 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_150]
#   %view_282 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [32, 128, 768]), kwargs = {})
#   %convert_element_type_551 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_282, torch.float32), kwargs = {})
#   %add_109 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_136, %convert_element_type_551), kwargs = {})
#   %mul_146 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_109, %primals_193), kwargs = {})
#   %mul_147 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_146, 768), kwargs = {})
#   %sum_29 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_146, [2], True), kwargs = {})
#   %mul_148 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_146, %mul_103), kwargs = {})
#   %sum_30 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_148, [2], True), kwargs = {})
#   %mul_149 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_103, %sum_30), kwargs = {})
#   %sub_48 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_147, %sum_29), kwargs = {})
#   %sub_49 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_48, %mul_149), kwargs = {})
#   %mul_150 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_16, %sub_49), kwargs = {})
#   %convert_element_type_554 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_150, torch.bfloat16), kwargs = {})
#   %view_283 : Tensor "bf16[4096, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_554, [4096, 768]), kwargs = {})
#   return %sum_29,%sum_30,%mul_150,%view_283
triton_per_fused__to_copy_add_native_layer_norm_backward_view_16 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_backward_view_16', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_backward_view_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 81792000}, 'kernel_num_gb': 0.050351104, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_backward_view_16(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask, other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp10 = tl.load(in_ptr3 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp16 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp5 = tmp3 * tmp4
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(r0_mask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp11 = tmp5 * tmp10
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(r0_mask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp17 = tl.full([1, 1], 768.0, tl.float32)
    tmp18 = tmp5 * tmp17
    tmp19 = tmp18 - tmp9
    tmp20 = tmp10 * tmp15
    tmp21 = tmp19 - tmp20
    tmp22 = tmp16 * tmp21
    tmp23 = tmp22.to(tl.float32)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp22, r0_mask)
    tl.store(out_ptr3 + (r0_1 + 768*x0), tmp23, r0_mask)


def get_args():
    arg_0 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_backward_view_16.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_add_native_layer_norm_backward_view_16.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.050351104
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/ct/cctokyskx5r4rihrd6avbhdhxeovuqb5pfxltlqge2v3imiccrak.py
# Topologically Sorted Source Nodes: [view_282, convert_element_type_551, add_109, mul_151, sum_31, sum_32], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   add_109 => add_109
#   convert_element_type_551 => convert_element_type_551
#   mul_151 => mul_151
#   sum_31 => sum_31
#   sum_32 => sum_32
#   view_282 => view_282
# Graph fragment:
#   %mul_136 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_136]
#   %mm_6 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %mul_103 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_103]
#   %view_282 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [32, 128, 768]), kwargs = {})
#   %convert_element_type_551 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_282, torch.float32), kwargs = {})
#   %add_109 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_136, %convert_element_type_551), kwargs = {})
#   %mul_151 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_109, %mul_103), kwargs = {})
#   %sum_31 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_151, [0, 1]), kwargs = {})
#   %sum_32 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_109, [0, 1]), kwargs = {})
#   return %buf42,%buf44
triton_red_fused__to_copy_add_native_layer_norm_backward_view_17 = async_compile.triton('triton_red_fused__to_copy_add_native_layer_norm_backward_view_17', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_native_layer_norm_backward_view_17', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 31850496, 'r0_': 0}, 'kernel_num_gb': 0.031653888, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__to_copy_add_native_layer_norm_backward_view_17(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp4 = tl.load(in_ptr2 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp1.to(tl.float32)
        tmp3 = tmp0 + tmp2
        tmp5 = tmp3 * tmp4
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask, tmp8, _tmp7)
        tmp9 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask, tmp11, _tmp10)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp7, None)
    tl.store(out_ptr1 + (x3), tmp10, None)


def get_args():
    arg_0 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768, 32), (1, 768), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768, 32), (1, 768), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 24576, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy_add_native_layer_norm_backward_view_17.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__to_copy_add_native_layer_norm_backward_view_17.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.031653888
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/23/c23pvgynwb77p6yq6h66ly6dei53fvg4be2mdzkdiff3ccacckup.py
# Topologically Sorted Source Nodes: [view_285, view_286, permute_154, convert_element_type_562, clone_73, view_287, convert_element_type_563], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
# Source node to ATen node mapping:
#   clone_73 => clone_73
#   convert_element_type_562 => convert_element_type_562
#   convert_element_type_563 => convert_element_type_563
#   permute_154 => permute_154
#   view_285 => view_285
#   view_286 => view_286
#   view_287 => view_287
# Graph fragment:
#   %mm_8 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_8]
#   %view_285 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_8, [32, 128, 768]), kwargs = {})
#   %view_286 : Tensor "bf16[32, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_285, [32, 128, 12, 64]), kwargs = {})
#   %permute_154 : Tensor "bf16[32, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_286, [0, 2, 1, 3]), kwargs = {})
#   %convert_element_type_562 : Tensor "f32[32, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_154, torch.float32), kwargs = {})
#   %clone_73 : Tensor "f32[32, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%convert_element_type_562,), kwargs = {memory_format: torch.contiguous_format})
#   %view_287 : Tensor "f32[384, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_73, [384, 128, 64]), kwargs = {})
#   %convert_element_type_563 : Tensor "bf16[384, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_287, torch.bfloat16), kwargs = {})
#   return %convert_element_type_563
triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18874368}, 'kernel_num_gb': 0.012582912, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3145728
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 384)
    x2 = xindex // 24576
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*((x1 % 12)) + 768*x2 + 98304*(x1 // 12)), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tmp1.to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp2, None)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((384, 128, 64), (64, 24576, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 3145728,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.012582912
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/ie/cie6sypavxejzgobi7ap2cpyyiojrswntjapiliyfg6ndbqy7hbd.py
# Topologically Sorted Source Nodes: [attn_output_33, permute_155, convert_element_type_564, convert_element_type_571, view_289, mul_152, sum_34, neg_1, fma, view_290, convert_element_type_573], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten._softmax_backward_data]
# Source node to ATen node mapping:
#   attn_output_33 => view_254
#   convert_element_type_564 => convert_element_type_564
#   convert_element_type_571 => convert_element_type_571
#   convert_element_type_573 => convert_element_type_573
#   fma => fma
#   mul_152 => mul_152
#   neg_1 => neg_1
#   permute_155 => permute_155
#   sum_34 => sum_34
#   view_289 => view_289
#   view_290 => view_290
# Graph fragment:
#   %bmm_25 : Tensor "bf16[384, 128, 128][16384, 128, 1]cuda:0" = PlaceHolder[target=bmm_25]
#   %expand_49 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0" = PlaceHolder[target=expand_49]
#   %sum_34 : Tensor "f32[32, 12, 128, 1][1536, 128, 1, 49152]cuda:0" = PlaceHolder[target=sum_34]
#   %view_254 : Tensor "f32[384, 128, 128][16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%expand_49, [384, 128, 128]), kwargs = {})
#   %permute_155 : Tensor "f32[384, 128, 128][16384, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_254, [0, 2, 1]), kwargs = {})
#   %convert_element_type_564 : Tensor "bf16[384, 128, 128][16384, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_155, torch.bfloat16), kwargs = {})
#   %convert_element_type_571 : Tensor "f32[384, 128, 128][16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%bmm_25, torch.float32), kwargs = {})
#   %view_289 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_571, [32, 12, 128, 128]), kwargs = {})
#   %mul_152 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_289, %where_23), kwargs = {})
#   %sum_34 : Tensor "f32[32, 12, 128, 1][1536, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_152, [-1], True), kwargs = {})
#   %neg_1 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_23,), kwargs = {})
#   %fma : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.fma.default](args = (%neg_1, %sum_34, %mul_152), kwargs = {})
#   %view_290 : Tensor "f32[384, 128, 128][16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%fma, [384, 128, 128]), kwargs = {})
#   %convert_element_type_573 : Tensor "bf16[384, 128, 128][16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_290, torch.bfloat16), kwargs = {})
#   return %sum_34,%convert_element_type_564,%convert_element_type_573
triton_per_fused__softmax_backward_data__to_copy_transpose_view_19 = async_compile.triton('triton_per_fused__softmax_backward_data__to_copy_transpose_view_19', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_backward_data__to_copy_transpose_view_19', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 88080384}, 'kernel_num_gb': 0.06291456, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__softmax_backward_data__to_copy_transpose_view_19(in_out_ptr0, in_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 128*x0), None).to(tl.float32)
    tmp2 = tl.load(in_ptr0 + (r0_1 + 128*x0), None)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.sum(tmp4, 1)[:, None].to(tl.float32)
    tmp7 = tmp2.to(tl.float32)
    tmp8 = -tmp2
    tmp9 = tl.fma(tmp8, tmp6, tmp3)
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr1 + (r0_1 + 128*x0), tmp7, None)
    tl.store(in_out_ptr0 + (r0_1 + 128*x0), tmp10, None)


def get_args():
    arg_0 = rand_strided((384, 128, 128), (16384, 128, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((384, 128, 128), (16384, 1, 128), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, 49152, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__softmax_backward_data__to_copy_transpose_view_19.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__softmax_backward_data__to_copy_transpose_view_19.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.06291456
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/hc/chck6c5ut76njufowkt5i46mal7inb3sstuofxy5ey55s6qlosxr.py
# Topologically Sorted Source Nodes: [convert_element_type_572, view_288, convert_element_type_583, permute_160, clone_74, view_293, view_294], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten._unsafe_view]
# Source node to ATen node mapping:
#   clone_74 => clone_74
#   convert_element_type_572 => convert_element_type_572
#   convert_element_type_583 => convert_element_type_583
#   permute_160 => permute_160
#   view_288 => view_288
#   view_293 => view_293
#   view_294 => view_294
# Graph fragment:
#   %bmm_24 : Tensor "bf16[384, 128, 64][8192, 64, 1]cuda:0" = PlaceHolder[target=bmm_24]
#   %convert_element_type_572 : Tensor "f32[384, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%bmm_24, torch.float32), kwargs = {})
#   %view_288 : Tensor "f32[32, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_572, [32, 12, 128, 64]), kwargs = {})
#   %convert_element_type_583 : Tensor "bf16[32, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_288, torch.bfloat16), kwargs = {})
#   %permute_160 : Tensor "bf16[32, 128, 12, 64][98304, 64, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_583, [0, 2, 1, 3]), kwargs = {})
#   %clone_74 : Tensor "bf16[32, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_160,), kwargs = {memory_format: torch.contiguous_format})
#   %view_293 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_74, [32, 128, 768]), kwargs = {})
#   %view_294 : Tensor "bf16[4096, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%view_293, [4096, 768]), kwargs = {})
#   return %view_294
triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18874368}, 'kernel_num_gb': 0.012582912, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3145728
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 768)
    x1 = xindex // 768
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (64*((x1 % 128)) + 8192*(x0 // 64) + 98304*(x1 // 128) + ((x0 % 64))), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tmp1.to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp2, None)


def get_args():
    arg_0 = rand_strided((384, 128, 64), (8192, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 3145728,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.012582912
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/53/c5374lkxvpadylo5sdqxrnrp6uivz2pl7wqo722fdty3rsa3t2ju.py
# Topologically Sorted Source Nodes: [convert_element_type_582, view_291, mul_153, permute_159, convert_element_type_584, permute_165, view_297, clone_75, view_298], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
# Source node to ATen node mapping:
#   clone_75 => clone_75
#   convert_element_type_582 => convert_element_type_582
#   convert_element_type_584 => convert_element_type_584
#   mul_153 => mul_153
#   permute_159 => permute_159
#   permute_165 => permute_165
#   view_291 => view_291
#   view_297 => view_297
#   view_298 => view_298
# Graph fragment:
#   %bmm_26 : Tensor "bf16[384, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=bmm_26]
#   %convert_element_type_582 : Tensor "f32[384, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%bmm_26, torch.float32), kwargs = {})
#   %view_291 : Tensor "f32[32, 12, 64, 128][98304, 8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_582, [32, 12, 64, 128]), kwargs = {})
#   %mul_153 : Tensor "f32[32, 12, 64, 128][98304, 8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%view_291, 0.3535533905932738), kwargs = {})
#   %permute_159 : Tensor "f32[32, 12, 128, 64][98304, 8192, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_153, [0, 1, 3, 2]), kwargs = {})
#   %convert_element_type_584 : Tensor "bf16[32, 12, 128, 64][98304, 8192, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_159, torch.bfloat16), kwargs = {})
#   %permute_165 : Tensor "bf16[32, 128, 12, 64][98304, 1, 8192, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_584, [0, 2, 1, 3]), kwargs = {})
#   %view_297 : Tensor "bf16[32, 128, 768][98304, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_165, [32, 128, 768]), kwargs = {})
#   %clone_75 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%view_297,), kwargs = {memory_format: torch.contiguous_format})
#   %view_298 : Tensor "bf16[4096, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_75, [4096, 768]), kwargs = {})
#   return %view_298
triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 6291456, 'x': 12582912}, 'kernel_num_gb': 0.012582912, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (128*x1 + 98304*(y0 // 128) + ((y0 % 128))), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1, 1], 0.3535533905932738, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp3.to(tl.float32)
    tl.store(out_ptr0 + (x1 + 768*y0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((384, 64, 128), (8192, 128, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.012582912
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/gs/cgsyuodud66ufxwd3m2be556i2fgcj4qqtsq6uyfb62ynz7yzu7m.py
# Topologically Sorted Source Nodes: [convert_element_type_581, view_292, mul_154, convert_element_type_585, permute_170, clone_76, view_301, view_302], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
# Source node to ATen node mapping:
#   clone_76 => clone_76
#   convert_element_type_581 => convert_element_type_581
#   convert_element_type_585 => convert_element_type_585
#   mul_154 => mul_154
#   permute_170 => permute_170
#   view_292 => view_292
#   view_301 => view_301
#   view_302 => view_302
# Graph fragment:
#   %bmm_27 : Tensor "bf16[384, 128, 64][8192, 64, 1]cuda:0" = PlaceHolder[target=bmm_27]
#   %convert_element_type_581 : Tensor "f32[384, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%bmm_27, torch.float32), kwargs = {})
#   %view_292 : Tensor "f32[32, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_581, [32, 12, 128, 64]), kwargs = {})
#   %mul_154 : Tensor "f32[32, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%view_292, 0.3535533905932738), kwargs = {})
#   %convert_element_type_585 : Tensor "bf16[32, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_154, torch.bfloat16), kwargs = {})
#   %permute_170 : Tensor "bf16[32, 128, 12, 64][98304, 64, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_585, [0, 2, 1, 3]), kwargs = {})
#   %clone_76 : Tensor "bf16[32, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_170,), kwargs = {memory_format: torch.contiguous_format})
#   %view_301 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_76, [32, 128, 768]), kwargs = {})
#   %view_302 : Tensor "bf16[4096, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%view_301, [4096, 768]), kwargs = {})
#   return %view_302
triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18874368}, 'kernel_num_gb': 0.012582912, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3145728
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 768)
    x1 = xindex // 768
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (64*((x1 % 128)) + 8192*(x0 // 64) + 98304*(x1 // 128) + ((x0 % 64))), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.3535533905932738, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp3.to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp4, None)


def get_args():
    arg_0 = rand_strided((384, 128, 64), (8192, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 3145728,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.012582912
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/bt/cbtbq4cuy76qu22bopsgm6g3x4yxlgryx5t5we6mhgf6bk4oeu7f.py
# Topologically Sorted Source Nodes: [view_296, convert_element_type_591, add_110, view_300, convert_element_type_599, add_111, view_304, convert_element_type_607, add_112, mul_156, mul_157, sum_38, mul_158, sum_39, mul_159, sub_51, sub_52, mul_160, convert_element_type_610, view_305], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   add_110 => add_110
#   add_111 => add_111
#   add_112 => add_112
#   convert_element_type_591 => convert_element_type_591
#   convert_element_type_599 => convert_element_type_599
#   convert_element_type_607 => convert_element_type_607
#   convert_element_type_610 => convert_element_type_610
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
#   view_305 => view_305
# Graph fragment:
#   %mul_150 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_150]
#   %mm_10 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %mm_12 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_12]
#   %mm_14 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_14]
#   %primals_183 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_183]
#   %mul_156 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_156]
#   %mul_99 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_99]
#   %div_17 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=div_17]
#   %sum_38 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=sum_38]
#   %sum_39 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=sum_39]
#   %mul_160 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_160]
#   %view_296 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [32, 128, 768]), kwargs = {})
#   %convert_element_type_591 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_296, torch.float32), kwargs = {})
#   %add_110 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_150, %convert_element_type_591), kwargs = {})
#   %view_300 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_12, [32, 128, 768]), kwargs = {})
#   %convert_element_type_599 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_300, torch.float32), kwargs = {})
#   %add_111 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_110, %convert_element_type_599), kwargs = {})
#   %view_304 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_14, [32, 128, 768]), kwargs = {})
#   %convert_element_type_607 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_304, torch.float32), kwargs = {})
#   %add_112 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_111, %convert_element_type_607), kwargs = {})
#   %mul_156 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_112, %primals_183), kwargs = {})
#   %mul_157 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_156, 768), kwargs = {})
#   %sum_38 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_156, [2], True), kwargs = {})
#   %mul_158 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_156, %mul_99), kwargs = {})
#   %sum_39 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_158, [2], True), kwargs = {})
#   %mul_159 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_99, %sum_39), kwargs = {})
#   %sub_51 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_157, %sum_38), kwargs = {})
#   %sub_52 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_51, %mul_159), kwargs = {})
#   %mul_160 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_17, %sub_52), kwargs = {})
#   %convert_element_type_610 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_160, torch.bfloat16), kwargs = {})
#   %view_305 : Tensor "bf16[4096, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_610, [4096, 768]), kwargs = {})
#   return %mul_156,%sum_38,%sum_39,%mul_160,%view_305
triton_per_fused__to_copy_add_native_layer_norm_backward_view_23 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_backward_view_23', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_backward_view_23', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 94374912}, 'kernel_num_gb': 0.075516928, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_backward_view_23(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask, other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask, other=0.0).to(tl.float32)
    tmp7 = tl.load(in_ptr3 + (r0_1 + 768*x0), r0_mask, other=0.0).to(tl.float32)
    tmp10 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp16 = tl.load(in_ptr5 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp22 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tmp6 + tmp8
    tmp11 = tmp9 * tmp10
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(r0_mask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp17 = tmp11 * tmp16
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp20 = tl.where(r0_mask, tmp18, 0)
    tmp21 = tl.sum(tmp20, 1)[:, None].to(tl.float32)
    tmp23 = tl.full([1, 1], 768.0, tl.float32)
    tmp24 = tmp11 * tmp23
    tmp25 = tmp24 - tmp15
    tmp26 = tmp16 * tmp21
    tmp27 = tmp25 - tmp26
    tmp28 = tmp22 * tmp27
    tmp29 = tmp28.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp28, r0_mask)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp29, r0_mask)


def get_args():
    arg_0 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_5 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_backward_view_23.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_add_native_layer_norm_backward_view_23.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.075516928
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/hr/chr6bzu6fhwjfxnxhpa53acsemqnxnvvl3dokkipjen5q4xxeshh.py
# Topologically Sorted Source Nodes: [view_296, convert_element_type_591, add_110, view_300, convert_element_type_599, add_111, view_304, convert_element_type_607, add_112, mul_161, sum_40, sum_41], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   add_110 => add_110
#   add_111 => add_111
#   add_112 => add_112
#   convert_element_type_591 => convert_element_type_591
#   convert_element_type_599 => convert_element_type_599
#   convert_element_type_607 => convert_element_type_607
#   mul_161 => mul_161
#   sum_40 => sum_40
#   sum_41 => sum_41
#   view_296 => view_296
#   view_300 => view_300
#   view_304 => view_304
# Graph fragment:
#   %mul_150 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_150]
#   %mm_10 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %mm_12 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_12]
#   %mm_14 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_14]
#   %mul_99 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_99]
#   %view_296 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [32, 128, 768]), kwargs = {})
#   %convert_element_type_591 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_296, torch.float32), kwargs = {})
#   %add_110 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_150, %convert_element_type_591), kwargs = {})
#   %view_300 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_12, [32, 128, 768]), kwargs = {})
#   %convert_element_type_599 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_300, torch.float32), kwargs = {})
#   %add_111 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_110, %convert_element_type_599), kwargs = {})
#   %view_304 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_14, [32, 128, 768]), kwargs = {})
#   %convert_element_type_607 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_304, torch.float32), kwargs = {})
#   %add_112 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_111, %convert_element_type_607), kwargs = {})
#   %mul_161 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_112, %mul_99), kwargs = {})
#   %sum_40 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_161, [0, 1]), kwargs = {})
#   %sum_41 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_112, [0, 1]), kwargs = {})
#   return %buf82,%buf84
triton_red_fused__to_copy_add_native_layer_norm_backward_view_24 = async_compile.triton('triton_red_fused__to_copy_add_native_layer_norm_backward_view_24', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_native_layer_norm_backward_view_24', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 44433408, 'r0_': 0}, 'kernel_num_gb': 0.0442368, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__to_copy_add_native_layer_norm_backward_view_24(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp16 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp4 = tl.load(in_ptr2 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp7 = tl.load(in_ptr3 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp10 = tl.load(in_ptr4 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp1.to(tl.float32)
        tmp3 = tmp0 + tmp2
        tmp5 = tmp4.to(tl.float32)
        tmp6 = tmp3 + tmp5
        tmp8 = tmp7.to(tl.float32)
        tmp9 = tmp6 + tmp8
        tmp11 = tmp9 * tmp10
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask, tmp14, _tmp13)
        tmp15 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
        tmp17 = _tmp16 + tmp15
        _tmp16 = tl.where(r0_mask, tmp17, _tmp16)
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tmp16 = tl.sum(_tmp16, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp13, None)
    tl.store(out_ptr1 + (x3), tmp16, None)


def get_args():
    arg_0 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((768, 32), (1, 768), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((768, 32), (1, 768), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 24576, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy_add_native_layer_norm_backward_view_24.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__to_copy_add_native_layer_norm_backward_view_24.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.0442368
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/rq/crqyydjnsnxtqoswxlxtxbo66t6kfgeiav6sfddmz4q5zvw7s3ty.py
# Topologically Sorted Source Nodes: [attention_mask_1, attn_output, permute_518, convert_element_type_1389, convert_element_type_1396, view_597, mul_416, sum_199, neg_12, fma_11, view_598, convert_element_type_1398], Original ATen: [aten.expand, aten.scalar_tensor, aten.where, aten.view, aten.add, aten._safe_softmax, aten.transpose, aten._to_copy, aten._softmax_backward_data]
# Source node to ATen node mapping:
#   attention_mask_1 => expand_2
#   attn_output => add_6, div, exp, full_default, full_default_1, full_default_2, sub_1, view_11, view_12, where, where_1
#   convert_element_type_1389 => convert_element_type_1389
#   convert_element_type_1396 => convert_element_type_1396
#   convert_element_type_1398 => convert_element_type_1398
#   fma_11 => fma_11
#   mul_416 => mul_416
#   neg_12 => neg_12
#   permute_518 => permute_518
#   sum_199 => sum_199
#   view_597 => view_597
#   view_598 => view_598
# Graph fragment:
#   %logical_not_1 : Tensor "b8[32, 12, 128, 1][1536, 128, 1, 1]cuda:0" = PlaceHolder[target=logical_not_1]
#   %bmm : Tensor "f32[384, 128, 128][16384, 128, 1]cuda:0" = PlaceHolder[target=bmm]
#   %ge : Tensor "b8[1, 1, 128, 1][128, 128, 1, 1]cuda:0" = PlaceHolder[target=ge]
#   %amax : Tensor "f32[32, 12, 128, 1][1536, 128, 1, 1]cuda:0" = PlaceHolder[target=amax]
#   %sum_1 : Tensor "f32[32, 12, 128, 1][1536, 128, 1, 1]cuda:0" = PlaceHolder[target=sum_1]
#   %bmm_69 : Tensor "bf16[384, 128, 128][16384, 128, 1]cuda:0" = PlaceHolder[target=bmm_69]
#   %expand_5 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0" = PlaceHolder[target=expand_5]
#   %sum_199 : Tensor "f32[32, 12, 128, 1][1536, 128, 1, 49152]cuda:0" = PlaceHolder[target=sum_199]
#   %expand_2 : Tensor "b8[32, 1, 128, 128][0, 128, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%ge, [32, -1, 128, 128]), kwargs = {})
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[32, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand_2, %full_default_1, %full_default), kwargs = {})
#   %view_11 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm, [32, 12, 128, 128]), kwargs = {})
#   %add_6 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_11, %where), kwargs = {})
#   %sub_1 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_6, %amax), kwargs = {})
#   %exp : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_1,), kwargs = {})
#   %div : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp, %sum_1), kwargs = {})
#   %full_default_2 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([32, 12, 128, 128], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%logical_not_1, %full_default_2, %div), kwargs = {})
#   %view_12 : Tensor "f32[384, 128, 128][16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%expand_5, [384, 128, 128]), kwargs = {})
#   %permute_518 : Tensor "f32[384, 128, 128][16384, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_12, [0, 2, 1]), kwargs = {})
#   %convert_element_type_1389 : Tensor "bf16[384, 128, 128][16384, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_518, torch.bfloat16), kwargs = {})
#   %convert_element_type_1396 : Tensor "f32[384, 128, 128][16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%bmm_69, torch.float32), kwargs = {})
#   %view_597 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_1396, [32, 12, 128, 128]), kwargs = {})
#   %mul_416 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_597, %where_1), kwargs = {})
#   %sum_199 : Tensor "f32[32, 12, 128, 1][1536, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_416, [-1], True), kwargs = {})
#   %neg_12 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_1,), kwargs = {})
#   %fma_11 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.fma.default](args = (%neg_12, %sum_199, %mul_416), kwargs = {})
#   %view_598 : Tensor "f32[384, 128, 128][16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%fma_11, [384, 128, 128]), kwargs = {})
#   %convert_element_type_1398 : Tensor "bf16[384, 128, 128][16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_598, torch.bfloat16), kwargs = {})
#   return %expand_5,%sum_199,%convert_element_type_1389,%convert_element_type_1398
triton_per_fused__safe_softmax__softmax_backward_data__to_copy_add_expand_scalar_tensor_transpose_view_where_25 = async_compile.triton('triton_per_fused__safe_softmax__softmax_backward_data__to_copy_add_expand_scalar_tensor_transpose_view_where_25', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*bf16', 'in_ptr0': '*i1', 'in_ptr1': '*i1', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__safe_softmax__softmax_backward_data__to_copy_add_expand_scalar_tensor_transpose_view_where_25', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128, 'r0_': 88080384}, 'kernel_num_gb': 0.08852288, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__safe_softmax__softmax_backward_data__to_copy_add_expand_scalar_tensor_transpose_view_where_25(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    x3 = xindex
    r0_2 = r0_index
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (x3), None, eviction_policy='evict_last').to(tl.int1)
    tmp1 = tl.load(in_out_ptr0 + (r0_2 + 128*x3), None)
    tmp2 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last').to(tl.int1)
    tmp8 = tl.load(in_ptr2 + (x3), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x3), None, eviction_policy='evict_last')
    tmp14 = tl.load(in_out_ptr1 + (r0_2 + 128*x3), None).to(tl.float32)
    tmp3 = tl.full([1, 1], 0.0, tl.float32)
    tmp4 = tl.full([1, 1], float("-inf"), tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tmp6 = tmp5.to(tl.float32)
    tmp7 = tmp1 + tmp6
    tmp9 = tmp7 - tmp8
    tmp10 = libdevice.exp(tmp9)
    tmp12 = (tmp10 / tmp11)
    tmp13 = tl.where(tmp0, tmp3, tmp12)
    tmp15 = tmp14.to(tl.float32)
    tmp16 = tmp15 * tmp13
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp20 = tmp13.to(tl.float32)
    tmp21 = -tmp13
    tmp22 = tl.fma(tmp21, tmp19, tmp16)
    tmp23 = tmp22.to(tl.float32)
    tl.store(out_ptr1 + (r0_2 + 128*x3), tmp20, None)
    tl.store(in_out_ptr1 + (r0_2 + 128*x3), tmp23, None)


def get_args():
    arg_0 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((384, 128, 128), (16384, 128, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((32, 12, 128, 1), (1536, 128, 1, 1), device='cuda:0', dtype=torch.bool)
    arg_3 = rand_strided((1, 1, 128, 1), (128, 128, 1, 1), device='cuda:0', dtype=torch.bool)
    arg_4 = rand_strided((32, 12, 128, 1), (1536, 128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 12, 128, 1), (1536, 128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((384, 128, 128), (16384, 1, 128), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 49152, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__safe_softmax__softmax_backward_data__to_copy_add_expand_scalar_tensor_transpose_view_where_25.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__safe_softmax__softmax_backward_data__to_copy_add_expand_scalar_tensor_transpose_view_where_25.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.08852288
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/vy/cvy3bupwxld7jelihnukk2mlgs6o74eshoobqmidd5j2o5u7rep3.py
# Topologically Sorted Source Nodes: [full_14], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_14 => full_default_44
# Graph fragment:
#   %full_default_44 : Tensor "f32[2, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_1
triton_poi_fused_embedding_dense_backward_26 = async_compile.triton('triton_poi_fused_embedding_dense_backward_26', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_26', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12288}, 'kernel_num_gb': 6.144e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_26(out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
        triton_poi_fused_embedding_dense_backward_26.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_embedding_dense_backward_26.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 6.144e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/k4/ck474sej7b6vkwhr3mv5dx7jpebbrw64mn4snia4dhqukpbwmvq4.py
# Topologically Sorted Source Nodes: [full_15], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_15 => full_default_46
# Graph fragment:
#   %full_default_46 : Tensor "f32[30522, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([30522, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_2
triton_poi_fused_embedding_dense_backward_27 = async_compile.triton('triton_poi_fused_embedding_dense_backward_27', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_27', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 187527168}, 'kernel_num_gb': 0.093763584, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_27(out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
        triton_poi_fused_embedding_dense_backward_27.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_embedding_dense_backward_27.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.093763584
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/h4/ch4k5cccqqfao2ma3u4taeq5gw5u4ankvnm4n4i2a5jrct5qlklk.py
# Topologically Sorted Source Nodes: [masked_lm_loss, view_604, convert_element_type_1416, add_176, view_608, convert_element_type_1424, add_177, view_612, convert_element_type_1432, add_178, mul_420, mul_421, sum_203, mul_422, sum_204, mul_423, sub_117, sub_118, mul_424, token_type_ids, eq_13, unsqueeze_6, where_29, full_14, index_put_1, eq_14, unsqueeze_7, where_30, full_15, index_put_2], Original ATen: [aten.nll_loss_forward, aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward, aten.expand, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   add_176 => add_176
#   add_177 => add_177
#   add_178 => add_178
#   convert_element_type_1416 => convert_element_type_1416
#   convert_element_type_1424 => convert_element_type_1424
#   convert_element_type_1432 => convert_element_type_1432
#   eq_13 => eq_13
#   eq_14 => eq_14
#   full_14 => full_default_44
#   full_15 => full_default_46
#   index_put_1 => index_put_1
#   index_put_2 => index_put_2
#   masked_lm_loss => full_default_37
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
#   %mm_142 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_142]
#   %mm_144 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_144]
#   %mm_146 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=mm_146]
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
#   %full_default_37 : Tensor "f32[][]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_604 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_142, [32, 128, 768]), kwargs = {})
#   %convert_element_type_1416 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_604, torch.float32), kwargs = {})
#   %add_176 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_414, %convert_element_type_1416), kwargs = {})
#   %view_608 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_144, [32, 128, 768]), kwargs = {})
#   %convert_element_type_1424 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_608, torch.float32), kwargs = {})
#   %add_177 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_176, %convert_element_type_1424), kwargs = {})
#   %view_612 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_146, [32, 128, 768]), kwargs = {})
#   %convert_element_type_1432 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_612, torch.float32), kwargs = {})
#   %add_178 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_177, %convert_element_type_1432), kwargs = {})
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
#   %where_29 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_6, %full_default_37, %mul_424), kwargs = {})
#   %full_default_44 : Tensor "f32[2, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_1 : Tensor "f32[2, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_44, [%expand_1], %where_29, True), kwargs = {})
#   %eq_14 : Tensor "b8[32, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%primals_1, 0), kwargs = {})
#   %unsqueeze_7 : Tensor "b8[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_14, -1), kwargs = {})
#   %where_30 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_7, %full_default_37, %mul_424), kwargs = {})
#   %full_default_46 : Tensor "f32[30522, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([30522, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_2 : Tensor "f32[30522, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_46, [%primals_1], %where_30, True), kwargs = {})
#   return %mul_420,%sum_203,%sum_204,%mul_424,%buf740,%buf742
triton_per_fused__to_copy_add_embedding_dense_backward_expand_native_layer_norm_backward_nll_loss_forward_view_28 = async_compile.triton('triton_per_fused__to_copy_add_embedding_dense_backward_expand_native_layer_norm_backward_nll_loss_forward_view_28', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*i64', 'in_ptr8': '*i64', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_embedding_dense_backward_expand_native_layer_norm_backward_nll_loss_forward_view_28', 'mutated_arg_names': ['in_out_ptr0', 'out_ptr2', 'out_ptr3'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 9, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 50176, 'r0_': 69209088}, 'kernel_num_gb': 0.08184832, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_embedding_dense_backward_expand_native_layer_norm_backward_nll_loss_forward_view_28(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask, other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask, other=0.0).to(tl.float32)
    tmp7 = tl.load(in_ptr3 + (r0_1 + 768*x0), r0_mask, other=0.0).to(tl.float32)
    tmp10 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp16 = tl.load(in_ptr5 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp22 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr7 + (x2), None, eviction_policy='evict_last')
    tmp39 = tl.load(in_ptr8 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tmp6 + tmp8
    tmp11 = tmp9 * tmp10
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(r0_mask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp17 = tmp11 * tmp16
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp20 = tl.where(r0_mask, tmp18, 0)
    tmp21 = tl.sum(tmp20, 1)[:, None].to(tl.float32)
    tmp23 = tl.full([1, 1], 768.0, tl.float32)
    tmp24 = tmp11 * tmp23
    tmp25 = tmp24 - tmp15
    tmp26 = tmp16 * tmp21
    tmp27 = tmp25 - tmp26
    tmp28 = tmp22 * tmp27
    tmp30 = tl.full([1, 1], 2, tl.int32)
    tmp31 = tmp29 + tmp30
    tmp32 = tmp29 < 0
    tmp33 = tl.where(tmp32, tmp31, tmp29)
    tl.device_assert((0 <= tmp33) & (tmp33 < 2), "index out of bounds: 0 <= tmp33 < 2")
    tmp35 = tl.full([1, 1], -1, tl.int64)
    tmp36 = tmp29 == tmp35
    tmp37 = tl.full([1, 1], 0.0, tl.float32)
    tmp38 = tl.where(tmp36, tmp37, tmp28)
    tmp40 = tl.full([1, 1], 30522, tl.int32)
    tmp41 = tmp39 + tmp40
    tmp42 = tmp39 < 0
    tmp43 = tl.where(tmp42, tmp41, tmp39)
    tl.device_assert((0 <= tmp43) & (tmp43 < 30522), "index out of bounds: 0 <= tmp43 < 30522")
    tmp45 = tl.full([1, 1], 0, tl.int64)
    tmp46 = tmp39 == tmp45
    tmp47 = tl.where(tmp46, tmp37, tmp28)
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp28, r0_mask)
    tl.atomic_add(out_ptr2 + (tl.broadcast_to(r0_1 + 768*tmp33, [XBLOCK, R0_BLOCK])), tmp38, r0_mask, sem='relaxed')
    tl.atomic_add(out_ptr3 + (tl.broadcast_to(r0_1 + 768*tmp43, [XBLOCK, R0_BLOCK])), tmp47, r0_mask, sem='relaxed')


def get_args():
    arg_0 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_5 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_9 = rand_strided((32, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_10 = rand_strided((2, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_11 = rand_strided((30522, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, arg_11, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_embedding_dense_backward_expand_native_layer_norm_backward_nll_loss_forward_view_28.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_add_embedding_dense_backward_expand_native_layer_norm_backward_nll_loss_forward_view_28.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.08184832
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/si/csi2akdadu7rtkdm5owm7kg45gcru6gtyn723y4ynxs5s7gsnxz2.py
# Topologically Sorted Source Nodes: [full_13], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_13 => full_default_42
# Graph fragment:
#   %full_default_42 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([512, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi_fused_embedding_dense_backward_29 = async_compile.triton('triton_poi_fused_embedding_dense_backward_29', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_29', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3145728}, 'kernel_num_gb': 0.001572864, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_29(out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
        triton_poi_fused_embedding_dense_backward_29.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_embedding_dense_backward_29.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001572864
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/fd/cfdoo4ehb3uwgfmrbk2eybpgkypfbtp42rkrue27wn2gqzubypmp.py
# Topologically Sorted Source Nodes: [masked_lm_loss, sum_207, position_ids, eq_12, unsqueeze_5, where_28, full_13, index_put], Original ATen: [aten.nll_loss_forward, aten.sum, aten.slice, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   eq_12 => eq_12
#   full_13 => full_default_42
#   index_put => index_put
#   masked_lm_loss => full_default_37
#   position_ids => slice_1
#   sum_207 => sum_207
#   unsqueeze_5 => unsqueeze_5
#   where_28 => where_28
# Graph fragment:
#   %mul_424 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_424]
#   %primals_2 : Tensor "i64[1, 512][512, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %sum_207 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=sum_207]
#   %index_put : Tensor "f32[512, 768][768, 1]cuda:0" = PlaceHolder[target=index_put]
#   %full_default_37 : Tensor "f32[][]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %sum_207 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_424, [0], True), kwargs = {dtype: torch.float32})
#   %slice_1 : Tensor "i64[1, 128][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%primals_2, 1, 0, 128), kwargs = {})
#   %eq_12 : Tensor "b8[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%slice_1, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "b8[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_12, -1), kwargs = {})
#   %where_28 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_5, %full_default_37, %sum_207), kwargs = {})
#   %full_default_42 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([512, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_42, [%slice_1], %where_28, True), kwargs = {})
#   return %sum_207,%buf738
triton_per_fused_embedding_dense_backward_nll_loss_forward_slice_sum_30 = async_compile.triton('triton_per_fused_embedding_dense_backward_nll_loss_forward_slice_sum_30', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_embedding_dense_backward_nll_loss_forward_slice_sum_30', 'mutated_arg_names': ['out_ptr1'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12582912, 'r0_': 0}, 'kernel_num_gb': 0.014159872, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_embedding_dense_backward_nll_loss_forward_slice_sum_30(in_ptr0, in_ptr1, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
        triton_per_fused_embedding_dense_backward_nll_loss_forward_slice_sum_30.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_embedding_dense_backward_nll_loss_forward_slice_sum_30.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.014159872
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/al/calekyzesomqi5xnwrv3uwffbhp5swciaxriarve2tqrzcq2vwai.py
# Topologically Sorted Source Nodes: [convert_element_type_521, add_179], Original ATen: [aten._to_copy, aten.add]
# Source node to ATen node mapping:
#   add_179 => add_179
#   convert_element_type_521 => convert_element_type_521
# Graph fragment:
#   %mm_1 : Tensor "bf16[30522, 768][768, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %buf742 : Tensor "f32[30522, 768][768, 1]cuda:0" = PlaceHolder[target=buf742]
#   %convert_element_type_521 : Tensor "f32[30522, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_1, torch.float32), kwargs = {})
#   %add_179 : Tensor "f32[30522, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_521, %index_put_2), kwargs = {})
#   return %add_179
triton_poi_fused__to_copy_add_31 = async_compile.triton('triton_poi_fused__to_copy_add_31', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_31', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 234408960}, 'kernel_num_gb': 0.140645376, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_31(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 23440896
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 + tmp2
    tl.store(out_ptr0 + (x0), tmp3, xmask)


def get_args():
    arg_0 = rand_strided((30522, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((30522, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((30522, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 23440896,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_add_31.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_add_31.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.140645376
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
        primals_1, primals_2, primals_7, primals_17, primals_23, primals_33, primals_39, primals_49, primals_55, primals_65, primals_71, primals_81, primals_87, primals_97, primals_103, primals_113, primals_119, primals_129, primals_135, primals_145, primals_151, primals_161, primals_167, primals_177, primals_183, primals_193, primals_199, primals_203, primals_206, gather, mul, ge, view, bmm, amax, sum_1, logical_not_1, view_16, mul_4, view_18, addmm_4, view_20, mul_9, view_22, where_3, view_38, mul_13, view_40, addmm_10, view_42, mul_18, view_44, where_5, view_60, mul_22, view_62, addmm_16, view_64, mul_27, view_66, where_7, view_82, mul_31, view_84, addmm_22, view_86, mul_36, view_88, where_9, view_104, mul_40, view_106, addmm_28, view_108, mul_45, view_110, where_11, view_126, mul_49, view_128, addmm_34, view_130, mul_54, view_132, where_13, view_148, mul_58, view_150, addmm_40, view_152, mul_63, view_154, where_15, view_170, mul_67, view_172, addmm_46, view_174, mul_72, view_176, where_17, view_192, mul_76, view_194, addmm_52, view_196, mul_81, view_198, where_19, view_214, mul_85, view_216, addmm_58, view_218, mul_90, view_220, where_21, view_236, mul_94, view_238, addmm_64, view_240, mul_99, view_242, where_23, view_258, mul_103, view_260, addmm_70, view_262, mul_108, view_264, addmm_72, getitem_51, rsqrt_25, view_266, addmm_default, amax_12, log, convert_element_type_510, permute_134, permute_138, div_15, permute_142, permute_146, div_16, permute_150, convert_element_type_567, convert_element_type_574, convert_element_type_577, permute_161, permute_166, permute_171, div_17, permute_175, permute_179, div_18, permute_183, convert_element_type_642, convert_element_type_649, convert_element_type_652, permute_194, permute_199, permute_204, div_19, permute_208, permute_212, div_20, permute_216, convert_element_type_717, convert_element_type_724, convert_element_type_727, permute_227, permute_232, permute_237, div_21, permute_241, permute_245, div_22, permute_249, convert_element_type_792, convert_element_type_799, convert_element_type_802, permute_260, permute_265, permute_270, div_23, permute_274, permute_278, div_24, permute_282, convert_element_type_867, convert_element_type_874, convert_element_type_877, permute_293, permute_298, permute_303, div_25, permute_307, permute_311, div_26, permute_315, convert_element_type_942, convert_element_type_949, convert_element_type_952, permute_326, permute_331, permute_336, div_27, permute_340, permute_344, div_28, permute_348, convert_element_type_1017, convert_element_type_1024, convert_element_type_1027, permute_359, permute_364, permute_369, div_29, permute_373, permute_377, div_30, permute_381, convert_element_type_1092, convert_element_type_1099, convert_element_type_1102, permute_392, permute_397, permute_402, div_31, permute_406, permute_410, div_32, permute_414, convert_element_type_1167, convert_element_type_1174, convert_element_type_1177, permute_425, permute_430, permute_435, div_33, permute_439, permute_443, div_34, permute_447, convert_element_type_1242, convert_element_type_1249, convert_element_type_1252, permute_458, permute_463, permute_468, div_35, permute_472, permute_476, div_36, permute_480, convert_element_type_1317, convert_element_type_1324, convert_element_type_1327, permute_491, permute_496, permute_501, div_37, permute_505, permute_509, div_38, permute_513, convert_element_type_1392, convert_element_type_1399, convert_element_type_1402, permute_524, permute_529, permute_534, div_39, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (32, 128), (128, 1))
        assert_size_stride(primals_2, (1, 512), (512, 1))
        assert_size_stride(primals_7, (768, ), (1, ))
        assert_size_stride(primals_17, (768, ), (1, ))
        assert_size_stride(primals_23, (768, ), (1, ))
        assert_size_stride(primals_33, (768, ), (1, ))
        assert_size_stride(primals_39, (768, ), (1, ))
        assert_size_stride(primals_49, (768, ), (1, ))
        assert_size_stride(primals_55, (768, ), (1, ))
        assert_size_stride(primals_65, (768, ), (1, ))
        assert_size_stride(primals_71, (768, ), (1, ))
        assert_size_stride(primals_81, (768, ), (1, ))
        assert_size_stride(primals_87, (768, ), (1, ))
        assert_size_stride(primals_97, (768, ), (1, ))
        assert_size_stride(primals_103, (768, ), (1, ))
        assert_size_stride(primals_113, (768, ), (1, ))
        assert_size_stride(primals_119, (768, ), (1, ))
        assert_size_stride(primals_129, (768, ), (1, ))
        assert_size_stride(primals_135, (768, ), (1, ))
        assert_size_stride(primals_145, (768, ), (1, ))
        assert_size_stride(primals_151, (768, ), (1, ))
        assert_size_stride(primals_161, (768, ), (1, ))
        assert_size_stride(primals_167, (768, ), (1, ))
        assert_size_stride(primals_177, (768, ), (1, ))
        assert_size_stride(primals_183, (768, ), (1, ))
        assert_size_stride(primals_193, (768, ), (1, ))
        assert_size_stride(primals_199, (768, ), (1, ))
        assert_size_stride(primals_203, (768, ), (1, ))
        assert_size_stride(primals_206, (32, 128), (128, 1))
        assert_size_stride(gather, (1, 128), (128, 1))
        assert_size_stride(mul, (32, 128, 768), (98304, 768, 1))
        assert_size_stride(ge, (1, 1, 128, 1), (128, 128, 1, 1))
        assert_size_stride(view, (4096, 768), (768, 1))
        assert_size_stride(bmm, (384, 128, 128), (16384, 128, 1))
        assert_size_stride(amax, (32, 12, 128, 1), (1536, 128, 1, 1))
        assert_size_stride(sum_1, (32, 12, 128, 1), (1536, 128, 1, 1))
        assert_size_stride(logical_not_1, (32, 12, 128, 1), (1536, 128, 1, 1))
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
        assert_size_stride(addmm_default, (4096, 30528), (30528, 1))
        assert_size_stride(amax_12, (4096, 1), (1, 1))
        assert_size_stride(log, (4096, 1), (1, 1))
        assert_size_stride(convert_element_type_510, (), ())
        assert_size_stride(permute_134, (30522, 768), (768, 1))
        assert_size_stride(permute_138, (768, 768), (768, 1))
        assert_size_stride(div_15, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_142, (768, 3072), (3072, 1))
        assert_size_stride(permute_146, (3072, 768), (768, 1))
        assert_size_stride(div_16, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_150, (768, 768), (768, 1))
        assert_size_stride(convert_element_type_567, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_574, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_577, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(permute_161, (768, 768), (768, 1))
        assert_size_stride(permute_166, (768, 768), (768, 1))
        assert_size_stride(permute_171, (768, 768), (768, 1))
        assert_size_stride(div_17, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_175, (768, 3072), (3072, 1))
        assert_size_stride(permute_179, (3072, 768), (768, 1))
        assert_size_stride(div_18, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_183, (768, 768), (768, 1))
        assert_size_stride(convert_element_type_642, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_649, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_652, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(permute_194, (768, 768), (768, 1))
        assert_size_stride(permute_199, (768, 768), (768, 1))
        assert_size_stride(permute_204, (768, 768), (768, 1))
        assert_size_stride(div_19, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_208, (768, 3072), (3072, 1))
        assert_size_stride(permute_212, (3072, 768), (768, 1))
        assert_size_stride(div_20, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_216, (768, 768), (768, 1))
        assert_size_stride(convert_element_type_717, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_724, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_727, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(permute_227, (768, 768), (768, 1))
        assert_size_stride(permute_232, (768, 768), (768, 1))
        assert_size_stride(permute_237, (768, 768), (768, 1))
        assert_size_stride(div_21, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_241, (768, 3072), (3072, 1))
        assert_size_stride(permute_245, (3072, 768), (768, 1))
        assert_size_stride(div_22, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_249, (768, 768), (768, 1))
        assert_size_stride(convert_element_type_792, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_799, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_802, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(permute_260, (768, 768), (768, 1))
        assert_size_stride(permute_265, (768, 768), (768, 1))
        assert_size_stride(permute_270, (768, 768), (768, 1))
        assert_size_stride(div_23, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_274, (768, 3072), (3072, 1))
        assert_size_stride(permute_278, (3072, 768), (768, 1))
        assert_size_stride(div_24, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_282, (768, 768), (768, 1))
        assert_size_stride(convert_element_type_867, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_874, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_877, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(permute_293, (768, 768), (768, 1))
        assert_size_stride(permute_298, (768, 768), (768, 1))
        assert_size_stride(permute_303, (768, 768), (768, 1))
        assert_size_stride(div_25, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_307, (768, 3072), (3072, 1))
        assert_size_stride(permute_311, (3072, 768), (768, 1))
        assert_size_stride(div_26, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_315, (768, 768), (768, 1))
        assert_size_stride(convert_element_type_942, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_949, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_952, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(permute_326, (768, 768), (768, 1))
        assert_size_stride(permute_331, (768, 768), (768, 1))
        assert_size_stride(permute_336, (768, 768), (768, 1))
        assert_size_stride(div_27, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_340, (768, 3072), (3072, 1))
        assert_size_stride(permute_344, (3072, 768), (768, 1))
        assert_size_stride(div_28, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_348, (768, 768), (768, 1))
        assert_size_stride(convert_element_type_1017, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_1024, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_1027, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(permute_359, (768, 768), (768, 1))
        assert_size_stride(permute_364, (768, 768), (768, 1))
        assert_size_stride(permute_369, (768, 768), (768, 1))
        assert_size_stride(div_29, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_373, (768, 3072), (3072, 1))
        assert_size_stride(permute_377, (3072, 768), (768, 1))
        assert_size_stride(div_30, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_381, (768, 768), (768, 1))
        assert_size_stride(convert_element_type_1092, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_1099, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_1102, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(permute_392, (768, 768), (768, 1))
        assert_size_stride(permute_397, (768, 768), (768, 1))
        assert_size_stride(permute_402, (768, 768), (768, 1))
        assert_size_stride(div_31, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_406, (768, 3072), (3072, 1))
        assert_size_stride(permute_410, (3072, 768), (768, 1))
        assert_size_stride(div_32, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_414, (768, 768), (768, 1))
        assert_size_stride(convert_element_type_1167, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_1174, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_1177, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(permute_425, (768, 768), (768, 1))
        assert_size_stride(permute_430, (768, 768), (768, 1))
        assert_size_stride(permute_435, (768, 768), (768, 1))
        assert_size_stride(div_33, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_439, (768, 3072), (3072, 1))
        assert_size_stride(permute_443, (3072, 768), (768, 1))
        assert_size_stride(div_34, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_447, (768, 768), (768, 1))
        assert_size_stride(convert_element_type_1242, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_1249, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_1252, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(permute_458, (768, 768), (768, 1))
        assert_size_stride(permute_463, (768, 768), (768, 1))
        assert_size_stride(permute_468, (768, 768), (768, 1))
        assert_size_stride(div_35, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_472, (768, 3072), (3072, 1))
        assert_size_stride(permute_476, (3072, 768), (768, 1))
        assert_size_stride(div_36, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_480, (768, 768), (768, 1))
        assert_size_stride(convert_element_type_1317, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_1324, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_1327, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(permute_491, (768, 768), (768, 1))
        assert_size_stride(permute_496, (768, 768), (768, 1))
        assert_size_stride(permute_501, (768, 768), (768, 1))
        assert_size_stride(div_37, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_505, (768, 3072), (3072, 1))
        assert_size_stride(permute_509, (3072, 768), (768, 1))
        assert_size_stride(div_38, (32, 128, 1), (128, 1, 1))
        assert_size_stride(permute_513, (768, 768), (768, 1))
        assert_size_stride(convert_element_type_1392, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_1399, (384, 64, 128), (8192, 1, 64))
        assert_size_stride(convert_element_type_1402, (384, 128, 64), (8192, 1, 128))
        assert_size_stride(permute_524, (768, 768), (768, 1))
        assert_size_stride(permute_529, (768, 768), (768, 1))
        assert_size_stride(permute_534, (768, 768), (768, 1))
        assert_size_stride(div_39, (32, 128, 1), (128, 1, 1))
        assert_size_stride(tangents_1, (), ())
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = reinterpret_tensor(addmm_default, (4096, 30522), (30528, 1), 0); del addmm_default  # reuse
            # Topologically Sorted Source Nodes: [div_13, view_37, unsqueeze_4, ne_3, masked_lm_loss, where_26, , where_27, convert_element_type_default_75, exp_13, sum_16, mul_116, sub_40, view_271], Original ATen: [aten.nll_loss_backward, aten.view, aten.nll_loss_forward, aten.arange, aten.expand, aten.eq, aten.scalar_tensor, aten.where, aten.addmm, aten._log_softmax, aten._to_copy, aten._log_softmax_backward_data]
            # [Provenance debug handles] triton_red_fused__log_softmax__log_softmax_backward_data__to_copy_addmm_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0:124
            stream0 = get_raw_stream(0)
            triton_red_fused__log_softmax__log_softmax_backward_data__to_copy_addmm_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0.run(buf1, primals_206, tangents_1, convert_element_type_510, amax_12, log, 4096, 30522, stream=stream0)
            del amax_12
            del convert_element_type_510
            del log
            del primals_206
            del tangents_1
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.mm]
            # [Provenance debug handles] triton_poi_fused_mm_1:125
            stream0 = get_raw_stream(0)
            triton_poi_fused_mm_1.run(buf1, 24576, stream=stream0)
            buf3 = empty_strided_cuda((30528, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.mm]
            # [Provenance debug handles] triton_poi_fused_mm_2:126
            stream0 = get_raw_stream(0)
            triton_poi_fused_mm_2.run(permute_134, buf3, 23445504, stream=stream0)
            del permute_134
            buf4 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:127
            extern_kernels.mm(reinterpret_tensor(buf1, (4096, 30528), (30528, 1), 0), buf3, out=buf4)
            del buf3
            buf5 = empty_strided_cuda((30522, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_135, permute_137], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:128
            extern_kernels.mm(reinterpret_tensor(buf1, (30522, 4096), (1, 30528), 0), view_266, out=buf5)
            del view_266
            buf6 = empty_strided_cuda((1, 30522), (30522, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_17], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_3:129
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_3.run(buf1, buf6, 30522, 4096, stream=stream0)
            del buf1
            buf14 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_273, convert_element_type_520, mul_118, mul_119, sum_18, hidden_states_96, hidden_states_97, hidden_states_98, mul_120, sum_19, mul_121, sub_42, sub_43, div_14, convert_element_type_default_73, mul_125, mul_126, mul_127, exp_14, mul_128, mul_129, add_106, mul_130, convert_element_type_526, view_274], Original ATen: [aten.view, aten._to_copy, aten.native_layer_norm_backward, aten.gelu, aten.native_layer_norm, aten.gelu_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_view_4:130
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_view_4.run(buf4, primals_203, addmm_72, getitem_51, rsqrt_25, buf14, 4096, 768, stream=stream0)
            del primals_203
            buf9 = empty_strided_cuda((768, 32), (1, 768), torch.float32)
            buf11 = empty_strided_cuda((768, 32), (1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [view_273, convert_element_type_520, hidden_states_96, hidden_states_97, hidden_states_98, mul_123, sum_20, sum_21], Original ATen: [aten.view, aten._to_copy, aten.gelu, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_5:131
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_5.run(buf4, addmm_72, getitem_51, rsqrt_25, buf9, buf11, 24576, 128, stream=stream0)
            del addmm_72
            del getitem_51
            del rsqrt_25
            buf10 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_273, convert_element_type_520, hidden_states_96, hidden_states_97, hidden_states_98, mul_123, sum_20], Original ATen: [aten.view, aten._to_copy, aten.gelu, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:132
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf9, buf10, 768, 32, stream=stream0)
            buf12 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_273, convert_element_type_520, sum_21], Original ATen: [aten.view, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:133
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf11, buf12, 768, 32, stream=stream0)
            buf15 = buf4; del buf4  # reuse
            # Topologically Sorted Source Nodes: [mm_2], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:134
            extern_kernels.mm(buf14, permute_138, out=buf15)
            del permute_138
            buf16 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_139, permute_141], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:135
            extern_kernels.mm(reinterpret_tensor(buf14, (768, 4096), (1, 768), 0), view_264, out=buf16)
            del view_264
            buf17 = reinterpret_tensor(buf11, (1, 768, 32), (24576, 1, 768), 0); del buf11  # reuse
            # Topologically Sorted Source Nodes: [sum_22], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:136
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf14, buf17, 24576, 128, stream=stream0)
            buf18 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_22], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:137
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf17, buf18, 768, 32, stream=stream0)
            buf19 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_533], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:138
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf16, buf19, 589824, stream=stream0)
            buf22 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf27 = buf14; del buf14  # reuse
            # Topologically Sorted Source Nodes: [view_276, convert_element_type_532, mul_132, mul_133, sum_23, mul_134, sum_24, mul_135, sub_45, sub_46, mul_136, convert_element_type_535, view_277], Original ATen: [aten.view, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_native_layer_norm_backward_view_10:139
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_native_layer_norm_backward_view_10.run(buf15, primals_199, mul_108, div_15, buf22, buf27, 4096, 768, stream=stream0)
            del div_15
            del primals_199
            buf23 = reinterpret_tensor(buf17, (768, 32), (1, 768), 0); del buf17  # reuse
            buf25 = buf9; del buf9  # reuse
            # Topologically Sorted Source Nodes: [view_276, convert_element_type_532, mul_137, sum_25, sum_26], Original ATen: [aten.view, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_native_layer_norm_backward_view_11:140
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_native_layer_norm_backward_view_11.run(buf15, mul_108, buf23, buf25, 24576, 128, stream=stream0)
            del mul_108
            buf24 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_276, convert_element_type_532, mul_137, sum_25], Original ATen: [aten.view, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:141
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf23, buf24, 768, 32, stream=stream0)
            buf26 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_276, convert_element_type_532, sum_26], Original ATen: [aten.view, aten._to_copy, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:142
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf25, buf26, 768, 32, stream=stream0)
            buf28 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [mm_4], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:143
            extern_kernels.mm(buf27, permute_142, out=buf28)
            del permute_142
            buf29 = empty_strided_cuda((768, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_143, permute_145], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:144
            extern_kernels.mm(reinterpret_tensor(buf27, (768, 4096), (1, 768), 0), view_262, out=buf29)
            del view_262
            buf30 = reinterpret_tensor(buf25, (1, 768, 32), (24576, 1, 768), 0); del buf25  # reuse
            # Topologically Sorted Source Nodes: [sum_27], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:145
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf27, buf30, 24576, 128, stream=stream0)
            buf31 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_27], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:146
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf30, buf31, 768, 32, stream=stream0)
            buf32 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_541], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:147
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(buf29, buf32, 2359296, stream=stream0)
            buf33 = reinterpret_tensor(buf28, (32, 128, 3072), (393216, 3072, 1), 0); del buf28  # reuse
            buf36 = empty_strided_cuda((1, 3072, 32), (98304, 1, 3072), torch.float32)
            # Topologically Sorted Source Nodes: [view_279, convert_element_type_543, hidden_states_91, hidden_states_92, mul_139, mul_140, mul_141, exp_15, mul_142, mul_143, add_108, mul_144, convert_element_type_545, view_280, sum_28], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_13:148
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_13.run(buf33, addmm_70, buf36, 98304, 128, stream=stream0)
            del addmm_70
            buf34 = buf27; del buf27  # reuse
            # Topologically Sorted Source Nodes: [view_279, convert_element_type_543, hidden_states_91, hidden_states_92, mul_139, mul_140, mul_141, exp_15, mul_142, mul_143, add_108, mul_144, convert_element_type_545, view_280, mm_6], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:149
            extern_kernels.mm(reinterpret_tensor(buf33, (4096, 3072), (3072, 1), 0), permute_146, out=buf34)
            del permute_146
            buf35 = reinterpret_tensor(buf29, (3072, 768), (768, 1), 0); del buf29  # reuse
            # Topologically Sorted Source Nodes: [view_279, convert_element_type_543, hidden_states_91, hidden_states_92, mul_139, mul_140, mul_141, exp_15, mul_142, mul_143, add_108, mul_144, convert_element_type_545, view_280, permute_147, permute_149], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:150
            extern_kernels.mm(reinterpret_tensor(buf33, (3072, 4096), (1, 3072), 0), view_260, out=buf35)
            del view_260
            buf37 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_279, convert_element_type_543, hidden_states_91, hidden_states_92, mul_139, mul_140, mul_141, exp_15, mul_142, mul_143, add_108, mul_144, convert_element_type_545, view_280, sum_28], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_14:151
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_14.run(buf36, buf37, 3072, 32, stream=stream0)
            buf38 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_552], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_15:152
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_15.run(buf35, buf38, 2359296, stream=stream0)
            buf41 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf46 = buf15; del buf15  # reuse
            # Topologically Sorted Source Nodes: [view_282, convert_element_type_551, add_109, mul_146, mul_147, sum_29, mul_148, sum_30, mul_149, sub_48, sub_49, mul_150, convert_element_type_554, view_283], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_16:153
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_16.run(buf22, buf34, primals_193, mul_103, div_16, buf41, buf46, 4096, 768, stream=stream0)
            del div_16
            del primals_193
            buf42 = reinterpret_tensor(buf30, (768, 32), (1, 768), 0); del buf30  # reuse
            buf44 = buf23; del buf23  # reuse
            # Topologically Sorted Source Nodes: [view_282, convert_element_type_551, add_109, mul_151, sum_31, sum_32], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_17:154
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_17.run(buf22, buf34, mul_103, buf42, buf44, 24576, 128, stream=stream0)
            del mul_103
            buf43 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_282, convert_element_type_551, add_109, mul_151, sum_31], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:155
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf42, buf43, 768, 32, stream=stream0)
            buf45 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_282, convert_element_type_551, add_109, sum_32], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:156
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf44, buf45, 768, 32, stream=stream0)
            buf47 = buf34; del buf34  # reuse
            # Topologically Sorted Source Nodes: [mm_8], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:157
            extern_kernels.mm(buf46, permute_150, out=buf47)
            del permute_150
            buf48 = buf16; del buf16  # reuse
            # Topologically Sorted Source Nodes: [permute_151, permute_153], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:158
            extern_kernels.mm(reinterpret_tensor(buf46, (768, 4096), (1, 768), 0), view_258, out=buf48)
            del view_258
            buf49 = reinterpret_tensor(buf44, (1, 768, 32), (24576, 1, 768), 0); del buf44  # reuse
            # Topologically Sorted Source Nodes: [sum_33], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:159
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf46, buf49, 24576, 128, stream=stream0)
            buf50 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_33], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:160
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf49, buf50, 768, 32, stream=stream0)
            buf51 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_560], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:161
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf48, buf51, 589824, stream=stream0)
            buf53 = reinterpret_tensor(buf46, (384, 128, 64), (64, 24576, 1), 0); del buf46  # reuse
            # Topologically Sorted Source Nodes: [view_285, view_286, permute_154, convert_element_type_562, clone_73, view_287, convert_element_type_563], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18:162
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18.run(buf47, buf53, 3145728, stream=stream0)
            buf55 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [bmm_25], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:163
            extern_kernels.bmm(buf53, convert_element_type_567, out=buf55)
            del convert_element_type_567
            buf52 = empty_strided_cuda((384, 128, 128), (16384, 1, 128), torch.bfloat16)
            buf57 = buf55; del buf55  # reuse
            # Topologically Sorted Source Nodes: [attn_output_33, permute_155, convert_element_type_564, convert_element_type_571, view_289, mul_152, sum_34, neg_1, fma, view_290, convert_element_type_573], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data__to_copy_transpose_view_19:164
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data__to_copy_transpose_view_19.run(buf57, where_23, buf52, 49152, 128, stream=stream0)
            del where_23
            buf54 = reinterpret_tensor(buf47, (384, 128, 64), (8192, 64, 1), 0); del buf47  # reuse
            # Topologically Sorted Source Nodes: [view_285, view_286, permute_154, convert_element_type_562, clone_73, view_287, attn_output_33, permute_155, convert_element_type_563, convert_element_type_564, bmm_24], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:165
            extern_kernels.bmm(buf52, buf53, out=buf54)
            buf58 = reinterpret_tensor(buf53, (384, 64, 128), (8192, 128, 1), 0); del buf53  # reuse
            # Topologically Sorted Source Nodes: [bmm_26], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:166
            extern_kernels.bmm(convert_element_type_574, buf57, out=buf58)
            del convert_element_type_574
            buf59 = empty_strided_cuda((384, 128, 64), (8192, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [bmm_27], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:167
            extern_kernels.bmm(buf57, convert_element_type_577, out=buf59)
            del convert_element_type_577
            buf60 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_572, view_288, convert_element_type_583, permute_160, clone_74, view_293, view_294], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20:168
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20.run(buf54, buf60, 3145728, stream=stream0)
            buf61 = reinterpret_tensor(buf54, (4096, 768), (768, 1), 0); del buf54  # reuse
            # Topologically Sorted Source Nodes: [mm_10], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:169
            extern_kernels.mm(buf60, permute_161, out=buf61)
            del permute_161
            buf62 = buf48; del buf48  # reuse
            # Topologically Sorted Source Nodes: [permute_162, permute_164], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:170
            extern_kernels.mm(reinterpret_tensor(buf60, (768, 4096), (1, 768), 0), view_242, out=buf62)
            buf63 = buf49; del buf49  # reuse
            # Topologically Sorted Source Nodes: [sum_35], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:171
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf60, buf63, 24576, 128, stream=stream0)
            buf64 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_35], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:172
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf63, buf64, 768, 32, stream=stream0)
            buf65 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_592], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:173
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf62, buf65, 589824, stream=stream0)
            buf66 = buf60; del buf60  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_582, view_291, mul_153, permute_159, convert_element_type_584, permute_165, view_297, clone_75, view_298], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21:174
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21.run(buf58, buf66, 4096, 768, stream=stream0)
            buf67 = reinterpret_tensor(buf58, (4096, 768), (768, 1), 0); del buf58  # reuse
            # Topologically Sorted Source Nodes: [mm_12], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:175
            extern_kernels.mm(buf66, permute_166, out=buf67)
            del permute_166
            buf68 = buf62; del buf62  # reuse
            # Topologically Sorted Source Nodes: [permute_167, permute_169], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:176
            extern_kernels.mm(reinterpret_tensor(buf66, (768, 4096), (1, 768), 0), view_242, out=buf68)
            buf69 = buf63; del buf63  # reuse
            # Topologically Sorted Source Nodes: [sum_36], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:177
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf66, buf69, 24576, 128, stream=stream0)
            buf70 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_36], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:178
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf69, buf70, 768, 32, stream=stream0)
            buf71 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_600], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:179
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf68, buf71, 589824, stream=stream0)
            buf72 = buf66; del buf66  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_581, view_292, mul_154, convert_element_type_585, permute_170, clone_76, view_301, view_302], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22:180
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22.run(buf59, buf72, 3145728, stream=stream0)
            buf73 = reinterpret_tensor(buf59, (4096, 768), (768, 1), 0); del buf59  # reuse
            # Topologically Sorted Source Nodes: [mm_14], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:181
            extern_kernels.mm(buf72, permute_171, out=buf73)
            del permute_171
            buf74 = buf68; del buf68  # reuse
            # Topologically Sorted Source Nodes: [permute_172, permute_174], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:182
            extern_kernels.mm(reinterpret_tensor(buf72, (768, 4096), (1, 768), 0), view_242, out=buf74)
            del view_242
            buf75 = buf69; del buf69  # reuse
            # Topologically Sorted Source Nodes: [sum_37], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:183
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf72, buf75, 24576, 128, stream=stream0)
            buf76 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_37], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:184
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf75, buf76, 768, 32, stream=stream0)
            buf77 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_608], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:185
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf74, buf77, 589824, stream=stream0)
            buf78 = buf22; del buf22  # reuse
            buf81 = buf78; del buf78  # reuse
            buf86 = buf72; del buf72  # reuse
            # Topologically Sorted Source Nodes: [view_296, convert_element_type_591, add_110, view_300, convert_element_type_599, add_111, view_304, convert_element_type_607, add_112, mul_156, mul_157, sum_38, mul_158, sum_39, mul_159, sub_51, sub_52, mul_160, convert_element_type_610, view_305], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_23:186
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_23.run(buf81, buf41, buf61, buf67, buf73, primals_183, mul_99, div_17, buf86, 4096, 768, stream=stream0)
            del div_17
            del primals_183
            buf82 = reinterpret_tensor(buf75, (768, 32), (1, 768), 0); del buf75  # reuse
            buf84 = buf42; del buf42  # reuse
            # Topologically Sorted Source Nodes: [view_296, convert_element_type_591, add_110, view_300, convert_element_type_599, add_111, view_304, convert_element_type_607, add_112, mul_161, sum_40, sum_41], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_24:187
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_24.run(buf41, buf61, buf67, buf73, mul_99, buf82, buf84, 24576, 128, stream=stream0)
            del mul_99
            buf83 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_296, convert_element_type_591, add_110, view_300, convert_element_type_599, add_111, view_304, convert_element_type_607, add_112, mul_161, sum_40], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:188
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf82, buf83, 768, 32, stream=stream0)
            buf85 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_296, convert_element_type_591, add_110, view_300, convert_element_type_599, add_111, view_304, convert_element_type_607, add_112, sum_41], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:189
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf84, buf85, 768, 32, stream=stream0)
            buf87 = reinterpret_tensor(buf33, (4096, 3072), (3072, 1), 0); del buf33  # reuse
            # Topologically Sorted Source Nodes: [mm_16], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:190
            extern_kernels.mm(buf86, permute_175, out=buf87)
            del permute_175
            buf88 = reinterpret_tensor(buf35, (768, 3072), (3072, 1), 0); del buf35  # reuse
            # Topologically Sorted Source Nodes: [permute_176, permute_178], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:191
            extern_kernels.mm(reinterpret_tensor(buf86, (768, 4096), (1, 768), 0), view_240, out=buf88)
            del view_240
            buf89 = reinterpret_tensor(buf84, (1, 768, 32), (24576, 1, 768), 0); del buf84  # reuse
            # Topologically Sorted Source Nodes: [sum_42], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:192
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf86, buf89, 24576, 128, stream=stream0)
            buf90 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_42], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:193
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf89, buf90, 768, 32, stream=stream0)
            buf91 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_616], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:194
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(buf88, buf91, 2359296, stream=stream0)
            buf92 = reinterpret_tensor(buf87, (32, 128, 3072), (393216, 3072, 1), 0); del buf87  # reuse
            buf95 = buf36; del buf36  # reuse
            # Topologically Sorted Source Nodes: [view_307, convert_element_type_618, hidden_states_83, hidden_states_84, mul_163, mul_164, mul_165, exp_16, mul_166, mul_167, add_114, mul_168, convert_element_type_620, view_308, sum_43], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_13:195
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_13.run(buf92, addmm_64, buf95, 98304, 128, stream=stream0)
            del addmm_64
            buf93 = buf86; del buf86  # reuse
            # Topologically Sorted Source Nodes: [view_307, convert_element_type_618, hidden_states_83, hidden_states_84, mul_163, mul_164, mul_165, exp_16, mul_166, mul_167, add_114, mul_168, convert_element_type_620, view_308, mm_18], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:196
            extern_kernels.mm(reinterpret_tensor(buf92, (4096, 3072), (3072, 1), 0), permute_179, out=buf93)
            del permute_179
            buf94 = reinterpret_tensor(buf88, (3072, 768), (768, 1), 0); del buf88  # reuse
            # Topologically Sorted Source Nodes: [view_307, convert_element_type_618, hidden_states_83, hidden_states_84, mul_163, mul_164, mul_165, exp_16, mul_166, mul_167, add_114, mul_168, convert_element_type_620, view_308, permute_180, permute_182], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:197
            extern_kernels.mm(reinterpret_tensor(buf92, (3072, 4096), (1, 3072), 0), view_238, out=buf94)
            del view_238
            buf96 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_307, convert_element_type_618, hidden_states_83, hidden_states_84, mul_163, mul_164, mul_165, exp_16, mul_166, mul_167, add_114, mul_168, convert_element_type_620, view_308, sum_43], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_14:198
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_14.run(buf95, buf96, 3072, 32, stream=stream0)
            buf97 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_627], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_15:199
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_15.run(buf94, buf97, 2359296, stream=stream0)
            buf100 = buf41; del buf41  # reuse
            buf105 = buf73; del buf73  # reuse
            # Topologically Sorted Source Nodes: [view_310, convert_element_type_626, add_115, mul_170, mul_171, sum_44, mul_172, sum_45, mul_173, sub_54, sub_55, mul_174, convert_element_type_629, view_311], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_16:200
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_16.run(buf81, buf93, primals_177, mul_94, div_18, buf100, buf105, 4096, 768, stream=stream0)
            del div_18
            del primals_177
            buf101 = reinterpret_tensor(buf89, (768, 32), (1, 768), 0); del buf89  # reuse
            buf103 = buf82; del buf82  # reuse
            # Topologically Sorted Source Nodes: [view_310, convert_element_type_626, add_115, mul_175, sum_46, sum_47], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_17:201
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_17.run(buf81, buf93, mul_94, buf101, buf103, 24576, 128, stream=stream0)
            del mul_94
            buf102 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_310, convert_element_type_626, add_115, mul_175, sum_46], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:202
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf101, buf102, 768, 32, stream=stream0)
            buf104 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_310, convert_element_type_626, add_115, sum_47], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:203
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf103, buf104, 768, 32, stream=stream0)
            buf106 = buf93; del buf93  # reuse
            # Topologically Sorted Source Nodes: [mm_20], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:204
            extern_kernels.mm(buf105, permute_183, out=buf106)
            del permute_183
            buf107 = buf74; del buf74  # reuse
            # Topologically Sorted Source Nodes: [permute_184, permute_186], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:205
            extern_kernels.mm(reinterpret_tensor(buf105, (768, 4096), (1, 768), 0), view_236, out=buf107)
            del view_236
            buf108 = reinterpret_tensor(buf103, (1, 768, 32), (24576, 1, 768), 0); del buf103  # reuse
            # Topologically Sorted Source Nodes: [sum_48], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:206
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf105, buf108, 24576, 128, stream=stream0)
            buf109 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_48], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:207
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf108, buf109, 768, 32, stream=stream0)
            buf110 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_635], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:208
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf107, buf110, 589824, stream=stream0)
            buf112 = reinterpret_tensor(buf105, (384, 128, 64), (64, 24576, 1), 0); del buf105  # reuse
            # Topologically Sorted Source Nodes: [view_313, view_314, permute_187, convert_element_type_637, clone_77, view_315, convert_element_type_638], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18:209
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18.run(buf106, buf112, 3145728, stream=stream0)
            buf114 = buf57; del buf57  # reuse
            # Topologically Sorted Source Nodes: [bmm_29], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:210
            extern_kernels.bmm(buf112, convert_element_type_642, out=buf114)
            del convert_element_type_642
            buf111 = buf52; del buf52  # reuse
            buf116 = buf114; del buf114  # reuse
            # Topologically Sorted Source Nodes: [attn_output_30, permute_188, convert_element_type_639, convert_element_type_646, view_317, mul_176, sum_49, neg_2, fma_1, view_318, convert_element_type_648], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data__to_copy_transpose_view_19:211
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data__to_copy_transpose_view_19.run(buf116, where_21, buf111, 49152, 128, stream=stream0)
            del where_21
            buf113 = reinterpret_tensor(buf106, (384, 128, 64), (8192, 64, 1), 0); del buf106  # reuse
            # Topologically Sorted Source Nodes: [view_313, view_314, permute_187, convert_element_type_637, clone_77, view_315, attn_output_30, permute_188, convert_element_type_638, convert_element_type_639, bmm_28], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:212
            extern_kernels.bmm(buf111, buf112, out=buf113)
            buf117 = reinterpret_tensor(buf112, (384, 64, 128), (8192, 128, 1), 0); del buf112  # reuse
            # Topologically Sorted Source Nodes: [bmm_30], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:213
            extern_kernels.bmm(convert_element_type_649, buf116, out=buf117)
            del convert_element_type_649
            buf118 = reinterpret_tensor(buf67, (384, 128, 64), (8192, 64, 1), 0); del buf67  # reuse
            # Topologically Sorted Source Nodes: [bmm_31], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:214
            extern_kernels.bmm(buf116, convert_element_type_652, out=buf118)
            del convert_element_type_652
            buf119 = buf61; del buf61  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_647, view_316, convert_element_type_658, permute_193, clone_78, view_321, view_322], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20:215
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20.run(buf113, buf119, 3145728, stream=stream0)
            buf120 = reinterpret_tensor(buf113, (4096, 768), (768, 1), 0); del buf113  # reuse
            # Topologically Sorted Source Nodes: [mm_22], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:216
            extern_kernels.mm(buf119, permute_194, out=buf120)
            del permute_194
            buf121 = buf107; del buf107  # reuse
            # Topologically Sorted Source Nodes: [permute_195, permute_197], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:217
            extern_kernels.mm(reinterpret_tensor(buf119, (768, 4096), (1, 768), 0), view_220, out=buf121)
            buf122 = buf108; del buf108  # reuse
            # Topologically Sorted Source Nodes: [sum_50], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:218
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf119, buf122, 24576, 128, stream=stream0)
            buf123 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_50], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:219
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf122, buf123, 768, 32, stream=stream0)
            buf124 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_667], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:220
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf121, buf124, 589824, stream=stream0)
            buf125 = buf119; del buf119  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_657, view_319, mul_177, permute_192, convert_element_type_659, permute_198, view_325, clone_79, view_326], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21:221
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21.run(buf117, buf125, 4096, 768, stream=stream0)
            buf126 = reinterpret_tensor(buf117, (4096, 768), (768, 1), 0); del buf117  # reuse
            # Topologically Sorted Source Nodes: [mm_24], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:222
            extern_kernels.mm(buf125, permute_199, out=buf126)
            del permute_199
            buf127 = buf121; del buf121  # reuse
            # Topologically Sorted Source Nodes: [permute_200, permute_202], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:223
            extern_kernels.mm(reinterpret_tensor(buf125, (768, 4096), (1, 768), 0), view_220, out=buf127)
            buf128 = buf122; del buf122  # reuse
            # Topologically Sorted Source Nodes: [sum_51], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:224
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf125, buf128, 24576, 128, stream=stream0)
            buf129 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_51], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:225
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf128, buf129, 768, 32, stream=stream0)
            buf130 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_675], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:226
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf127, buf130, 589824, stream=stream0)
            buf131 = buf125; del buf125  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_656, view_320, mul_178, convert_element_type_660, permute_203, clone_80, view_329, view_330], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22:227
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22.run(buf118, buf131, 3145728, stream=stream0)
            buf132 = reinterpret_tensor(buf118, (4096, 768), (768, 1), 0); del buf118  # reuse
            # Topologically Sorted Source Nodes: [mm_26], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:228
            extern_kernels.mm(buf131, permute_204, out=buf132)
            del permute_204
            buf133 = buf127; del buf127  # reuse
            # Topologically Sorted Source Nodes: [permute_205, permute_207], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:229
            extern_kernels.mm(reinterpret_tensor(buf131, (768, 4096), (1, 768), 0), view_220, out=buf133)
            del view_220
            buf134 = buf128; del buf128  # reuse
            # Topologically Sorted Source Nodes: [sum_52], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:230
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf131, buf134, 24576, 128, stream=stream0)
            buf135 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_52], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:231
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf134, buf135, 768, 32, stream=stream0)
            buf136 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_683], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:232
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf133, buf136, 589824, stream=stream0)
            buf137 = buf81; del buf81  # reuse
            buf140 = buf137; del buf137  # reuse
            buf145 = buf131; del buf131  # reuse
            # Topologically Sorted Source Nodes: [view_324, convert_element_type_666, add_116, view_328, convert_element_type_674, add_117, view_332, convert_element_type_682, add_118, mul_180, mul_181, sum_53, mul_182, sum_54, mul_183, sub_57, sub_58, mul_184, convert_element_type_685, view_333], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_23:233
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_23.run(buf140, buf100, buf120, buf126, buf132, primals_167, mul_90, div_19, buf145, 4096, 768, stream=stream0)
            del div_19
            del primals_167
            buf141 = reinterpret_tensor(buf134, (768, 32), (1, 768), 0); del buf134  # reuse
            buf143 = buf101; del buf101  # reuse
            # Topologically Sorted Source Nodes: [view_324, convert_element_type_666, add_116, view_328, convert_element_type_674, add_117, view_332, convert_element_type_682, add_118, mul_185, sum_55, sum_56], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_24:234
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_24.run(buf100, buf120, buf126, buf132, mul_90, buf141, buf143, 24576, 128, stream=stream0)
            del mul_90
            buf142 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_324, convert_element_type_666, add_116, view_328, convert_element_type_674, add_117, view_332, convert_element_type_682, add_118, mul_185, sum_55], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:235
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf141, buf142, 768, 32, stream=stream0)
            buf144 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_324, convert_element_type_666, add_116, view_328, convert_element_type_674, add_117, view_332, convert_element_type_682, add_118, sum_56], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:236
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf143, buf144, 768, 32, stream=stream0)
            buf146 = reinterpret_tensor(buf92, (4096, 3072), (3072, 1), 0); del buf92  # reuse
            # Topologically Sorted Source Nodes: [mm_28], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:237
            extern_kernels.mm(buf145, permute_208, out=buf146)
            del permute_208
            buf147 = reinterpret_tensor(buf94, (768, 3072), (3072, 1), 0); del buf94  # reuse
            # Topologically Sorted Source Nodes: [permute_209, permute_211], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:238
            extern_kernels.mm(reinterpret_tensor(buf145, (768, 4096), (1, 768), 0), view_218, out=buf147)
            del view_218
            buf148 = reinterpret_tensor(buf143, (1, 768, 32), (24576, 1, 768), 0); del buf143  # reuse
            # Topologically Sorted Source Nodes: [sum_57], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:239
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf145, buf148, 24576, 128, stream=stream0)
            buf149 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_57], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:240
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf148, buf149, 768, 32, stream=stream0)
            buf150 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_691], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:241
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(buf147, buf150, 2359296, stream=stream0)
            buf151 = reinterpret_tensor(buf146, (32, 128, 3072), (393216, 3072, 1), 0); del buf146  # reuse
            buf154 = buf95; del buf95  # reuse
            # Topologically Sorted Source Nodes: [view_335, convert_element_type_693, hidden_states_75, hidden_states_76, mul_187, mul_188, mul_189, exp_17, mul_190, mul_191, add_120, mul_192, convert_element_type_695, view_336, sum_58], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_13:242
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_13.run(buf151, addmm_58, buf154, 98304, 128, stream=stream0)
            del addmm_58
            buf152 = buf145; del buf145  # reuse
            # Topologically Sorted Source Nodes: [view_335, convert_element_type_693, hidden_states_75, hidden_states_76, mul_187, mul_188, mul_189, exp_17, mul_190, mul_191, add_120, mul_192, convert_element_type_695, view_336, mm_30], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:243
            extern_kernels.mm(reinterpret_tensor(buf151, (4096, 3072), (3072, 1), 0), permute_212, out=buf152)
            del permute_212
            buf153 = reinterpret_tensor(buf147, (3072, 768), (768, 1), 0); del buf147  # reuse
            # Topologically Sorted Source Nodes: [view_335, convert_element_type_693, hidden_states_75, hidden_states_76, mul_187, mul_188, mul_189, exp_17, mul_190, mul_191, add_120, mul_192, convert_element_type_695, view_336, permute_213, permute_215], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:244
            extern_kernels.mm(reinterpret_tensor(buf151, (3072, 4096), (1, 3072), 0), view_216, out=buf153)
            del view_216
            buf155 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_335, convert_element_type_693, hidden_states_75, hidden_states_76, mul_187, mul_188, mul_189, exp_17, mul_190, mul_191, add_120, mul_192, convert_element_type_695, view_336, sum_58], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_14:245
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_14.run(buf154, buf155, 3072, 32, stream=stream0)
            buf156 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_702], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_15:246
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_15.run(buf153, buf156, 2359296, stream=stream0)
            buf159 = buf100; del buf100  # reuse
            buf164 = buf132; del buf132  # reuse
            # Topologically Sorted Source Nodes: [view_338, convert_element_type_701, add_121, mul_194, mul_195, sum_59, mul_196, sum_60, mul_197, sub_60, sub_61, mul_198, convert_element_type_704, view_339], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_16:247
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_16.run(buf140, buf152, primals_161, mul_85, div_20, buf159, buf164, 4096, 768, stream=stream0)
            del div_20
            del primals_161
            buf160 = reinterpret_tensor(buf148, (768, 32), (1, 768), 0); del buf148  # reuse
            buf162 = buf141; del buf141  # reuse
            # Topologically Sorted Source Nodes: [view_338, convert_element_type_701, add_121, mul_199, sum_61, sum_62], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_17:248
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_17.run(buf140, buf152, mul_85, buf160, buf162, 24576, 128, stream=stream0)
            del mul_85
            buf161 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_338, convert_element_type_701, add_121, mul_199, sum_61], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:249
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf160, buf161, 768, 32, stream=stream0)
            buf163 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_338, convert_element_type_701, add_121, sum_62], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:250
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf162, buf163, 768, 32, stream=stream0)
            buf165 = buf152; del buf152  # reuse
            # Topologically Sorted Source Nodes: [mm_32], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:251
            extern_kernels.mm(buf164, permute_216, out=buf165)
            del permute_216
            buf166 = buf133; del buf133  # reuse
            # Topologically Sorted Source Nodes: [permute_217, permute_219], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:252
            extern_kernels.mm(reinterpret_tensor(buf164, (768, 4096), (1, 768), 0), view_214, out=buf166)
            del view_214
            buf167 = reinterpret_tensor(buf162, (1, 768, 32), (24576, 1, 768), 0); del buf162  # reuse
            # Topologically Sorted Source Nodes: [sum_63], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:253
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf164, buf167, 24576, 128, stream=stream0)
            buf168 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_63], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:254
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf167, buf168, 768, 32, stream=stream0)
            buf169 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_710], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:255
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf166, buf169, 589824, stream=stream0)
            buf171 = reinterpret_tensor(buf164, (384, 128, 64), (64, 24576, 1), 0); del buf164  # reuse
            # Topologically Sorted Source Nodes: [view_341, view_342, permute_220, convert_element_type_712, clone_81, view_343, convert_element_type_713], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18:256
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18.run(buf165, buf171, 3145728, stream=stream0)
            buf173 = buf116; del buf116  # reuse
            # Topologically Sorted Source Nodes: [bmm_33], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:257
            extern_kernels.bmm(buf171, convert_element_type_717, out=buf173)
            del convert_element_type_717
            buf170 = buf111; del buf111  # reuse
            buf175 = buf173; del buf173  # reuse
            # Topologically Sorted Source Nodes: [attn_output_27, permute_221, convert_element_type_714, convert_element_type_721, view_345, mul_200, sum_64, neg_3, fma_2, view_346, convert_element_type_723], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data__to_copy_transpose_view_19:258
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data__to_copy_transpose_view_19.run(buf175, where_19, buf170, 49152, 128, stream=stream0)
            del where_19
            buf172 = reinterpret_tensor(buf165, (384, 128, 64), (8192, 64, 1), 0); del buf165  # reuse
            # Topologically Sorted Source Nodes: [view_341, view_342, permute_220, convert_element_type_712, clone_81, view_343, attn_output_27, permute_221, convert_element_type_713, convert_element_type_714, bmm_32], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:259
            extern_kernels.bmm(buf170, buf171, out=buf172)
            buf176 = reinterpret_tensor(buf171, (384, 64, 128), (8192, 128, 1), 0); del buf171  # reuse
            # Topologically Sorted Source Nodes: [bmm_34], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:260
            extern_kernels.bmm(convert_element_type_724, buf175, out=buf176)
            del convert_element_type_724
            buf177 = reinterpret_tensor(buf126, (384, 128, 64), (8192, 64, 1), 0); del buf126  # reuse
            # Topologically Sorted Source Nodes: [bmm_35], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:261
            extern_kernels.bmm(buf175, convert_element_type_727, out=buf177)
            del convert_element_type_727
            buf178 = buf120; del buf120  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_722, view_344, convert_element_type_733, permute_226, clone_82, view_349, view_350], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20:262
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20.run(buf172, buf178, 3145728, stream=stream0)
            buf179 = reinterpret_tensor(buf172, (4096, 768), (768, 1), 0); del buf172  # reuse
            # Topologically Sorted Source Nodes: [mm_34], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:263
            extern_kernels.mm(buf178, permute_227, out=buf179)
            del permute_227
            buf180 = buf166; del buf166  # reuse
            # Topologically Sorted Source Nodes: [permute_228, permute_230], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:264
            extern_kernels.mm(reinterpret_tensor(buf178, (768, 4096), (1, 768), 0), view_198, out=buf180)
            buf181 = buf167; del buf167  # reuse
            # Topologically Sorted Source Nodes: [sum_65], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:265
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf178, buf181, 24576, 128, stream=stream0)
            buf182 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_65], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:266
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf181, buf182, 768, 32, stream=stream0)
            buf183 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_742], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:267
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf180, buf183, 589824, stream=stream0)
            buf184 = buf178; del buf178  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_732, view_347, mul_201, permute_225, convert_element_type_734, permute_231, view_353, clone_83, view_354], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21:268
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21.run(buf176, buf184, 4096, 768, stream=stream0)
            buf185 = reinterpret_tensor(buf176, (4096, 768), (768, 1), 0); del buf176  # reuse
            # Topologically Sorted Source Nodes: [mm_36], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:269
            extern_kernels.mm(buf184, permute_232, out=buf185)
            del permute_232
            buf186 = buf180; del buf180  # reuse
            # Topologically Sorted Source Nodes: [permute_233, permute_235], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:270
            extern_kernels.mm(reinterpret_tensor(buf184, (768, 4096), (1, 768), 0), view_198, out=buf186)
            buf187 = buf181; del buf181  # reuse
            # Topologically Sorted Source Nodes: [sum_66], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:271
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf184, buf187, 24576, 128, stream=stream0)
            buf188 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_66], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:272
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf187, buf188, 768, 32, stream=stream0)
            buf189 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_750], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:273
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf186, buf189, 589824, stream=stream0)
            buf190 = buf184; del buf184  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_731, view_348, mul_202, convert_element_type_735, permute_236, clone_84, view_357, view_358], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22:274
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22.run(buf177, buf190, 3145728, stream=stream0)
            buf191 = reinterpret_tensor(buf177, (4096, 768), (768, 1), 0); del buf177  # reuse
            # Topologically Sorted Source Nodes: [mm_38], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:275
            extern_kernels.mm(buf190, permute_237, out=buf191)
            del permute_237
            buf192 = buf186; del buf186  # reuse
            # Topologically Sorted Source Nodes: [permute_238, permute_240], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:276
            extern_kernels.mm(reinterpret_tensor(buf190, (768, 4096), (1, 768), 0), view_198, out=buf192)
            del view_198
            buf193 = buf187; del buf187  # reuse
            # Topologically Sorted Source Nodes: [sum_67], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:277
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf190, buf193, 24576, 128, stream=stream0)
            buf194 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_67], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:278
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf193, buf194, 768, 32, stream=stream0)
            buf195 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_758], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:279
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf192, buf195, 589824, stream=stream0)
            buf196 = buf140; del buf140  # reuse
            buf199 = buf196; del buf196  # reuse
            buf204 = buf190; del buf190  # reuse
            # Topologically Sorted Source Nodes: [view_352, convert_element_type_741, add_122, view_356, convert_element_type_749, add_123, view_360, convert_element_type_757, add_124, mul_204, mul_205, sum_68, mul_206, sum_69, mul_207, sub_63, sub_64, mul_208, convert_element_type_760, view_361], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_23:280
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_23.run(buf199, buf159, buf179, buf185, buf191, primals_151, mul_81, div_21, buf204, 4096, 768, stream=stream0)
            del div_21
            del primals_151
            buf200 = reinterpret_tensor(buf193, (768, 32), (1, 768), 0); del buf193  # reuse
            buf202 = buf160; del buf160  # reuse
            # Topologically Sorted Source Nodes: [view_352, convert_element_type_741, add_122, view_356, convert_element_type_749, add_123, view_360, convert_element_type_757, add_124, mul_209, sum_70, sum_71], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_24:281
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_24.run(buf159, buf179, buf185, buf191, mul_81, buf200, buf202, 24576, 128, stream=stream0)
            del mul_81
            buf201 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_352, convert_element_type_741, add_122, view_356, convert_element_type_749, add_123, view_360, convert_element_type_757, add_124, mul_209, sum_70], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:282
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf200, buf201, 768, 32, stream=stream0)
            buf203 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_352, convert_element_type_741, add_122, view_356, convert_element_type_749, add_123, view_360, convert_element_type_757, add_124, sum_71], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:283
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf202, buf203, 768, 32, stream=stream0)
            buf205 = reinterpret_tensor(buf151, (4096, 3072), (3072, 1), 0); del buf151  # reuse
            # Topologically Sorted Source Nodes: [mm_40], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:284
            extern_kernels.mm(buf204, permute_241, out=buf205)
            del permute_241
            buf206 = reinterpret_tensor(buf153, (768, 3072), (3072, 1), 0); del buf153  # reuse
            # Topologically Sorted Source Nodes: [permute_242, permute_244], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:285
            extern_kernels.mm(reinterpret_tensor(buf204, (768, 4096), (1, 768), 0), view_196, out=buf206)
            del view_196
            buf207 = reinterpret_tensor(buf202, (1, 768, 32), (24576, 1, 768), 0); del buf202  # reuse
            # Topologically Sorted Source Nodes: [sum_72], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:286
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf204, buf207, 24576, 128, stream=stream0)
            buf208 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_72], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:287
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf207, buf208, 768, 32, stream=stream0)
            buf209 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_766], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:288
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(buf206, buf209, 2359296, stream=stream0)
            buf210 = reinterpret_tensor(buf205, (32, 128, 3072), (393216, 3072, 1), 0); del buf205  # reuse
            buf213 = buf154; del buf154  # reuse
            # Topologically Sorted Source Nodes: [view_363, convert_element_type_768, hidden_states_67, hidden_states_68, mul_211, mul_212, mul_213, exp_18, mul_214, mul_215, add_126, mul_216, convert_element_type_770, view_364, sum_73], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_13:289
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_13.run(buf210, addmm_52, buf213, 98304, 128, stream=stream0)
            del addmm_52
            buf211 = buf204; del buf204  # reuse
            # Topologically Sorted Source Nodes: [view_363, convert_element_type_768, hidden_states_67, hidden_states_68, mul_211, mul_212, mul_213, exp_18, mul_214, mul_215, add_126, mul_216, convert_element_type_770, view_364, mm_42], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:290
            extern_kernels.mm(reinterpret_tensor(buf210, (4096, 3072), (3072, 1), 0), permute_245, out=buf211)
            del permute_245
            buf212 = reinterpret_tensor(buf206, (3072, 768), (768, 1), 0); del buf206  # reuse
            # Topologically Sorted Source Nodes: [view_363, convert_element_type_768, hidden_states_67, hidden_states_68, mul_211, mul_212, mul_213, exp_18, mul_214, mul_215, add_126, mul_216, convert_element_type_770, view_364, permute_246, permute_248], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:291
            extern_kernels.mm(reinterpret_tensor(buf210, (3072, 4096), (1, 3072), 0), view_194, out=buf212)
            del view_194
            buf214 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_363, convert_element_type_768, hidden_states_67, hidden_states_68, mul_211, mul_212, mul_213, exp_18, mul_214, mul_215, add_126, mul_216, convert_element_type_770, view_364, sum_73], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_14:292
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_14.run(buf213, buf214, 3072, 32, stream=stream0)
            buf215 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_777], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_15:293
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_15.run(buf212, buf215, 2359296, stream=stream0)
            buf218 = buf159; del buf159  # reuse
            buf223 = buf191; del buf191  # reuse
            # Topologically Sorted Source Nodes: [view_366, convert_element_type_776, add_127, mul_218, mul_219, sum_74, mul_220, sum_75, mul_221, sub_66, sub_67, mul_222, convert_element_type_779, view_367], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_16:294
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_16.run(buf199, buf211, primals_145, mul_76, div_22, buf218, buf223, 4096, 768, stream=stream0)
            del div_22
            del primals_145
            buf219 = reinterpret_tensor(buf207, (768, 32), (1, 768), 0); del buf207  # reuse
            buf221 = buf200; del buf200  # reuse
            # Topologically Sorted Source Nodes: [view_366, convert_element_type_776, add_127, mul_223, sum_76, sum_77], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_17:295
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_17.run(buf199, buf211, mul_76, buf219, buf221, 24576, 128, stream=stream0)
            del mul_76
            buf220 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_366, convert_element_type_776, add_127, mul_223, sum_76], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:296
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf219, buf220, 768, 32, stream=stream0)
            buf222 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_366, convert_element_type_776, add_127, sum_77], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:297
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf221, buf222, 768, 32, stream=stream0)
            buf224 = buf211; del buf211  # reuse
            # Topologically Sorted Source Nodes: [mm_44], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:298
            extern_kernels.mm(buf223, permute_249, out=buf224)
            del permute_249
            buf225 = buf192; del buf192  # reuse
            # Topologically Sorted Source Nodes: [permute_250, permute_252], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:299
            extern_kernels.mm(reinterpret_tensor(buf223, (768, 4096), (1, 768), 0), view_192, out=buf225)
            del view_192
            buf226 = reinterpret_tensor(buf221, (1, 768, 32), (24576, 1, 768), 0); del buf221  # reuse
            # Topologically Sorted Source Nodes: [sum_78], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:300
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf223, buf226, 24576, 128, stream=stream0)
            buf227 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_78], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:301
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf226, buf227, 768, 32, stream=stream0)
            buf228 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_785], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:302
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf225, buf228, 589824, stream=stream0)
            buf230 = reinterpret_tensor(buf223, (384, 128, 64), (64, 24576, 1), 0); del buf223  # reuse
            # Topologically Sorted Source Nodes: [view_369, view_370, permute_253, convert_element_type_787, clone_85, view_371, convert_element_type_788], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18:303
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18.run(buf224, buf230, 3145728, stream=stream0)
            buf232 = buf175; del buf175  # reuse
            # Topologically Sorted Source Nodes: [bmm_37], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:304
            extern_kernels.bmm(buf230, convert_element_type_792, out=buf232)
            del convert_element_type_792
            buf229 = buf170; del buf170  # reuse
            buf234 = buf232; del buf232  # reuse
            # Topologically Sorted Source Nodes: [attn_output_24, permute_254, convert_element_type_789, convert_element_type_796, view_373, mul_224, sum_79, neg_4, fma_3, view_374, convert_element_type_798], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data__to_copy_transpose_view_19:305
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data__to_copy_transpose_view_19.run(buf234, where_17, buf229, 49152, 128, stream=stream0)
            del where_17
            buf231 = reinterpret_tensor(buf224, (384, 128, 64), (8192, 64, 1), 0); del buf224  # reuse
            # Topologically Sorted Source Nodes: [view_369, view_370, permute_253, convert_element_type_787, clone_85, view_371, attn_output_24, permute_254, convert_element_type_788, convert_element_type_789, bmm_36], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:306
            extern_kernels.bmm(buf229, buf230, out=buf231)
            buf235 = reinterpret_tensor(buf230, (384, 64, 128), (8192, 128, 1), 0); del buf230  # reuse
            # Topologically Sorted Source Nodes: [bmm_38], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:307
            extern_kernels.bmm(convert_element_type_799, buf234, out=buf235)
            del convert_element_type_799
            buf236 = reinterpret_tensor(buf185, (384, 128, 64), (8192, 64, 1), 0); del buf185  # reuse
            # Topologically Sorted Source Nodes: [bmm_39], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:308
            extern_kernels.bmm(buf234, convert_element_type_802, out=buf236)
            del convert_element_type_802
            buf237 = buf179; del buf179  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_797, view_372, convert_element_type_808, permute_259, clone_86, view_377, view_378], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20:309
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20.run(buf231, buf237, 3145728, stream=stream0)
            buf238 = reinterpret_tensor(buf231, (4096, 768), (768, 1), 0); del buf231  # reuse
            # Topologically Sorted Source Nodes: [mm_46], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:310
            extern_kernels.mm(buf237, permute_260, out=buf238)
            del permute_260
            buf239 = buf225; del buf225  # reuse
            # Topologically Sorted Source Nodes: [permute_261, permute_263], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:311
            extern_kernels.mm(reinterpret_tensor(buf237, (768, 4096), (1, 768), 0), view_176, out=buf239)
            buf240 = buf226; del buf226  # reuse
            # Topologically Sorted Source Nodes: [sum_80], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:312
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf237, buf240, 24576, 128, stream=stream0)
            buf241 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_80], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:313
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf240, buf241, 768, 32, stream=stream0)
            buf242 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_817], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:314
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf239, buf242, 589824, stream=stream0)
            buf243 = buf237; del buf237  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_807, view_375, mul_225, permute_258, convert_element_type_809, permute_264, view_381, clone_87, view_382], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21:315
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21.run(buf235, buf243, 4096, 768, stream=stream0)
            buf244 = reinterpret_tensor(buf235, (4096, 768), (768, 1), 0); del buf235  # reuse
            # Topologically Sorted Source Nodes: [mm_48], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:316
            extern_kernels.mm(buf243, permute_265, out=buf244)
            del permute_265
            buf245 = buf239; del buf239  # reuse
            # Topologically Sorted Source Nodes: [permute_266, permute_268], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:317
            extern_kernels.mm(reinterpret_tensor(buf243, (768, 4096), (1, 768), 0), view_176, out=buf245)
            buf246 = buf240; del buf240  # reuse
            # Topologically Sorted Source Nodes: [sum_81], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:318
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf243, buf246, 24576, 128, stream=stream0)
            buf247 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_81], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:319
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf246, buf247, 768, 32, stream=stream0)
            buf248 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_825], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:320
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf245, buf248, 589824, stream=stream0)
            buf249 = buf243; del buf243  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_806, view_376, mul_226, convert_element_type_810, permute_269, clone_88, view_385, view_386], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22:321
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22.run(buf236, buf249, 3145728, stream=stream0)
            buf250 = reinterpret_tensor(buf236, (4096, 768), (768, 1), 0); del buf236  # reuse
            # Topologically Sorted Source Nodes: [mm_50], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:322
            extern_kernels.mm(buf249, permute_270, out=buf250)
            del permute_270
            buf251 = buf245; del buf245  # reuse
            # Topologically Sorted Source Nodes: [permute_271, permute_273], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:323
            extern_kernels.mm(reinterpret_tensor(buf249, (768, 4096), (1, 768), 0), view_176, out=buf251)
            del view_176
            buf252 = buf246; del buf246  # reuse
            # Topologically Sorted Source Nodes: [sum_82], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:324
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf249, buf252, 24576, 128, stream=stream0)
            buf253 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_82], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:325
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf252, buf253, 768, 32, stream=stream0)
            buf254 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_833], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:326
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf251, buf254, 589824, stream=stream0)
            buf255 = buf199; del buf199  # reuse
            buf258 = buf255; del buf255  # reuse
            buf263 = buf249; del buf249  # reuse
            # Topologically Sorted Source Nodes: [view_380, convert_element_type_816, add_128, view_384, convert_element_type_824, add_129, view_388, convert_element_type_832, add_130, mul_228, mul_229, sum_83, mul_230, sum_84, mul_231, sub_69, sub_70, mul_232, convert_element_type_835, view_389], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_23:327
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_23.run(buf258, buf218, buf238, buf244, buf250, primals_135, mul_72, div_23, buf263, 4096, 768, stream=stream0)
            del div_23
            del primals_135
            buf259 = reinterpret_tensor(buf252, (768, 32), (1, 768), 0); del buf252  # reuse
            buf261 = buf219; del buf219  # reuse
            # Topologically Sorted Source Nodes: [view_380, convert_element_type_816, add_128, view_384, convert_element_type_824, add_129, view_388, convert_element_type_832, add_130, mul_233, sum_85, sum_86], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_24:328
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_24.run(buf218, buf238, buf244, buf250, mul_72, buf259, buf261, 24576, 128, stream=stream0)
            del mul_72
            buf260 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_380, convert_element_type_816, add_128, view_384, convert_element_type_824, add_129, view_388, convert_element_type_832, add_130, mul_233, sum_85], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:329
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf259, buf260, 768, 32, stream=stream0)
            buf262 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_380, convert_element_type_816, add_128, view_384, convert_element_type_824, add_129, view_388, convert_element_type_832, add_130, sum_86], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:330
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf261, buf262, 768, 32, stream=stream0)
            buf264 = reinterpret_tensor(buf210, (4096, 3072), (3072, 1), 0); del buf210  # reuse
            # Topologically Sorted Source Nodes: [mm_52], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:331
            extern_kernels.mm(buf263, permute_274, out=buf264)
            del permute_274
            buf265 = reinterpret_tensor(buf212, (768, 3072), (3072, 1), 0); del buf212  # reuse
            # Topologically Sorted Source Nodes: [permute_275, permute_277], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:332
            extern_kernels.mm(reinterpret_tensor(buf263, (768, 4096), (1, 768), 0), view_174, out=buf265)
            del view_174
            buf266 = reinterpret_tensor(buf261, (1, 768, 32), (24576, 1, 768), 0); del buf261  # reuse
            # Topologically Sorted Source Nodes: [sum_87], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:333
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf263, buf266, 24576, 128, stream=stream0)
            buf267 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_87], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:334
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf266, buf267, 768, 32, stream=stream0)
            buf268 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_841], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:335
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(buf265, buf268, 2359296, stream=stream0)
            buf269 = reinterpret_tensor(buf264, (32, 128, 3072), (393216, 3072, 1), 0); del buf264  # reuse
            buf272 = buf213; del buf213  # reuse
            # Topologically Sorted Source Nodes: [view_391, convert_element_type_843, hidden_states_59, hidden_states_60, mul_235, mul_236, mul_237, exp_19, mul_238, mul_239, add_132, mul_240, convert_element_type_845, view_392, sum_88], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_13:336
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_13.run(buf269, addmm_46, buf272, 98304, 128, stream=stream0)
            del addmm_46
            buf270 = buf263; del buf263  # reuse
            # Topologically Sorted Source Nodes: [view_391, convert_element_type_843, hidden_states_59, hidden_states_60, mul_235, mul_236, mul_237, exp_19, mul_238, mul_239, add_132, mul_240, convert_element_type_845, view_392, mm_54], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:337
            extern_kernels.mm(reinterpret_tensor(buf269, (4096, 3072), (3072, 1), 0), permute_278, out=buf270)
            del permute_278
            buf271 = reinterpret_tensor(buf265, (3072, 768), (768, 1), 0); del buf265  # reuse
            # Topologically Sorted Source Nodes: [view_391, convert_element_type_843, hidden_states_59, hidden_states_60, mul_235, mul_236, mul_237, exp_19, mul_238, mul_239, add_132, mul_240, convert_element_type_845, view_392, permute_279, permute_281], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:338
            extern_kernels.mm(reinterpret_tensor(buf269, (3072, 4096), (1, 3072), 0), view_172, out=buf271)
            del view_172
            buf273 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_391, convert_element_type_843, hidden_states_59, hidden_states_60, mul_235, mul_236, mul_237, exp_19, mul_238, mul_239, add_132, mul_240, convert_element_type_845, view_392, sum_88], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_14:339
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_14.run(buf272, buf273, 3072, 32, stream=stream0)
            buf274 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_852], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_15:340
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_15.run(buf271, buf274, 2359296, stream=stream0)
            buf277 = buf218; del buf218  # reuse
            buf282 = buf250; del buf250  # reuse
            # Topologically Sorted Source Nodes: [view_394, convert_element_type_851, add_133, mul_242, mul_243, sum_89, mul_244, sum_90, mul_245, sub_72, sub_73, mul_246, convert_element_type_854, view_395], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_16:341
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_16.run(buf258, buf270, primals_129, mul_67, div_24, buf277, buf282, 4096, 768, stream=stream0)
            del div_24
            del primals_129
            buf278 = reinterpret_tensor(buf266, (768, 32), (1, 768), 0); del buf266  # reuse
            buf280 = buf259; del buf259  # reuse
            # Topologically Sorted Source Nodes: [view_394, convert_element_type_851, add_133, mul_247, sum_91, sum_92], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_17:342
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_17.run(buf258, buf270, mul_67, buf278, buf280, 24576, 128, stream=stream0)
            del mul_67
            buf279 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_394, convert_element_type_851, add_133, mul_247, sum_91], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:343
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf278, buf279, 768, 32, stream=stream0)
            buf281 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_394, convert_element_type_851, add_133, sum_92], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:344
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf280, buf281, 768, 32, stream=stream0)
            buf283 = buf270; del buf270  # reuse
            # Topologically Sorted Source Nodes: [mm_56], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:345
            extern_kernels.mm(buf282, permute_282, out=buf283)
            del permute_282
            buf284 = buf251; del buf251  # reuse
            # Topologically Sorted Source Nodes: [permute_283, permute_285], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:346
            extern_kernels.mm(reinterpret_tensor(buf282, (768, 4096), (1, 768), 0), view_170, out=buf284)
            del view_170
            buf285 = reinterpret_tensor(buf280, (1, 768, 32), (24576, 1, 768), 0); del buf280  # reuse
            # Topologically Sorted Source Nodes: [sum_93], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:347
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf282, buf285, 24576, 128, stream=stream0)
            buf286 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_93], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:348
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf285, buf286, 768, 32, stream=stream0)
            buf287 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_860], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:349
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf284, buf287, 589824, stream=stream0)
            buf289 = reinterpret_tensor(buf282, (384, 128, 64), (64, 24576, 1), 0); del buf282  # reuse
            # Topologically Sorted Source Nodes: [view_397, view_398, permute_286, convert_element_type_862, clone_89, view_399, convert_element_type_863], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18:350
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18.run(buf283, buf289, 3145728, stream=stream0)
            buf291 = buf234; del buf234  # reuse
            # Topologically Sorted Source Nodes: [bmm_41], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:351
            extern_kernels.bmm(buf289, convert_element_type_867, out=buf291)
            del convert_element_type_867
            buf288 = buf229; del buf229  # reuse
            buf293 = buf291; del buf291  # reuse
            # Topologically Sorted Source Nodes: [attn_output_21, permute_287, convert_element_type_864, convert_element_type_871, view_401, mul_248, sum_94, neg_5, fma_4, view_402, convert_element_type_873], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data__to_copy_transpose_view_19:352
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data__to_copy_transpose_view_19.run(buf293, where_15, buf288, 49152, 128, stream=stream0)
            del where_15
            buf290 = reinterpret_tensor(buf283, (384, 128, 64), (8192, 64, 1), 0); del buf283  # reuse
            # Topologically Sorted Source Nodes: [view_397, view_398, permute_286, convert_element_type_862, clone_89, view_399, attn_output_21, permute_287, convert_element_type_863, convert_element_type_864, bmm_40], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:353
            extern_kernels.bmm(buf288, buf289, out=buf290)
            buf294 = reinterpret_tensor(buf289, (384, 64, 128), (8192, 128, 1), 0); del buf289  # reuse
            # Topologically Sorted Source Nodes: [bmm_42], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:354
            extern_kernels.bmm(convert_element_type_874, buf293, out=buf294)
            del convert_element_type_874
            buf295 = reinterpret_tensor(buf244, (384, 128, 64), (8192, 64, 1), 0); del buf244  # reuse
            # Topologically Sorted Source Nodes: [bmm_43], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:355
            extern_kernels.bmm(buf293, convert_element_type_877, out=buf295)
            del convert_element_type_877
            buf296 = buf238; del buf238  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_872, view_400, convert_element_type_883, permute_292, clone_90, view_405, view_406], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20:356
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20.run(buf290, buf296, 3145728, stream=stream0)
            buf297 = reinterpret_tensor(buf290, (4096, 768), (768, 1), 0); del buf290  # reuse
            # Topologically Sorted Source Nodes: [mm_58], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:357
            extern_kernels.mm(buf296, permute_293, out=buf297)
            del permute_293
            buf298 = buf284; del buf284  # reuse
            # Topologically Sorted Source Nodes: [permute_294, permute_296], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:358
            extern_kernels.mm(reinterpret_tensor(buf296, (768, 4096), (1, 768), 0), view_154, out=buf298)
            buf299 = buf285; del buf285  # reuse
            # Topologically Sorted Source Nodes: [sum_95], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:359
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf296, buf299, 24576, 128, stream=stream0)
            buf300 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_95], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:360
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf299, buf300, 768, 32, stream=stream0)
            buf301 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_892], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:361
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf298, buf301, 589824, stream=stream0)
            buf302 = buf296; del buf296  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_882, view_403, mul_249, permute_291, convert_element_type_884, permute_297, view_409, clone_91, view_410], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21:362
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21.run(buf294, buf302, 4096, 768, stream=stream0)
            buf303 = reinterpret_tensor(buf294, (4096, 768), (768, 1), 0); del buf294  # reuse
            # Topologically Sorted Source Nodes: [mm_60], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:363
            extern_kernels.mm(buf302, permute_298, out=buf303)
            del permute_298
            buf304 = buf298; del buf298  # reuse
            # Topologically Sorted Source Nodes: [permute_299, permute_301], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:364
            extern_kernels.mm(reinterpret_tensor(buf302, (768, 4096), (1, 768), 0), view_154, out=buf304)
            buf305 = buf299; del buf299  # reuse
            # Topologically Sorted Source Nodes: [sum_96], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:365
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf302, buf305, 24576, 128, stream=stream0)
            buf306 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_96], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:366
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf305, buf306, 768, 32, stream=stream0)
            buf307 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_900], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:367
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf304, buf307, 589824, stream=stream0)
            buf308 = buf302; del buf302  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_881, view_404, mul_250, convert_element_type_885, permute_302, clone_92, view_413, view_414], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22:368
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22.run(buf295, buf308, 3145728, stream=stream0)
            buf309 = reinterpret_tensor(buf295, (4096, 768), (768, 1), 0); del buf295  # reuse
            # Topologically Sorted Source Nodes: [mm_62], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:369
            extern_kernels.mm(buf308, permute_303, out=buf309)
            del permute_303
            buf310 = buf304; del buf304  # reuse
            # Topologically Sorted Source Nodes: [permute_304, permute_306], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:370
            extern_kernels.mm(reinterpret_tensor(buf308, (768, 4096), (1, 768), 0), view_154, out=buf310)
            del view_154
            buf311 = buf305; del buf305  # reuse
            # Topologically Sorted Source Nodes: [sum_97], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:371
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf308, buf311, 24576, 128, stream=stream0)
            buf312 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_97], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:372
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf311, buf312, 768, 32, stream=stream0)
            buf313 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_908], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:373
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf310, buf313, 589824, stream=stream0)
            buf314 = buf258; del buf258  # reuse
            buf317 = buf314; del buf314  # reuse
            buf322 = buf308; del buf308  # reuse
            # Topologically Sorted Source Nodes: [view_408, convert_element_type_891, add_134, view_412, convert_element_type_899, add_135, view_416, convert_element_type_907, add_136, mul_252, mul_253, sum_98, mul_254, sum_99, mul_255, sub_75, sub_76, mul_256, convert_element_type_910, view_417], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_23:374
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_23.run(buf317, buf277, buf297, buf303, buf309, primals_119, mul_63, div_25, buf322, 4096, 768, stream=stream0)
            del div_25
            del primals_119
            buf318 = reinterpret_tensor(buf311, (768, 32), (1, 768), 0); del buf311  # reuse
            buf320 = buf278; del buf278  # reuse
            # Topologically Sorted Source Nodes: [view_408, convert_element_type_891, add_134, view_412, convert_element_type_899, add_135, view_416, convert_element_type_907, add_136, mul_257, sum_100, sum_101], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_24:375
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_24.run(buf277, buf297, buf303, buf309, mul_63, buf318, buf320, 24576, 128, stream=stream0)
            del mul_63
            buf319 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_408, convert_element_type_891, add_134, view_412, convert_element_type_899, add_135, view_416, convert_element_type_907, add_136, mul_257, sum_100], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:376
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf318, buf319, 768, 32, stream=stream0)
            buf321 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_408, convert_element_type_891, add_134, view_412, convert_element_type_899, add_135, view_416, convert_element_type_907, add_136, sum_101], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:377
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf320, buf321, 768, 32, stream=stream0)
            buf323 = reinterpret_tensor(buf269, (4096, 3072), (3072, 1), 0); del buf269  # reuse
            # Topologically Sorted Source Nodes: [mm_64], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:378
            extern_kernels.mm(buf322, permute_307, out=buf323)
            del permute_307
            buf324 = reinterpret_tensor(buf271, (768, 3072), (3072, 1), 0); del buf271  # reuse
            # Topologically Sorted Source Nodes: [permute_308, permute_310], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:379
            extern_kernels.mm(reinterpret_tensor(buf322, (768, 4096), (1, 768), 0), view_152, out=buf324)
            del view_152
            buf325 = reinterpret_tensor(buf320, (1, 768, 32), (24576, 1, 768), 0); del buf320  # reuse
            # Topologically Sorted Source Nodes: [sum_102], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:380
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf322, buf325, 24576, 128, stream=stream0)
            buf326 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_102], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:381
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf325, buf326, 768, 32, stream=stream0)
            buf327 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_916], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:382
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(buf324, buf327, 2359296, stream=stream0)
            buf328 = reinterpret_tensor(buf323, (32, 128, 3072), (393216, 3072, 1), 0); del buf323  # reuse
            buf331 = buf272; del buf272  # reuse
            # Topologically Sorted Source Nodes: [view_419, convert_element_type_918, hidden_states_51, hidden_states_52, mul_259, mul_260, mul_261, exp_20, mul_262, mul_263, add_138, mul_264, convert_element_type_920, view_420, sum_103], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_13:383
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_13.run(buf328, addmm_40, buf331, 98304, 128, stream=stream0)
            del addmm_40
            buf329 = buf322; del buf322  # reuse
            # Topologically Sorted Source Nodes: [view_419, convert_element_type_918, hidden_states_51, hidden_states_52, mul_259, mul_260, mul_261, exp_20, mul_262, mul_263, add_138, mul_264, convert_element_type_920, view_420, mm_66], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:384
            extern_kernels.mm(reinterpret_tensor(buf328, (4096, 3072), (3072, 1), 0), permute_311, out=buf329)
            del permute_311
            buf330 = reinterpret_tensor(buf324, (3072, 768), (768, 1), 0); del buf324  # reuse
            # Topologically Sorted Source Nodes: [view_419, convert_element_type_918, hidden_states_51, hidden_states_52, mul_259, mul_260, mul_261, exp_20, mul_262, mul_263, add_138, mul_264, convert_element_type_920, view_420, permute_312, permute_314], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:385
            extern_kernels.mm(reinterpret_tensor(buf328, (3072, 4096), (1, 3072), 0), view_150, out=buf330)
            del view_150
            buf332 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_419, convert_element_type_918, hidden_states_51, hidden_states_52, mul_259, mul_260, mul_261, exp_20, mul_262, mul_263, add_138, mul_264, convert_element_type_920, view_420, sum_103], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_14:386
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_14.run(buf331, buf332, 3072, 32, stream=stream0)
            buf333 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_927], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_15:387
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_15.run(buf330, buf333, 2359296, stream=stream0)
            buf336 = buf277; del buf277  # reuse
            buf341 = buf309; del buf309  # reuse
            # Topologically Sorted Source Nodes: [view_422, convert_element_type_926, add_139, mul_266, mul_267, sum_104, mul_268, sum_105, mul_269, sub_78, sub_79, mul_270, convert_element_type_929, view_423], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_16:388
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_16.run(buf317, buf329, primals_113, mul_58, div_26, buf336, buf341, 4096, 768, stream=stream0)
            del div_26
            del primals_113
            buf337 = reinterpret_tensor(buf325, (768, 32), (1, 768), 0); del buf325  # reuse
            buf339 = buf318; del buf318  # reuse
            # Topologically Sorted Source Nodes: [view_422, convert_element_type_926, add_139, mul_271, sum_106, sum_107], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_17:389
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_17.run(buf317, buf329, mul_58, buf337, buf339, 24576, 128, stream=stream0)
            del mul_58
            buf338 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_422, convert_element_type_926, add_139, mul_271, sum_106], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:390
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf337, buf338, 768, 32, stream=stream0)
            buf340 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_422, convert_element_type_926, add_139, sum_107], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:391
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf339, buf340, 768, 32, stream=stream0)
            buf342 = buf329; del buf329  # reuse
            # Topologically Sorted Source Nodes: [mm_68], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:392
            extern_kernels.mm(buf341, permute_315, out=buf342)
            del permute_315
            buf343 = buf310; del buf310  # reuse
            # Topologically Sorted Source Nodes: [permute_316, permute_318], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:393
            extern_kernels.mm(reinterpret_tensor(buf341, (768, 4096), (1, 768), 0), view_148, out=buf343)
            del view_148
            buf344 = reinterpret_tensor(buf339, (1, 768, 32), (24576, 1, 768), 0); del buf339  # reuse
            # Topologically Sorted Source Nodes: [sum_108], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:394
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf341, buf344, 24576, 128, stream=stream0)
            buf345 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_108], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:395
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf344, buf345, 768, 32, stream=stream0)
            buf346 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_935], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:396
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf343, buf346, 589824, stream=stream0)
            buf348 = reinterpret_tensor(buf341, (384, 128, 64), (64, 24576, 1), 0); del buf341  # reuse
            # Topologically Sorted Source Nodes: [view_425, view_426, permute_319, convert_element_type_937, clone_93, view_427, convert_element_type_938], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18:397
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18.run(buf342, buf348, 3145728, stream=stream0)
            buf350 = buf293; del buf293  # reuse
            # Topologically Sorted Source Nodes: [bmm_45], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:398
            extern_kernels.bmm(buf348, convert_element_type_942, out=buf350)
            del convert_element_type_942
            buf347 = buf288; del buf288  # reuse
            buf352 = buf350; del buf350  # reuse
            # Topologically Sorted Source Nodes: [attn_output_18, permute_320, convert_element_type_939, convert_element_type_946, view_429, mul_272, sum_109, neg_6, fma_5, view_430, convert_element_type_948], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data__to_copy_transpose_view_19:399
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data__to_copy_transpose_view_19.run(buf352, where_13, buf347, 49152, 128, stream=stream0)
            del where_13
            buf349 = reinterpret_tensor(buf342, (384, 128, 64), (8192, 64, 1), 0); del buf342  # reuse
            # Topologically Sorted Source Nodes: [view_425, view_426, permute_319, convert_element_type_937, clone_93, view_427, attn_output_18, permute_320, convert_element_type_938, convert_element_type_939, bmm_44], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:400
            extern_kernels.bmm(buf347, buf348, out=buf349)
            buf353 = reinterpret_tensor(buf348, (384, 64, 128), (8192, 128, 1), 0); del buf348  # reuse
            # Topologically Sorted Source Nodes: [bmm_46], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:401
            extern_kernels.bmm(convert_element_type_949, buf352, out=buf353)
            del convert_element_type_949
            buf354 = reinterpret_tensor(buf303, (384, 128, 64), (8192, 64, 1), 0); del buf303  # reuse
            # Topologically Sorted Source Nodes: [bmm_47], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:402
            extern_kernels.bmm(buf352, convert_element_type_952, out=buf354)
            del convert_element_type_952
            buf355 = buf297; del buf297  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_947, view_428, convert_element_type_958, permute_325, clone_94, view_433, view_434], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20:403
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20.run(buf349, buf355, 3145728, stream=stream0)
            buf356 = reinterpret_tensor(buf349, (4096, 768), (768, 1), 0); del buf349  # reuse
            # Topologically Sorted Source Nodes: [mm_70], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:404
            extern_kernels.mm(buf355, permute_326, out=buf356)
            del permute_326
            buf357 = buf343; del buf343  # reuse
            # Topologically Sorted Source Nodes: [permute_327, permute_329], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:405
            extern_kernels.mm(reinterpret_tensor(buf355, (768, 4096), (1, 768), 0), view_132, out=buf357)
            buf358 = buf344; del buf344  # reuse
            # Topologically Sorted Source Nodes: [sum_110], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:406
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf355, buf358, 24576, 128, stream=stream0)
            buf359 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_110], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:407
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf358, buf359, 768, 32, stream=stream0)
            buf360 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_967], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:408
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf357, buf360, 589824, stream=stream0)
            buf361 = buf355; del buf355  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_957, view_431, mul_273, permute_324, convert_element_type_959, permute_330, view_437, clone_95, view_438], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21:409
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21.run(buf353, buf361, 4096, 768, stream=stream0)
            buf362 = reinterpret_tensor(buf353, (4096, 768), (768, 1), 0); del buf353  # reuse
            # Topologically Sorted Source Nodes: [mm_72], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:410
            extern_kernels.mm(buf361, permute_331, out=buf362)
            del permute_331
            buf363 = buf357; del buf357  # reuse
            # Topologically Sorted Source Nodes: [permute_332, permute_334], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:411
            extern_kernels.mm(reinterpret_tensor(buf361, (768, 4096), (1, 768), 0), view_132, out=buf363)
            buf364 = buf358; del buf358  # reuse
            # Topologically Sorted Source Nodes: [sum_111], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:412
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf361, buf364, 24576, 128, stream=stream0)
            buf365 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_111], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:413
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf364, buf365, 768, 32, stream=stream0)
            buf366 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_975], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:414
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf363, buf366, 589824, stream=stream0)
            buf367 = buf361; del buf361  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_956, view_432, mul_274, convert_element_type_960, permute_335, clone_96, view_441, view_442], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22:415
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22.run(buf354, buf367, 3145728, stream=stream0)
            buf368 = reinterpret_tensor(buf354, (4096, 768), (768, 1), 0); del buf354  # reuse
            # Topologically Sorted Source Nodes: [mm_74], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:416
            extern_kernels.mm(buf367, permute_336, out=buf368)
            del permute_336
            buf369 = buf363; del buf363  # reuse
            # Topologically Sorted Source Nodes: [permute_337, permute_339], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:417
            extern_kernels.mm(reinterpret_tensor(buf367, (768, 4096), (1, 768), 0), view_132, out=buf369)
            del view_132
            buf370 = buf364; del buf364  # reuse
            # Topologically Sorted Source Nodes: [sum_112], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:418
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf367, buf370, 24576, 128, stream=stream0)
            buf371 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_112], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:419
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf370, buf371, 768, 32, stream=stream0)
            buf372 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_983], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:420
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf369, buf372, 589824, stream=stream0)
            buf373 = buf317; del buf317  # reuse
            buf376 = buf373; del buf373  # reuse
            buf381 = buf367; del buf367  # reuse
            # Topologically Sorted Source Nodes: [view_436, convert_element_type_966, add_140, view_440, convert_element_type_974, add_141, view_444, convert_element_type_982, add_142, mul_276, mul_277, sum_113, mul_278, sum_114, mul_279, sub_81, sub_82, mul_280, convert_element_type_985, view_445], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_23:421
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_23.run(buf376, buf336, buf356, buf362, buf368, primals_103, mul_54, div_27, buf381, 4096, 768, stream=stream0)
            del div_27
            del primals_103
            buf377 = reinterpret_tensor(buf370, (768, 32), (1, 768), 0); del buf370  # reuse
            buf379 = buf337; del buf337  # reuse
            # Topologically Sorted Source Nodes: [view_436, convert_element_type_966, add_140, view_440, convert_element_type_974, add_141, view_444, convert_element_type_982, add_142, mul_281, sum_115, sum_116], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_24:422
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_24.run(buf336, buf356, buf362, buf368, mul_54, buf377, buf379, 24576, 128, stream=stream0)
            del mul_54
            buf378 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_436, convert_element_type_966, add_140, view_440, convert_element_type_974, add_141, view_444, convert_element_type_982, add_142, mul_281, sum_115], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:423
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf377, buf378, 768, 32, stream=stream0)
            buf380 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_436, convert_element_type_966, add_140, view_440, convert_element_type_974, add_141, view_444, convert_element_type_982, add_142, sum_116], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:424
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf379, buf380, 768, 32, stream=stream0)
            buf382 = reinterpret_tensor(buf328, (4096, 3072), (3072, 1), 0); del buf328  # reuse
            # Topologically Sorted Source Nodes: [mm_76], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:425
            extern_kernels.mm(buf381, permute_340, out=buf382)
            del permute_340
            buf383 = reinterpret_tensor(buf330, (768, 3072), (3072, 1), 0); del buf330  # reuse
            # Topologically Sorted Source Nodes: [permute_341, permute_343], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:426
            extern_kernels.mm(reinterpret_tensor(buf381, (768, 4096), (1, 768), 0), view_130, out=buf383)
            del view_130
            buf384 = reinterpret_tensor(buf379, (1, 768, 32), (24576, 1, 768), 0); del buf379  # reuse
            # Topologically Sorted Source Nodes: [sum_117], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:427
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf381, buf384, 24576, 128, stream=stream0)
            buf385 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_117], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:428
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf384, buf385, 768, 32, stream=stream0)
            buf386 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_991], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:429
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(buf383, buf386, 2359296, stream=stream0)
            buf387 = reinterpret_tensor(buf382, (32, 128, 3072), (393216, 3072, 1), 0); del buf382  # reuse
            buf390 = buf331; del buf331  # reuse
            # Topologically Sorted Source Nodes: [view_447, convert_element_type_993, hidden_states_43, hidden_states_44, mul_283, mul_284, mul_285, exp_21, mul_286, mul_287, add_144, mul_288, convert_element_type_995, view_448, sum_118], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_13:430
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_13.run(buf387, addmm_34, buf390, 98304, 128, stream=stream0)
            del addmm_34
            buf388 = buf381; del buf381  # reuse
            # Topologically Sorted Source Nodes: [view_447, convert_element_type_993, hidden_states_43, hidden_states_44, mul_283, mul_284, mul_285, exp_21, mul_286, mul_287, add_144, mul_288, convert_element_type_995, view_448, mm_78], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:431
            extern_kernels.mm(reinterpret_tensor(buf387, (4096, 3072), (3072, 1), 0), permute_344, out=buf388)
            del permute_344
            buf389 = reinterpret_tensor(buf383, (3072, 768), (768, 1), 0); del buf383  # reuse
            # Topologically Sorted Source Nodes: [view_447, convert_element_type_993, hidden_states_43, hidden_states_44, mul_283, mul_284, mul_285, exp_21, mul_286, mul_287, add_144, mul_288, convert_element_type_995, view_448, permute_345, permute_347], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:432
            extern_kernels.mm(reinterpret_tensor(buf387, (3072, 4096), (1, 3072), 0), view_128, out=buf389)
            del view_128
            buf391 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_447, convert_element_type_993, hidden_states_43, hidden_states_44, mul_283, mul_284, mul_285, exp_21, mul_286, mul_287, add_144, mul_288, convert_element_type_995, view_448, sum_118], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_14:433
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_14.run(buf390, buf391, 3072, 32, stream=stream0)
            buf392 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1002], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_15:434
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_15.run(buf389, buf392, 2359296, stream=stream0)
            buf395 = buf336; del buf336  # reuse
            buf400 = buf368; del buf368  # reuse
            # Topologically Sorted Source Nodes: [view_450, convert_element_type_1001, add_145, mul_290, mul_291, sum_119, mul_292, sum_120, mul_293, sub_84, sub_85, mul_294, convert_element_type_1004, view_451], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_16:435
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_16.run(buf376, buf388, primals_97, mul_49, div_28, buf395, buf400, 4096, 768, stream=stream0)
            del div_28
            del primals_97
            buf396 = reinterpret_tensor(buf384, (768, 32), (1, 768), 0); del buf384  # reuse
            buf398 = buf377; del buf377  # reuse
            # Topologically Sorted Source Nodes: [view_450, convert_element_type_1001, add_145, mul_295, sum_121, sum_122], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_17:436
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_17.run(buf376, buf388, mul_49, buf396, buf398, 24576, 128, stream=stream0)
            del mul_49
            buf397 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_450, convert_element_type_1001, add_145, mul_295, sum_121], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:437
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf396, buf397, 768, 32, stream=stream0)
            buf399 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_450, convert_element_type_1001, add_145, sum_122], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:438
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf398, buf399, 768, 32, stream=stream0)
            buf401 = buf388; del buf388  # reuse
            # Topologically Sorted Source Nodes: [mm_80], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:439
            extern_kernels.mm(buf400, permute_348, out=buf401)
            del permute_348
            buf402 = buf369; del buf369  # reuse
            # Topologically Sorted Source Nodes: [permute_349, permute_351], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:440
            extern_kernels.mm(reinterpret_tensor(buf400, (768, 4096), (1, 768), 0), view_126, out=buf402)
            del view_126
            buf403 = reinterpret_tensor(buf398, (1, 768, 32), (24576, 1, 768), 0); del buf398  # reuse
            # Topologically Sorted Source Nodes: [sum_123], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:441
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf400, buf403, 24576, 128, stream=stream0)
            buf404 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_123], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:442
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf403, buf404, 768, 32, stream=stream0)
            buf405 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1010], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:443
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf402, buf405, 589824, stream=stream0)
            buf407 = reinterpret_tensor(buf400, (384, 128, 64), (64, 24576, 1), 0); del buf400  # reuse
            # Topologically Sorted Source Nodes: [view_453, view_454, permute_352, convert_element_type_1012, clone_97, view_455, convert_element_type_1013], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18:444
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18.run(buf401, buf407, 3145728, stream=stream0)
            buf409 = buf352; del buf352  # reuse
            # Topologically Sorted Source Nodes: [bmm_49], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:445
            extern_kernels.bmm(buf407, convert_element_type_1017, out=buf409)
            del convert_element_type_1017
            buf406 = buf347; del buf347  # reuse
            buf411 = buf409; del buf409  # reuse
            # Topologically Sorted Source Nodes: [attn_output_15, permute_353, convert_element_type_1014, convert_element_type_1021, view_457, mul_296, sum_124, neg_7, fma_6, view_458, convert_element_type_1023], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data__to_copy_transpose_view_19:446
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data__to_copy_transpose_view_19.run(buf411, where_11, buf406, 49152, 128, stream=stream0)
            del where_11
            buf408 = reinterpret_tensor(buf401, (384, 128, 64), (8192, 64, 1), 0); del buf401  # reuse
            # Topologically Sorted Source Nodes: [view_453, view_454, permute_352, convert_element_type_1012, clone_97, view_455, attn_output_15, permute_353, convert_element_type_1013, convert_element_type_1014, bmm_48], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:447
            extern_kernels.bmm(buf406, buf407, out=buf408)
            buf412 = reinterpret_tensor(buf407, (384, 64, 128), (8192, 128, 1), 0); del buf407  # reuse
            # Topologically Sorted Source Nodes: [bmm_50], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:448
            extern_kernels.bmm(convert_element_type_1024, buf411, out=buf412)
            del convert_element_type_1024
            buf413 = reinterpret_tensor(buf362, (384, 128, 64), (8192, 64, 1), 0); del buf362  # reuse
            # Topologically Sorted Source Nodes: [bmm_51], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:449
            extern_kernels.bmm(buf411, convert_element_type_1027, out=buf413)
            del convert_element_type_1027
            buf414 = buf356; del buf356  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1022, view_456, convert_element_type_1033, permute_358, clone_98, view_461, view_462], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20:450
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20.run(buf408, buf414, 3145728, stream=stream0)
            buf415 = reinterpret_tensor(buf408, (4096, 768), (768, 1), 0); del buf408  # reuse
            # Topologically Sorted Source Nodes: [mm_82], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:451
            extern_kernels.mm(buf414, permute_359, out=buf415)
            del permute_359
            buf416 = buf402; del buf402  # reuse
            # Topologically Sorted Source Nodes: [permute_360, permute_362], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:452
            extern_kernels.mm(reinterpret_tensor(buf414, (768, 4096), (1, 768), 0), view_110, out=buf416)
            buf417 = buf403; del buf403  # reuse
            # Topologically Sorted Source Nodes: [sum_125], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:453
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf414, buf417, 24576, 128, stream=stream0)
            buf418 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_125], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:454
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf417, buf418, 768, 32, stream=stream0)
            buf419 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1042], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:455
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf416, buf419, 589824, stream=stream0)
            buf420 = buf414; del buf414  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1032, view_459, mul_297, permute_357, convert_element_type_1034, permute_363, view_465, clone_99, view_466], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21:456
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21.run(buf412, buf420, 4096, 768, stream=stream0)
            buf421 = reinterpret_tensor(buf412, (4096, 768), (768, 1), 0); del buf412  # reuse
            # Topologically Sorted Source Nodes: [mm_84], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:457
            extern_kernels.mm(buf420, permute_364, out=buf421)
            del permute_364
            buf422 = buf416; del buf416  # reuse
            # Topologically Sorted Source Nodes: [permute_365, permute_367], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:458
            extern_kernels.mm(reinterpret_tensor(buf420, (768, 4096), (1, 768), 0), view_110, out=buf422)
            buf423 = buf417; del buf417  # reuse
            # Topologically Sorted Source Nodes: [sum_126], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:459
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf420, buf423, 24576, 128, stream=stream0)
            buf424 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_126], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:460
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf423, buf424, 768, 32, stream=stream0)
            buf425 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1050], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:461
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf422, buf425, 589824, stream=stream0)
            buf426 = buf420; del buf420  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1031, view_460, mul_298, convert_element_type_1035, permute_368, clone_100, view_469, view_470], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22:462
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22.run(buf413, buf426, 3145728, stream=stream0)
            buf427 = reinterpret_tensor(buf413, (4096, 768), (768, 1), 0); del buf413  # reuse
            # Topologically Sorted Source Nodes: [mm_86], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:463
            extern_kernels.mm(buf426, permute_369, out=buf427)
            del permute_369
            buf428 = buf422; del buf422  # reuse
            # Topologically Sorted Source Nodes: [permute_370, permute_372], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:464
            extern_kernels.mm(reinterpret_tensor(buf426, (768, 4096), (1, 768), 0), view_110, out=buf428)
            del view_110
            buf429 = buf423; del buf423  # reuse
            # Topologically Sorted Source Nodes: [sum_127], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:465
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf426, buf429, 24576, 128, stream=stream0)
            buf430 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_127], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:466
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf429, buf430, 768, 32, stream=stream0)
            buf431 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1058], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:467
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf428, buf431, 589824, stream=stream0)
            buf432 = buf376; del buf376  # reuse
            buf435 = buf432; del buf432  # reuse
            buf440 = buf426; del buf426  # reuse
            # Topologically Sorted Source Nodes: [view_464, convert_element_type_1041, add_146, view_468, convert_element_type_1049, add_147, view_472, convert_element_type_1057, add_148, mul_300, mul_301, sum_128, mul_302, sum_129, mul_303, sub_87, sub_88, mul_304, convert_element_type_1060, view_473], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_23:468
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_23.run(buf435, buf395, buf415, buf421, buf427, primals_87, mul_45, div_29, buf440, 4096, 768, stream=stream0)
            del div_29
            del primals_87
            buf436 = reinterpret_tensor(buf429, (768, 32), (1, 768), 0); del buf429  # reuse
            buf438 = buf396; del buf396  # reuse
            # Topologically Sorted Source Nodes: [view_464, convert_element_type_1041, add_146, view_468, convert_element_type_1049, add_147, view_472, convert_element_type_1057, add_148, mul_305, sum_130, sum_131], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_24:469
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_24.run(buf395, buf415, buf421, buf427, mul_45, buf436, buf438, 24576, 128, stream=stream0)
            del mul_45
            buf437 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_464, convert_element_type_1041, add_146, view_468, convert_element_type_1049, add_147, view_472, convert_element_type_1057, add_148, mul_305, sum_130], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:470
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf436, buf437, 768, 32, stream=stream0)
            buf439 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_464, convert_element_type_1041, add_146, view_468, convert_element_type_1049, add_147, view_472, convert_element_type_1057, add_148, sum_131], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:471
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf438, buf439, 768, 32, stream=stream0)
            buf441 = reinterpret_tensor(buf387, (4096, 3072), (3072, 1), 0); del buf387  # reuse
            # Topologically Sorted Source Nodes: [mm_88], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:472
            extern_kernels.mm(buf440, permute_373, out=buf441)
            del permute_373
            buf442 = reinterpret_tensor(buf389, (768, 3072), (3072, 1), 0); del buf389  # reuse
            # Topologically Sorted Source Nodes: [permute_374, permute_376], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:473
            extern_kernels.mm(reinterpret_tensor(buf440, (768, 4096), (1, 768), 0), view_108, out=buf442)
            del view_108
            buf443 = reinterpret_tensor(buf438, (1, 768, 32), (24576, 1, 768), 0); del buf438  # reuse
            # Topologically Sorted Source Nodes: [sum_132], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:474
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf440, buf443, 24576, 128, stream=stream0)
            buf444 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_132], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:475
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf443, buf444, 768, 32, stream=stream0)
            buf445 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1066], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:476
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(buf442, buf445, 2359296, stream=stream0)
            buf446 = reinterpret_tensor(buf441, (32, 128, 3072), (393216, 3072, 1), 0); del buf441  # reuse
            buf449 = buf390; del buf390  # reuse
            # Topologically Sorted Source Nodes: [view_475, convert_element_type_1068, hidden_states_35, hidden_states_36, mul_307, mul_308, mul_309, exp_22, mul_310, mul_311, add_150, mul_312, convert_element_type_1070, view_476, sum_133], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_13:477
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_13.run(buf446, addmm_28, buf449, 98304, 128, stream=stream0)
            del addmm_28
            buf447 = buf440; del buf440  # reuse
            # Topologically Sorted Source Nodes: [view_475, convert_element_type_1068, hidden_states_35, hidden_states_36, mul_307, mul_308, mul_309, exp_22, mul_310, mul_311, add_150, mul_312, convert_element_type_1070, view_476, mm_90], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:478
            extern_kernels.mm(reinterpret_tensor(buf446, (4096, 3072), (3072, 1), 0), permute_377, out=buf447)
            del permute_377
            buf448 = reinterpret_tensor(buf442, (3072, 768), (768, 1), 0); del buf442  # reuse
            # Topologically Sorted Source Nodes: [view_475, convert_element_type_1068, hidden_states_35, hidden_states_36, mul_307, mul_308, mul_309, exp_22, mul_310, mul_311, add_150, mul_312, convert_element_type_1070, view_476, permute_378, permute_380], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:479
            extern_kernels.mm(reinterpret_tensor(buf446, (3072, 4096), (1, 3072), 0), view_106, out=buf448)
            del view_106
            buf450 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_475, convert_element_type_1068, hidden_states_35, hidden_states_36, mul_307, mul_308, mul_309, exp_22, mul_310, mul_311, add_150, mul_312, convert_element_type_1070, view_476, sum_133], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_14:480
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_14.run(buf449, buf450, 3072, 32, stream=stream0)
            buf451 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1077], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_15:481
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_15.run(buf448, buf451, 2359296, stream=stream0)
            buf454 = buf395; del buf395  # reuse
            buf459 = buf427; del buf427  # reuse
            # Topologically Sorted Source Nodes: [view_478, convert_element_type_1076, add_151, mul_314, mul_315, sum_134, mul_316, sum_135, mul_317, sub_90, sub_91, mul_318, convert_element_type_1079, view_479], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_16:482
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_16.run(buf435, buf447, primals_81, mul_40, div_30, buf454, buf459, 4096, 768, stream=stream0)
            del div_30
            del primals_81
            buf455 = reinterpret_tensor(buf443, (768, 32), (1, 768), 0); del buf443  # reuse
            buf457 = buf436; del buf436  # reuse
            # Topologically Sorted Source Nodes: [view_478, convert_element_type_1076, add_151, mul_319, sum_136, sum_137], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_17:483
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_17.run(buf435, buf447, mul_40, buf455, buf457, 24576, 128, stream=stream0)
            del mul_40
            buf456 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_478, convert_element_type_1076, add_151, mul_319, sum_136], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:484
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf455, buf456, 768, 32, stream=stream0)
            buf458 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_478, convert_element_type_1076, add_151, sum_137], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:485
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf457, buf458, 768, 32, stream=stream0)
            buf460 = buf447; del buf447  # reuse
            # Topologically Sorted Source Nodes: [mm_92], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:486
            extern_kernels.mm(buf459, permute_381, out=buf460)
            del permute_381
            buf461 = buf428; del buf428  # reuse
            # Topologically Sorted Source Nodes: [permute_382, permute_384], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:487
            extern_kernels.mm(reinterpret_tensor(buf459, (768, 4096), (1, 768), 0), view_104, out=buf461)
            del view_104
            buf462 = reinterpret_tensor(buf457, (1, 768, 32), (24576, 1, 768), 0); del buf457  # reuse
            # Topologically Sorted Source Nodes: [sum_138], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:488
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf459, buf462, 24576, 128, stream=stream0)
            buf463 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_138], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:489
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf462, buf463, 768, 32, stream=stream0)
            buf464 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1085], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:490
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf461, buf464, 589824, stream=stream0)
            buf466 = reinterpret_tensor(buf459, (384, 128, 64), (64, 24576, 1), 0); del buf459  # reuse
            # Topologically Sorted Source Nodes: [view_481, view_482, permute_385, convert_element_type_1087, clone_101, view_483, convert_element_type_1088], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18:491
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18.run(buf460, buf466, 3145728, stream=stream0)
            buf468 = buf411; del buf411  # reuse
            # Topologically Sorted Source Nodes: [bmm_53], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:492
            extern_kernels.bmm(buf466, convert_element_type_1092, out=buf468)
            del convert_element_type_1092
            buf465 = buf406; del buf406  # reuse
            buf470 = buf468; del buf468  # reuse
            # Topologically Sorted Source Nodes: [attn_output_12, permute_386, convert_element_type_1089, convert_element_type_1096, view_485, mul_320, sum_139, neg_8, fma_7, view_486, convert_element_type_1098], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data__to_copy_transpose_view_19:493
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data__to_copy_transpose_view_19.run(buf470, where_9, buf465, 49152, 128, stream=stream0)
            del where_9
            buf467 = reinterpret_tensor(buf460, (384, 128, 64), (8192, 64, 1), 0); del buf460  # reuse
            # Topologically Sorted Source Nodes: [view_481, view_482, permute_385, convert_element_type_1087, clone_101, view_483, attn_output_12, permute_386, convert_element_type_1088, convert_element_type_1089, bmm_52], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:494
            extern_kernels.bmm(buf465, buf466, out=buf467)
            buf471 = reinterpret_tensor(buf466, (384, 64, 128), (8192, 128, 1), 0); del buf466  # reuse
            # Topologically Sorted Source Nodes: [bmm_54], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:495
            extern_kernels.bmm(convert_element_type_1099, buf470, out=buf471)
            del convert_element_type_1099
            buf472 = reinterpret_tensor(buf421, (384, 128, 64), (8192, 64, 1), 0); del buf421  # reuse
            # Topologically Sorted Source Nodes: [bmm_55], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:496
            extern_kernels.bmm(buf470, convert_element_type_1102, out=buf472)
            del convert_element_type_1102
            buf473 = buf415; del buf415  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1097, view_484, convert_element_type_1108, permute_391, clone_102, view_489, view_490], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20:497
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20.run(buf467, buf473, 3145728, stream=stream0)
            buf474 = reinterpret_tensor(buf467, (4096, 768), (768, 1), 0); del buf467  # reuse
            # Topologically Sorted Source Nodes: [mm_94], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:498
            extern_kernels.mm(buf473, permute_392, out=buf474)
            del permute_392
            buf475 = buf461; del buf461  # reuse
            # Topologically Sorted Source Nodes: [permute_393, permute_395], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:499
            extern_kernels.mm(reinterpret_tensor(buf473, (768, 4096), (1, 768), 0), view_88, out=buf475)
            buf476 = buf462; del buf462  # reuse
            # Topologically Sorted Source Nodes: [sum_140], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:500
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf473, buf476, 24576, 128, stream=stream0)
            buf477 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_140], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:501
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf476, buf477, 768, 32, stream=stream0)
            buf478 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1117], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:502
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf475, buf478, 589824, stream=stream0)
            buf479 = buf473; del buf473  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1107, view_487, mul_321, permute_390, convert_element_type_1109, permute_396, view_493, clone_103, view_494], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21:503
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21.run(buf471, buf479, 4096, 768, stream=stream0)
            buf480 = reinterpret_tensor(buf471, (4096, 768), (768, 1), 0); del buf471  # reuse
            # Topologically Sorted Source Nodes: [mm_96], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:504
            extern_kernels.mm(buf479, permute_397, out=buf480)
            del permute_397
            buf481 = buf475; del buf475  # reuse
            # Topologically Sorted Source Nodes: [permute_398, permute_400], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:505
            extern_kernels.mm(reinterpret_tensor(buf479, (768, 4096), (1, 768), 0), view_88, out=buf481)
            buf482 = buf476; del buf476  # reuse
            # Topologically Sorted Source Nodes: [sum_141], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:506
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf479, buf482, 24576, 128, stream=stream0)
            buf483 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_141], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:507
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf482, buf483, 768, 32, stream=stream0)
            buf484 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1125], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:508
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf481, buf484, 589824, stream=stream0)
            buf485 = buf479; del buf479  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1106, view_488, mul_322, convert_element_type_1110, permute_401, clone_104, view_497, view_498], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22:509
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22.run(buf472, buf485, 3145728, stream=stream0)
            buf486 = reinterpret_tensor(buf472, (4096, 768), (768, 1), 0); del buf472  # reuse
            # Topologically Sorted Source Nodes: [mm_98], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:510
            extern_kernels.mm(buf485, permute_402, out=buf486)
            del permute_402
            buf487 = buf481; del buf481  # reuse
            # Topologically Sorted Source Nodes: [permute_403, permute_405], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:511
            extern_kernels.mm(reinterpret_tensor(buf485, (768, 4096), (1, 768), 0), view_88, out=buf487)
            del view_88
            buf488 = buf482; del buf482  # reuse
            # Topologically Sorted Source Nodes: [sum_142], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:512
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf485, buf488, 24576, 128, stream=stream0)
            buf489 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_142], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:513
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf488, buf489, 768, 32, stream=stream0)
            buf490 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1133], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:514
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf487, buf490, 589824, stream=stream0)
            buf491 = buf435; del buf435  # reuse
            buf494 = buf491; del buf491  # reuse
            buf499 = buf485; del buf485  # reuse
            # Topologically Sorted Source Nodes: [view_492, convert_element_type_1116, add_152, view_496, convert_element_type_1124, add_153, view_500, convert_element_type_1132, add_154, mul_324, mul_325, sum_143, mul_326, sum_144, mul_327, sub_93, sub_94, mul_328, convert_element_type_1135, view_501], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_23:515
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_23.run(buf494, buf454, buf474, buf480, buf486, primals_71, mul_36, div_31, buf499, 4096, 768, stream=stream0)
            del div_31
            del primals_71
            buf495 = reinterpret_tensor(buf488, (768, 32), (1, 768), 0); del buf488  # reuse
            buf497 = buf455; del buf455  # reuse
            # Topologically Sorted Source Nodes: [view_492, convert_element_type_1116, add_152, view_496, convert_element_type_1124, add_153, view_500, convert_element_type_1132, add_154, mul_329, sum_145, sum_146], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_24:516
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_24.run(buf454, buf474, buf480, buf486, mul_36, buf495, buf497, 24576, 128, stream=stream0)
            del mul_36
            buf496 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_492, convert_element_type_1116, add_152, view_496, convert_element_type_1124, add_153, view_500, convert_element_type_1132, add_154, mul_329, sum_145], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:517
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf495, buf496, 768, 32, stream=stream0)
            buf498 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_492, convert_element_type_1116, add_152, view_496, convert_element_type_1124, add_153, view_500, convert_element_type_1132, add_154, sum_146], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:518
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf497, buf498, 768, 32, stream=stream0)
            buf500 = reinterpret_tensor(buf446, (4096, 3072), (3072, 1), 0); del buf446  # reuse
            # Topologically Sorted Source Nodes: [mm_100], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:519
            extern_kernels.mm(buf499, permute_406, out=buf500)
            del permute_406
            buf501 = reinterpret_tensor(buf448, (768, 3072), (3072, 1), 0); del buf448  # reuse
            # Topologically Sorted Source Nodes: [permute_407, permute_409], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:520
            extern_kernels.mm(reinterpret_tensor(buf499, (768, 4096), (1, 768), 0), view_86, out=buf501)
            del view_86
            buf502 = reinterpret_tensor(buf497, (1, 768, 32), (24576, 1, 768), 0); del buf497  # reuse
            # Topologically Sorted Source Nodes: [sum_147], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:521
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf499, buf502, 24576, 128, stream=stream0)
            buf503 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_147], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:522
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf502, buf503, 768, 32, stream=stream0)
            buf504 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1141], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:523
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(buf501, buf504, 2359296, stream=stream0)
            buf505 = reinterpret_tensor(buf500, (32, 128, 3072), (393216, 3072, 1), 0); del buf500  # reuse
            buf508 = buf449; del buf449  # reuse
            # Topologically Sorted Source Nodes: [view_503, convert_element_type_1143, hidden_states_27, hidden_states_28, mul_331, mul_332, mul_333, exp_23, mul_334, mul_335, add_156, mul_336, convert_element_type_1145, view_504, sum_148], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_13:524
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_13.run(buf505, addmm_22, buf508, 98304, 128, stream=stream0)
            del addmm_22
            buf506 = buf499; del buf499  # reuse
            # Topologically Sorted Source Nodes: [view_503, convert_element_type_1143, hidden_states_27, hidden_states_28, mul_331, mul_332, mul_333, exp_23, mul_334, mul_335, add_156, mul_336, convert_element_type_1145, view_504, mm_102], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:525
            extern_kernels.mm(reinterpret_tensor(buf505, (4096, 3072), (3072, 1), 0), permute_410, out=buf506)
            del permute_410
            buf507 = reinterpret_tensor(buf501, (3072, 768), (768, 1), 0); del buf501  # reuse
            # Topologically Sorted Source Nodes: [view_503, convert_element_type_1143, hidden_states_27, hidden_states_28, mul_331, mul_332, mul_333, exp_23, mul_334, mul_335, add_156, mul_336, convert_element_type_1145, view_504, permute_411, permute_413], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:526
            extern_kernels.mm(reinterpret_tensor(buf505, (3072, 4096), (1, 3072), 0), view_84, out=buf507)
            del view_84
            buf509 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_503, convert_element_type_1143, hidden_states_27, hidden_states_28, mul_331, mul_332, mul_333, exp_23, mul_334, mul_335, add_156, mul_336, convert_element_type_1145, view_504, sum_148], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_14:527
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_14.run(buf508, buf509, 3072, 32, stream=stream0)
            buf510 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1152], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_15:528
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_15.run(buf507, buf510, 2359296, stream=stream0)
            buf513 = buf454; del buf454  # reuse
            buf518 = buf486; del buf486  # reuse
            # Topologically Sorted Source Nodes: [view_506, convert_element_type_1151, add_157, mul_338, mul_339, sum_149, mul_340, sum_150, mul_341, sub_96, sub_97, mul_342, convert_element_type_1154, view_507], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_16:529
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_16.run(buf494, buf506, primals_65, mul_31, div_32, buf513, buf518, 4096, 768, stream=stream0)
            del div_32
            del primals_65
            buf514 = reinterpret_tensor(buf502, (768, 32), (1, 768), 0); del buf502  # reuse
            buf516 = buf495; del buf495  # reuse
            # Topologically Sorted Source Nodes: [view_506, convert_element_type_1151, add_157, mul_343, sum_151, sum_152], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_17:530
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_17.run(buf494, buf506, mul_31, buf514, buf516, 24576, 128, stream=stream0)
            del mul_31
            buf515 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_506, convert_element_type_1151, add_157, mul_343, sum_151], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:531
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf514, buf515, 768, 32, stream=stream0)
            buf517 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_506, convert_element_type_1151, add_157, sum_152], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:532
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf516, buf517, 768, 32, stream=stream0)
            buf519 = buf506; del buf506  # reuse
            # Topologically Sorted Source Nodes: [mm_104], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:533
            extern_kernels.mm(buf518, permute_414, out=buf519)
            del permute_414
            buf520 = buf487; del buf487  # reuse
            # Topologically Sorted Source Nodes: [permute_415, permute_417], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:534
            extern_kernels.mm(reinterpret_tensor(buf518, (768, 4096), (1, 768), 0), view_82, out=buf520)
            del view_82
            buf521 = reinterpret_tensor(buf516, (1, 768, 32), (24576, 1, 768), 0); del buf516  # reuse
            # Topologically Sorted Source Nodes: [sum_153], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:535
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf518, buf521, 24576, 128, stream=stream0)
            buf522 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_153], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:536
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf521, buf522, 768, 32, stream=stream0)
            buf523 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1160], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:537
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf520, buf523, 589824, stream=stream0)
            buf525 = reinterpret_tensor(buf518, (384, 128, 64), (64, 24576, 1), 0); del buf518  # reuse
            # Topologically Sorted Source Nodes: [view_509, view_510, permute_418, convert_element_type_1162, clone_105, view_511, convert_element_type_1163], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18:538
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18.run(buf519, buf525, 3145728, stream=stream0)
            buf527 = buf470; del buf470  # reuse
            # Topologically Sorted Source Nodes: [bmm_57], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:539
            extern_kernels.bmm(buf525, convert_element_type_1167, out=buf527)
            del convert_element_type_1167
            buf524 = buf465; del buf465  # reuse
            buf529 = buf527; del buf527  # reuse
            # Topologically Sorted Source Nodes: [attn_output_9, permute_419, convert_element_type_1164, convert_element_type_1171, view_513, mul_344, sum_154, neg_9, fma_8, view_514, convert_element_type_1173], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data__to_copy_transpose_view_19:540
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data__to_copy_transpose_view_19.run(buf529, where_7, buf524, 49152, 128, stream=stream0)
            del where_7
            buf526 = reinterpret_tensor(buf519, (384, 128, 64), (8192, 64, 1), 0); del buf519  # reuse
            # Topologically Sorted Source Nodes: [view_509, view_510, permute_418, convert_element_type_1162, clone_105, view_511, attn_output_9, permute_419, convert_element_type_1163, convert_element_type_1164, bmm_56], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:541
            extern_kernels.bmm(buf524, buf525, out=buf526)
            buf530 = reinterpret_tensor(buf525, (384, 64, 128), (8192, 128, 1), 0); del buf525  # reuse
            # Topologically Sorted Source Nodes: [bmm_58], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:542
            extern_kernels.bmm(convert_element_type_1174, buf529, out=buf530)
            del convert_element_type_1174
            buf531 = reinterpret_tensor(buf480, (384, 128, 64), (8192, 64, 1), 0); del buf480  # reuse
            # Topologically Sorted Source Nodes: [bmm_59], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:543
            extern_kernels.bmm(buf529, convert_element_type_1177, out=buf531)
            del convert_element_type_1177
            buf532 = buf474; del buf474  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1172, view_512, convert_element_type_1183, permute_424, clone_106, view_517, view_518], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20:544
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20.run(buf526, buf532, 3145728, stream=stream0)
            buf533 = reinterpret_tensor(buf526, (4096, 768), (768, 1), 0); del buf526  # reuse
            # Topologically Sorted Source Nodes: [mm_106], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:545
            extern_kernels.mm(buf532, permute_425, out=buf533)
            del permute_425
            buf534 = buf520; del buf520  # reuse
            # Topologically Sorted Source Nodes: [permute_426, permute_428], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:546
            extern_kernels.mm(reinterpret_tensor(buf532, (768, 4096), (1, 768), 0), view_66, out=buf534)
            buf535 = buf521; del buf521  # reuse
            # Topologically Sorted Source Nodes: [sum_155], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:547
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf532, buf535, 24576, 128, stream=stream0)
            buf536 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_155], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:548
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf535, buf536, 768, 32, stream=stream0)
            buf537 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1192], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:549
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf534, buf537, 589824, stream=stream0)
            buf538 = buf532; del buf532  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1182, view_515, mul_345, permute_423, convert_element_type_1184, permute_429, view_521, clone_107, view_522], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21:550
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21.run(buf530, buf538, 4096, 768, stream=stream0)
            buf539 = reinterpret_tensor(buf530, (4096, 768), (768, 1), 0); del buf530  # reuse
            # Topologically Sorted Source Nodes: [mm_108], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:551
            extern_kernels.mm(buf538, permute_430, out=buf539)
            del permute_430
            buf540 = buf534; del buf534  # reuse
            # Topologically Sorted Source Nodes: [permute_431, permute_433], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:552
            extern_kernels.mm(reinterpret_tensor(buf538, (768, 4096), (1, 768), 0), view_66, out=buf540)
            buf541 = buf535; del buf535  # reuse
            # Topologically Sorted Source Nodes: [sum_156], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:553
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf538, buf541, 24576, 128, stream=stream0)
            buf542 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_156], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:554
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf541, buf542, 768, 32, stream=stream0)
            buf543 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1200], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:555
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf540, buf543, 589824, stream=stream0)
            buf544 = buf538; del buf538  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1181, view_516, mul_346, convert_element_type_1185, permute_434, clone_108, view_525, view_526], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22:556
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22.run(buf531, buf544, 3145728, stream=stream0)
            buf545 = reinterpret_tensor(buf531, (4096, 768), (768, 1), 0); del buf531  # reuse
            # Topologically Sorted Source Nodes: [mm_110], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:557
            extern_kernels.mm(buf544, permute_435, out=buf545)
            del permute_435
            buf546 = buf540; del buf540  # reuse
            # Topologically Sorted Source Nodes: [permute_436, permute_438], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:558
            extern_kernels.mm(reinterpret_tensor(buf544, (768, 4096), (1, 768), 0), view_66, out=buf546)
            del view_66
            buf547 = buf541; del buf541  # reuse
            # Topologically Sorted Source Nodes: [sum_157], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:559
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf544, buf547, 24576, 128, stream=stream0)
            buf548 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_157], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:560
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf547, buf548, 768, 32, stream=stream0)
            buf549 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1208], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:561
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf546, buf549, 589824, stream=stream0)
            buf550 = buf494; del buf494  # reuse
            buf553 = buf550; del buf550  # reuse
            buf558 = buf544; del buf544  # reuse
            # Topologically Sorted Source Nodes: [view_520, convert_element_type_1191, add_158, view_524, convert_element_type_1199, add_159, view_528, convert_element_type_1207, add_160, mul_348, mul_349, sum_158, mul_350, sum_159, mul_351, sub_99, sub_100, mul_352, convert_element_type_1210, view_529], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_23:562
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_23.run(buf553, buf513, buf533, buf539, buf545, primals_55, mul_27, div_33, buf558, 4096, 768, stream=stream0)
            del div_33
            del primals_55
            buf554 = reinterpret_tensor(buf547, (768, 32), (1, 768), 0); del buf547  # reuse
            buf556 = buf514; del buf514  # reuse
            # Topologically Sorted Source Nodes: [view_520, convert_element_type_1191, add_158, view_524, convert_element_type_1199, add_159, view_528, convert_element_type_1207, add_160, mul_353, sum_160, sum_161], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_24:563
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_24.run(buf513, buf533, buf539, buf545, mul_27, buf554, buf556, 24576, 128, stream=stream0)
            del mul_27
            buf555 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_520, convert_element_type_1191, add_158, view_524, convert_element_type_1199, add_159, view_528, convert_element_type_1207, add_160, mul_353, sum_160], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:564
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf554, buf555, 768, 32, stream=stream0)
            buf557 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_520, convert_element_type_1191, add_158, view_524, convert_element_type_1199, add_159, view_528, convert_element_type_1207, add_160, sum_161], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:565
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf556, buf557, 768, 32, stream=stream0)
            buf559 = reinterpret_tensor(buf505, (4096, 3072), (3072, 1), 0); del buf505  # reuse
            # Topologically Sorted Source Nodes: [mm_112], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:566
            extern_kernels.mm(buf558, permute_439, out=buf559)
            del permute_439
            buf560 = reinterpret_tensor(buf507, (768, 3072), (3072, 1), 0); del buf507  # reuse
            # Topologically Sorted Source Nodes: [permute_440, permute_442], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:567
            extern_kernels.mm(reinterpret_tensor(buf558, (768, 4096), (1, 768), 0), view_64, out=buf560)
            del view_64
            buf561 = reinterpret_tensor(buf556, (1, 768, 32), (24576, 1, 768), 0); del buf556  # reuse
            # Topologically Sorted Source Nodes: [sum_162], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:568
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf558, buf561, 24576, 128, stream=stream0)
            buf562 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_162], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:569
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf561, buf562, 768, 32, stream=stream0)
            buf563 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1216], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:570
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(buf560, buf563, 2359296, stream=stream0)
            buf564 = reinterpret_tensor(buf559, (32, 128, 3072), (393216, 3072, 1), 0); del buf559  # reuse
            buf567 = buf508; del buf508  # reuse
            # Topologically Sorted Source Nodes: [view_531, convert_element_type_1218, hidden_states_19, hidden_states_20, mul_355, mul_356, mul_357, exp_24, mul_358, mul_359, add_162, mul_360, convert_element_type_1220, view_532, sum_163], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_13:571
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_13.run(buf564, addmm_16, buf567, 98304, 128, stream=stream0)
            del addmm_16
            buf565 = buf558; del buf558  # reuse
            # Topologically Sorted Source Nodes: [view_531, convert_element_type_1218, hidden_states_19, hidden_states_20, mul_355, mul_356, mul_357, exp_24, mul_358, mul_359, add_162, mul_360, convert_element_type_1220, view_532, mm_114], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:572
            extern_kernels.mm(reinterpret_tensor(buf564, (4096, 3072), (3072, 1), 0), permute_443, out=buf565)
            del permute_443
            buf566 = reinterpret_tensor(buf560, (3072, 768), (768, 1), 0); del buf560  # reuse
            # Topologically Sorted Source Nodes: [view_531, convert_element_type_1218, hidden_states_19, hidden_states_20, mul_355, mul_356, mul_357, exp_24, mul_358, mul_359, add_162, mul_360, convert_element_type_1220, view_532, permute_444, permute_446], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:573
            extern_kernels.mm(reinterpret_tensor(buf564, (3072, 4096), (1, 3072), 0), view_62, out=buf566)
            del view_62
            buf568 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_531, convert_element_type_1218, hidden_states_19, hidden_states_20, mul_355, mul_356, mul_357, exp_24, mul_358, mul_359, add_162, mul_360, convert_element_type_1220, view_532, sum_163], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_14:574
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_14.run(buf567, buf568, 3072, 32, stream=stream0)
            buf569 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1227], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_15:575
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_15.run(buf566, buf569, 2359296, stream=stream0)
            buf572 = buf513; del buf513  # reuse
            buf577 = buf545; del buf545  # reuse
            # Topologically Sorted Source Nodes: [view_534, convert_element_type_1226, add_163, mul_362, mul_363, sum_164, mul_364, sum_165, mul_365, sub_102, sub_103, mul_366, convert_element_type_1229, view_535], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_16:576
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_16.run(buf553, buf565, primals_49, mul_22, div_34, buf572, buf577, 4096, 768, stream=stream0)
            del div_34
            del primals_49
            buf573 = reinterpret_tensor(buf561, (768, 32), (1, 768), 0); del buf561  # reuse
            buf575 = buf554; del buf554  # reuse
            # Topologically Sorted Source Nodes: [view_534, convert_element_type_1226, add_163, mul_367, sum_166, sum_167], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_17:577
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_17.run(buf553, buf565, mul_22, buf573, buf575, 24576, 128, stream=stream0)
            del mul_22
            buf574 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_534, convert_element_type_1226, add_163, mul_367, sum_166], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:578
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf573, buf574, 768, 32, stream=stream0)
            buf576 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_534, convert_element_type_1226, add_163, sum_167], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:579
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf575, buf576, 768, 32, stream=stream0)
            buf578 = buf565; del buf565  # reuse
            # Topologically Sorted Source Nodes: [mm_116], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:580
            extern_kernels.mm(buf577, permute_447, out=buf578)
            del permute_447
            buf579 = buf546; del buf546  # reuse
            # Topologically Sorted Source Nodes: [permute_448, permute_450], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:581
            extern_kernels.mm(reinterpret_tensor(buf577, (768, 4096), (1, 768), 0), view_60, out=buf579)
            del view_60
            buf580 = reinterpret_tensor(buf575, (1, 768, 32), (24576, 1, 768), 0); del buf575  # reuse
            # Topologically Sorted Source Nodes: [sum_168], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:582
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf577, buf580, 24576, 128, stream=stream0)
            buf581 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_168], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:583
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf580, buf581, 768, 32, stream=stream0)
            buf582 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1235], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:584
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf579, buf582, 589824, stream=stream0)
            buf584 = reinterpret_tensor(buf577, (384, 128, 64), (64, 24576, 1), 0); del buf577  # reuse
            # Topologically Sorted Source Nodes: [view_537, view_538, permute_451, convert_element_type_1237, clone_109, view_539, convert_element_type_1238], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18:585
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18.run(buf578, buf584, 3145728, stream=stream0)
            buf586 = buf529; del buf529  # reuse
            # Topologically Sorted Source Nodes: [bmm_61], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:586
            extern_kernels.bmm(buf584, convert_element_type_1242, out=buf586)
            del convert_element_type_1242
            buf583 = buf524; del buf524  # reuse
            buf588 = buf586; del buf586  # reuse
            # Topologically Sorted Source Nodes: [attn_output_6, permute_452, convert_element_type_1239, convert_element_type_1246, view_541, mul_368, sum_169, neg_10, fma_9, view_542, convert_element_type_1248], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data__to_copy_transpose_view_19:587
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data__to_copy_transpose_view_19.run(buf588, where_5, buf583, 49152, 128, stream=stream0)
            del where_5
            buf585 = reinterpret_tensor(buf578, (384, 128, 64), (8192, 64, 1), 0); del buf578  # reuse
            # Topologically Sorted Source Nodes: [view_537, view_538, permute_451, convert_element_type_1237, clone_109, view_539, attn_output_6, permute_452, convert_element_type_1238, convert_element_type_1239, bmm_60], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:588
            extern_kernels.bmm(buf583, buf584, out=buf585)
            buf589 = reinterpret_tensor(buf584, (384, 64, 128), (8192, 128, 1), 0); del buf584  # reuse
            # Topologically Sorted Source Nodes: [bmm_62], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:589
            extern_kernels.bmm(convert_element_type_1249, buf588, out=buf589)
            del convert_element_type_1249
            buf590 = reinterpret_tensor(buf539, (384, 128, 64), (8192, 64, 1), 0); del buf539  # reuse
            # Topologically Sorted Source Nodes: [bmm_63], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:590
            extern_kernels.bmm(buf588, convert_element_type_1252, out=buf590)
            del convert_element_type_1252
            buf591 = buf533; del buf533  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1247, view_540, convert_element_type_1258, permute_457, clone_110, view_545, view_546], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20:591
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20.run(buf585, buf591, 3145728, stream=stream0)
            buf592 = reinterpret_tensor(buf585, (4096, 768), (768, 1), 0); del buf585  # reuse
            # Topologically Sorted Source Nodes: [mm_118], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:592
            extern_kernels.mm(buf591, permute_458, out=buf592)
            del permute_458
            buf593 = buf579; del buf579  # reuse
            # Topologically Sorted Source Nodes: [permute_459, permute_461], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:593
            extern_kernels.mm(reinterpret_tensor(buf591, (768, 4096), (1, 768), 0), view_44, out=buf593)
            buf594 = buf580; del buf580  # reuse
            # Topologically Sorted Source Nodes: [sum_170], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:594
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf591, buf594, 24576, 128, stream=stream0)
            buf595 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_170], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:595
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf594, buf595, 768, 32, stream=stream0)
            buf596 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1267], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:596
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf593, buf596, 589824, stream=stream0)
            buf597 = buf591; del buf591  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1257, view_543, mul_369, permute_456, convert_element_type_1259, permute_462, view_549, clone_111, view_550], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21:597
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21.run(buf589, buf597, 4096, 768, stream=stream0)
            buf598 = reinterpret_tensor(buf589, (4096, 768), (768, 1), 0); del buf589  # reuse
            # Topologically Sorted Source Nodes: [mm_120], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:598
            extern_kernels.mm(buf597, permute_463, out=buf598)
            del permute_463
            buf599 = buf593; del buf593  # reuse
            # Topologically Sorted Source Nodes: [permute_464, permute_466], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:599
            extern_kernels.mm(reinterpret_tensor(buf597, (768, 4096), (1, 768), 0), view_44, out=buf599)
            buf600 = buf594; del buf594  # reuse
            # Topologically Sorted Source Nodes: [sum_171], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:600
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf597, buf600, 24576, 128, stream=stream0)
            buf601 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_171], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:601
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf600, buf601, 768, 32, stream=stream0)
            buf602 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1275], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:602
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf599, buf602, 589824, stream=stream0)
            buf603 = buf597; del buf597  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1256, view_544, mul_370, convert_element_type_1260, permute_467, clone_112, view_553, view_554], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22:603
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22.run(buf590, buf603, 3145728, stream=stream0)
            buf604 = reinterpret_tensor(buf590, (4096, 768), (768, 1), 0); del buf590  # reuse
            # Topologically Sorted Source Nodes: [mm_122], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:604
            extern_kernels.mm(buf603, permute_468, out=buf604)
            del permute_468
            buf605 = buf599; del buf599  # reuse
            # Topologically Sorted Source Nodes: [permute_469, permute_471], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:605
            extern_kernels.mm(reinterpret_tensor(buf603, (768, 4096), (1, 768), 0), view_44, out=buf605)
            del view_44
            buf606 = buf600; del buf600  # reuse
            # Topologically Sorted Source Nodes: [sum_172], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:606
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf603, buf606, 24576, 128, stream=stream0)
            buf607 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_172], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:607
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf606, buf607, 768, 32, stream=stream0)
            buf608 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1283], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:608
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf605, buf608, 589824, stream=stream0)
            buf609 = buf553; del buf553  # reuse
            buf612 = buf609; del buf609  # reuse
            buf617 = buf603; del buf603  # reuse
            # Topologically Sorted Source Nodes: [view_548, convert_element_type_1266, add_164, view_552, convert_element_type_1274, add_165, view_556, convert_element_type_1282, add_166, mul_372, mul_373, sum_173, mul_374, sum_174, mul_375, sub_105, sub_106, mul_376, convert_element_type_1285, view_557], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_23:609
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_23.run(buf612, buf572, buf592, buf598, buf604, primals_39, mul_18, div_35, buf617, 4096, 768, stream=stream0)
            del div_35
            del primals_39
            buf613 = reinterpret_tensor(buf606, (768, 32), (1, 768), 0); del buf606  # reuse
            buf615 = buf573; del buf573  # reuse
            # Topologically Sorted Source Nodes: [view_548, convert_element_type_1266, add_164, view_552, convert_element_type_1274, add_165, view_556, convert_element_type_1282, add_166, mul_377, sum_175, sum_176], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_24:610
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_24.run(buf572, buf592, buf598, buf604, mul_18, buf613, buf615, 24576, 128, stream=stream0)
            del mul_18
            buf614 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_548, convert_element_type_1266, add_164, view_552, convert_element_type_1274, add_165, view_556, convert_element_type_1282, add_166, mul_377, sum_175], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:611
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf613, buf614, 768, 32, stream=stream0)
            buf616 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_548, convert_element_type_1266, add_164, view_552, convert_element_type_1274, add_165, view_556, convert_element_type_1282, add_166, sum_176], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:612
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf615, buf616, 768, 32, stream=stream0)
            buf618 = reinterpret_tensor(buf564, (4096, 3072), (3072, 1), 0); del buf564  # reuse
            # Topologically Sorted Source Nodes: [mm_124], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:613
            extern_kernels.mm(buf617, permute_472, out=buf618)
            del permute_472
            buf619 = reinterpret_tensor(buf566, (768, 3072), (3072, 1), 0); del buf566  # reuse
            # Topologically Sorted Source Nodes: [permute_473, permute_475], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:614
            extern_kernels.mm(reinterpret_tensor(buf617, (768, 4096), (1, 768), 0), view_42, out=buf619)
            del view_42
            buf620 = reinterpret_tensor(buf615, (1, 768, 32), (24576, 1, 768), 0); del buf615  # reuse
            # Topologically Sorted Source Nodes: [sum_177], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:615
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf617, buf620, 24576, 128, stream=stream0)
            buf621 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_177], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:616
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf620, buf621, 768, 32, stream=stream0)
            buf622 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1291], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:617
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(buf619, buf622, 2359296, stream=stream0)
            buf623 = reinterpret_tensor(buf618, (32, 128, 3072), (393216, 3072, 1), 0); del buf618  # reuse
            buf626 = buf567; del buf567  # reuse
            # Topologically Sorted Source Nodes: [view_559, convert_element_type_1293, hidden_states_11, hidden_states_12, mul_379, mul_380, mul_381, exp_25, mul_382, mul_383, add_168, mul_384, convert_element_type_1295, view_560, sum_178], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_13:618
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_13.run(buf623, addmm_10, buf626, 98304, 128, stream=stream0)
            del addmm_10
            buf624 = buf617; del buf617  # reuse
            # Topologically Sorted Source Nodes: [view_559, convert_element_type_1293, hidden_states_11, hidden_states_12, mul_379, mul_380, mul_381, exp_25, mul_382, mul_383, add_168, mul_384, convert_element_type_1295, view_560, mm_126], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:619
            extern_kernels.mm(reinterpret_tensor(buf623, (4096, 3072), (3072, 1), 0), permute_476, out=buf624)
            del permute_476
            buf625 = reinterpret_tensor(buf619, (3072, 768), (768, 1), 0); del buf619  # reuse
            # Topologically Sorted Source Nodes: [view_559, convert_element_type_1293, hidden_states_11, hidden_states_12, mul_379, mul_380, mul_381, exp_25, mul_382, mul_383, add_168, mul_384, convert_element_type_1295, view_560, permute_477, permute_479], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:620
            extern_kernels.mm(reinterpret_tensor(buf623, (3072, 4096), (1, 3072), 0), view_40, out=buf625)
            del view_40
            buf627 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_559, convert_element_type_1293, hidden_states_11, hidden_states_12, mul_379, mul_380, mul_381, exp_25, mul_382, mul_383, add_168, mul_384, convert_element_type_1295, view_560, sum_178], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_14:621
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_14.run(buf626, buf627, 3072, 32, stream=stream0)
            buf628 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1302], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_15:622
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_15.run(buf625, buf628, 2359296, stream=stream0)
            buf631 = buf572; del buf572  # reuse
            buf636 = buf604; del buf604  # reuse
            # Topologically Sorted Source Nodes: [view_562, convert_element_type_1301, add_169, mul_386, mul_387, sum_179, mul_388, sum_180, mul_389, sub_108, sub_109, mul_390, convert_element_type_1304, view_563], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_16:623
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_16.run(buf612, buf624, primals_33, mul_13, div_36, buf631, buf636, 4096, 768, stream=stream0)
            del div_36
            del primals_33
            buf632 = reinterpret_tensor(buf620, (768, 32), (1, 768), 0); del buf620  # reuse
            buf634 = buf613; del buf613  # reuse
            # Topologically Sorted Source Nodes: [view_562, convert_element_type_1301, add_169, mul_391, sum_181, sum_182], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_17:624
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_17.run(buf612, buf624, mul_13, buf632, buf634, 24576, 128, stream=stream0)
            del mul_13
            buf633 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_562, convert_element_type_1301, add_169, mul_391, sum_181], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:625
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf632, buf633, 768, 32, stream=stream0)
            buf635 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_562, convert_element_type_1301, add_169, sum_182], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:626
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf634, buf635, 768, 32, stream=stream0)
            buf637 = buf624; del buf624  # reuse
            # Topologically Sorted Source Nodes: [mm_128], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:627
            extern_kernels.mm(buf636, permute_480, out=buf637)
            del permute_480
            buf638 = buf605; del buf605  # reuse
            # Topologically Sorted Source Nodes: [permute_481, permute_483], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:628
            extern_kernels.mm(reinterpret_tensor(buf636, (768, 4096), (1, 768), 0), view_38, out=buf638)
            del view_38
            buf639 = reinterpret_tensor(buf634, (1, 768, 32), (24576, 1, 768), 0); del buf634  # reuse
            # Topologically Sorted Source Nodes: [sum_183], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:629
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf636, buf639, 24576, 128, stream=stream0)
            buf640 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_183], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:630
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf639, buf640, 768, 32, stream=stream0)
            buf641 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1310], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:631
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf638, buf641, 589824, stream=stream0)
            buf643 = reinterpret_tensor(buf636, (384, 128, 64), (64, 24576, 1), 0); del buf636  # reuse
            # Topologically Sorted Source Nodes: [view_565, view_566, permute_484, convert_element_type_1312, clone_113, view_567, convert_element_type_1313], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18:632
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18.run(buf637, buf643, 3145728, stream=stream0)
            buf645 = buf588; del buf588  # reuse
            # Topologically Sorted Source Nodes: [bmm_65], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:633
            extern_kernels.bmm(buf643, convert_element_type_1317, out=buf645)
            del convert_element_type_1317
            buf642 = buf583; del buf583  # reuse
            buf647 = buf645; del buf645  # reuse
            # Topologically Sorted Source Nodes: [attn_output_3, permute_485, convert_element_type_1314, convert_element_type_1321, view_569, mul_392, sum_184, neg_11, fma_10, view_570, convert_element_type_1323], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data__to_copy_transpose_view_19:634
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data__to_copy_transpose_view_19.run(buf647, where_3, buf642, 49152, 128, stream=stream0)
            del where_3
            buf644 = reinterpret_tensor(buf637, (384, 128, 64), (8192, 64, 1), 0); del buf637  # reuse
            # Topologically Sorted Source Nodes: [view_565, view_566, permute_484, convert_element_type_1312, clone_113, view_567, attn_output_3, permute_485, convert_element_type_1313, convert_element_type_1314, bmm_64], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:635
            extern_kernels.bmm(buf642, buf643, out=buf644)
            buf648 = reinterpret_tensor(buf643, (384, 64, 128), (8192, 128, 1), 0); del buf643  # reuse
            # Topologically Sorted Source Nodes: [bmm_66], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:636
            extern_kernels.bmm(convert_element_type_1324, buf647, out=buf648)
            del convert_element_type_1324
            buf649 = reinterpret_tensor(buf598, (384, 128, 64), (8192, 64, 1), 0); del buf598  # reuse
            # Topologically Sorted Source Nodes: [bmm_67], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:637
            extern_kernels.bmm(buf647, convert_element_type_1327, out=buf649)
            del convert_element_type_1327
            buf650 = buf592; del buf592  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1322, view_568, convert_element_type_1333, permute_490, clone_114, view_573, view_574], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20:638
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20.run(buf644, buf650, 3145728, stream=stream0)
            buf651 = reinterpret_tensor(buf644, (4096, 768), (768, 1), 0); del buf644  # reuse
            # Topologically Sorted Source Nodes: [mm_130], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:639
            extern_kernels.mm(buf650, permute_491, out=buf651)
            del permute_491
            buf652 = buf638; del buf638  # reuse
            # Topologically Sorted Source Nodes: [permute_492, permute_494], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:640
            extern_kernels.mm(reinterpret_tensor(buf650, (768, 4096), (1, 768), 0), view_22, out=buf652)
            buf653 = buf639; del buf639  # reuse
            # Topologically Sorted Source Nodes: [sum_185], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:641
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf650, buf653, 24576, 128, stream=stream0)
            buf654 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_185], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:642
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf653, buf654, 768, 32, stream=stream0)
            buf655 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1342], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:643
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf652, buf655, 589824, stream=stream0)
            buf656 = buf650; del buf650  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1332, view_571, mul_393, permute_489, convert_element_type_1334, permute_495, view_577, clone_115, view_578], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21:644
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21.run(buf648, buf656, 4096, 768, stream=stream0)
            buf657 = reinterpret_tensor(buf648, (4096, 768), (768, 1), 0); del buf648  # reuse
            # Topologically Sorted Source Nodes: [mm_132], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:645
            extern_kernels.mm(buf656, permute_496, out=buf657)
            del permute_496
            buf658 = buf652; del buf652  # reuse
            # Topologically Sorted Source Nodes: [permute_497, permute_499], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:646
            extern_kernels.mm(reinterpret_tensor(buf656, (768, 4096), (1, 768), 0), view_22, out=buf658)
            buf659 = buf653; del buf653  # reuse
            # Topologically Sorted Source Nodes: [sum_186], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:647
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf656, buf659, 24576, 128, stream=stream0)
            buf660 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_186], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:648
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf659, buf660, 768, 32, stream=stream0)
            buf661 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1350], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:649
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf658, buf661, 589824, stream=stream0)
            buf662 = buf656; del buf656  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1331, view_572, mul_394, convert_element_type_1335, permute_500, clone_116, view_581, view_582], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22:650
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22.run(buf649, buf662, 3145728, stream=stream0)
            buf663 = reinterpret_tensor(buf649, (4096, 768), (768, 1), 0); del buf649  # reuse
            # Topologically Sorted Source Nodes: [mm_134], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:651
            extern_kernels.mm(buf662, permute_501, out=buf663)
            del permute_501
            buf664 = buf658; del buf658  # reuse
            # Topologically Sorted Source Nodes: [permute_502, permute_504], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:652
            extern_kernels.mm(reinterpret_tensor(buf662, (768, 4096), (1, 768), 0), view_22, out=buf664)
            del view_22
            buf665 = buf659; del buf659  # reuse
            # Topologically Sorted Source Nodes: [sum_187], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:653
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf662, buf665, 24576, 128, stream=stream0)
            buf666 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_187], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:654
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf665, buf666, 768, 32, stream=stream0)
            buf667 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1358], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:655
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf664, buf667, 589824, stream=stream0)
            buf668 = buf612; del buf612  # reuse
            buf671 = buf668; del buf668  # reuse
            buf676 = buf662; del buf662  # reuse
            # Topologically Sorted Source Nodes: [view_576, convert_element_type_1341, add_170, view_580, convert_element_type_1349, add_171, view_584, convert_element_type_1357, add_172, mul_396, mul_397, sum_188, mul_398, sum_189, mul_399, sub_111, sub_112, mul_400, convert_element_type_1360, view_585], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_23:656
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_23.run(buf671, buf631, buf651, buf657, buf663, primals_23, mul_9, div_37, buf676, 4096, 768, stream=stream0)
            del div_37
            del primals_23
            buf672 = reinterpret_tensor(buf665, (768, 32), (1, 768), 0); del buf665  # reuse
            buf674 = buf632; del buf632  # reuse
            # Topologically Sorted Source Nodes: [view_576, convert_element_type_1341, add_170, view_580, convert_element_type_1349, add_171, view_584, convert_element_type_1357, add_172, mul_401, sum_190, sum_191], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_24:657
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_24.run(buf631, buf651, buf657, buf663, mul_9, buf672, buf674, 24576, 128, stream=stream0)
            del mul_9
            buf673 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_576, convert_element_type_1341, add_170, view_580, convert_element_type_1349, add_171, view_584, convert_element_type_1357, add_172, mul_401, sum_190], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:658
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf672, buf673, 768, 32, stream=stream0)
            buf675 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_576, convert_element_type_1341, add_170, view_580, convert_element_type_1349, add_171, view_584, convert_element_type_1357, add_172, sum_191], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:659
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf674, buf675, 768, 32, stream=stream0)
            buf677 = reinterpret_tensor(buf623, (4096, 3072), (3072, 1), 0); del buf623  # reuse
            # Topologically Sorted Source Nodes: [mm_136], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:660
            extern_kernels.mm(buf676, permute_505, out=buf677)
            del permute_505
            buf678 = reinterpret_tensor(buf625, (768, 3072), (3072, 1), 0); del buf625  # reuse
            # Topologically Sorted Source Nodes: [permute_506, permute_508], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:661
            extern_kernels.mm(reinterpret_tensor(buf676, (768, 4096), (1, 768), 0), view_20, out=buf678)
            del view_20
            buf679 = reinterpret_tensor(buf674, (1, 768, 32), (24576, 1, 768), 0); del buf674  # reuse
            # Topologically Sorted Source Nodes: [sum_192], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:662
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf676, buf679, 24576, 128, stream=stream0)
            buf680 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_192], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:663
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf679, buf680, 768, 32, stream=stream0)
            buf681 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1366], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:664
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(buf678, buf681, 2359296, stream=stream0)
            buf682 = reinterpret_tensor(buf677, (32, 128, 3072), (393216, 3072, 1), 0); del buf677  # reuse
            buf685 = buf626; del buf626  # reuse
            # Topologically Sorted Source Nodes: [view_587, convert_element_type_1368, hidden_states_3, hidden_states_4, mul_403, mul_404, mul_405, exp_26, mul_406, mul_407, add_174, mul_408, convert_element_type_1370, view_588, sum_193], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_13:665
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_13.run(buf682, addmm_4, buf685, 98304, 128, stream=stream0)
            del addmm_4
            buf683 = buf676; del buf676  # reuse
            # Topologically Sorted Source Nodes: [view_587, convert_element_type_1368, hidden_states_3, hidden_states_4, mul_403, mul_404, mul_405, exp_26, mul_406, mul_407, add_174, mul_408, convert_element_type_1370, view_588, mm_138], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:666
            extern_kernels.mm(reinterpret_tensor(buf682, (4096, 3072), (3072, 1), 0), permute_509, out=buf683)
            del permute_509
            buf684 = reinterpret_tensor(buf678, (3072, 768), (768, 1), 0); del buf678  # reuse
            # Topologically Sorted Source Nodes: [view_587, convert_element_type_1368, hidden_states_3, hidden_states_4, mul_403, mul_404, mul_405, exp_26, mul_406, mul_407, add_174, mul_408, convert_element_type_1370, view_588, permute_510, permute_512], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:667
            extern_kernels.mm(reinterpret_tensor(buf682, (3072, 4096), (1, 3072), 0), view_18, out=buf684)
            del buf682
            del view_18
            buf686 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_587, convert_element_type_1368, hidden_states_3, hidden_states_4, mul_403, mul_404, mul_405, exp_26, mul_406, mul_407, add_174, mul_408, convert_element_type_1370, view_588, sum_193], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_14:668
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_14.run(buf685, buf686, 3072, 32, stream=stream0)
            del buf685
            buf687 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1377], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_15:669
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_15.run(buf684, buf687, 2359296, stream=stream0)
            del buf684
            buf690 = buf631; del buf631  # reuse
            buf695 = buf663; del buf663  # reuse
            # Topologically Sorted Source Nodes: [view_590, convert_element_type_1376, add_175, mul_410, mul_411, sum_194, mul_412, sum_195, mul_413, sub_114, sub_115, mul_414, convert_element_type_1379, view_591], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_backward_view_16:670
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_backward_view_16.run(buf671, buf683, primals_17, mul_4, div_38, buf690, buf695, 4096, 768, stream=stream0)
            del div_38
            del primals_17
            buf691 = reinterpret_tensor(buf679, (768, 32), (1, 768), 0); del buf679  # reuse
            buf693 = buf672; del buf672  # reuse
            # Topologically Sorted Source Nodes: [view_590, convert_element_type_1376, add_175, mul_415, sum_196, sum_197], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_17:671
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_17.run(buf671, buf683, mul_4, buf691, buf693, 24576, 128, stream=stream0)
            del mul_4
            buf692 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_590, convert_element_type_1376, add_175, mul_415, sum_196], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:672
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf691, buf692, 768, 32, stream=stream0)
            buf694 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_590, convert_element_type_1376, add_175, sum_197], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:673
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf693, buf694, 768, 32, stream=stream0)
            buf696 = buf683; del buf683  # reuse
            # Topologically Sorted Source Nodes: [mm_140], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:674
            extern_kernels.mm(buf695, permute_513, out=buf696)
            del permute_513
            buf697 = buf664; del buf664  # reuse
            # Topologically Sorted Source Nodes: [permute_514, permute_516], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:675
            extern_kernels.mm(reinterpret_tensor(buf695, (768, 4096), (1, 768), 0), view_16, out=buf697)
            del view_16
            buf698 = reinterpret_tensor(buf693, (1, 768, 32), (24576, 1, 768), 0); del buf693  # reuse
            # Topologically Sorted Source Nodes: [sum_198], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:676
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf695, buf698, 24576, 128, stream=stream0)
            buf699 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_198], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:677
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf698, buf699, 768, 32, stream=stream0)
            buf700 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1385], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:678
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf697, buf700, 589824, stream=stream0)
            buf703 = reinterpret_tensor(buf695, (384, 128, 64), (64, 24576, 1), 0); del buf695  # reuse
            # Topologically Sorted Source Nodes: [view_593, view_594, permute_517, convert_element_type_1387, clone_117, view_595, convert_element_type_1388], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18:679
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_18.run(buf696, buf703, 3145728, stream=stream0)
            buf705 = buf647; del buf647  # reuse
            # Topologically Sorted Source Nodes: [bmm_69], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:680
            extern_kernels.bmm(buf703, convert_element_type_1392, out=buf705)
            del convert_element_type_1392
            buf701 = reinterpret_tensor(bmm, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del bmm  # reuse
            buf702 = buf642; del buf642  # reuse
            buf707 = buf705; del buf705  # reuse
            # Topologically Sorted Source Nodes: [attention_mask_1, attn_output, permute_518, convert_element_type_1389, convert_element_type_1396, view_597, mul_416, sum_199, neg_12, fma_11, view_598, convert_element_type_1398], Original ATen: [aten.expand, aten.scalar_tensor, aten.where, aten.view, aten.add, aten._safe_softmax, aten.transpose, aten._to_copy, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__safe_softmax__softmax_backward_data__to_copy_add_expand_scalar_tensor_transpose_view_where_25:681
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax__softmax_backward_data__to_copy_add_expand_scalar_tensor_transpose_view_where_25.run(buf701, buf707, logical_not_1, ge, amax, sum_1, buf702, 49152, 128, stream=stream0)
            del amax
            del buf701
            del ge
            del logical_not_1
            del sum_1
            buf704 = reinterpret_tensor(buf696, (384, 128, 64), (8192, 64, 1), 0); del buf696  # reuse
            # Topologically Sorted Source Nodes: [view_593, view_594, permute_517, convert_element_type_1387, clone_117, view_595, attn_output, permute_518, convert_element_type_1388, convert_element_type_1389, bmm_68], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:682
            extern_kernels.bmm(buf702, buf703, out=buf704)
            del buf702
            buf708 = reinterpret_tensor(buf703, (384, 64, 128), (8192, 128, 1), 0); del buf703  # reuse
            # Topologically Sorted Source Nodes: [bmm_70], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:683
            extern_kernels.bmm(convert_element_type_1399, buf707, out=buf708)
            del convert_element_type_1399
            buf709 = reinterpret_tensor(buf657, (384, 128, 64), (8192, 64, 1), 0); del buf657  # reuse
            # Topologically Sorted Source Nodes: [bmm_71], Original ATen: [aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:684
            extern_kernels.bmm(buf707, convert_element_type_1402, out=buf709)
            del buf707
            del convert_element_type_1402
            buf710 = buf651; del buf651  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1397, view_596, convert_element_type_1408, permute_523, clone_118, view_601, view_602], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20:685
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_transpose_view_20.run(buf704, buf710, 3145728, stream=stream0)
            buf711 = reinterpret_tensor(buf704, (4096, 768), (768, 1), 0); del buf704  # reuse
            # Topologically Sorted Source Nodes: [mm_142], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:686
            extern_kernels.mm(buf710, permute_524, out=buf711)
            del permute_524
            buf712 = buf697; del buf697  # reuse
            # Topologically Sorted Source Nodes: [permute_525, permute_527], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:687
            extern_kernels.mm(reinterpret_tensor(buf710, (768, 4096), (1, 768), 0), view, out=buf712)
            buf713 = buf698; del buf698  # reuse
            # Topologically Sorted Source Nodes: [sum_200], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:688
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf710, buf713, 24576, 128, stream=stream0)
            buf714 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_200], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:689
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf713, buf714, 768, 32, stream=stream0)
            buf715 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1417], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:690
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf712, buf715, 589824, stream=stream0)
            buf716 = buf710; del buf710  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1407, view_599, mul_417, permute_522, convert_element_type_1409, permute_528, view_605, clone_119, view_606], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21:691
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_21.run(buf708, buf716, 4096, 768, stream=stream0)
            buf717 = reinterpret_tensor(buf708, (4096, 768), (768, 1), 0); del buf708  # reuse
            # Topologically Sorted Source Nodes: [mm_144], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:692
            extern_kernels.mm(buf716, permute_529, out=buf717)
            del permute_529
            buf718 = buf712; del buf712  # reuse
            # Topologically Sorted Source Nodes: [permute_530, permute_532], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:693
            extern_kernels.mm(reinterpret_tensor(buf716, (768, 4096), (1, 768), 0), view, out=buf718)
            buf719 = buf713; del buf713  # reuse
            # Topologically Sorted Source Nodes: [sum_201], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:694
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf716, buf719, 24576, 128, stream=stream0)
            buf720 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_201], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:695
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf719, buf720, 768, 32, stream=stream0)
            buf721 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1425], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:696
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf718, buf721, 589824, stream=stream0)
            buf722 = buf716; del buf716  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_1406, view_600, mul_418, convert_element_type_1410, permute_533, clone_120, view_609, view_610], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22:697
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_clone_mul_transpose_view_22.run(buf709, buf722, 3145728, stream=stream0)
            buf723 = reinterpret_tensor(buf709, (4096, 768), (768, 1), 0); del buf709  # reuse
            # Topologically Sorted Source Nodes: [mm_146], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:698
            extern_kernels.mm(buf722, permute_534, out=buf723)
            del permute_534
            buf724 = buf718; del buf718  # reuse
            # Topologically Sorted Source Nodes: [permute_535, permute_537], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:699
            extern_kernels.mm(reinterpret_tensor(buf722, (768, 4096), (1, 768), 0), view, out=buf724)
            del view
            buf725 = buf719; del buf719  # reuse
            # Topologically Sorted Source Nodes: [sum_202], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_7:700
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_7.run(buf722, buf725, 24576, 128, stream=stream0)
            del buf722
            buf726 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_202], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_8:701
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_8.run(buf725, buf726, 768, 32, stream=stream0)
            buf727 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_1433], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:702
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(buf724, buf727, 589824, stream=stream0)
            del buf724
            buf739 = empty_strided_cuda((2, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_14], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_26:703
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_26.run(buf739, 1536, stream=stream0)
            buf741 = empty_strided_cuda((30522, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_15], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_27:704
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_27.run(buf741, 23440896, stream=stream0)
            buf728 = buf671; del buf671  # reuse
            buf731 = buf728; del buf728  # reuse
            # Topologically Sorted Source Nodes: [masked_lm_loss, view_604, convert_element_type_1416, add_176, view_608, convert_element_type_1424, add_177, view_612, convert_element_type_1432, add_178, mul_420, mul_421, sum_203, mul_422, sum_204, mul_423, sub_117, sub_118, mul_424, token_type_ids, eq_13, unsqueeze_6, where_29, full_14, index_put_1, eq_14, unsqueeze_7, where_30, full_15, index_put_2], Original ATen: [aten.nll_loss_forward, aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward, aten.expand, aten.embedding_dense_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_add_embedding_dense_backward_expand_native_layer_norm_backward_nll_loss_forward_view_28:705
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_embedding_dense_backward_expand_native_layer_norm_backward_nll_loss_forward_view_28.run(buf731, buf690, buf711, buf717, buf723, primals_7, mul, div_39, gather, primals_1, buf739, buf741, 4096, 768, stream=stream0)
            del div_39
            del gather
            del primals_1
            del primals_7
            buf732 = reinterpret_tensor(buf725, (768, 32), (1, 768), 0); del buf725  # reuse
            buf734 = buf691; del buf691  # reuse
            # Topologically Sorted Source Nodes: [view_604, convert_element_type_1416, add_176, view_608, convert_element_type_1424, add_177, view_612, convert_element_type_1432, add_178, mul_425, sum_205, sum_206], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused__to_copy_add_native_layer_norm_backward_view_24:706
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_native_layer_norm_backward_view_24.run(buf690, buf711, buf717, buf723, mul, buf732, buf734, 24576, 128, stream=stream0)
            del buf690
            del buf711
            del buf717
            del buf723
            del mul
            buf733 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_604, convert_element_type_1416, add_176, view_608, convert_element_type_1424, add_177, view_612, convert_element_type_1432, add_178, mul_425, sum_205], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:707
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf732, buf733, 768, 32, stream=stream0)
            del buf732
            buf735 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_604, convert_element_type_1416, add_176, view_608, convert_element_type_1424, add_177, view_612, convert_element_type_1432, add_178, sum_206], Original ATen: [aten.view, aten._to_copy, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6:708
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_gelu_native_layer_norm_native_layer_norm_backward_view_6.run(buf734, buf735, 768, 32, stream=stream0)
            del buf734
            buf737 = empty_strided_cuda((512, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_13], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_29:709
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_29.run(buf737, 393216, stream=stream0)
            # Topologically Sorted Source Nodes: [masked_lm_loss, sum_207, position_ids, eq_12, unsqueeze_5, where_28, full_13, index_put], Original ATen: [aten.nll_loss_forward, aten.sum, aten.slice, aten.embedding_dense_backward]
            # [Provenance debug handles] triton_per_fused_embedding_dense_backward_nll_loss_forward_slice_sum_30:710
            stream0 = get_raw_stream(0)
            triton_per_fused_embedding_dense_backward_nll_loss_forward_slice_sum_30.run(buf731, primals_2, buf737, 98304, 32, stream=stream0)
            del buf731
            del primals_2
            buf743 = empty_strided_cuda((30522, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_521, add_179], Original ATen: [aten._to_copy, aten.add]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_31:711
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_31.run(buf5, buf741, buf743, 23440896, stream=stream0)
            del buf5
            del buf741
        return (None, None, None, buf743, buf739, buf737, buf733, buf735, buf727, reinterpret_tensor(buf726, (768, ), (1, ), 0), buf721, reinterpret_tensor(buf720, (768, ), (1, ), 0), buf715, reinterpret_tensor(buf714, (768, ), (1, ), 0), buf700, reinterpret_tensor(buf699, (768, ), (1, ), 0), buf692, buf694, buf687, reinterpret_tensor(buf686, (3072, ), (1, ), 0), buf681, reinterpret_tensor(buf680, (768, ), (1, ), 0), buf673, buf675, buf667, reinterpret_tensor(buf666, (768, ), (1, ), 0), buf661, reinterpret_tensor(buf660, (768, ), (1, ), 0), buf655, reinterpret_tensor(buf654, (768, ), (1, ), 0), buf641, reinterpret_tensor(buf640, (768, ), (1, ), 0), buf633, buf635, buf628, reinterpret_tensor(buf627, (3072, ), (1, ), 0), buf622, reinterpret_tensor(buf621, (768, ), (1, ), 0), buf614, buf616, buf608, reinterpret_tensor(buf607, (768, ), (1, ), 0), buf602, reinterpret_tensor(buf601, (768, ), (1, ), 0), buf596, reinterpret_tensor(buf595, (768, ), (1, ), 0), buf582, reinterpret_tensor(buf581, (768, ), (1, ), 0), buf574, buf576, buf569, reinterpret_tensor(buf568, (3072, ), (1, ), 0), buf563, reinterpret_tensor(buf562, (768, ), (1, ), 0), buf555, buf557, buf549, reinterpret_tensor(buf548, (768, ), (1, ), 0), buf543, reinterpret_tensor(buf542, (768, ), (1, ), 0), buf537, reinterpret_tensor(buf536, (768, ), (1, ), 0), buf523, reinterpret_tensor(buf522, (768, ), (1, ), 0), buf515, buf517, buf510, reinterpret_tensor(buf509, (3072, ), (1, ), 0), buf504, reinterpret_tensor(buf503, (768, ), (1, ), 0), buf496, buf498, buf490, reinterpret_tensor(buf489, (768, ), (1, ), 0), buf484, reinterpret_tensor(buf483, (768, ), (1, ), 0), buf478, reinterpret_tensor(buf477, (768, ), (1, ), 0), buf464, reinterpret_tensor(buf463, (768, ), (1, ), 0), buf456, buf458, buf451, reinterpret_tensor(buf450, (3072, ), (1, ), 0), buf445, reinterpret_tensor(buf444, (768, ), (1, ), 0), buf437, buf439, buf431, reinterpret_tensor(buf430, (768, ), (1, ), 0), buf425, reinterpret_tensor(buf424, (768, ), (1, ), 0), buf419, reinterpret_tensor(buf418, (768, ), (1, ), 0), buf405, reinterpret_tensor(buf404, (768, ), (1, ), 0), buf397, buf399, buf392, reinterpret_tensor(buf391, (3072, ), (1, ), 0), buf386, reinterpret_tensor(buf385, (768, ), (1, ), 0), buf378, buf380, buf372, reinterpret_tensor(buf371, (768, ), (1, ), 0), buf366, reinterpret_tensor(buf365, (768, ), (1, ), 0), buf360, reinterpret_tensor(buf359, (768, ), (1, ), 0), buf346, reinterpret_tensor(buf345, (768, ), (1, ), 0), buf338, buf340, buf333, reinterpret_tensor(buf332, (3072, ), (1, ), 0), buf327, reinterpret_tensor(buf326, (768, ), (1, ), 0), buf319, buf321, buf313, reinterpret_tensor(buf312, (768, ), (1, ), 0), buf307, reinterpret_tensor(buf306, (768, ), (1, ), 0), buf301, reinterpret_tensor(buf300, (768, ), (1, ), 0), buf287, reinterpret_tensor(buf286, (768, ), (1, ), 0), buf279, buf281, buf274, reinterpret_tensor(buf273, (3072, ), (1, ), 0), buf268, reinterpret_tensor(buf267, (768, ), (1, ), 0), buf260, buf262, buf254, reinterpret_tensor(buf253, (768, ), (1, ), 0), buf248, reinterpret_tensor(buf247, (768, ), (1, ), 0), buf242, reinterpret_tensor(buf241, (768, ), (1, ), 0), buf228, reinterpret_tensor(buf227, (768, ), (1, ), 0), buf220, buf222, buf215, reinterpret_tensor(buf214, (3072, ), (1, ), 0), buf209, reinterpret_tensor(buf208, (768, ), (1, ), 0), buf201, buf203, buf195, reinterpret_tensor(buf194, (768, ), (1, ), 0), buf189, reinterpret_tensor(buf188, (768, ), (1, ), 0), buf183, reinterpret_tensor(buf182, (768, ), (1, ), 0), buf169, reinterpret_tensor(buf168, (768, ), (1, ), 0), buf161, buf163, buf156, reinterpret_tensor(buf155, (3072, ), (1, ), 0), buf150, reinterpret_tensor(buf149, (768, ), (1, ), 0), buf142, buf144, buf136, reinterpret_tensor(buf135, (768, ), (1, ), 0), buf130, reinterpret_tensor(buf129, (768, ), (1, ), 0), buf124, reinterpret_tensor(buf123, (768, ), (1, ), 0), buf110, reinterpret_tensor(buf109, (768, ), (1, ), 0), buf102, buf104, buf97, reinterpret_tensor(buf96, (3072, ), (1, ), 0), buf91, reinterpret_tensor(buf90, (768, ), (1, ), 0), buf83, buf85, buf77, reinterpret_tensor(buf76, (768, ), (1, ), 0), buf71, reinterpret_tensor(buf70, (768, ), (1, ), 0), buf65, reinterpret_tensor(buf64, (768, ), (1, ), 0), buf51, reinterpret_tensor(buf50, (768, ), (1, ), 0), buf43, buf45, buf38, reinterpret_tensor(buf37, (3072, ), (1, ), 0), buf32, reinterpret_tensor(buf31, (768, ), (1, ), 0), buf24, buf26, buf19, reinterpret_tensor(buf18, (768, ), (1, ), 0), buf10, buf12, reinterpret_tensor(buf6, (30522, ), (1, ), 0), None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((32, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    primals_2 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    primals_7 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_33 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_39 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_49 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_55 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_65 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_71 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_81 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_87 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_97 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_103 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_113 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_119 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_129 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_135 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_145 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_151 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_161 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_167 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_177 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_183 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_193 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_199 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_203 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_206 = rand_strided((32, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    gather = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    mul = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    ge = rand_strided((1, 1, 128, 1), (128, 128, 1, 1), device='cuda:0', dtype=torch.bool)
    view = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    bmm = rand_strided((384, 128, 128), (16384, 128, 1), device='cuda:0', dtype=torch.float32)
    amax = rand_strided((32, 12, 128, 1), (1536, 128, 1, 1), device='cuda:0', dtype=torch.float32)
    sum_1 = rand_strided((32, 12, 128, 1), (1536, 128, 1, 1), device='cuda:0', dtype=torch.float32)
    logical_not_1 = rand_strided((32, 12, 128, 1), (1536, 128, 1, 1), device='cuda:0', dtype=torch.bool)
    view_16 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_4 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_18 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_4 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    view_20 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_9 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_22 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    where_3 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_38 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_13 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_40 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_10 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    view_42 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_18 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_44 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    where_5 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_60 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_22 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_62 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_16 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    view_64 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_27 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_66 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    where_7 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_82 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_31 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_84 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_22 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    view_86 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_36 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_88 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    where_9 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_104 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_40 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_106 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_28 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    view_108 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_45 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_110 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    where_11 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_126 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_49 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_128 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_34 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    view_130 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_54 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_132 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    where_13 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_148 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_58 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_150 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_40 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    view_152 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_63 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_154 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    where_15 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_170 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_67 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_172 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_46 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    view_174 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_72 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_176 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    where_17 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_192 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_76 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_194 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_52 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    view_196 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_81 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_198 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    where_19 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_214 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_85 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_216 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_58 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    view_218 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_90 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_220 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    where_21 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_236 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_94 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_238 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_64 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    view_240 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_99 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_242 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    where_23 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_258 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_103 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_260 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_70 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    view_262 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    mul_108 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_264 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_72 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_51 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_25 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    view_266 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_default = rand_strided((4096, 30528), (30528, 1), device='cuda:0', dtype=torch.bfloat16)
    amax_12 = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    log = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type_510 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    permute_134 = rand_strided((30522, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_138 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_15 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_142 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_146 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_16 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_150 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_567 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_574 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_577 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.bfloat16)
    permute_161 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_166 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_171 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_17 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_175 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_179 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_18 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_183 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_642 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_649 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_652 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.bfloat16)
    permute_194 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_199 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_204 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_19 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_208 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_212 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_20 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_216 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_717 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_724 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_727 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.bfloat16)
    permute_227 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_232 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_237 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_21 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_241 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_245 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_22 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_249 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_792 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_799 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_802 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.bfloat16)
    permute_260 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_265 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_270 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_23 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_274 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_278 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_24 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_282 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_867 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_874 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_877 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.bfloat16)
    permute_293 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_298 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_303 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_25 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_307 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_311 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_26 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_315 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_942 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_949 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_952 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.bfloat16)
    permute_326 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_331 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_336 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_27 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_340 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_344 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_28 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_348 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_1017 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_1024 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_1027 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.bfloat16)
    permute_359 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_364 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_369 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_29 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_373 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_377 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_30 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_381 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_1092 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_1099 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_1102 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.bfloat16)
    permute_392 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_397 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_402 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_31 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_406 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_410 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_32 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_414 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_1167 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_1174 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_1177 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.bfloat16)
    permute_425 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_430 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_435 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_33 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_439 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_443 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_34 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_447 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_1242 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_1249 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_1252 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.bfloat16)
    permute_458 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_463 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_468 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_35 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_472 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_476 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_36 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_480 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_1317 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_1324 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_1327 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.bfloat16)
    permute_491 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_496 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_501 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_37 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_505 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_509 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_38 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_513 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_1392 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_1399 = rand_strided((384, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_1402 = rand_strided((384, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.bfloat16)
    permute_524 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_529 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_534 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    div_39 = rand_strided((32, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_7, primals_17, primals_23, primals_33, primals_39, primals_49, primals_55, primals_65, primals_71, primals_81, primals_87, primals_97, primals_103, primals_113, primals_119, primals_129, primals_135, primals_145, primals_151, primals_161, primals_167, primals_177, primals_183, primals_193, primals_199, primals_203, primals_206, gather, mul, ge, view, bmm, amax, sum_1, logical_not_1, view_16, mul_4, view_18, addmm_4, view_20, mul_9, view_22, where_3, view_38, mul_13, view_40, addmm_10, view_42, mul_18, view_44, where_5, view_60, mul_22, view_62, addmm_16, view_64, mul_27, view_66, where_7, view_82, mul_31, view_84, addmm_22, view_86, mul_36, view_88, where_9, view_104, mul_40, view_106, addmm_28, view_108, mul_45, view_110, where_11, view_126, mul_49, view_128, addmm_34, view_130, mul_54, view_132, where_13, view_148, mul_58, view_150, addmm_40, view_152, mul_63, view_154, where_15, view_170, mul_67, view_172, addmm_46, view_174, mul_72, view_176, where_17, view_192, mul_76, view_194, addmm_52, view_196, mul_81, view_198, where_19, view_214, mul_85, view_216, addmm_58, view_218, mul_90, view_220, where_21, view_236, mul_94, view_238, addmm_64, view_240, mul_99, view_242, where_23, view_258, mul_103, view_260, addmm_70, view_262, mul_108, view_264, addmm_72, getitem_51, rsqrt_25, view_266, addmm_default, amax_12, log, convert_element_type_510, permute_134, permute_138, div_15, permute_142, permute_146, div_16, permute_150, convert_element_type_567, convert_element_type_574, convert_element_type_577, permute_161, permute_166, permute_171, div_17, permute_175, permute_179, div_18, permute_183, convert_element_type_642, convert_element_type_649, convert_element_type_652, permute_194, permute_199, permute_204, div_19, permute_208, permute_212, div_20, permute_216, convert_element_type_717, convert_element_type_724, convert_element_type_727, permute_227, permute_232, permute_237, div_21, permute_241, permute_245, div_22, permute_249, convert_element_type_792, convert_element_type_799, convert_element_type_802, permute_260, permute_265, permute_270, div_23, permute_274, permute_278, div_24, permute_282, convert_element_type_867, convert_element_type_874, convert_element_type_877, permute_293, permute_298, permute_303, div_25, permute_307, permute_311, div_26, permute_315, convert_element_type_942, convert_element_type_949, convert_element_type_952, permute_326, permute_331, permute_336, div_27, permute_340, permute_344, div_28, permute_348, convert_element_type_1017, convert_element_type_1024, convert_element_type_1027, permute_359, permute_364, permute_369, div_29, permute_373, permute_377, div_30, permute_381, convert_element_type_1092, convert_element_type_1099, convert_element_type_1102, permute_392, permute_397, permute_402, div_31, permute_406, permute_410, div_32, permute_414, convert_element_type_1167, convert_element_type_1174, convert_element_type_1177, permute_425, permute_430, permute_435, div_33, permute_439, permute_443, div_34, permute_447, convert_element_type_1242, convert_element_type_1249, convert_element_type_1252, permute_458, permute_463, permute_468, div_35, permute_472, permute_476, div_36, permute_480, convert_element_type_1317, convert_element_type_1324, convert_element_type_1327, permute_491, permute_496, permute_501, div_37, permute_505, permute_509, div_38, permute_513, convert_element_type_1392, convert_element_type_1399, convert_element_type_1402, permute_524, permute_529, permute_534, div_39, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
