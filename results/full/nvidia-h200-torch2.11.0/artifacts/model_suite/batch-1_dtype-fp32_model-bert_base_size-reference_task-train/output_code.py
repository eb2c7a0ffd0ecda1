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


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/jt/cjt54hibeu6iemm74lsmevyy32yx2vtr2wkz2arggyqonwbmx2mu.py
# Topologically Sorted Source Nodes: [position_ids, buffered_token_type_ids, buffered_token_type_ids_1, token_type_ids, inputs_embeds, token_type_embeddings, embeddings, position_embeddings, embeddings_1, embeddings_2, div_39], Original ATen: [aten.slice, aten.expand, aten.gather, aten.embedding, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   buffered_token_type_ids => expand
#   buffered_token_type_ids_1 => gather
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
#   %primals_2 : Tensor "i64[1, 512][512, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %primals_3 : Tensor "i64[1, 512][512, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %primals_1 : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %primals_4 : Tensor "f32[30522, 768][768, 1]cuda:0" = PlaceHolder[target=primals_4]
#   %expand_1 : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=expand_1]
#   %primals_5 : Tensor "f32[2, 768][768, 1]cuda:0" = PlaceHolder[target=primals_5]
#   %primals_6 : Tensor "f32[512, 768][768, 1]cuda:0" = PlaceHolder[target=primals_6]
#   %add_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_1]
#   %getitem_1 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf3 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=buf3]
#   %mul : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul]
#   %primals_7 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_7]
#   %primals_8 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_8]
#   %slice_1 : Tensor "i64[1, 128][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%primals_2, 1, 0, 128), kwargs = {})
#   %expand : Tensor "i64[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%primals_3, [1, -1]), kwargs = {})
#   %gather : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%expand, 1, %slice_1), kwargs = {})
#   %expand_1 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%gather, [1, 128]), kwargs = {})
#   %embedding : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_4, %primals_1, 0), kwargs = {})
#   %embedding_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_5, %expand_1), kwargs = {})
#   %add : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %embedding_2 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_6, %slice_1), kwargs = {})
#   %add_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add, %embedding_2), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_1, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_2 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-12), kwargs = {})
#   %rsqrt : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_2,), kwargs = {})
#   %sub : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_1, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %primals_7), kwargs = {})
#   %add_3 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %primals_8), kwargs = {})
#   %div_39 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt, 768), kwargs = {})
#   return %expand_1,%add_1,%getitem_1,%buf3,%mul,%add_3,%div_39
triton_per_fused_add_embedding_expand_gather_native_layer_norm_native_layer_norm_backward_slice_0 = async_compile.triton('triton_per_fused_add_embedding_expand_gather_native_layer_norm_native_layer_norm_backward_slice_0', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*i64', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_embedding_expand_gather_native_layer_norm_native_layer_norm_backward_slice_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5120, 'r0_': 1579008}, 'kernel_num_gb': 0.00198912, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_embedding_expand_gather_native_layer_norm_native_layer_norm_backward_slice_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, out_ptr3, out_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp46 = tl.load(in_ptr6 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp48 = tl.load(in_ptr7 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.full([1, 1], 512, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 512)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 512")
    tmp6 = tl.load(in_ptr1 + (tmp4), xmask, eviction_policy='evict_last')
    tmp8 = tl.full([1, 1], 30522, tl.int32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp7 < 0
    tmp11 = tl.where(tmp10, tmp9, tmp7)
    tl.device_assert(((0 <= tmp11) & (tmp11 < 30522)) | ~(xmask), "index out of bounds: 0 <= tmp11 < 30522")
    tmp13 = tl.load(in_ptr3 + (r0_1 + 768*tmp11), r0_mask & xmask, other=0.0)
    tmp14 = tl.full([1, 1], 2, tl.int32)
    tmp15 = tmp6 + tmp14
    tmp16 = tmp6 < 0
    tmp17 = tl.where(tmp16, tmp15, tmp6)
    tl.device_assert(((0 <= tmp17) & (tmp17 < 2)) | ~(xmask), "index out of bounds: 0 <= tmp17 < 2")
    tmp19 = tl.load(in_ptr4 + (r0_1 + 768*tmp17), r0_mask & xmask, other=0.0)
    tmp20 = tmp13 + tmp19
    tmp21 = tl.load(in_ptr5 + (r0_1 + 768*tmp4), r0_mask & xmask, other=0.0)
    tmp22 = tmp20 + tmp21
    tmp23 = tl.broadcast_to(tmp22, [XBLOCK, R0_BLOCK])
    tmp25 = tl.where(r0_mask & xmask, tmp23, 0)
    tmp26 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
    tmp28 = tl.where(r0_mask & xmask, tmp26, 0)
    tmp29 = tl.sum(tmp28, 1)[:, None].to(tl.float32)
    tmp30 = tl.full([1, 1], 768, tl.int32)
    tmp31 = tmp30.to(tl.float32)
    tmp32 = (tmp29 / tmp31)
    tmp33 = tmp23 - tmp32
    tmp34 = tmp33 * tmp33
    tmp35 = tl.broadcast_to(tmp34, [XBLOCK, R0_BLOCK])
    tmp37 = tl.where(r0_mask & xmask, tmp35, 0)
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
    tl.store(out_ptr0 + (x0), tmp6, xmask)
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp45, r0_mask & xmask)
    tl.store(out_ptr3 + (r0_1 + 768*x0), tmp49, r0_mask & xmask)
    tl.store(out_ptr4 + (x0), tmp51, xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    arg_3 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_4 = rand_strided((30522, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((2, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((512, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_10 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_11 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, arg_11, 128, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_embedding_expand_gather_native_layer_norm_native_layer_norm_backward_slice_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_embedding_expand_gather_native_layer_norm_native_layer_norm_backward_slice_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00198912
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/tt/cttnfhnzdp42ulds5f75rkk4erfmk2jfx2cdlrm372si7d37243q.py
# Topologically Sorted Source Nodes: [, linear, view, query_layer, attn_output, permute_520], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
# Source node to ATen node mapping:
#    => add_tensor_47
#   attn_output => mul_2, view_9
#   linear => view_1
#   permute_520 => permute_520
#   query_layer => permute_1
#   view => view_2
# Graph fragment:
#   %primals_10 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_10]
#   %mm_default_47 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_47]
#   %expand_3 : Tensor "f32[1, 12, 128, 64][98304, 8192, 64, 1]cuda:0" = PlaceHolder[target=expand_3]
#   %add_tensor_47 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_10, %mm_default_47), kwargs = {})
#   %view_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_47, [1, 128, 768]), kwargs = {})
#   %view_2 : Tensor "f32[1, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_1, [1, 128, -1, 64]), kwargs = {})
#   %permute_1 : Tensor "f32[1, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [0, 2, 1, 3]), kwargs = {})
#   %mul_2 : Tensor "f32[1, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%permute_1, 0.3535533905932738), kwargs = {})
#   %view_9 : Tensor "f32[12, 128, 64][64, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%expand_3, [12, 128, 64]), kwargs = {})
#   %permute_520 : Tensor "f32[12, 64, 128][64, 1, 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_9, [0, 2, 1]), kwargs = {})
#   return %expand_3,%permute_520
triton_poi_fused_addmm_mul_transpose_view_1 = async_compile.triton('triton_poi_fused_addmm_mul_transpose_view_1', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_mul_transpose_view_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1969152}, 'kernel_num_gb': 0.00118272, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_mul_transpose_view_1(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 98304
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x2 = xindex // 8192
    x1 = ((xindex // 64) % 128)
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x0 + 64*x2 + 768*x1), None)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.3535533905932738, tl.float32)
    tmp4 = tmp2 * tmp3
    tl.store(out_ptr0 + (x3), tmp4, None)
    tl.store(out_ptr1 + (x0 + 64*x2 + 768*x1), tmp4, None)


def get_args():
    arg_0 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 98304,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_addmm_mul_transpose_view_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_addmm_mul_transpose_view_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00118272
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/s5/cs57dhl4o27vh2b2pdkntppxy2vay6kir43a4qfh2np5v7rsqdpj.py
# Topologically Sorted Source Nodes: [, linear_1, view_1, key_layer, attn_output, permute_521], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
# Source node to ATen node mapping:
#    => add_tensor_46
#   attn_output => mul_3, permute_6, view_10
#   key_layer => permute_3
#   linear_1 => view_4
#   permute_521 => permute_521
#   view_1 => view_5
# Graph fragment:
#   %primals_12 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_12]
#   %mm_default_46 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_46]
#   %expand_4 : Tensor "f32[1, 12, 64, 128][98304, 8192, 128, 1]cuda:0" = PlaceHolder[target=expand_4]
#   %add_tensor_46 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_12, %mm_default_46), kwargs = {})
#   %view_4 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_46, [1, 128, 768]), kwargs = {})
#   %view_5 : Tensor "f32[1, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_4, [1, 128, -1, 64]), kwargs = {})
#   %permute_3 : Tensor "f32[1, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %permute_6 : Tensor "f32[1, 12, 64, 128][98304, 64, 1, 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%permute_3, [0, 1, 3, 2]), kwargs = {})
#   %mul_3 : Tensor "f32[1, 12, 64, 128][98304, 64, 1, 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%permute_6, 0.3535533905932738), kwargs = {})
#   %view_10 : Tensor "f32[12, 64, 128][64, 1, 768]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%expand_4, [12, 64, 128]), kwargs = {})
#   %permute_521 : Tensor "f32[12, 128, 64][64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_10, [0, 2, 1]), kwargs = {})
#   return %expand_4,%permute_521
triton_poi_fused_addmm_mul_transpose_view_2 = async_compile.triton('triton_poi_fused_addmm_mul_transpose_view_2', '''
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
    size_hints={'y': 2048, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_mul_transpose_view_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 786432, 'x': 1182720}, 'kernel_num_gb': 0.00118272, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_mul_transpose_view_2(in_ptr0, in_ptr1, out_ptr0, out_ptr1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 1536
    xnumel = 64
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y1 = yindex // 128
    y0 = (yindex % 128)
    tmp0 = tl.load(in_ptr0 + (x2 + 64*y1), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x2 + 64*y1 + 768*y0), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 0.3535533905932738, tl.float32)
    tmp4 = tmp2 * tmp3
    tl.store(out_ptr0 + (y0 + 128*x2 + 8192*y1), tmp4, xmask & ymask)
    tl.store(out_ptr1 + (x2 + 64*y1 + 768*y0), tmp4, xmask & ymask)


def get_args():
    arg_0 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 12, 64, 128), (98304, 8192, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((12, 128, 64), (64, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 1536, 64,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_addmm_mul_transpose_view_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_addmm_mul_transpose_view_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00118272
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/ve/cve5nicqud72lyvfo4oflwjm5lvmqzeqqdbrqtjpvoyzhenes2f2.py
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
#   %bmm : Tensor "f32[12, 128, 128][16384, 128, 1]cuda:0" = PlaceHolder[target=bmm]
#   %any_1 : Tensor "b8[1, 12, 128, 1][1536, 128, 1, 1536]cuda:0" = PlaceHolder[target=any_1]
#   %getitem_76 : Tensor "f32[1, 12, 128, 1][1536, 128, 1, 1536]cuda:0" = PlaceHolder[target=getitem_76]
#   %getitem_77 : Tensor "f32[1, 12, 128, 1][1536, 128, 1, 1536]cuda:0" = PlaceHolder[target=getitem_77]
#   %iota_2 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_4 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_2, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_4, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 3), kwargs = {})
#   %ge : Tensor "b8[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%unsqueeze_2, 0), kwargs = {})
#   %expand_2 : Tensor "b8[1, 1, 128, 128][128, 128, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%ge, [1, -1, 128, 128]), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.where.self](args = (%expand_2, %full_default_1, %full_default), kwargs = {})
#   %view_11 : Tensor "f32[1, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm, [1, 12, 128, 128]), kwargs = {})
#   %add_6 : Tensor "f32[1, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_11, %where), kwargs = {})
#   %prepare_softmax_online_default_12 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%add_6, -1), kwargs = {})
#   %sub_tensor_12 : Tensor "f32[1, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_6, %getitem_76), kwargs = {})
#   %exp_default_12 : Tensor "f32[1, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_12,), kwargs = {})
#   %div : Tensor "f32[1, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_12, %getitem_77), kwargs = {})
#   %eq : Tensor "b8[1, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%add_6, -inf), kwargs = {})
#   %logical_not : Tensor "b8[1, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%eq,), kwargs = {})
#   %any_1 : Tensor "b8[1, 12, 128, 1][1536, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.any.dim](args = (%logical_not, -1, True), kwargs = {})
#   %logical_not_1 : Tensor "b8[1, 12, 128, 1][1536, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%any_1,), kwargs = {})
#   %full_default_2 : Tensor "f32[1, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.full.default](args = ([1, 12, 128, 128], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[1, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%logical_not_1, %full_default_2, %div), kwargs = {})
#   return %getitem_76,%getitem_77,%any_1,%expand_5
triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3 = async_compile.triton('triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3', '''
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
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 5, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 2359296}, 'kernel_num_gb': 0.001572864, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3(in_out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1536
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_out_ptr0 + (r0_2 + 128*x3), xmask, other=0.0)
    tmp1 = x0
    tmp2 = tl.full([1, 1], 0, tl.int64)
    tmp3 = tmp1 >= tmp2
    tmp4 = tl.full([1, 1], 0.0, tl.float32)
    tmp5 = tl.full([1, 1], float("-inf"), tl.float32)
    tmp6 = tl.where(tmp3, tmp4, tmp5)
    tmp7 = tmp0 + tmp6
    tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp10 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(xmask, tmp10, float("-inf"))
    tmp13 = triton_helpers.max2(tmp12, 1)[:, None].to(tl.float32)
    tmp14 = tmp8 - tmp13
    tmp15 = libdevice.exp(tmp14)
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tmp7 == tmp5
    tmp21 = tmp20 == 0
    tmp22 = tmp21.to(tl.int64)
    tmp23 = (tmp22 != 0)
    tmp24 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
    tmp26 = tl.where(xmask, tmp24, False)
    tmp27 = triton_helpers.any(tmp26, 1)[:, None].to(tl.int1)
    tmp28 = tmp27 == 0
    tmp29 = tmp7 - tmp13
    tmp30 = libdevice.exp(tmp29)
    tmp31 = (tmp30 / tmp19)
    tmp32 = tl.where(tmp28, tmp4, tmp31)
    tl.store(in_out_ptr0 + (r0_2 + 128*x3), tmp32, xmask)


def get_args():
    arg_0 = rand_strided((1, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, 1536, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001572864
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/t6/ct6k4zocqgfyebquggdjofghxf7dbfutqryeqpgsrvn5phb3tve3.py
# Topologically Sorted Source Nodes: [attn_output, transpose_3, attn_output_1], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   attn_output => view_14
#   attn_output_1 => clone_1
#   transpose_3 => permute_7
# Graph fragment:
#   %bmm_1 : Tensor "f32[12, 128, 64][8192, 64, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %view_14 : Tensor "f32[1, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_1, [1, 12, 128, 64]), kwargs = {})
#   %permute_7 : Tensor "f32[1, 128, 12, 64][98304, 64, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_14, [0, 2, 1, 3]), kwargs = {})
#   %clone_1 : Tensor "f32[1, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_7,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_1
triton_poi_fused_clone_transpose_view_4 = async_compile.triton('triton_poi_fused_clone_transpose_view_4', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1179648}, 'kernel_num_gb': 0.000786432, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 98304
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 12)
    x2 = xindex // 768
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2 + 8192*x1), None)
    tl.store(out_ptr0 + (x3), tmp0, None)


def get_args():
    arg_0 = rand_strided((12, 128, 64), (8192, 64, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 128, 12, 64), (98304, 768, 64, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 98304,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_clone_transpose_view_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_clone_transpose_view_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000786432
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/ia/ciadgrxbvyh7lnsvbzr2mfchiynyauwb4srakt726oxv6i4dplbd.py
# Topologically Sorted Source Nodes: [, hidden_states, add_4, hidden_states_2, div_38], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#    => add_tensor_45
#   add_4 => add_7
#   div_38 => div_38
#   hidden_states => view_17
#   hidden_states_2 => add_8, add_9, mul_4, mul_5, rsqrt_1, sub_2, var_mean_1
# Graph fragment:
#   %primals_16 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_16]
#   %mm_default_45 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_45]
#   %add_3 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_3]
#   %getitem_3 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=getitem_3]
#   %buf21 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=buf21]
#   %mul_4 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_4]
#   %primals_17 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_17]
#   %primals_18 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_18]
#   %add_tensor_45 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_16, %mm_default_45), kwargs = {})
#   %view_17 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_45, [1, 128, 768]), kwargs = {})
#   %add_7 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_17, %add_3), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_7, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_8 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_2, 1e-12), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %sub_2 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_7, %getitem_3), kwargs = {})
#   %mul_4 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_1), kwargs = {})
#   %mul_5 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %primals_17), kwargs = {})
#   %add_9 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_5, %primals_18), kwargs = {})
#   %div_38 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_1, 768), kwargs = {})
#   return %getitem_3,%buf21,%mul_4,%add_9,%div_38
triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 2368512}, 'kernel_num_gb': 0.001582592, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp28 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp30 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
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
    tmp24 = tl.full([1, 1], 1e-12, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp21 * tmp26
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tmp32 = tl.full([1, 1], 0.0013020833333333333, tl.float32)
    tmp33 = tmp26 * tmp32
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp27, r0_mask & xmask)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp31, r0_mask & xmask)
    tl.store(out_ptr3 + (x0), tmp33, xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 128, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001582592
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/rp/crp3jyjckbypa4cesbeyouhfybieqrw24bbwwuct7syvok74cf34.py
# Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   hidden_states_3 => view_19
#   hidden_states_4 => add_10, erf, mul_6, mul_7, mul_8
# Graph fragment:
#   %addmm_4 : Tensor "f32[128, 3072][3072, 1]cuda:0" = PlaceHolder[target=addmm_4]
#   %view_19 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_4, [1, 128, 3072]), kwargs = {})
#   %mul_6 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_19, 0.5), kwargs = {})
#   %mul_7 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_19, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_7,), kwargs = {})
#   %add_10 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_8 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_6, %add_10), kwargs = {})
#   return %mul_8
triton_poi_fused_gelu_view_6 = async_compile.triton('triton_poi_fused_gelu_view_6', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4718592}, 'kernel_num_gb': 0.003145728, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 393216
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
    arg_0 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 128, 3072), (393216, 3072, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 393216,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_6.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_gelu_view_6.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.003145728
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/zm/czmgwgido7fg7oyuwu6j6x7vomgnkoxltkhdhbe4q2tyzri33djy.py
# Topologically Sorted Source Nodes: [hidden_states_96, hidden_states_97, hidden_states_98], Original ATen: [aten.view, aten.gelu, aten.native_layer_norm]
# Source node to ATen node mapping:
#   hidden_states_96 => view_265
#   hidden_states_97 => add_102, erf_12, mul_110, mul_111, mul_112
#   hidden_states_98 => add_103, add_104, mul_113, mul_114, rsqrt_25, sub_37, var_mean_25
# Graph fragment:
#   %addmm_72 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_72]
#   %buf321 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=buf321]
#   %getitem_51 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=getitem_51]
#   %rsqrt_25 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_25]
#   %primals_203 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_203]
#   %primals_204 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_204]
#   %view_265 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_72, [1, 128, 768]), kwargs = {})
#   %mul_110 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_265, 0.5), kwargs = {})
#   %mul_111 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_265, 0.7071067811865476), kwargs = {})
#   %erf_12 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_111,), kwargs = {})
#   %add_102 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_12, 1), kwargs = {})
#   %mul_112 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_110, %add_102), kwargs = {})
#   %var_mean_25 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%mul_112, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_103 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_50, 1e-12), kwargs = {})
#   %rsqrt_25 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_103,), kwargs = {})
#   %sub_37 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_112, %getitem_51), kwargs = {})
#   %mul_113 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_37, %rsqrt_25), kwargs = {})
#   %mul_114 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_113, %primals_203), kwargs = {})
#   %add_104 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_114, %primals_204), kwargs = {})
#   return %getitem_51,%buf321,%rsqrt_25,%add_104
triton_per_fused_gelu_native_layer_norm_view_7 = async_compile.triton('triton_per_fused_gelu_native_layer_norm_view_7', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_gelu_native_layer_norm_view_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 1185792}, 'kernel_num_gb': 0.000794112, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_gelu_native_layer_norm_view_7(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tl.store(in_out_ptr0 + (x0), tmp29, xmask)
    tl.store(out_ptr1 + (r0_1 + 768*x0), tmp35, r0_mask & xmask)
    tl.store(out_ptr0 + (x0), tmp18, xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 128, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_gelu_native_layer_norm_view_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_gelu_native_layer_norm_view_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000794112
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/ce/ccek6uzvrw7vyqwdye5zpat63jz3an65p7ini2ybkyxossp7xxzj.py
# Topologically Sorted Source Nodes: [], Original ATen: [prims.prepare_softmax_online]
# Source node to ATen node mapping:
#    => prepare_softmax_online_default
# Graph fragment:
#   %addmm_73 : Tensor "f32[128, 30522][30528, 1]cuda:0" = PlaceHolder[target=addmm_73]
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%addmm_73, 1), kwargs = {})
#   return %buf326
triton_red_fused_prepare_softmax_online_8 = async_compile.triton('triton_red_fused_prepare_softmax_online_8', '''
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
    size_hints={'x': 512, 'r0_': 8192},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_prepare_softmax_online_8', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 15627264}, 'kernel_num_gb': 0.015629312, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_prepare_softmax_online_8(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 7631
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 4)
    x1 = xindex // 4
    _tmp5 = tl.full([XBLOCK, R0_BLOCK], float("-inf"), tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = r0_2 + 7631*x0
        tmp1 = tl.full([1, 1], 30522, tl.int32)
        tmp2 = tmp0 < tmp1
        tmp3 = tl.load(in_ptr0 + (r0_2 + 7631*x0 + 30528*x1), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=float("-inf"))
        tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
        tmp6 = triton_helpers.maximum(_tmp5, tmp4)
        _tmp5 = tl.where(r0_mask & xmask, tmp6, _tmp5)
    tmp5 = triton_helpers.max2(_tmp5, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp5, xmask)


def get_args():
    arg_0 = rand_strided((128, 30522), (30528, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128, 1, 4), (4, 512, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 512, 7631,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_prepare_softmax_online_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_prepare_softmax_online_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.015629312
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/oj/cojpq5fdcohmtjep4wjutbzr2hgjry3tvyihaznlf64d6yfzcwnr.py
# Topologically Sorted Source Nodes: [], Original ATen: [prims.prepare_softmax_online]
# Source node to ATen node mapping:
#    => prepare_softmax_online_default
# Graph fragment:
#   %buf326 : Tensor "f32[128, 1, 4][4, 512, 1]cuda:0" = PlaceHolder[target=buf326]
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%addmm_73, 1), kwargs = {})
#   return %buf327
triton_per_fused_prepare_softmax_online_9 = async_compile.triton('triton_per_fused_prepare_softmax_online_9', '''
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
    size_hints={'x': 128, 'r0_': 4},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_prepare_softmax_online_9', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 1024}, 'kernel_num_gb': 2.56e-06, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_prepare_softmax_online_9(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 4
    R0_BLOCK: tl.constexpr = 4
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 4*x0), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, float("-inf"))
    tmp4 = triton_helpers.max2(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((128, 1, 4), (4, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128, 1), (1, 128), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 128, 4,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_prepare_softmax_online_9.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_prepare_softmax_online_9.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 2.56e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/2k/c2k3wufgf6t7tchqw3nqgdhmlq43j5fu7pqtsvnldq5a2657drb6.py
# Topologically Sorted Source Nodes: [], Original ATen: [prims.prepare_softmax_online]
# Source node to ATen node mapping:
#    => prepare_softmax_online_default
# Graph fragment:
#   %addmm_73 : Tensor "f32[128, 30522][30528, 1]cuda:0" = PlaceHolder[target=addmm_73]
#   %buf327 : Tensor "f32[128, 1][1, 128]cuda:0" = PlaceHolder[target=buf327]
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%addmm_73, 1), kwargs = {})
#   return %buf328
triton_red_fused_prepare_softmax_online_10 = async_compile.triton('triton_red_fused_prepare_softmax_online_10', '''
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
    size_hints={'x': 512, 'r0_': 8192},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_prepare_softmax_online_10', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 15627264}, 'kernel_num_gb': 0.015629824, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_prepare_softmax_online_10(in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 7631
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 4)
    x1 = xindex // 4
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = r0_2 + 7631*x0
        tmp1 = tl.full([1, 1], 30522, tl.int32)
        tmp2 = tmp0 < tmp1
        tmp3 = tl.load(in_ptr0 + (r0_2 + 7631*x0 + 30528*x1), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr1 + (tl.broadcast_to(x1, [XBLOCK, R0_BLOCK])), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0)
        tmp5 = tmp3 - tmp4
        tmp6 = libdevice.exp(tmp5)
        tmp7 = tl.full(tmp6.shape, 0, tmp6.dtype)
        tmp8 = tl.where(tmp2, tmp6, tmp7)
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask & xmask, tmp11, _tmp10)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp10, xmask)


def get_args():
    arg_0 = rand_strided((128, 30522), (30528, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128, 1), (1, 128), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((128, 1, 4), (4, 512, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 512, 7631,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_prepare_softmax_online_10.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_prepare_softmax_online_10.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.015629824
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/yi/cyijotcvjwecsyvbbafe5yio5dd26ffdsf7jwp4vl67jhancnw55.py
# Topologically Sorted Source Nodes: [, masked_lm_loss], Original ATen: [prims.prepare_softmax_online, aten._log_softmax]
# Source node to ATen node mapping:
#    => prepare_softmax_online_default
#   masked_lm_loss => log
# Graph fragment:
#   %buf328 : Tensor "f32[128, 1, 4][4, 512, 1]cuda:0" = PlaceHolder[target=buf328]
#   %getitem_53 : Tensor "f32[128, 1][1, 128]cuda:0" = PlaceHolder[target=getitem_53]
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%addmm_73, 1), kwargs = {})
#   %log : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.log.default](args = (%getitem_53,), kwargs = {})
#   return %getitem_53,%log
triton_per_fused__log_softmax_prepare_softmax_online_11 = async_compile.triton('triton_per_fused__log_softmax_prepare_softmax_online_11', '''
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
    size_hints={'x': 128, 'r0_': 4},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__log_softmax_prepare_softmax_online_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 1024}, 'kernel_num_gb': 3.072e-06, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__log_softmax_prepare_softmax_online_11(in_out_ptr0, in_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 4
    R0_BLOCK: tl.constexpr = 4
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 4*x0), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp5 = tl_math.log(tmp4)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp5, xmask)


def get_args():
    arg_0 = rand_strided((128, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128, 1, 4), (4, 512, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 128, 4,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__log_softmax_prepare_softmax_online_11.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__log_softmax_prepare_softmax_online_11.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 3.072e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/th/cthbqmmgthxyhlqogznx7rc7r4s3kqizw37t7t5n34tqjdfawx6e.py
# Topologically Sorted Source Nodes: [attn_output, view_37, , masked_lm_loss], Original ATen: [aten.scalar_tensor, aten.view, prims.prepare_softmax_online, aten.sub, aten._log_softmax, aten.nll_loss_forward]
# Source node to ATen node mapping:
#    => getitem_52, sub_tensor
#   attn_output => full_default_1
#   masked_lm_loss => convert_element_type, div_12, full_default_36, gather_1, ne, neg, squeeze, sub_39, sum_14, sum_15, unsqueeze_3, where_24, where_25
#   view_37 => view_269
# Graph fragment:
#   %primals_206 : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=primals_206]
#   %addmm_73 : Tensor "f32[128, 30522][30528, 1]cuda:0" = PlaceHolder[target=addmm_73]
#   %buf327 : Tensor "f32[128, 1][1, 128]cuda:0" = PlaceHolder[target=buf327]
#   %log : Tensor "f32[128, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %sum_14 : Tensor "i64[][]cuda:0" = PlaceHolder[target=sum_14]
#   %sum_15 : Tensor "f32[][]cuda:0" = PlaceHolder[target=sum_15]
#   %convert_element_type : Tensor "f32[][]cuda:0" = PlaceHolder[target=convert_element_type]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_269 : Tensor "i64[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_206, [-1]), kwargs = {})
#   %getitem_52 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=2] = call_function[target=operator.getitem](args = (%prepare_softmax_online_default, 0), kwargs = {})
#   %sub_tensor : Tensor "f32[128, 30522][30522, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%addmm_73, %getitem_52), kwargs = {})
#   %sub_39 : Tensor "f32[128, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_tensor, %log), kwargs = {})
#   %ne : Tensor "b8[128][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.ne.Scalar](args = (%view_269, -100), kwargs = {})
#   %full_default_36 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_24 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %view_269, %full_default_36), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%where_24, 1), kwargs = {})
#   %gather_1 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%sub_39, 1, %unsqueeze_3), kwargs = {})
#   %squeeze : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%gather_1, 1), kwargs = {})
#   %neg : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%squeeze,), kwargs = {})
#   %where_25 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %neg, %full_default_1), kwargs = {})
#   %sum_14 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%ne,), kwargs = {})
#   %convert_element_type : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_14, torch.float32), kwargs = {})
#   %sum_15 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%where_25,), kwargs = {})
#   %div_12 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_15, %convert_element_type), kwargs = {})
#   return %sum_14,%sum_15,%convert_element_type,%div_12
triton_per_fused__log_softmax_nll_loss_forward_prepare_softmax_online_scalar_tensor_sub_view_12 = async_compile.triton('triton_per_fused__log_softmax_nll_loss_forward_prepare_softmax_online_scalar_tensor_sub_view_12', '''
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
    size_hints={'x': 1, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__log_softmax_nll_loss_forward_prepare_softmax_online_scalar_tensor_sub_view_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 2048}, 'kernel_num_gb': 2.572e-06, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__log_softmax_nll_loss_forward_prepare_softmax_online_scalar_tensor_sub_view_12(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_0), None)
    tmp15 = tl.load(in_ptr2 + (r0_0), None)
    tmp17 = tl.load(in_ptr3 + (r0_0), None)
    tmp1 = tl.full([1, 1], -100, tl.int64)
    tmp2 = tmp0 != tmp1
    tmp3 = tmp2.to(tl.int64)
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.sum(tmp4, 1)[:, None].to(tl.int64)
    tmp7 = tl.full([1, 1], 0, tl.int64)
    tmp8 = tl.where(tmp2, tmp0, tmp7)
    tmp9 = tl.full([1, 1], 30522, tl.int32)
    tmp10 = tmp8 + tmp9
    tmp11 = tmp8 < 0
    tmp12 = tl.where(tmp11, tmp10, tmp8)
    tl.device_assert((0 <= tmp12) & (tmp12 < 30522), "index out of bounds: 0 <= tmp12 < 30522")
    tmp14 = tl.load(in_ptr1 + (tmp12 + 30528*r0_0), None, eviction_policy='evict_last')
    tmp16 = tmp14 - tmp15
    tmp18 = tmp16 - tmp17
    tmp19 = -tmp18
    tmp20 = tl.full([1, 1], 0.0, tl.float32)
    tmp21 = tl.where(tmp2, tmp19, tmp20)
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.sum(tmp22, 1)[:, None].to(tl.float32)
    tmp25 = tmp6.to(tl.float32)
    tmp26 = (tmp24 / tmp25)
    tl.store(out_ptr1 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp25, None)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp26, None)


def get_args():
    arg_0 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((128, 30522), (30528, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((128, 1), (1, 128), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((128, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 1, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__log_softmax_nll_loss_forward_prepare_softmax_online_scalar_tensor_sub_view_12.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__log_softmax_nll_loss_forward_prepare_softmax_online_scalar_tensor_sub_view_12.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 2.572e-06
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
        assert_size_stride(primals_1, (1, 128), (128, 1))
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
        assert_size_stride(primals_206, (1, 128), (128, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((1, 128), (128, 1), torch.int64)
            buf1 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf5 = buf1; del buf1  # reuse
            buf6 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf382 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [position_ids, buffered_token_type_ids, buffered_token_type_ids_1, token_type_ids, inputs_embeds, token_type_embeddings, embeddings, position_embeddings, embeddings_1, embeddings_2, div_39], Original ATen: [aten.slice, aten.expand, aten.gather, aten.embedding, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_embedding_expand_gather_native_layer_norm_native_layer_norm_backward_slice_0:1
            stream0 = get_raw_stream(0)
            triton_per_fused_add_embedding_expand_gather_native_layer_norm_native_layer_norm_backward_slice_0.run(buf5, primals_2, primals_3, primals_1, primals_4, primals_5, primals_6, primals_7, primals_8, buf0, buf6, buf382, 128, 768, stream=stream0)
            del primals_3
            del primals_5
            del primals_6
            del primals_8
            buf7 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [embeddings_2, linear, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:2
            extern_kernels.mm(reinterpret_tensor(buf6, (128, 768), (768, 1), 0), reinterpret_tensor(primals_9, (768, 768), (1, 768), 0), out=buf7)
            buf8 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [embeddings_2, linear, linear_1, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:3
            extern_kernels.mm(reinterpret_tensor(buf6, (128, 768), (768, 1), 0), reinterpret_tensor(primals_11, (768, 768), (1, 768), 0), out=buf8)
            buf9 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [embeddings_2, linear, linear_2], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:4
            extern_kernels.addmm(primals_14, reinterpret_tensor(buf6, (128, 768), (768, 1), 0), reinterpret_tensor(primals_13, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf9)
            del primals_14
            buf10 = empty_strided_cuda((1, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf380 = empty_strided_cuda((12, 64, 128), (64, 1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [, linear, view, query_layer, attn_output, permute_520], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_1:5
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_1.run(primals_10, buf7, buf10, buf380, 98304, stream=stream0)
            del primals_10
            buf11 = reinterpret_tensor(buf7, (1, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf7  # reuse
            buf381 = empty_strided_cuda((12, 128, 64), (64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_1, view_1, key_layer, attn_output, permute_521], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_2:6
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_2.run(primals_12, buf8, buf11, buf381, 1536, 64, stream=stream0)
            del buf8
            del primals_12
            buf12 = empty_strided_cuda((12, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear, view, query_layer, linear_1, view_1, key_layer, attn_output], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:7
            extern_kernels.bmm(reinterpret_tensor(buf10, (12, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf11, (12, 64, 128), (8192, 128, 1), 0), out=buf12)
            del buf10
            del buf11
            buf16 = reinterpret_tensor(buf12, (1, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf12  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp, aten._safe_softmax]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3:8
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3.run(buf16, 1536, 128, stream=stream0)
            buf17 = empty_strided_cuda((12, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2, view_2, value_layer, attn_output], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:9
            extern_kernels.bmm(reinterpret_tensor(buf16, (12, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf9, (12, 128, 64), (64, 768, 1), 0), out=buf17)
            buf18 = empty_strided_cuda((1, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output, transpose_3, attn_output_1], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_4:10
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_4.run(buf17, buf18, 98304, stream=stream0)
            buf19 = reinterpret_tensor(buf17, (128, 768), (768, 1), 0); del buf17  # reuse
            # Topologically Sorted Source Nodes: [attn_output, transpose_3, attn_output_1, reshape, hidden_states, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:11
            extern_kernels.mm(reinterpret_tensor(buf18, (128, 768), (768, 1), 0), reinterpret_tensor(primals_15, (768, 768), (1, 768), 0), out=buf19)
            buf23 = reinterpret_tensor(buf19, (1, 128, 768), (98304, 768, 1), 0); del buf19  # reuse
            buf24 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf379 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states, add_4, hidden_states_2, div_38], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:12
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf23, primals_16, buf6, primals_17, primals_18, buf24, buf379, 128, 768, stream=stream0)
            del primals_16
            del primals_18
            buf25 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_2, hidden_states_3], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:13
            extern_kernels.addmm(primals_20, reinterpret_tensor(buf24, (128, 768), (768, 1), 0), reinterpret_tensor(primals_19, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf25)
            del primals_20
            buf26 = empty_strided_cuda((1, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_6:14
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_6.run(buf25, buf26, 393216, stream=stream0)
            buf27 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4, hidden_states_5, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:15
            extern_kernels.mm(reinterpret_tensor(buf26, (128, 3072), (3072, 1), 0), reinterpret_tensor(primals_21, (3072, 768), (1, 3072), 0), out=buf27)
            buf31 = reinterpret_tensor(buf27, (1, 128, 768), (98304, 768, 1), 0); del buf27  # reuse
            buf32 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf378 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_5, add_5, hidden_states_7, div_37], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:16
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf31, primals_22, buf24, primals_23, primals_24, buf32, buf378, 128, 768, stream=stream0)
            del primals_22
            del primals_24
            buf33 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_7, linear_6, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:17
            extern_kernels.mm(reinterpret_tensor(buf32, (128, 768), (768, 1), 0), reinterpret_tensor(primals_25, (768, 768), (1, 768), 0), out=buf33)
            buf34 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_7, linear_6, linear_7, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:18
            extern_kernels.mm(reinterpret_tensor(buf32, (128, 768), (768, 1), 0), reinterpret_tensor(primals_27, (768, 768), (1, 768), 0), out=buf34)
            buf35 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_7, linear_6, linear_8], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:19
            extern_kernels.addmm(primals_30, reinterpret_tensor(buf32, (128, 768), (768, 1), 0), reinterpret_tensor(primals_29, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf35)
            del primals_30
            buf36 = empty_strided_cuda((1, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf376 = empty_strided_cuda((12, 64, 128), (64, 1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_6, view_3, query_layer_1, attn_output_3, permute_487], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_1:20
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_1.run(primals_26, buf33, buf36, buf376, 98304, stream=stream0)
            del primals_26
            buf37 = reinterpret_tensor(buf33, (1, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf33  # reuse
            buf377 = empty_strided_cuda((12, 128, 64), (64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_7, view_4, key_layer_1, attn_output_3, permute_488], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_2:21
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_2.run(primals_28, buf34, buf37, buf377, 1536, 64, stream=stream0)
            del buf34
            del primals_28
            buf38 = empty_strided_cuda((12, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_6, view_3, query_layer_1, linear_7, view_4, key_layer_1, attn_output_3], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:22
            extern_kernels.bmm(reinterpret_tensor(buf36, (12, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf37, (12, 64, 128), (8192, 128, 1), 0), out=buf38)
            del buf36
            del buf37
            buf42 = reinterpret_tensor(buf38, (1, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf38  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, attn_output_3, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3:23
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3.run(buf42, 1536, 128, stream=stream0)
            buf43 = empty_strided_cuda((12, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_8, view_5, value_layer_1, attn_output_3], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:24
            extern_kernels.bmm(reinterpret_tensor(buf42, (12, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf35, (12, 128, 64), (64, 768, 1), 0), out=buf43)
            buf44 = empty_strided_cuda((1, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_3, transpose_7, attn_output_4], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_4:25
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_4.run(buf43, buf44, 98304, stream=stream0)
            buf45 = reinterpret_tensor(buf43, (128, 768), (768, 1), 0); del buf43  # reuse
            # Topologically Sorted Source Nodes: [attn_output_3, transpose_7, attn_output_4, reshape_1, hidden_states_8, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:26
            extern_kernels.mm(reinterpret_tensor(buf44, (128, 768), (768, 1), 0), reinterpret_tensor(primals_31, (768, 768), (1, 768), 0), out=buf45)
            buf49 = reinterpret_tensor(buf45, (1, 128, 768), (98304, 768, 1), 0); del buf45  # reuse
            buf50 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf375 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_8, add_6, hidden_states_10, div_36], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:27
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf49, primals_32, buf32, primals_33, primals_34, buf50, buf375, 128, 768, stream=stream0)
            del primals_32
            del primals_34
            buf51 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_10, hidden_states_11], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:28
            extern_kernels.addmm(primals_36, reinterpret_tensor(buf50, (128, 768), (768, 1), 0), reinterpret_tensor(primals_35, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf51)
            del primals_36
            buf52 = empty_strided_cuda((1, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_6:29
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_6.run(buf51, buf52, 393216, stream=stream0)
            buf53 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12, hidden_states_13, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:30
            extern_kernels.mm(reinterpret_tensor(buf52, (128, 3072), (3072, 1), 0), reinterpret_tensor(primals_37, (3072, 768), (1, 3072), 0), out=buf53)
            buf57 = reinterpret_tensor(buf53, (1, 128, 768), (98304, 768, 1), 0); del buf53  # reuse
            buf58 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf374 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_13, add_7, hidden_states_15, div_35], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:31
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf57, primals_38, buf50, primals_39, primals_40, buf58, buf374, 128, 768, stream=stream0)
            del primals_38
            del primals_40
            buf59 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_15, linear_12, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:32
            extern_kernels.mm(reinterpret_tensor(buf58, (128, 768), (768, 1), 0), reinterpret_tensor(primals_41, (768, 768), (1, 768), 0), out=buf59)
            buf60 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_15, linear_12, linear_13, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:33
            extern_kernels.mm(reinterpret_tensor(buf58, (128, 768), (768, 1), 0), reinterpret_tensor(primals_43, (768, 768), (1, 768), 0), out=buf60)
            buf61 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_15, linear_12, linear_14], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:34
            extern_kernels.addmm(primals_46, reinterpret_tensor(buf58, (128, 768), (768, 1), 0), reinterpret_tensor(primals_45, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf61)
            del primals_46
            buf62 = empty_strided_cuda((1, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf372 = empty_strided_cuda((12, 64, 128), (64, 1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_12, view_6, query_layer_2, attn_output_6, permute_454], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_1:35
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_1.run(primals_42, buf59, buf62, buf372, 98304, stream=stream0)
            del primals_42
            buf63 = reinterpret_tensor(buf59, (1, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf59  # reuse
            buf373 = empty_strided_cuda((12, 128, 64), (64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_13, view_7, key_layer_2, attn_output_6, permute_455], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_2:36
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_2.run(primals_44, buf60, buf63, buf373, 1536, 64, stream=stream0)
            del buf60
            del primals_44
            buf64 = empty_strided_cuda((12, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_12, view_6, query_layer_2, linear_13, view_7, key_layer_2, attn_output_6], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:37
            extern_kernels.bmm(reinterpret_tensor(buf62, (12, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf63, (12, 64, 128), (8192, 128, 1), 0), out=buf64)
            del buf62
            del buf63
            buf68 = reinterpret_tensor(buf64, (1, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf64  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, attn_output_6, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3:38
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3.run(buf68, 1536, 128, stream=stream0)
            buf69 = empty_strided_cuda((12, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_14, view_8, value_layer_2, attn_output_6], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:39
            extern_kernels.bmm(reinterpret_tensor(buf68, (12, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf61, (12, 128, 64), (64, 768, 1), 0), out=buf69)
            buf70 = empty_strided_cuda((1, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_6, transpose_11, attn_output_7], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_4:40
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_4.run(buf69, buf70, 98304, stream=stream0)
            buf71 = reinterpret_tensor(buf69, (128, 768), (768, 1), 0); del buf69  # reuse
            # Topologically Sorted Source Nodes: [attn_output_6, transpose_11, attn_output_7, reshape_2, hidden_states_16, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:41
            extern_kernels.mm(reinterpret_tensor(buf70, (128, 768), (768, 1), 0), reinterpret_tensor(primals_47, (768, 768), (1, 768), 0), out=buf71)
            buf75 = reinterpret_tensor(buf71, (1, 128, 768), (98304, 768, 1), 0); del buf71  # reuse
            buf76 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf371 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_16, add_8, hidden_states_18, div_34], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:42
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf75, primals_48, buf58, primals_49, primals_50, buf76, buf371, 128, 768, stream=stream0)
            del primals_48
            del primals_50
            buf77 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_18, hidden_states_19], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:43
            extern_kernels.addmm(primals_52, reinterpret_tensor(buf76, (128, 768), (768, 1), 0), reinterpret_tensor(primals_51, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf77)
            del primals_52
            buf78 = empty_strided_cuda((1, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_19, hidden_states_20], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_6:44
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_6.run(buf77, buf78, 393216, stream=stream0)
            buf79 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_19, hidden_states_20, hidden_states_21, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:45
            extern_kernels.mm(reinterpret_tensor(buf78, (128, 3072), (3072, 1), 0), reinterpret_tensor(primals_53, (3072, 768), (1, 3072), 0), out=buf79)
            buf83 = reinterpret_tensor(buf79, (1, 128, 768), (98304, 768, 1), 0); del buf79  # reuse
            buf84 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf370 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_21, add_9, hidden_states_23, div_33], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:46
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf83, primals_54, buf76, primals_55, primals_56, buf84, buf370, 128, 768, stream=stream0)
            del primals_54
            del primals_56
            buf85 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_23, linear_18, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:47
            extern_kernels.mm(reinterpret_tensor(buf84, (128, 768), (768, 1), 0), reinterpret_tensor(primals_57, (768, 768), (1, 768), 0), out=buf85)
            buf86 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_23, linear_18, linear_19, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:48
            extern_kernels.mm(reinterpret_tensor(buf84, (128, 768), (768, 1), 0), reinterpret_tensor(primals_59, (768, 768), (1, 768), 0), out=buf86)
            buf87 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_23, linear_18, linear_20], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:49
            extern_kernels.addmm(primals_62, reinterpret_tensor(buf84, (128, 768), (768, 1), 0), reinterpret_tensor(primals_61, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf87)
            del primals_62
            buf88 = empty_strided_cuda((1, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf368 = empty_strided_cuda((12, 64, 128), (64, 1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_18, view_9, query_layer_3, attn_output_9, permute_421], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_1:50
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_1.run(primals_58, buf85, buf88, buf368, 98304, stream=stream0)
            del primals_58
            buf89 = reinterpret_tensor(buf85, (1, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf85  # reuse
            buf369 = empty_strided_cuda((12, 128, 64), (64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_19, view_10, key_layer_3, attn_output_9, permute_422], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_2:51
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_2.run(primals_60, buf86, buf89, buf369, 1536, 64, stream=stream0)
            del buf86
            del primals_60
            buf90 = empty_strided_cuda((12, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_18, view_9, query_layer_3, linear_19, view_10, key_layer_3, attn_output_9], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:52
            extern_kernels.bmm(reinterpret_tensor(buf88, (12, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf89, (12, 64, 128), (8192, 128, 1), 0), out=buf90)
            del buf88
            del buf89
            buf94 = reinterpret_tensor(buf90, (1, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf90  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, attn_output_9, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3:53
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3.run(buf94, 1536, 128, stream=stream0)
            buf95 = empty_strided_cuda((12, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_20, view_11, value_layer_3, attn_output_9], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:54
            extern_kernels.bmm(reinterpret_tensor(buf94, (12, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf87, (12, 128, 64), (64, 768, 1), 0), out=buf95)
            buf96 = empty_strided_cuda((1, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_9, transpose_15, attn_output_10], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_4:55
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_4.run(buf95, buf96, 98304, stream=stream0)
            buf97 = reinterpret_tensor(buf95, (128, 768), (768, 1), 0); del buf95  # reuse
            # Topologically Sorted Source Nodes: [attn_output_9, transpose_15, attn_output_10, reshape_3, hidden_states_24, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:56
            extern_kernels.mm(reinterpret_tensor(buf96, (128, 768), (768, 1), 0), reinterpret_tensor(primals_63, (768, 768), (1, 768), 0), out=buf97)
            buf101 = reinterpret_tensor(buf97, (1, 128, 768), (98304, 768, 1), 0); del buf97  # reuse
            buf102 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf367 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_24, add_10, hidden_states_26, div_32], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:57
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf101, primals_64, buf84, primals_65, primals_66, buf102, buf367, 128, 768, stream=stream0)
            del primals_64
            del primals_66
            buf103 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_26, hidden_states_27], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:58
            extern_kernels.addmm(primals_68, reinterpret_tensor(buf102, (128, 768), (768, 1), 0), reinterpret_tensor(primals_67, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf103)
            del primals_68
            buf104 = empty_strided_cuda((1, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_27, hidden_states_28], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_6:59
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_6.run(buf103, buf104, 393216, stream=stream0)
            buf105 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_27, hidden_states_28, hidden_states_29, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:60
            extern_kernels.mm(reinterpret_tensor(buf104, (128, 3072), (3072, 1), 0), reinterpret_tensor(primals_69, (3072, 768), (1, 3072), 0), out=buf105)
            buf109 = reinterpret_tensor(buf105, (1, 128, 768), (98304, 768, 1), 0); del buf105  # reuse
            buf110 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf366 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_29, add_11, hidden_states_31, div_31], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:61
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf109, primals_70, buf102, primals_71, primals_72, buf110, buf366, 128, 768, stream=stream0)
            del primals_70
            del primals_72
            buf111 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_31, linear_24, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:62
            extern_kernels.mm(reinterpret_tensor(buf110, (128, 768), (768, 1), 0), reinterpret_tensor(primals_73, (768, 768), (1, 768), 0), out=buf111)
            buf112 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_31, linear_24, linear_25, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:63
            extern_kernels.mm(reinterpret_tensor(buf110, (128, 768), (768, 1), 0), reinterpret_tensor(primals_75, (768, 768), (1, 768), 0), out=buf112)
            buf113 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_31, linear_24, linear_26], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:64
            extern_kernels.addmm(primals_78, reinterpret_tensor(buf110, (128, 768), (768, 1), 0), reinterpret_tensor(primals_77, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf113)
            del primals_78
            buf114 = empty_strided_cuda((1, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf364 = empty_strided_cuda((12, 64, 128), (64, 1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_24, view_12, query_layer_4, attn_output_12, permute_388], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_1:65
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_1.run(primals_74, buf111, buf114, buf364, 98304, stream=stream0)
            del primals_74
            buf115 = reinterpret_tensor(buf111, (1, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf111  # reuse
            buf365 = empty_strided_cuda((12, 128, 64), (64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_25, view_13, key_layer_4, attn_output_12, permute_389], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_2:66
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_2.run(primals_76, buf112, buf115, buf365, 1536, 64, stream=stream0)
            del buf112
            del primals_76
            buf116 = empty_strided_cuda((12, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_24, view_12, query_layer_4, linear_25, view_13, key_layer_4, attn_output_12], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:67
            extern_kernels.bmm(reinterpret_tensor(buf114, (12, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf115, (12, 64, 128), (8192, 128, 1), 0), out=buf116)
            del buf114
            del buf115
            buf120 = reinterpret_tensor(buf116, (1, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf116  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, attn_output_12, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3:68
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3.run(buf120, 1536, 128, stream=stream0)
            buf121 = empty_strided_cuda((12, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_26, view_14, value_layer_4, attn_output_12], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:69
            extern_kernels.bmm(reinterpret_tensor(buf120, (12, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf113, (12, 128, 64), (64, 768, 1), 0), out=buf121)
            buf122 = empty_strided_cuda((1, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_12, transpose_19, attn_output_13], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_4:70
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_4.run(buf121, buf122, 98304, stream=stream0)
            buf123 = reinterpret_tensor(buf121, (128, 768), (768, 1), 0); del buf121  # reuse
            # Topologically Sorted Source Nodes: [attn_output_12, transpose_19, attn_output_13, reshape_4, hidden_states_32, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:71
            extern_kernels.mm(reinterpret_tensor(buf122, (128, 768), (768, 1), 0), reinterpret_tensor(primals_79, (768, 768), (1, 768), 0), out=buf123)
            buf127 = reinterpret_tensor(buf123, (1, 128, 768), (98304, 768, 1), 0); del buf123  # reuse
            buf128 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf363 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_32, add_12, hidden_states_34, div_30], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:72
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf127, primals_80, buf110, primals_81, primals_82, buf128, buf363, 128, 768, stream=stream0)
            del primals_80
            del primals_82
            buf129 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_34, hidden_states_35], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:73
            extern_kernels.addmm(primals_84, reinterpret_tensor(buf128, (128, 768), (768, 1), 0), reinterpret_tensor(primals_83, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf129)
            del primals_84
            buf130 = empty_strided_cuda((1, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_35, hidden_states_36], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_6:74
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_6.run(buf129, buf130, 393216, stream=stream0)
            buf131 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_35, hidden_states_36, hidden_states_37, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:75
            extern_kernels.mm(reinterpret_tensor(buf130, (128, 3072), (3072, 1), 0), reinterpret_tensor(primals_85, (3072, 768), (1, 3072), 0), out=buf131)
            buf135 = reinterpret_tensor(buf131, (1, 128, 768), (98304, 768, 1), 0); del buf131  # reuse
            buf136 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf362 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_37, add_13, hidden_states_39, div_29], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:76
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf135, primals_86, buf128, primals_87, primals_88, buf136, buf362, 128, 768, stream=stream0)
            del primals_86
            del primals_88
            buf137 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_39, linear_30, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:77
            extern_kernels.mm(reinterpret_tensor(buf136, (128, 768), (768, 1), 0), reinterpret_tensor(primals_89, (768, 768), (1, 768), 0), out=buf137)
            buf138 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_39, linear_30, linear_31, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:78
            extern_kernels.mm(reinterpret_tensor(buf136, (128, 768), (768, 1), 0), reinterpret_tensor(primals_91, (768, 768), (1, 768), 0), out=buf138)
            buf139 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_39, linear_30, linear_32], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:79
            extern_kernels.addmm(primals_94, reinterpret_tensor(buf136, (128, 768), (768, 1), 0), reinterpret_tensor(primals_93, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf139)
            del primals_94
            buf140 = empty_strided_cuda((1, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf360 = empty_strided_cuda((12, 64, 128), (64, 1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_30, view_15, query_layer_5, attn_output_15, permute_355], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_1:80
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_1.run(primals_90, buf137, buf140, buf360, 98304, stream=stream0)
            del primals_90
            buf141 = reinterpret_tensor(buf137, (1, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf137  # reuse
            buf361 = empty_strided_cuda((12, 128, 64), (64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_31, view_16, key_layer_5, attn_output_15, permute_356], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_2:81
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_2.run(primals_92, buf138, buf141, buf361, 1536, 64, stream=stream0)
            del buf138
            del primals_92
            buf142 = empty_strided_cuda((12, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_30, view_15, query_layer_5, linear_31, view_16, key_layer_5, attn_output_15], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:82
            extern_kernels.bmm(reinterpret_tensor(buf140, (12, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf141, (12, 64, 128), (8192, 128, 1), 0), out=buf142)
            del buf140
            del buf141
            buf146 = reinterpret_tensor(buf142, (1, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf142  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, attn_output_15, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3:83
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3.run(buf146, 1536, 128, stream=stream0)
            buf147 = empty_strided_cuda((12, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_32, view_17, value_layer_5, attn_output_15], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:84
            extern_kernels.bmm(reinterpret_tensor(buf146, (12, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf139, (12, 128, 64), (64, 768, 1), 0), out=buf147)
            buf148 = empty_strided_cuda((1, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_15, transpose_23, attn_output_16], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_4:85
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_4.run(buf147, buf148, 98304, stream=stream0)
            buf149 = reinterpret_tensor(buf147, (128, 768), (768, 1), 0); del buf147  # reuse
            # Topologically Sorted Source Nodes: [attn_output_15, transpose_23, attn_output_16, reshape_5, hidden_states_40, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:86
            extern_kernels.mm(reinterpret_tensor(buf148, (128, 768), (768, 1), 0), reinterpret_tensor(primals_95, (768, 768), (1, 768), 0), out=buf149)
            buf153 = reinterpret_tensor(buf149, (1, 128, 768), (98304, 768, 1), 0); del buf149  # reuse
            buf154 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf359 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_40, add_14, hidden_states_42, div_28], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:87
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf153, primals_96, buf136, primals_97, primals_98, buf154, buf359, 128, 768, stream=stream0)
            del primals_96
            del primals_98
            buf155 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_42, hidden_states_43], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:88
            extern_kernels.addmm(primals_100, reinterpret_tensor(buf154, (128, 768), (768, 1), 0), reinterpret_tensor(primals_99, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf155)
            del primals_100
            buf156 = empty_strided_cuda((1, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_43, hidden_states_44], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_6:89
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_6.run(buf155, buf156, 393216, stream=stream0)
            buf157 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_43, hidden_states_44, hidden_states_45, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:90
            extern_kernels.mm(reinterpret_tensor(buf156, (128, 3072), (3072, 1), 0), reinterpret_tensor(primals_101, (3072, 768), (1, 3072), 0), out=buf157)
            buf161 = reinterpret_tensor(buf157, (1, 128, 768), (98304, 768, 1), 0); del buf157  # reuse
            buf162 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf358 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_45, add_15, hidden_states_47, div_27], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:91
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf161, primals_102, buf154, primals_103, primals_104, buf162, buf358, 128, 768, stream=stream0)
            del primals_102
            del primals_104
            buf163 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_47, linear_36, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:92
            extern_kernels.mm(reinterpret_tensor(buf162, (128, 768), (768, 1), 0), reinterpret_tensor(primals_105, (768, 768), (1, 768), 0), out=buf163)
            buf164 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_47, linear_36, linear_37, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:93
            extern_kernels.mm(reinterpret_tensor(buf162, (128, 768), (768, 1), 0), reinterpret_tensor(primals_107, (768, 768), (1, 768), 0), out=buf164)
            buf165 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_47, linear_36, linear_38], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:94
            extern_kernels.addmm(primals_110, reinterpret_tensor(buf162, (128, 768), (768, 1), 0), reinterpret_tensor(primals_109, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf165)
            del primals_110
            buf166 = empty_strided_cuda((1, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf356 = empty_strided_cuda((12, 64, 128), (64, 1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_36, view_18, query_layer_6, attn_output_18, permute_322], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_1:95
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_1.run(primals_106, buf163, buf166, buf356, 98304, stream=stream0)
            del primals_106
            buf167 = reinterpret_tensor(buf163, (1, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf163  # reuse
            buf357 = empty_strided_cuda((12, 128, 64), (64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_37, view_19, key_layer_6, attn_output_18, permute_323], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_2:96
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_2.run(primals_108, buf164, buf167, buf357, 1536, 64, stream=stream0)
            del buf164
            del primals_108
            buf168 = empty_strided_cuda((12, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_36, view_18, query_layer_6, linear_37, view_19, key_layer_6, attn_output_18], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:97
            extern_kernels.bmm(reinterpret_tensor(buf166, (12, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf167, (12, 64, 128), (8192, 128, 1), 0), out=buf168)
            del buf166
            del buf167
            buf172 = reinterpret_tensor(buf168, (1, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf168  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, attn_output_18, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3:98
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3.run(buf172, 1536, 128, stream=stream0)
            buf173 = empty_strided_cuda((12, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_38, view_20, value_layer_6, attn_output_18], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:99
            extern_kernels.bmm(reinterpret_tensor(buf172, (12, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf165, (12, 128, 64), (64, 768, 1), 0), out=buf173)
            buf174 = empty_strided_cuda((1, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_18, transpose_27, attn_output_19], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_4:100
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_4.run(buf173, buf174, 98304, stream=stream0)
            buf175 = reinterpret_tensor(buf173, (128, 768), (768, 1), 0); del buf173  # reuse
            # Topologically Sorted Source Nodes: [attn_output_18, transpose_27, attn_output_19, reshape_6, hidden_states_48, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:101
            extern_kernels.mm(reinterpret_tensor(buf174, (128, 768), (768, 1), 0), reinterpret_tensor(primals_111, (768, 768), (1, 768), 0), out=buf175)
            buf179 = reinterpret_tensor(buf175, (1, 128, 768), (98304, 768, 1), 0); del buf175  # reuse
            buf180 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf355 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_48, add_16, hidden_states_50, div_26], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:102
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf179, primals_112, buf162, primals_113, primals_114, buf180, buf355, 128, 768, stream=stream0)
            del primals_112
            del primals_114
            buf181 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_50, hidden_states_51], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:103
            extern_kernels.addmm(primals_116, reinterpret_tensor(buf180, (128, 768), (768, 1), 0), reinterpret_tensor(primals_115, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf181)
            del primals_116
            buf182 = empty_strided_cuda((1, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_51, hidden_states_52], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_6:104
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_6.run(buf181, buf182, 393216, stream=stream0)
            buf183 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_51, hidden_states_52, hidden_states_53, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:105
            extern_kernels.mm(reinterpret_tensor(buf182, (128, 3072), (3072, 1), 0), reinterpret_tensor(primals_117, (3072, 768), (1, 3072), 0), out=buf183)
            buf187 = reinterpret_tensor(buf183, (1, 128, 768), (98304, 768, 1), 0); del buf183  # reuse
            buf188 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf354 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_53, add_17, hidden_states_55, div_25], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:106
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf187, primals_118, buf180, primals_119, primals_120, buf188, buf354, 128, 768, stream=stream0)
            del primals_118
            del primals_120
            buf189 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_55, linear_42, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:107
            extern_kernels.mm(reinterpret_tensor(buf188, (128, 768), (768, 1), 0), reinterpret_tensor(primals_121, (768, 768), (1, 768), 0), out=buf189)
            buf190 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_55, linear_42, linear_43, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:108
            extern_kernels.mm(reinterpret_tensor(buf188, (128, 768), (768, 1), 0), reinterpret_tensor(primals_123, (768, 768), (1, 768), 0), out=buf190)
            buf191 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_55, linear_42, linear_44], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:109
            extern_kernels.addmm(primals_126, reinterpret_tensor(buf188, (128, 768), (768, 1), 0), reinterpret_tensor(primals_125, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf191)
            del primals_126
            buf192 = empty_strided_cuda((1, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf352 = empty_strided_cuda((12, 64, 128), (64, 1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_42, view_21, query_layer_7, attn_output_21, permute_289], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_1:110
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_1.run(primals_122, buf189, buf192, buf352, 98304, stream=stream0)
            del primals_122
            buf193 = reinterpret_tensor(buf189, (1, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf189  # reuse
            buf353 = empty_strided_cuda((12, 128, 64), (64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_43, view_22, key_layer_7, attn_output_21, permute_290], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_2:111
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_2.run(primals_124, buf190, buf193, buf353, 1536, 64, stream=stream0)
            del buf190
            del primals_124
            buf194 = empty_strided_cuda((12, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_42, view_21, query_layer_7, linear_43, view_22, key_layer_7, attn_output_21], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:112
            extern_kernels.bmm(reinterpret_tensor(buf192, (12, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf193, (12, 64, 128), (8192, 128, 1), 0), out=buf194)
            del buf192
            del buf193
            buf198 = reinterpret_tensor(buf194, (1, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf194  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, attn_output_21, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3:113
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3.run(buf198, 1536, 128, stream=stream0)
            buf199 = empty_strided_cuda((12, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_44, view_23, value_layer_7, attn_output_21], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:114
            extern_kernels.bmm(reinterpret_tensor(buf198, (12, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf191, (12, 128, 64), (64, 768, 1), 0), out=buf199)
            buf200 = empty_strided_cuda((1, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_21, transpose_31, attn_output_22], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_4:115
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_4.run(buf199, buf200, 98304, stream=stream0)
            buf201 = reinterpret_tensor(buf199, (128, 768), (768, 1), 0); del buf199  # reuse
            # Topologically Sorted Source Nodes: [attn_output_21, transpose_31, attn_output_22, reshape_7, hidden_states_56, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:116
            extern_kernels.mm(reinterpret_tensor(buf200, (128, 768), (768, 1), 0), reinterpret_tensor(primals_127, (768, 768), (1, 768), 0), out=buf201)
            buf205 = reinterpret_tensor(buf201, (1, 128, 768), (98304, 768, 1), 0); del buf201  # reuse
            buf206 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf351 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_56, add_18, hidden_states_58, div_24], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:117
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf205, primals_128, buf188, primals_129, primals_130, buf206, buf351, 128, 768, stream=stream0)
            del primals_128
            del primals_130
            buf207 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_58, hidden_states_59], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:118
            extern_kernels.addmm(primals_132, reinterpret_tensor(buf206, (128, 768), (768, 1), 0), reinterpret_tensor(primals_131, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf207)
            del primals_132
            buf208 = empty_strided_cuda((1, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_59, hidden_states_60], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_6:119
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_6.run(buf207, buf208, 393216, stream=stream0)
            buf209 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_59, hidden_states_60, hidden_states_61, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:120
            extern_kernels.mm(reinterpret_tensor(buf208, (128, 3072), (3072, 1), 0), reinterpret_tensor(primals_133, (3072, 768), (1, 3072), 0), out=buf209)
            buf213 = reinterpret_tensor(buf209, (1, 128, 768), (98304, 768, 1), 0); del buf209  # reuse
            buf214 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf350 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_61, add_19, hidden_states_63, div_23], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:121
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf213, primals_134, buf206, primals_135, primals_136, buf214, buf350, 128, 768, stream=stream0)
            del primals_134
            del primals_136
            buf215 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_63, linear_48, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:122
            extern_kernels.mm(reinterpret_tensor(buf214, (128, 768), (768, 1), 0), reinterpret_tensor(primals_137, (768, 768), (1, 768), 0), out=buf215)
            buf216 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_63, linear_48, linear_49, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:123
            extern_kernels.mm(reinterpret_tensor(buf214, (128, 768), (768, 1), 0), reinterpret_tensor(primals_139, (768, 768), (1, 768), 0), out=buf216)
            buf217 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_63, linear_48, linear_50], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:124
            extern_kernels.addmm(primals_142, reinterpret_tensor(buf214, (128, 768), (768, 1), 0), reinterpret_tensor(primals_141, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf217)
            del primals_142
            buf218 = empty_strided_cuda((1, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf348 = empty_strided_cuda((12, 64, 128), (64, 1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_48, view_24, query_layer_8, attn_output_24, permute_256], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_1:125
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_1.run(primals_138, buf215, buf218, buf348, 98304, stream=stream0)
            del primals_138
            buf219 = reinterpret_tensor(buf215, (1, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf215  # reuse
            buf349 = empty_strided_cuda((12, 128, 64), (64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_49, view_25, key_layer_8, attn_output_24, permute_257], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_2:126
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_2.run(primals_140, buf216, buf219, buf349, 1536, 64, stream=stream0)
            del buf216
            del primals_140
            buf220 = empty_strided_cuda((12, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_48, view_24, query_layer_8, linear_49, view_25, key_layer_8, attn_output_24], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:127
            extern_kernels.bmm(reinterpret_tensor(buf218, (12, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf219, (12, 64, 128), (8192, 128, 1), 0), out=buf220)
            del buf218
            del buf219
            buf224 = reinterpret_tensor(buf220, (1, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf220  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, attn_output_24, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3:128
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3.run(buf224, 1536, 128, stream=stream0)
            buf225 = empty_strided_cuda((12, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_50, view_26, value_layer_8, attn_output_24], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:129
            extern_kernels.bmm(reinterpret_tensor(buf224, (12, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf217, (12, 128, 64), (64, 768, 1), 0), out=buf225)
            buf226 = empty_strided_cuda((1, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_24, transpose_35, attn_output_25], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_4:130
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_4.run(buf225, buf226, 98304, stream=stream0)
            buf227 = reinterpret_tensor(buf225, (128, 768), (768, 1), 0); del buf225  # reuse
            # Topologically Sorted Source Nodes: [attn_output_24, transpose_35, attn_output_25, reshape_8, hidden_states_64, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:131
            extern_kernels.mm(reinterpret_tensor(buf226, (128, 768), (768, 1), 0), reinterpret_tensor(primals_143, (768, 768), (1, 768), 0), out=buf227)
            buf231 = reinterpret_tensor(buf227, (1, 128, 768), (98304, 768, 1), 0); del buf227  # reuse
            buf232 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf347 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_64, add_20, hidden_states_66, div_22], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:132
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf231, primals_144, buf214, primals_145, primals_146, buf232, buf347, 128, 768, stream=stream0)
            del primals_144
            del primals_146
            buf233 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_66, hidden_states_67], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:133
            extern_kernels.addmm(primals_148, reinterpret_tensor(buf232, (128, 768), (768, 1), 0), reinterpret_tensor(primals_147, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf233)
            del primals_148
            buf234 = empty_strided_cuda((1, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_67, hidden_states_68], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_6:134
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_6.run(buf233, buf234, 393216, stream=stream0)
            buf235 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_67, hidden_states_68, hidden_states_69, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:135
            extern_kernels.mm(reinterpret_tensor(buf234, (128, 3072), (3072, 1), 0), reinterpret_tensor(primals_149, (3072, 768), (1, 3072), 0), out=buf235)
            buf239 = reinterpret_tensor(buf235, (1, 128, 768), (98304, 768, 1), 0); del buf235  # reuse
            buf240 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf346 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_69, add_21, hidden_states_71, div_21], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:136
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf239, primals_150, buf232, primals_151, primals_152, buf240, buf346, 128, 768, stream=stream0)
            del primals_150
            del primals_152
            buf241 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_71, linear_54, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:137
            extern_kernels.mm(reinterpret_tensor(buf240, (128, 768), (768, 1), 0), reinterpret_tensor(primals_153, (768, 768), (1, 768), 0), out=buf241)
            buf242 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_71, linear_54, linear_55, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:138
            extern_kernels.mm(reinterpret_tensor(buf240, (128, 768), (768, 1), 0), reinterpret_tensor(primals_155, (768, 768), (1, 768), 0), out=buf242)
            buf243 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_71, linear_54, linear_56], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:139
            extern_kernels.addmm(primals_158, reinterpret_tensor(buf240, (128, 768), (768, 1), 0), reinterpret_tensor(primals_157, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf243)
            del primals_158
            buf244 = empty_strided_cuda((1, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf344 = empty_strided_cuda((12, 64, 128), (64, 1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_54, view_27, query_layer_9, attn_output_27, permute_223], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_1:140
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_1.run(primals_154, buf241, buf244, buf344, 98304, stream=stream0)
            del primals_154
            buf245 = reinterpret_tensor(buf241, (1, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf241  # reuse
            buf345 = empty_strided_cuda((12, 128, 64), (64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_55, view_28, key_layer_9, attn_output_27, permute_224], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_2:141
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_2.run(primals_156, buf242, buf245, buf345, 1536, 64, stream=stream0)
            del buf242
            del primals_156
            buf246 = empty_strided_cuda((12, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_54, view_27, query_layer_9, linear_55, view_28, key_layer_9, attn_output_27], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:142
            extern_kernels.bmm(reinterpret_tensor(buf244, (12, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf245, (12, 64, 128), (8192, 128, 1), 0), out=buf246)
            del buf244
            del buf245
            buf250 = reinterpret_tensor(buf246, (1, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf246  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, attn_output_27, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3:143
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3.run(buf250, 1536, 128, stream=stream0)
            buf251 = empty_strided_cuda((12, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_56, view_29, value_layer_9, attn_output_27], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:144
            extern_kernels.bmm(reinterpret_tensor(buf250, (12, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf243, (12, 128, 64), (64, 768, 1), 0), out=buf251)
            buf252 = empty_strided_cuda((1, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_27, transpose_39, attn_output_28], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_4:145
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_4.run(buf251, buf252, 98304, stream=stream0)
            buf253 = reinterpret_tensor(buf251, (128, 768), (768, 1), 0); del buf251  # reuse
            # Topologically Sorted Source Nodes: [attn_output_27, transpose_39, attn_output_28, reshape_9, hidden_states_72, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:146
            extern_kernels.mm(reinterpret_tensor(buf252, (128, 768), (768, 1), 0), reinterpret_tensor(primals_159, (768, 768), (1, 768), 0), out=buf253)
            buf257 = reinterpret_tensor(buf253, (1, 128, 768), (98304, 768, 1), 0); del buf253  # reuse
            buf258 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf343 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_72, add_22, hidden_states_74, div_20], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:147
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf257, primals_160, buf240, primals_161, primals_162, buf258, buf343, 128, 768, stream=stream0)
            del primals_160
            del primals_162
            buf259 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_74, hidden_states_75], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:148
            extern_kernels.addmm(primals_164, reinterpret_tensor(buf258, (128, 768), (768, 1), 0), reinterpret_tensor(primals_163, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf259)
            del primals_164
            buf260 = empty_strided_cuda((1, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_75, hidden_states_76], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_6:149
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_6.run(buf259, buf260, 393216, stream=stream0)
            buf261 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_75, hidden_states_76, hidden_states_77, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:150
            extern_kernels.mm(reinterpret_tensor(buf260, (128, 3072), (3072, 1), 0), reinterpret_tensor(primals_165, (3072, 768), (1, 3072), 0), out=buf261)
            buf265 = reinterpret_tensor(buf261, (1, 128, 768), (98304, 768, 1), 0); del buf261  # reuse
            buf266 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf342 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_77, add_23, hidden_states_79, div_19], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:151
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf265, primals_166, buf258, primals_167, primals_168, buf266, buf342, 128, 768, stream=stream0)
            del primals_166
            del primals_168
            buf267 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_79, linear_60, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:152
            extern_kernels.mm(reinterpret_tensor(buf266, (128, 768), (768, 1), 0), reinterpret_tensor(primals_169, (768, 768), (1, 768), 0), out=buf267)
            buf268 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_79, linear_60, linear_61, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:153
            extern_kernels.mm(reinterpret_tensor(buf266, (128, 768), (768, 1), 0), reinterpret_tensor(primals_171, (768, 768), (1, 768), 0), out=buf268)
            buf269 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_79, linear_60, linear_62], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:154
            extern_kernels.addmm(primals_174, reinterpret_tensor(buf266, (128, 768), (768, 1), 0), reinterpret_tensor(primals_173, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf269)
            del primals_174
            buf270 = empty_strided_cuda((1, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf340 = empty_strided_cuda((12, 64, 128), (64, 1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_60, view_30, query_layer_10, attn_output_30, permute_190], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_1:155
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_1.run(primals_170, buf267, buf270, buf340, 98304, stream=stream0)
            del primals_170
            buf271 = reinterpret_tensor(buf267, (1, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf267  # reuse
            buf341 = empty_strided_cuda((12, 128, 64), (64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_61, view_31, key_layer_10, attn_output_30, permute_191], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_2:156
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_2.run(primals_172, buf268, buf271, buf341, 1536, 64, stream=stream0)
            del buf268
            del primals_172
            buf272 = empty_strided_cuda((12, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_60, view_30, query_layer_10, linear_61, view_31, key_layer_10, attn_output_30], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:157
            extern_kernels.bmm(reinterpret_tensor(buf270, (12, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf271, (12, 64, 128), (8192, 128, 1), 0), out=buf272)
            del buf270
            del buf271
            buf276 = reinterpret_tensor(buf272, (1, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf272  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, attn_output_30, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3:158
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3.run(buf276, 1536, 128, stream=stream0)
            buf277 = empty_strided_cuda((12, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_62, view_32, value_layer_10, attn_output_30], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:159
            extern_kernels.bmm(reinterpret_tensor(buf276, (12, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf269, (12, 128, 64), (64, 768, 1), 0), out=buf277)
            buf278 = empty_strided_cuda((1, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_30, transpose_43, attn_output_31], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_4:160
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_4.run(buf277, buf278, 98304, stream=stream0)
            buf279 = reinterpret_tensor(buf277, (128, 768), (768, 1), 0); del buf277  # reuse
            # Topologically Sorted Source Nodes: [attn_output_30, transpose_43, attn_output_31, reshape_10, hidden_states_80, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:161
            extern_kernels.mm(reinterpret_tensor(buf278, (128, 768), (768, 1), 0), reinterpret_tensor(primals_175, (768, 768), (1, 768), 0), out=buf279)
            buf283 = reinterpret_tensor(buf279, (1, 128, 768), (98304, 768, 1), 0); del buf279  # reuse
            buf284 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf339 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_80, add_24, hidden_states_82, div_18], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:162
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf283, primals_176, buf266, primals_177, primals_178, buf284, buf339, 128, 768, stream=stream0)
            del primals_176
            del primals_178
            buf285 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_82, hidden_states_83], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:163
            extern_kernels.addmm(primals_180, reinterpret_tensor(buf284, (128, 768), (768, 1), 0), reinterpret_tensor(primals_179, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf285)
            del primals_180
            buf286 = empty_strided_cuda((1, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_83, hidden_states_84], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_6:164
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_6.run(buf285, buf286, 393216, stream=stream0)
            buf287 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_83, hidden_states_84, hidden_states_85, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:165
            extern_kernels.mm(reinterpret_tensor(buf286, (128, 3072), (3072, 1), 0), reinterpret_tensor(primals_181, (3072, 768), (1, 3072), 0), out=buf287)
            buf291 = reinterpret_tensor(buf287, (1, 128, 768), (98304, 768, 1), 0); del buf287  # reuse
            buf292 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf338 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_85, add_25, hidden_states_87, div_17], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:166
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf291, primals_182, buf284, primals_183, primals_184, buf292, buf338, 128, 768, stream=stream0)
            del primals_182
            del primals_184
            buf293 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_87, linear_66, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:167
            extern_kernels.mm(reinterpret_tensor(buf292, (128, 768), (768, 1), 0), reinterpret_tensor(primals_185, (768, 768), (1, 768), 0), out=buf293)
            buf294 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_87, linear_66, linear_67, ], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:168
            extern_kernels.mm(reinterpret_tensor(buf292, (128, 768), (768, 1), 0), reinterpret_tensor(primals_187, (768, 768), (1, 768), 0), out=buf294)
            buf295 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_87, linear_66, linear_68], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:169
            extern_kernels.addmm(primals_190, reinterpret_tensor(buf292, (128, 768), (768, 1), 0), reinterpret_tensor(primals_189, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf295)
            del primals_190
            buf296 = empty_strided_cuda((1, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            buf336 = empty_strided_cuda((12, 64, 128), (64, 1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_66, view_33, query_layer_11, attn_output_33, permute_157], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_1:170
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_1.run(primals_186, buf293, buf296, buf336, 98304, stream=stream0)
            del primals_186
            buf297 = reinterpret_tensor(buf293, (1, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf293  # reuse
            buf337 = empty_strided_cuda((12, 128, 64), (64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_67, view_34, key_layer_11, attn_output_33, permute_158], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul]
            # [Provenance debug handles] triton_poi_fused_addmm_mul_transpose_view_2:171
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_mul_transpose_view_2.run(primals_188, buf294, buf297, buf337, 1536, 64, stream=stream0)
            del buf294
            del primals_188
            buf298 = empty_strided_cuda((12, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, linear_66, view_33, query_layer_11, linear_67, view_34, key_layer_11, attn_output_33], Original ATen: [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:172
            extern_kernels.bmm(reinterpret_tensor(buf296, (12, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf297, (12, 64, 128), (8192, 128, 1), 0), out=buf298)
            del buf296
            del buf297
            buf302 = reinterpret_tensor(buf298, (1, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf298  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output, attn_output_33, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.view, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3:173
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_3.run(buf302, 1536, 128, stream=stream0)
            buf303 = empty_strided_cuda((12, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_68, view_35, value_layer_11, attn_output_33], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:174
            extern_kernels.bmm(reinterpret_tensor(buf302, (12, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf295, (12, 128, 64), (64, 768, 1), 0), out=buf303)
            buf304 = empty_strided_cuda((1, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_33, transpose_47, attn_output_34], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_4:175
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_4.run(buf303, buf304, 98304, stream=stream0)
            buf305 = reinterpret_tensor(buf303, (128, 768), (768, 1), 0); del buf303  # reuse
            # Topologically Sorted Source Nodes: [attn_output_33, transpose_47, attn_output_34, reshape_11, hidden_states_88, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:176
            extern_kernels.mm(reinterpret_tensor(buf304, (128, 768), (768, 1), 0), reinterpret_tensor(primals_191, (768, 768), (1, 768), 0), out=buf305)
            buf309 = reinterpret_tensor(buf305, (1, 128, 768), (98304, 768, 1), 0); del buf305  # reuse
            buf310 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf335 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_88, add_26, hidden_states_90, div_16], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:177
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf309, primals_192, buf292, primals_193, primals_194, buf310, buf335, 128, 768, stream=stream0)
            del primals_192
            del primals_194
            buf311 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_90, hidden_states_91], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:178
            extern_kernels.addmm(primals_196, reinterpret_tensor(buf310, (128, 768), (768, 1), 0), reinterpret_tensor(primals_195, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf311)
            del primals_196
            buf312 = empty_strided_cuda((1, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_91, hidden_states_92], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_6:179
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_6.run(buf311, buf312, 393216, stream=stream0)
            buf313 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_91, hidden_states_92, hidden_states_93, ], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:180
            extern_kernels.mm(reinterpret_tensor(buf312, (128, 3072), (3072, 1), 0), reinterpret_tensor(primals_197, (3072, 768), (1, 3072), 0), out=buf313)
            buf317 = reinterpret_tensor(buf313, (1, 128, 768), (98304, 768, 1), 0); del buf313  # reuse
            buf318 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            buf334 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, hidden_states_93, add_27, hidden_states_95, div_15], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5:181
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_native_layer_norm_backward_view_5.run(buf317, primals_198, buf310, primals_199, primals_200, buf318, buf334, 128, 768, stream=stream0)
            del primals_198
            del primals_200
            buf319 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_95, hidden_states_96], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:182
            extern_kernels.addmm(primals_202, reinterpret_tensor(buf318, (128, 768), (768, 1), 0), reinterpret_tensor(primals_201, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf319)
            del primals_202
            buf320 = empty_strided_cuda((1, 128, 1), (128, 1, 1), torch.float32)
            buf321 = empty_strided_cuda((1, 128, 1), (128, 1, 128), torch.float32)
            buf323 = reinterpret_tensor(buf321, (1, 128, 1), (128, 1, 1), 0); del buf321  # reuse
            buf324 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_96, hidden_states_97, hidden_states_98], Original ATen: [aten.view, aten.gelu, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_gelu_native_layer_norm_view_7:183
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_native_layer_norm_view_7.run(buf323, buf319, primals_203, primals_204, buf320, buf324, 128, 768, stream=stream0)
            del primals_204
            buf325 = empty_strided_cuda((128, 30522), (30528, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_96, hidden_states_97, hidden_states_98, hidden_states_99], Original ATen: [aten.view, aten.gelu, aten.native_layer_norm, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:184
            extern_kernels.addmm(primals_205, reinterpret_tensor(buf324, (128, 768), (768, 1), 0), reinterpret_tensor(primals_4, (768, 30522), (1, 768), 0), alpha=1, beta=1, out=buf325)
            del primals_205
            buf326 = empty_strided_cuda((128, 1, 4), (4, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: [prims.prepare_softmax_online]
            # [Provenance debug handles] triton_red_fused_prepare_softmax_online_8:185
            stream0 = get_raw_stream(0)
            triton_red_fused_prepare_softmax_online_8.run(buf325, buf326, 512, 7631, stream=stream0)
            buf327 = empty_strided_cuda((128, 1), (1, 128), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: [prims.prepare_softmax_online]
            # [Provenance debug handles] triton_per_fused_prepare_softmax_online_9:186
            stream0 = get_raw_stream(0)
            triton_per_fused_prepare_softmax_online_9.run(buf326, buf327, 128, 4, stream=stream0)
            buf328 = buf326; del buf326  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: [prims.prepare_softmax_online]
            # [Provenance debug handles] triton_red_fused_prepare_softmax_online_10:187
            stream0 = get_raw_stream(0)
            triton_red_fused_prepare_softmax_online_10.run(buf325, buf327, buf328, 512, 7631, stream=stream0)
            buf329 = empty_strided_cuda((128, 1), (1, 128), torch.float32)
            buf330 = reinterpret_tensor(buf329, (128, 1), (1, 1), 0); del buf329  # reuse
            # Topologically Sorted Source Nodes: [, masked_lm_loss], Original ATen: [prims.prepare_softmax_online, aten._log_softmax]
            # [Provenance debug handles] triton_per_fused__log_softmax_prepare_softmax_online_11:188
            stream0 = get_raw_stream(0)
            triton_per_fused__log_softmax_prepare_softmax_online_11.run(buf330, buf328, 128, 4, stream=stream0)
            del buf328
            buf333 = empty_strided_cuda((), (), torch.float32)
            buf332 = empty_strided_cuda((), (), torch.float32)
            buf383 = buf333; del buf333  # reuse
            # Topologically Sorted Source Nodes: [attn_output, view_37, , masked_lm_loss], Original ATen: [aten.scalar_tensor, aten.view, prims.prepare_softmax_online, aten.sub, aten._log_softmax, aten.nll_loss_forward]
            # [Provenance debug handles] triton_per_fused__log_softmax_nll_loss_forward_prepare_softmax_online_scalar_tensor_sub_view_12:189
            stream0 = get_raw_stream(0)
            triton_per_fused__log_softmax_nll_loss_forward_prepare_softmax_online_scalar_tensor_sub_view_12.run(buf383, primals_206, buf325, buf327, buf330, buf332, 1, 128, stream=stream0)
        return (buf383, primals_1, primals_2, primals_4, primals_7, primals_9, primals_11, primals_13, primals_15, primals_17, primals_19, primals_21, primals_23, primals_25, primals_27, primals_29, primals_31, primals_33, primals_35, primals_37, primals_39, primals_41, primals_43, primals_45, primals_47, primals_49, primals_51, primals_53, primals_55, primals_57, primals_59, primals_61, primals_63, primals_65, primals_67, primals_69, primals_71, primals_73, primals_75, primals_77, primals_79, primals_81, primals_83, primals_85, primals_87, primals_89, primals_91, primals_93, primals_95, primals_97, primals_99, primals_101, primals_103, primals_105, primals_107, primals_109, primals_111, primals_113, primals_115, primals_117, primals_119, primals_121, primals_123, primals_125, primals_127, primals_129, primals_131, primals_133, primals_135, primals_137, primals_139, primals_141, primals_143, primals_145, primals_147, primals_149, primals_151, primals_153, primals_155, primals_157, primals_159, primals_161, primals_163, primals_165, primals_167, primals_169, primals_171, primals_173, primals_175, primals_177, primals_179, primals_181, primals_183, primals_185, primals_187, primals_189, primals_191, primals_193, primals_195, primals_197, primals_199, primals_201, primals_203, primals_206, buf0, buf5, reinterpret_tensor(buf6, (128, 768), (768, 1), 0), buf16, reinterpret_tensor(buf18, (128, 768), (768, 1), 0), buf23, reinterpret_tensor(buf24, (128, 768), (768, 1), 0), buf25, reinterpret_tensor(buf26, (128, 3072), (3072, 1), 0), buf31, reinterpret_tensor(buf32, (128, 768), (768, 1), 0), buf42, reinterpret_tensor(buf44, (128, 768), (768, 1), 0), buf49, reinterpret_tensor(buf50, (128, 768), (768, 1), 0), buf51, reinterpret_tensor(buf52, (128, 3072), (3072, 1), 0), buf57, reinterpret_tensor(buf58, (128, 768), (768, 1), 0), buf68, reinterpret_tensor(buf70, (128, 768), (768, 1), 0), buf75, reinterpret_tensor(buf76, (128, 768), (768, 1), 0), buf77, reinterpret_tensor(buf78, (128, 3072), (3072, 1), 0), buf83, reinterpret_tensor(buf84, (128, 768), (768, 1), 0), buf94, reinterpret_tensor(buf96, (128, 768), (768, 1), 0), buf101, reinterpret_tensor(buf102, (128, 768), (768, 1), 0), buf103, reinterpret_tensor(buf104, (128, 3072), (3072, 1), 0), buf109, reinterpret_tensor(buf110, (128, 768), (768, 1), 0), buf120, reinterpret_tensor(buf122, (128, 768), (768, 1), 0), buf127, reinterpret_tensor(buf128, (128, 768), (768, 1), 0), buf129, reinterpret_tensor(buf130, (128, 3072), (3072, 1), 0), buf135, reinterpret_tensor(buf136, (128, 768), (768, 1), 0), buf146, reinterpret_tensor(buf148, (128, 768), (768, 1), 0), buf153, reinterpret_tensor(buf154, (128, 768), (768, 1), 0), buf155, reinterpret_tensor(buf156, (128, 3072), (3072, 1), 0), buf161, reinterpret_tensor(buf162, (128, 768), (768, 1), 0), buf172, reinterpret_tensor(buf174, (128, 768), (768, 1), 0), buf179, reinterpret_tensor(buf180, (128, 768), (768, 1), 0), buf181, reinterpret_tensor(buf182, (128, 3072), (3072, 1), 0), buf187, reinterpret_tensor(buf188, (128, 768), (768, 1), 0), buf198, reinterpret_tensor(buf200, (128, 768), (768, 1), 0), buf205, reinterpret_tensor(buf206, (128, 768), (768, 1), 0), buf207, reinterpret_tensor(buf208, (128, 3072), (3072, 1), 0), buf213, reinterpret_tensor(buf214, (128, 768), (768, 1), 0), buf224, reinterpret_tensor(buf226, (128, 768), (768, 1), 0), buf231, reinterpret_tensor(buf232, (128, 768), (768, 1), 0), buf233, reinterpret_tensor(buf234, (128, 3072), (3072, 1), 0), buf239, reinterpret_tensor(buf240, (128, 768), (768, 1), 0), buf250, reinterpret_tensor(buf252, (128, 768), (768, 1), 0), buf257, reinterpret_tensor(buf258, (128, 768), (768, 1), 0), buf259, reinterpret_tensor(buf260, (128, 3072), (3072, 1), 0), buf265, reinterpret_tensor(buf266, (128, 768), (768, 1), 0), buf276, reinterpret_tensor(buf278, (128, 768), (768, 1), 0), buf283, reinterpret_tensor(buf284, (128, 768), (768, 1), 0), buf285, reinterpret_tensor(buf286, (128, 3072), (3072, 1), 0), buf291, reinterpret_tensor(buf292, (128, 768), (768, 1), 0), buf302, reinterpret_tensor(buf304, (128, 768), (768, 1), 0), buf309, reinterpret_tensor(buf310, (128, 768), (768, 1), 0), buf311, reinterpret_tensor(buf312, (128, 3072), (3072, 1), 0), buf317, reinterpret_tensor(buf318, (128, 768), (768, 1), 0), buf319, buf320, buf323, reinterpret_tensor(buf324, (128, 768), (768, 1), 0), buf325, reinterpret_tensor(buf327, (128, 1), (1, 1), 0), buf330, buf332, buf334, buf335, reinterpret_tensor(buf295, (12, 64, 128), (64, 1, 768), 0), buf336, buf337, buf338, buf339, reinterpret_tensor(buf269, (12, 64, 128), (64, 1, 768), 0), buf340, buf341, buf342, buf343, reinterpret_tensor(buf243, (12, 64, 128), (64, 1, 768), 0), buf344, buf345, buf346, buf347, reinterpret_tensor(buf217, (12, 64, 128), (64, 1, 768), 0), buf348, buf349, buf350, buf351, reinterpret_tensor(buf191, (12, 64, 128), (64, 1, 768), 0), buf352, buf353, buf354, buf355, reinterpret_tensor(buf165, (12, 64, 128), (64, 1, 768), 0), buf356, buf357, buf358, buf359, reinterpret_tensor(buf139, (12, 64, 128), (64, 1, 768), 0), buf360, buf361, buf362, buf363, reinterpret_tensor(buf113, (12, 64, 128), (64, 1, 768), 0), buf364, buf365, buf366, buf367, reinterpret_tensor(buf87, (12, 64, 128), (64, 1, 768), 0), buf368, buf369, buf370, buf371, reinterpret_tensor(buf61, (12, 64, 128), (64, 1, 768), 0), buf372, buf373, buf374, buf375, reinterpret_tensor(buf35, (12, 64, 128), (64, 1, 768), 0), buf376, buf377, buf378, buf379, reinterpret_tensor(buf9, (12, 64, 128), (64, 1, 768), 0), buf380, buf381, buf382, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
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
    primals_206 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
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


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/5d/c5d22vsupmfnylhn3bfvme5ezx74ecqeu3bcogyc7i7vbvxuxvqp.py
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
#   %primals_206 : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=primals_206]
#   %tangents_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=tangents_1]
#   %convert_element_type : Tensor "f32[][]cuda:0" = PlaceHolder[target=convert_element_type]
#   %addmm_73 : Tensor "f32[128, 30522][30528, 1]cuda:0" = PlaceHolder[target=addmm_73]
#   %amax_12 : Tensor "f32[128, 1][1, 1]cuda:0" = PlaceHolder[target=amax_12]
#   %log : Tensor "f32[128, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %sum_16 : Tensor "f32[128, 1][1, 128]cuda:0" = PlaceHolder[target=sum_16]
#   %div_13 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%tangents_1, %convert_element_type), kwargs = {})
#   %view_269 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_206, [-1]), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[128, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_269, 1), kwargs = {})
#   %ne_3 : Tensor "b8[128, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.ne.Scalar](args = (%unsqueeze_4, -100), kwargs = {})
#   %full_default_36 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_26 : Tensor "i64[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_3, %unsqueeze_4, %full_default_36), kwargs = {})
#   %iota_default : Tensor "i64[30522][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (30522,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %view_default : Tensor "i64[1, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%iota_default, [1, 30522]), kwargs = {})
#   %expand_default : Tensor "i64[128, 30522][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_26, [128, 30522]), kwargs = {})
#   %eq_tensor : Tensor "b8[128, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%expand_default, %view_default), kwargs = {})
#   %scalar_tensor_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (0,), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0})
#   %scalar_tensor_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (-1.0,), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0})
#   %where_self : Tensor "f32[128, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%eq_tensor, %scalar_tensor_default_1, %scalar_tensor_default), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_27 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_3, %div_13, %full_default_1), kwargs = {})
#   %mul_115 : Tensor "f32[128, 30522][30522, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_self, %where_27), kwargs = {})
#   %sub_38 : Tensor "f32[128, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%addmm_73, %amax_12), kwargs = {})
#   %sub_39 : Tensor "f32[128, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_38, %log), kwargs = {})
#   %exp_13 : Tensor "f32[128, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_39,), kwargs = {})
#   %sum_16 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_115, [1], True), kwargs = {})
#   %mul_116 : Tensor "f32[128, 30522][30522, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_13, %sum_16), kwargs = {})
#   %sub_40 : Tensor "f32[128, 30522][30522, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_115, %mul_116), kwargs = {})
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
    size_hints={'x': 128, 'r0_': 32768},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 46881792}, 'kernel_num_gb': 0.031256584, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 30522
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
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
        _tmp18 = tl.where(r0_mask & xmask, tmp19, _tmp18)
    tmp18 = tl.sum(_tmp18, 1)[:, None]
    tmp29 = tl.load(in_ptr1 + (0))
    tmp30 = tl.broadcast_to(tmp29, [1, 1])
    tmp31 = tl.load(in_ptr2 + (0))
    tmp32 = tl.broadcast_to(tmp31, [1, 1])
    tmp37 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp39 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp36 = tl.load(in_out_ptr0 + (r0_1 + 30528*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
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
        tl.store(in_out_ptr0 + (r0_1 + 30528*x0), tmp43, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((128, 30522), (30528, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((128, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((128, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 128, 30522,


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
    num_gb = 0.031256584
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/rf/crftj2ibsbpmgpf5qisqs5v5ype4ywhcshh5jiwtsbau2okv7djg.py
# Topologically Sorted Source Nodes: [sum_17], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_17 => sum_17
# Graph fragment:
#   %sub_40 : Tensor "f32[128, 30522][30528, 1]cuda:0" = PlaceHolder[target=sub_40]
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
    size_hints={'x': 32768, 'r0_': 128},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 15871440, 'r0_': 0}, 'kernel_num_gb': 0.015749352, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_sum_1(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 30522
    r0_numel = 128
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
    arg_0 = rand_strided((128, 30522), (30528, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 30522), (30522, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 30522, 128,


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
    num_gb = 0.015749352
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/rb/crb6vms4aikcujr6abedzqte6spk6sxu4wuo5id5vikp6h65xpcv.py
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
#   %mm : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm]
#   %primals_203 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_203]
#   %addmm_72 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_72]
#   %getitem_51 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=getitem_51]
#   %rsqrt_25 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_25]
#   %sum_18 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=sum_18]
#   %sum_19 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=sum_19]
#   %view_273 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [1, 128, 768]), kwargs = {})
#   %mul_118 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_273, %primals_203), kwargs = {})
#   %mul_119 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_118, 768), kwargs = {})
#   %sum_18 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_118, [2], True), kwargs = {})
#   %view_265 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_72, [1, 128, 768]), kwargs = {})
#   %mul_110 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_265, 0.5), kwargs = {})
#   %mul_111 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_265, 0.7071067811865476), kwargs = {})
#   %erf_12 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_111,), kwargs = {})
#   %add_102 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_12, 1), kwargs = {})
#   %mul_112 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_110, %add_102), kwargs = {})
#   %sub_37 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_112, %getitem_51), kwargs = {})
#   %mul_113 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_37, %rsqrt_25), kwargs = {})
#   %mul_120 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_118, %mul_113), kwargs = {})
#   %sum_19 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_120, [2], True), kwargs = {})
#   %mul_121 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_113, %sum_19), kwargs = {})
#   %sub_42 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_119, %sum_18), kwargs = {})
#   %sub_43 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_42, %mul_121), kwargs = {})
#   %div_14 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_25, 768), kwargs = {})
#   %mul_122 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_14, %sub_43), kwargs = {})
#   %mul_125 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_102, 0.5), kwargs = {})
#   %mul_126 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_265, %view_265), kwargs = {})
#   %mul_127 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_126, -0.5), kwargs = {})
#   %exp_14 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_127,), kwargs = {})
#   %mul_128 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_14, 0.3989422804014327), kwargs = {})
#   %mul_129 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_265, %mul_128), kwargs = {})
#   %add_106 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_125, %mul_129), kwargs = {})
#   %mul_130 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_122, %add_106), kwargs = {})
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
    size_hints={'x': 128, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 1575936}, 'kernel_num_gb': 0.001183744, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_view_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp7 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp16 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask & xmask, tmp3, 0)
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
    tmp23 = tl.where(r0_mask & xmask, tmp21, 0)
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
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp42, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 128, 768,


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
    num_gb = 0.001183744
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/xj/cxjq7ycfdejtfmvj2z3elu3fjklr4z72jnj5yrzzumezcr3yqddc.py
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
#   %mm : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm]
#   %addmm_72 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_72]
#   %getitem_51 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=getitem_51]
#   %rsqrt_25 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_25]
#   %view_273 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [1, 128, 768]), kwargs = {})
#   %view_265 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_72, [1, 128, 768]), kwargs = {})
#   %mul_110 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_265, 0.5), kwargs = {})
#   %mul_111 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_265, 0.7071067811865476), kwargs = {})
#   %erf_12 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_111,), kwargs = {})
#   %add_102 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_12, 1), kwargs = {})
#   %mul_112 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_110, %add_102), kwargs = {})
#   %sub_37 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_112, %getitem_51), kwargs = {})
#   %mul_113 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_37, %rsqrt_25), kwargs = {})
#   %mul_123 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_273, %mul_113), kwargs = {})
#   %sum_20 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_123, [0, 1]), kwargs = {})
#   %sum_21 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_273, [0, 1]), kwargs = {})
#   return %sum_20,%sum_21
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
    size_hints={'x': 1024, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_gelu_native_layer_norm_native_layer_norm_backward_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 798720, 'r0_': 1024}, 'kernel_num_gb': 0.0007936, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_gelu_native_layer_norm_native_layer_norm_backward_view_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 768
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp16 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp19 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 768*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp10 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp12 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
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
        _tmp16 = tl.where(r0_mask & xmask, tmp17, _tmp16)
        tmp18 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp20 = _tmp19 + tmp18
        _tmp19 = tl.where(r0_mask & xmask, tmp20, _tmp19)
    tmp16 = tl.sum(_tmp16, 1)[:, None]
    tmp19 = tl.sum(_tmp19, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp16, xmask)
    tl.store(out_ptr1 + (x0), tmp19, xmask)


def get_args():
    arg_0 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 768, 128,


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
    num_gb = 0.0007936
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/xr/cxrmz773b74gya7y5zg7kesd6vfsjj3pscycubqcyeechk2zhz5m.py
# Topologically Sorted Source Nodes: [view_274, sum_22], Original ATen: [aten.view, aten.sum]
# Source node to ATen node mapping:
#   sum_22 => sum_22
#   view_274 => view_274
# Graph fragment:
#   %mul_130 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_130]
#   %view_274 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_130, [128, 768]), kwargs = {})
#   %sum_22 : Tensor "f32[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_274, [0], True), kwargs = {})
#   return %sum_22
triton_red_fused_sum_view_4 = async_compile.triton('triton_red_fused_sum_view_4', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 399360, 'r0_': 0}, 'kernel_num_gb': 0.000396288, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_sum_view_4(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 768
    r0_numel = 128
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
        tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 768, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_sum_view_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_sum_view_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000396288
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/cu/ccue6fcw3gsyri76do3mslbdulbslkrkiplwt2adb5zsizetlooc.py
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
#   %mm_2 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %primals_199 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_199]
#   %mul_108 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_108]
#   %div_15 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=div_15]
#   %sum_23 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=sum_23]
#   %sum_24 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=sum_24]
#   %view_276 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [1, 128, 768]), kwargs = {})
#   %mul_132 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_276, %primals_199), kwargs = {})
#   %mul_133 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_132, 768), kwargs = {})
#   %sum_23 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_132, [2], True), kwargs = {})
#   %mul_134 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_132, %mul_108), kwargs = {})
#   %sum_24 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_134, [2], True), kwargs = {})
#   %mul_135 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_108, %sum_24), kwargs = {})
#   %sub_45 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_133, %sum_23), kwargs = {})
#   %sub_46 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_45, %mul_135), kwargs = {})
#   %mul_136 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_15, %sub_46), kwargs = {})
#   return %sum_23,%sum_24,%mul_136
triton_per_fused_native_layer_norm_backward_view_5 = async_compile.triton('triton_per_fused_native_layer_norm_backward_view_5', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_layer_norm_backward_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 1575936}, 'kernel_num_gb': 0.001183232, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_native_layer_norm_backward_view_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp7 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp13 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tmp2 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask & xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 768.0, tl.float32)
    tmp15 = tmp2 * tmp14
    tmp16 = tmp15 - tmp6
    tmp17 = tmp7 * tmp12
    tmp18 = tmp16 - tmp17
    tmp19 = tmp13 * tmp18
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp19, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 128, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_native_layer_norm_backward_view_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_native_layer_norm_backward_view_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001183232
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/iz/ciz2aeysf4vwz23ltwgasoj4bb3qpe2qruaqcov4xvtsqk47g4yb.py
# Topologically Sorted Source Nodes: [view_276, mul_137, sum_25, sum_26], Original ATen: [aten.view, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_137 => mul_137
#   sum_25 => sum_25
#   sum_26 => sum_26
#   view_276 => view_276
# Graph fragment:
#   %mm_2 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %mul_108 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_108]
#   %view_276 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [1, 128, 768]), kwargs = {})
#   %mul_137 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_276, %mul_108), kwargs = {})
#   %sum_25 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_137, [0, 1]), kwargs = {})
#   %sum_26 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_276, [0, 1]), kwargs = {})
#   return %sum_25,%sum_26
triton_red_fused_native_layer_norm_backward_view_6 = async_compile.triton('triton_red_fused_native_layer_norm_backward_view_6', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_layer_norm_backward_view_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 798720, 'r0_': 0}, 'kernel_num_gb': 0.000792576, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_native_layer_norm_backward_view_6(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 768
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp4 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 768*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask & xmask, tmp5, _tmp4)
        tmp6 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp4, xmask)
    tl.store(out_ptr1 + (x0), tmp7, xmask)


def get_args():
    arg_0 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 768, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_native_layer_norm_backward_view_6.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_native_layer_norm_backward_view_6.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000792576
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/wu/cwuz654t4pujq5d24k63plhlcaaoxcfc6zr6zoyj2rwjfx2tgc2b.py
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
#   %mm_4 : Tensor "f32[128, 3072][3072, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %addmm_70 : Tensor "f32[128, 3072][3072, 1]cuda:0" = PlaceHolder[target=addmm_70]
#   %mul_144 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0" = PlaceHolder[target=mul_144]
#   %view_279 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [1, 128, 3072]), kwargs = {})
#   %view_261 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_70, [1, 128, 3072]), kwargs = {})
#   %mul_106 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_261, 0.7071067811865476), kwargs = {})
#   %erf_11 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_106,), kwargs = {})
#   %add_98 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_11, 1), kwargs = {})
#   %mul_139 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_98, 0.5), kwargs = {})
#   %mul_140 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_261, %view_261), kwargs = {})
#   %mul_141 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_140, -0.5), kwargs = {})
#   %exp_15 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_141,), kwargs = {})
#   %mul_142 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_15, 0.3989422804014327), kwargs = {})
#   %mul_143 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_261, %mul_142), kwargs = {})
#   %add_108 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_139, %mul_143), kwargs = {})
#   %mul_144 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_279, %add_108), kwargs = {})
#   %view_280 : Tensor "f32[128, 3072][3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_144, [128, 3072]), kwargs = {})
#   %sum_28 : Tensor "f32[1, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_280, [0], True), kwargs = {})
#   return %mul_144,%sum_28
triton_red_fused_gelu_gelu_backward_sum_view_7 = async_compile.triton('triton_red_fused_gelu_gelu_backward_sum_view_7', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_gelu_gelu_backward_sum_view_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6316032, 'r0_': 0}, 'kernel_num_gb': 0.00473088, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_gelu_gelu_backward_sum_view_7(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 3072
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp19 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (x0 + 3072*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr0 + (x0 + 3072*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
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
        _tmp19 = tl.where(r0_mask & xmask, tmp20, _tmp19)
        tl.store(in_out_ptr0 + (x0 + 3072*r0_1), tmp17, r0_mask & xmask)
    tmp19 = tl.sum(_tmp19, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp19, xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 3072), (393216, 3072, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 3072, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_gelu_gelu_backward_sum_view_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_gelu_gelu_backward_sum_view_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00473088
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/zm/czmc2t7keljbtpkjisci5yk4wqd4fj2bmp455yxkqxksthjfwu6e.py
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
#   %mul_136 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_136]
#   %mm_6 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %mul_103 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_103]
#   %view_277 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_136, [128, 768]), kwargs = {})
#   %sum_27 : Tensor "f32[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_277, [0], True), kwargs = {})
#   %view_282 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [1, 128, 768]), kwargs = {})
#   %add_109 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_136, %view_282), kwargs = {})
#   %mul_151 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_109, %mul_103), kwargs = {})
#   %sum_31 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_151, [0, 1]), kwargs = {})
#   %sum_32 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_109, [0, 1]), kwargs = {})
#   return %sum_27,%sum_31,%sum_32
triton_red_fused_add_native_layer_norm_backward_sum_view_8 = async_compile.triton('triton_red_fused_add_native_layer_norm_backward_sum_view_8', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_layer_norm_backward_sum_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1198080, 'r0_': 0}, 'kernel_num_gb': 0.001188864, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_native_layer_norm_backward_sum_view_8(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 768
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp9 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp12 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr1 + (x0 + 768*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp6 = tl.load(in_ptr2 + (x0 + 768*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
        tmp5 = tmp0 + tmp4
        tmp7 = tmp5 * tmp6
        tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
        tmp10 = _tmp9 + tmp8
        _tmp9 = tl.where(r0_mask & xmask, tmp10, _tmp9)
        tmp11 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp13 = _tmp12 + tmp11
        _tmp12 = tl.where(r0_mask & xmask, tmp13, _tmp12)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tmp9 = tl.sum(_tmp9, 1)[:, None]
    tmp12 = tl.sum(_tmp12, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tl.store(out_ptr1 + (x0), tmp9, xmask)
    tl.store(out_ptr2 + (x0), tmp12, xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 768, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_add_native_layer_norm_backward_sum_view_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_add_native_layer_norm_backward_sum_view_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001188864
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/xc/cxc5je3zqhkvtwktxeufmwtlhylugsd7rel3zbw7dxl66e6evpcn.py
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
#   %mul_136 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_136]
#   %mm_6 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %primals_193 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_193]
#   %mul_103 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_103]
#   %div_16 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=div_16]
#   %sum_29 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=sum_29]
#   %sum_30 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=sum_30]
#   %view_282 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [1, 128, 768]), kwargs = {})
#   %add_109 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_136, %view_282), kwargs = {})
#   %mul_146 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_109, %primals_193), kwargs = {})
#   %mul_147 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_146, 768), kwargs = {})
#   %sum_29 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_146, [2], True), kwargs = {})
#   %mul_148 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_146, %mul_103), kwargs = {})
#   %sum_30 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_148, [2], True), kwargs = {})
#   %mul_149 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_103, %sum_30), kwargs = {})
#   %sub_48 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_147, %sum_29), kwargs = {})
#   %sub_49 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_48, %mul_149), kwargs = {})
#   %mul_150 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_16, %sub_49), kwargs = {})
#   return %sum_29,%sum_30,%mul_150
triton_per_fused_add_native_layer_norm_backward_view_9 = async_compile.triton('triton_per_fused_add_native_layer_norm_backward_view_9', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_backward_view_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 1969152}, 'kernel_num_gb': 0.001576448, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_backward_view_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp9 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp15 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp10 = tmp4 * tmp9
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp13 = tl.where(r0_mask & xmask, tmp11, 0)
    tmp14 = tl.sum(tmp13, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 768.0, tl.float32)
    tmp17 = tmp4 * tmp16
    tmp18 = tmp17 - tmp8
    tmp19 = tmp9 * tmp14
    tmp20 = tmp18 - tmp19
    tmp21 = tmp15 * tmp20
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp21, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 128, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_9.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_native_layer_norm_backward_view_9.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001576448
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/jo/cjouovdzjyimzq7rboydgduewecpv3g7i6bmgwdeceggmawc7h5a.py
# Topologically Sorted Source Nodes: [view_288, permute_160, clone_37, view_293, view_294, sum_35], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
# Source node to ATen node mapping:
#   clone_37 => clone_37
#   permute_160 => permute_160
#   sum_35 => sum_35
#   view_288 => view_288
#   view_293 => view_293
#   view_294 => view_294
# Graph fragment:
#   %bmm_24 : Tensor "f32[12, 128, 64][8192, 64, 1]cuda:0" = PlaceHolder[target=bmm_24]
#   %view_294 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=view_294]
#   %view_288 : Tensor "f32[1, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_24, [1, 12, 128, 64]), kwargs = {})
#   %permute_160 : Tensor "f32[1, 128, 12, 64][98304, 64, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_288, [0, 2, 1, 3]), kwargs = {})
#   %clone_37 : Tensor "f32[1, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_160,), kwargs = {memory_format: torch.contiguous_format})
#   %view_293 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_37, [1, 128, 768]), kwargs = {})
#   %view_294 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%view_293, [128, 768]), kwargs = {})
#   %sum_35 : Tensor "f32[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_294, [0], True), kwargs = {})
#   return %view_294,%sum_35
triton_red_fused__unsafe_view_clone_sum_transpose_view_10 = async_compile.triton('triton_red_fused__unsafe_view_clone_sum_transpose_view_10', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__unsafe_view_clone_sum_transpose_view_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1185792, 'r0_': 0}, 'kernel_num_gb': 0.000789504, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__unsafe_view_clone_sum_transpose_view_10(in_ptr0, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 768
    r0_numel = 128
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
        tmp0 = tl.load(in_ptr0 + (64*r0_1 + 8192*(x0 // 64) + ((x0 % 64))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
        tl.store(out_ptr0 + (x0 + 768*r0_1), tmp0, r0_mask & xmask)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr1 + (x0), tmp2, xmask)


def get_args():
    arg_0 = rand_strided((12, 128, 64), (8192, 64, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 768, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__unsafe_view_clone_sum_transpose_view_10.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__unsafe_view_clone_sum_transpose_view_10.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000789504
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/eh/cehfwonbtdtucsfnywgkd6cpik5vvhgwkyv44p5woxuxsmey44kd.py
# Topologically Sorted Source Nodes: [view_289, mul_152, sum_34, neg_1, fma], Original ATen: [aten.view, aten._softmax_backward_data]
# Source node to ATen node mapping:
#   fma => fma
#   mul_152 => mul_152
#   neg_1 => neg_1
#   sum_34 => sum_34
#   view_289 => view_289
# Graph fragment:
#   %bmm_25 : Tensor "f32[12, 128, 128][16384, 128, 1]cuda:0" = PlaceHolder[target=bmm_25]
#   %expand_49 : Tensor "f32[1, 12, 128, 128][196608, 16384, 128, 1]cuda:0" = PlaceHolder[target=expand_49]
#   %sum_34 : Tensor "f32[1, 12, 128, 1][1536, 128, 1, 1536]cuda:0" = PlaceHolder[target=sum_34]
#   %view_289 : Tensor "f32[1, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_25, [1, 12, 128, 128]), kwargs = {})
#   %mul_152 : Tensor "f32[1, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_289, %where_23), kwargs = {})
#   %sum_34 : Tensor "f32[1, 12, 128, 1][1536, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_152, [-1], True), kwargs = {})
#   %neg_1 : Tensor "f32[1, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%where_23,), kwargs = {})
#   %fma : Tensor "f32[1, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.fma.default](args = (%neg_1, %sum_34, %mul_152), kwargs = {})
#   return %sum_34,%fma
triton_per_fused__softmax_backward_data_view_11 = async_compile.triton('triton_per_fused__softmax_backward_data_view_11', '''
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
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_backward_data_view_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 3145728}, 'kernel_num_gb': 0.002359296, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__softmax_backward_data_view_11(in_out_ptr0, in_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1536
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp7 = -tmp1
    tmp8 = tl.fma(tmp7, tmp6, tmp2)
    tl.store(in_out_ptr0 + (r0_1 + 128*x0), tmp8, xmask)


def get_args():
    arg_0 = rand_strided((1, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((12, 128, 128), (16384, 128, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 1536, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__softmax_backward_data_view_11.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__softmax_backward_data_view_11.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.002359296
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/rm/crm2jegmxcozxz3feu2yldzeze4vcwjno7u77s5fdmrcueta77fy.py
# Topologically Sorted Source Nodes: [view_291, mul_153, permute_159, permute_165, view_297, view_298, sum_36], Original ATen: [aten.view, aten.mul, aten.transpose, aten.sum]
# Source node to ATen node mapping:
#   mul_153 => mul_153
#   permute_159 => permute_159
#   permute_165 => permute_165
#   sum_36 => sum_36
#   view_291 => view_291
#   view_297 => view_297
#   view_298 => view_298
# Graph fragment:
#   %bmm_26 : Tensor "f32[12, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=bmm_26]
#   %view_298 : Tensor "f32[128, 768][1, 128]cuda:0" = PlaceHolder[target=view_298]
#   %view_291 : Tensor "f32[1, 12, 64, 128][98304, 8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_26, [1, 12, 64, 128]), kwargs = {})
#   %mul_153 : Tensor "f32[1, 12, 64, 128][98304, 8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%view_291, 0.3535533905932738), kwargs = {})
#   %permute_159 : Tensor "f32[1, 12, 128, 64][98304, 8192, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_153, [0, 1, 3, 2]), kwargs = {})
#   %permute_165 : Tensor "f32[1, 128, 12, 64][98304, 1, 8192, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%permute_159, [0, 2, 1, 3]), kwargs = {})
#   %view_297 : Tensor "f32[1, 128, 768][98304, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_165, [1, 128, 768]), kwargs = {})
#   %view_298 : Tensor "f32[128, 768][1, 128]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%view_297, [128, 768]), kwargs = {})
#   %sum_36 : Tensor "f32[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_298, [0], True), kwargs = {})
#   return %view_298,%sum_36
triton_per_fused_mul_sum_transpose_view_12 = async_compile.triton('triton_per_fused_mul_sum_transpose_view_12', '''
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
    size_hints={'x': 1024, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_mul_sum_transpose_view_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6144, 'r0_': 1179648}, 'kernel_num_gb': 0.000789504, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_mul_sum_transpose_view_12(in_out_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 768
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp1 = tl.full([1, 1], 0.3535533905932738, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 128*x0), tmp2, xmask)
    tl.store(out_ptr0 + (x0), tmp6, xmask)


def get_args():
    arg_0 = rand_strided((128, 768), (1, 128), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 768, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_mul_sum_transpose_view_12.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_mul_sum_transpose_view_12.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000789504
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/pc/cpcokepxxx4gmdrpmrxtadjss7n7qprmu25m5fmqk3cujhtaqrx2.py
# Topologically Sorted Source Nodes: [view_292, mul_154, permute_170, clone_38, view_301, view_302, sum_37], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
# Source node to ATen node mapping:
#   clone_38 => clone_38
#   mul_154 => mul_154
#   permute_170 => permute_170
#   sum_37 => sum_37
#   view_292 => view_292
#   view_301 => view_301
#   view_302 => view_302
# Graph fragment:
#   %bmm_27 : Tensor "f32[12, 128, 64][8192, 64, 1]cuda:0" = PlaceHolder[target=bmm_27]
#   %view_302 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=view_302]
#   %view_292 : Tensor "f32[1, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_27, [1, 12, 128, 64]), kwargs = {})
#   %mul_154 : Tensor "f32[1, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%view_292, 0.3535533905932738), kwargs = {})
#   %permute_170 : Tensor "f32[1, 128, 12, 64][98304, 64, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_154, [0, 2, 1, 3]), kwargs = {})
#   %clone_38 : Tensor "f32[1, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_170,), kwargs = {memory_format: torch.contiguous_format})
#   %view_301 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_38, [1, 128, 768]), kwargs = {})
#   %view_302 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%view_301, [128, 768]), kwargs = {})
#   %sum_37 : Tensor "f32[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_302, [0], True), kwargs = {})
#   return %view_302,%sum_37
triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13 = async_compile.triton('triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1185792, 'r0_': 0}, 'kernel_num_gb': 0.000789504, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13(in_ptr0, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 768
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp4 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (64*r0_1 + 8192*(x0 // 64) + ((x0 % 64))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.full([1, 1], 0.3535533905932738, tl.float32)
        tmp2 = tmp0 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask & xmask, tmp5, _tmp4)
        tl.store(out_ptr0 + (x0 + 768*r0_1), tmp2, r0_mask & xmask)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    tl.store(out_ptr1 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((12, 128, 64), (8192, 64, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 768, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000789504
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/rz/crztxy7strx3qf2ulagl7plpjjldxaenajtzsga3rcs3rlncbnx6.py
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
#   %mul_150 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_150]
#   %mm_10 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %mm_12 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_12]
#   %mm_14 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_14]
#   %mul_99 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_99]
#   %view_283 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_150, [128, 768]), kwargs = {})
#   %sum_33 : Tensor "f32[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_283, [0], True), kwargs = {})
#   %view_296 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [1, 128, 768]), kwargs = {})
#   %add_110 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_150, %view_296), kwargs = {})
#   %view_300 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_12, [1, 128, 768]), kwargs = {})
#   %add_111 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_110, %view_300), kwargs = {})
#   %view_304 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_14, [1, 128, 768]), kwargs = {})
#   %add_112 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_111, %view_304), kwargs = {})
#   %mul_161 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_112, %mul_99), kwargs = {})
#   %sum_40 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_161, [0, 1]), kwargs = {})
#   %sum_41 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_112, [0, 1]), kwargs = {})
#   return %sum_33,%sum_40,%sum_41
triton_red_fused_add_native_layer_norm_backward_sum_view_14 = async_compile.triton('triton_red_fused_add_native_layer_norm_backward_sum_view_14', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_layer_norm_backward_sum_view_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1984512, 'r0_': 0}, 'kernel_num_gb': 0.001975296, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_native_layer_norm_backward_sum_view_14(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 768
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp16 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr1 + (x0 + 768*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp6 = tl.load(in_ptr2 + (x0 + 768*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp8 = tl.load(in_ptr3 + (x0 + 768*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp10 = tl.load(in_ptr4 + (x0 + 768*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
        tmp5 = tmp0 + tmp4
        tmp7 = tmp5 + tmp6
        tmp9 = tmp7 + tmp8
        tmp11 = tmp9 * tmp10
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask & xmask, tmp14, _tmp13)
        tmp15 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
        tmp17 = _tmp16 + tmp15
        _tmp16 = tl.where(r0_mask & xmask, tmp17, _tmp16)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tmp16 = tl.sum(_tmp16, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tl.store(out_ptr1 + (x0), tmp13, xmask)
    tl.store(out_ptr2 + (x0), tmp16, xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 768, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_add_native_layer_norm_backward_sum_view_14.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_add_native_layer_norm_backward_sum_view_14.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001975296
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/qy/cqy4po2awefejrturmqwub3z32xex3gme4d4km5xazstieg7iq2s.py
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
#   %mul_150 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_150]
#   %mm_10 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %mm_12 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_12]
#   %mm_14 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_14]
#   %primals_183 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_183]
#   %mul_156 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_156]
#   %mul_99 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_99]
#   %div_17 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=div_17]
#   %sum_38 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=sum_38]
#   %sum_39 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=sum_39]
#   %view_296 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [1, 128, 768]), kwargs = {})
#   %add_110 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_150, %view_296), kwargs = {})
#   %view_300 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_12, [1, 128, 768]), kwargs = {})
#   %add_111 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_110, %view_300), kwargs = {})
#   %view_304 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_14, [1, 128, 768]), kwargs = {})
#   %add_112 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_111, %view_304), kwargs = {})
#   %mul_156 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_112, %primals_183), kwargs = {})
#   %mul_157 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_156, 768), kwargs = {})
#   %sum_38 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_156, [2], True), kwargs = {})
#   %mul_158 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_156, %mul_99), kwargs = {})
#   %sum_39 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_158, [2], True), kwargs = {})
#   %mul_159 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_99, %sum_39), kwargs = {})
#   %sub_51 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_157, %sum_38), kwargs = {})
#   %sub_52 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_51, %mul_159), kwargs = {})
#   %mul_160 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_17, %sub_52), kwargs = {})
#   return %mul_156,%sum_38,%sum_39,%mul_160
triton_per_fused_add_native_layer_norm_backward_view_15 = async_compile.triton('triton_per_fused_add_native_layer_norm_backward_view_15', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_backward_view_15', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 2755584}, 'kernel_num_gb': 0.00236288, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_backward_view_15(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp5 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp7 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp13 = tl.load(in_ptr4 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp19 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tmp8 = tmp6 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask & xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp14 = tmp8 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(r0_mask & xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 768.0, tl.float32)
    tmp21 = tmp8 * tmp20
    tmp22 = tmp21 - tmp12
    tmp23 = tmp13 * tmp18
    tmp24 = tmp22 - tmp23
    tmp25 = tmp19 * tmp24
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp25, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 128, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_15.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_native_layer_norm_backward_view_15.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00236288
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/nx/cnxff6uvmpisfuoo3syv2mwjru2dnu564zhotvpxr67nvyyx7zy7.py
# Topologically Sorted Source Nodes: [full_13], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_13 => full_default_42
# Graph fragment:
#   %full_default_42 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([512, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi_fused_embedding_dense_backward_16 = async_compile.triton('triton_poi_fused_embedding_dense_backward_16', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3145728}, 'kernel_num_gb': 0.001572864, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_16(out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
        triton_poi_fused_embedding_dense_backward_16.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_embedding_dense_backward_16.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001572864
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/hd/chdgzdqr25o3ln2to4iiejtocjgu6qrhj6yaacwxr3gw5ncpoqq6.py
# Topologically Sorted Source Nodes: [full_14], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_14 => full_default_44
# Graph fragment:
#   %full_default_44 : Tensor "f32[2, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_1
triton_poi_fused_embedding_dense_backward_17 = async_compile.triton('triton_poi_fused_embedding_dense_backward_17', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_17', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12288}, 'kernel_num_gb': 6.144e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_17(out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
        triton_poi_fused_embedding_dense_backward_17.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_embedding_dense_backward_17.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 6.144e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/rm/crmcyvvpkpl7d2my63wrw2esnsoftjm4l2lepo5l2mahqw6cafcc.py
# Topologically Sorted Source Nodes: [full_15], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_15 => full_default_46
# Graph fragment:
#   %full_default_46 : Tensor "f32[30522, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([30522, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_2
triton_poi_fused_embedding_dense_backward_18 = async_compile.triton('triton_poi_fused_embedding_dense_backward_18', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 187527168}, 'kernel_num_gb': 0.093763584, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_18(out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
        triton_poi_fused_embedding_dense_backward_18.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_embedding_dense_backward_18.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.093763584
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-Ebh3u4/inductor/3p/c3pz7lrqfyttcjecx4gqwglyg2mcgnz5gukr77rv3dzcdutiib2d.py
# Topologically Sorted Source Nodes: [attn_output, view_604, add_176, view_608, add_177, view_612, add_178, mul_420, mul_421, sum_203, mul_422, sum_204, mul_423, sub_117, sub_118, mul_424, position_ids, eq_12, unsqueeze_5, where_28, full_13, index_put, eq_13, unsqueeze_6, where_29, full_14, index_put_1, eq_14, unsqueeze_7, where_30, full_15, index_put_2], Original ATen: [aten.scalar_tensor, aten.view, aten.add, aten.native_layer_norm_backward, aten.slice, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   add_176 => add_176
#   add_177 => add_177
#   add_178 => add_178
#   attn_output => full_default_1
#   eq_12 => eq_12
#   eq_13 => eq_13
#   eq_14 => eq_14
#   full_13 => full_default_42
#   full_14 => full_default_44
#   full_15 => full_default_46
#   index_put => index_put
#   index_put_1 => index_put_1
#   index_put_2 => index_put_2
#   mul_420 => mul_420
#   mul_421 => mul_421
#   mul_422 => mul_422
#   mul_423 => mul_423
#   mul_424 => mul_424
#   position_ids => slice_1
#   sub_117 => sub_117
#   sub_118 => sub_118
#   sum_203 => sum_203
#   sum_204 => sum_204
#   unsqueeze_5 => unsqueeze_5
#   unsqueeze_6 => unsqueeze_6
#   unsqueeze_7 => unsqueeze_7
#   view_604 => view_604
#   view_608 => view_608
#   view_612 => view_612
#   where_28 => where_28
#   where_29 => where_29
#   where_30 => where_30
# Graph fragment:
#   %mul_414 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_414]
#   %mm_142 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_142]
#   %mm_144 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_144]
#   %mm_146 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_146]
#   %primals_7 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_7]
#   %mul_420 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_420]
#   %mul : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul]
#   %div_39 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=div_39]
#   %sum_203 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=sum_203]
#   %sum_204 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=sum_204]
#   %primals_2 : Tensor "i64[1, 512][512, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %mul_424 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=mul_424]
#   %index_put : Tensor "f32[512, 768][768, 1]cuda:0" = PlaceHolder[target=index_put]
#   %expand_1 : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=expand_1]
#   %index_put_1 : Tensor "f32[2, 768][768, 1]cuda:0" = PlaceHolder[target=index_put_1]
#   %primals_1 : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %index_put_2 : Tensor "f32[30522, 768][768, 1]cuda:0" = PlaceHolder[target=index_put_2]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_604 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_142, [1, 128, 768]), kwargs = {})
#   %add_176 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_414, %view_604), kwargs = {})
#   %view_608 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_144, [1, 128, 768]), kwargs = {})
#   %add_177 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_176, %view_608), kwargs = {})
#   %view_612 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_146, [1, 128, 768]), kwargs = {})
#   %add_178 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_177, %view_612), kwargs = {})
#   %mul_420 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_178, %primals_7), kwargs = {})
#   %mul_421 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_420, 768), kwargs = {})
#   %sum_203 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_420, [2], True), kwargs = {})
#   %mul_422 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_420, %mul), kwargs = {})
#   %sum_204 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_422, [2], True), kwargs = {})
#   %mul_423 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %sum_204), kwargs = {})
#   %sub_117 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_421, %sum_203), kwargs = {})
#   %sub_118 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_117, %mul_423), kwargs = {})
#   %mul_424 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_39, %sub_118), kwargs = {})
#   %slice_1 : Tensor "i64[1, 128][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%primals_2, 1, 0, 128), kwargs = {})
#   %eq_12 : Tensor "b8[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%slice_1, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "b8[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_12, -1), kwargs = {})
#   %where_28 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_5, %full_default_1, %mul_424), kwargs = {})
#   %full_default_42 : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([512, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[512, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_42, [%slice_1], %where_28, True), kwargs = {})
#   %eq_13 : Tensor "b8[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%expand_1, -1), kwargs = {})
#   %unsqueeze_6 : Tensor "b8[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_13, -1), kwargs = {})
#   %where_29 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_6, %full_default_1, %mul_424), kwargs = {})
#   %full_default_44 : Tensor "f32[2, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_1 : Tensor "f32[2, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_44, [%expand_1], %where_29, True), kwargs = {})
#   %eq_14 : Tensor "b8[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%primals_1, 0), kwargs = {})
#   %unsqueeze_7 : Tensor "b8[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_14, -1), kwargs = {})
#   %where_30 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_7, %full_default_1, %mul_424), kwargs = {})
#   %full_default_46 : Tensor "f32[30522, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([30522, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_2 : Tensor "f32[30522, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_46, [%primals_1], %where_30, True), kwargs = {})
#   return %mul_420,%sum_203,%sum_204,%mul_424,%buf486,%buf488,%buf490
triton_per_fused_add_embedding_dense_backward_native_layer_norm_backward_scalar_tensor_slice_view_19 = async_compile.triton('triton_per_fused_add_embedding_dense_backward_native_layer_norm_backward_scalar_tensor_slice_view_19', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*i64', 'in_ptr7': '*i64', 'in_ptr8': '*i64', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_embedding_dense_backward_native_layer_norm_backward_scalar_tensor_slice_view_19', 'mutated_arg_names': ['in_out_ptr0', 'out_ptr2', 'out_ptr3', 'out_ptr4'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 10, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3584, 'r0_': 1969152}, 'kernel_num_gb': 0.0031616, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_embedding_dense_backward_native_layer_norm_backward_scalar_tensor_slice_view_19(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, out_ptr2, out_ptr3, out_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp5 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp7 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp13 = tl.load(in_ptr4 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp19 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp26 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp36 = tl.load(in_ptr7 + (x0), xmask, eviction_policy='evict_last')
    tmp44 = tl.load(in_ptr8 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tmp8 = tmp6 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask & xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp14 = tmp8 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(r0_mask & xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 768.0, tl.float32)
    tmp21 = tmp8 * tmp20
    tmp22 = tmp21 - tmp12
    tmp23 = tmp13 * tmp18
    tmp24 = tmp22 - tmp23
    tmp25 = tmp19 * tmp24
    tmp27 = tl.full([1, 1], 512, tl.int32)
    tmp28 = tmp26 + tmp27
    tmp29 = tmp26 < 0
    tmp30 = tl.where(tmp29, tmp28, tmp26)
    tl.device_assert(((0 <= tmp30) & (tmp30 < 512)) | ~(xmask), "index out of bounds: 0 <= tmp30 < 512")
    tmp32 = tl.full([1, 1], -1, tl.int64)
    tmp33 = tmp26 == tmp32
    tmp34 = tl.full([1, 1], 0.0, tl.float32)
    tmp35 = tl.where(tmp33, tmp34, tmp25)
    tmp37 = tl.full([1, 1], 2, tl.int32)
    tmp38 = tmp36 + tmp37
    tmp39 = tmp36 < 0
    tmp40 = tl.where(tmp39, tmp38, tmp36)
    tl.device_assert(((0 <= tmp40) & (tmp40 < 2)) | ~(xmask), "index out of bounds: 0 <= tmp40 < 2")
    tmp42 = tmp36 == tmp32
    tmp43 = tl.where(tmp42, tmp34, tmp25)
    tmp45 = tl.full([1, 1], 30522, tl.int32)
    tmp46 = tmp44 + tmp45
    tmp47 = tmp44 < 0
    tmp48 = tl.where(tmp47, tmp46, tmp44)
    tl.device_assert(((0 <= tmp48) & (tmp48 < 30522)) | ~(xmask), "index out of bounds: 0 <= tmp48 < 30522")
    tmp50 = tl.full([1, 1], 0, tl.int64)
    tmp51 = tmp44 == tmp50
    tmp52 = tl.where(tmp51, tmp34, tmp25)
    tl.atomic_add(out_ptr2 + (tl.broadcast_to(r0_1 + 768*tmp30, [XBLOCK, R0_BLOCK])), tmp35, r0_mask & xmask, sem='relaxed')
    tl.atomic_add(out_ptr3 + (tl.broadcast_to(r0_1 + 768*tmp40, [XBLOCK, R0_BLOCK])), tmp43, r0_mask & xmask, sem='relaxed')
    tl.atomic_add(out_ptr4 + (tl.broadcast_to(r0_1 + 768*tmp48, [XBLOCK, R0_BLOCK])), tmp52, r0_mask & xmask, sem='relaxed')


def get_args():
    arg_0 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    arg_8 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_9 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_10 = rand_strided((512, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_11 = rand_strided((2, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_12 = rand_strided((30522, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, arg_11, arg_12, 128, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_embedding_dense_backward_native_layer_norm_backward_scalar_tensor_slice_view_19.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_embedding_dense_backward_native_layer_norm_backward_scalar_tensor_slice_view_19.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.0031616
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
        primals_1, primals_2, primals_4, primals_7, primals_9, primals_11, primals_13, primals_15, primals_17, primals_19, primals_21, primals_23, primals_25, primals_27, primals_29, primals_31, primals_33, primals_35, primals_37, primals_39, primals_41, primals_43, primals_45, primals_47, primals_49, primals_51, primals_53, primals_55, primals_57, primals_59, primals_61, primals_63, primals_65, primals_67, primals_69, primals_71, primals_73, primals_75, primals_77, primals_79, primals_81, primals_83, primals_85, primals_87, primals_89, primals_91, primals_93, primals_95, primals_97, primals_99, primals_101, primals_103, primals_105, primals_107, primals_109, primals_111, primals_113, primals_115, primals_117, primals_119, primals_121, primals_123, primals_125, primals_127, primals_129, primals_131, primals_133, primals_135, primals_137, primals_139, primals_141, primals_143, primals_145, primals_147, primals_149, primals_151, primals_153, primals_155, primals_157, primals_159, primals_161, primals_163, primals_165, primals_167, primals_169, primals_171, primals_173, primals_175, primals_177, primals_179, primals_181, primals_183, primals_185, primals_187, primals_189, primals_191, primals_193, primals_195, primals_197, primals_199, primals_201, primals_203, primals_206, expand_1, mul, view, where_1, view_16, mul_4, view_18, addmm_4, view_20, mul_9, view_22, where_3, view_38, mul_13, view_40, addmm_10, view_42, mul_18, view_44, where_5, view_60, mul_22, view_62, addmm_16, view_64, mul_27, view_66, where_7, view_82, mul_31, view_84, addmm_22, view_86, mul_36, view_88, where_9, view_104, mul_40, view_106, addmm_28, view_108, mul_45, view_110, where_11, view_126, mul_49, view_128, addmm_34, view_130, mul_54, view_132, where_13, view_148, mul_58, view_150, addmm_40, view_152, mul_63, view_154, where_15, view_170, mul_67, view_172, addmm_46, view_174, mul_72, view_176, where_17, view_192, mul_76, view_194, addmm_52, view_196, mul_81, view_198, where_19, view_214, mul_85, view_216, addmm_58, view_218, mul_90, view_220, where_21, view_236, mul_94, view_238, addmm_64, view_240, mul_99, view_242, where_23, view_258, mul_103, view_260, addmm_70, view_262, mul_108, view_264, addmm_72, getitem_51, rsqrt_25, view_266, addmm_73, amax_12, log, convert_element_type, div_15, div_16, permute_156, permute_157, permute_158, div_17, div_18, permute_189, permute_190, permute_191, div_19, div_20, permute_222, permute_223, permute_224, div_21, div_22, permute_255, permute_256, permute_257, div_23, div_24, permute_288, permute_289, permute_290, div_25, div_26, permute_321, permute_322, permute_323, div_27, div_28, permute_354, permute_355, permute_356, div_29, div_30, permute_387, permute_388, permute_389, div_31, div_32, permute_420, permute_421, permute_422, div_33, div_34, permute_453, permute_454, permute_455, div_35, div_36, permute_486, permute_487, permute_488, div_37, div_38, permute_519, permute_520, permute_521, div_39, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (1, 128), (128, 1))
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
        assert_size_stride(primals_206, (1, 128), (128, 1))
        assert_size_stride(expand_1, (1, 128), (128, 1))
        assert_size_stride(mul, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view, (128, 768), (768, 1))
        assert_size_stride(where_1, (1, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_16, (128, 768), (768, 1))
        assert_size_stride(mul_4, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_18, (128, 768), (768, 1))
        assert_size_stride(addmm_4, (128, 3072), (3072, 1))
        assert_size_stride(view_20, (128, 3072), (3072, 1))
        assert_size_stride(mul_9, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_22, (128, 768), (768, 1))
        assert_size_stride(where_3, (1, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_38, (128, 768), (768, 1))
        assert_size_stride(mul_13, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_40, (128, 768), (768, 1))
        assert_size_stride(addmm_10, (128, 3072), (3072, 1))
        assert_size_stride(view_42, (128, 3072), (3072, 1))
        assert_size_stride(mul_18, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_44, (128, 768), (768, 1))
        assert_size_stride(where_5, (1, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_60, (128, 768), (768, 1))
        assert_size_stride(mul_22, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_62, (128, 768), (768, 1))
        assert_size_stride(addmm_16, (128, 3072), (3072, 1))
        assert_size_stride(view_64, (128, 3072), (3072, 1))
        assert_size_stride(mul_27, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_66, (128, 768), (768, 1))
        assert_size_stride(where_7, (1, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_82, (128, 768), (768, 1))
        assert_size_stride(mul_31, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_84, (128, 768), (768, 1))
        assert_size_stride(addmm_22, (128, 3072), (3072, 1))
        assert_size_stride(view_86, (128, 3072), (3072, 1))
        assert_size_stride(mul_36, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_88, (128, 768), (768, 1))
        assert_size_stride(where_9, (1, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_104, (128, 768), (768, 1))
        assert_size_stride(mul_40, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_106, (128, 768), (768, 1))
        assert_size_stride(addmm_28, (128, 3072), (3072, 1))
        assert_size_stride(view_108, (128, 3072), (3072, 1))
        assert_size_stride(mul_45, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_110, (128, 768), (768, 1))
        assert_size_stride(where_11, (1, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_126, (128, 768), (768, 1))
        assert_size_stride(mul_49, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_128, (128, 768), (768, 1))
        assert_size_stride(addmm_34, (128, 3072), (3072, 1))
        assert_size_stride(view_130, (128, 3072), (3072, 1))
        assert_size_stride(mul_54, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_132, (128, 768), (768, 1))
        assert_size_stride(where_13, (1, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_148, (128, 768), (768, 1))
        assert_size_stride(mul_58, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_150, (128, 768), (768, 1))
        assert_size_stride(addmm_40, (128, 3072), (3072, 1))
        assert_size_stride(view_152, (128, 3072), (3072, 1))
        assert_size_stride(mul_63, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_154, (128, 768), (768, 1))
        assert_size_stride(where_15, (1, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_170, (128, 768), (768, 1))
        assert_size_stride(mul_67, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_172, (128, 768), (768, 1))
        assert_size_stride(addmm_46, (128, 3072), (3072, 1))
        assert_size_stride(view_174, (128, 3072), (3072, 1))
        assert_size_stride(mul_72, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_176, (128, 768), (768, 1))
        assert_size_stride(where_17, (1, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_192, (128, 768), (768, 1))
        assert_size_stride(mul_76, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_194, (128, 768), (768, 1))
        assert_size_stride(addmm_52, (128, 3072), (3072, 1))
        assert_size_stride(view_196, (128, 3072), (3072, 1))
        assert_size_stride(mul_81, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_198, (128, 768), (768, 1))
        assert_size_stride(where_19, (1, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_214, (128, 768), (768, 1))
        assert_size_stride(mul_85, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_216, (128, 768), (768, 1))
        assert_size_stride(addmm_58, (128, 3072), (3072, 1))
        assert_size_stride(view_218, (128, 3072), (3072, 1))
        assert_size_stride(mul_90, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_220, (128, 768), (768, 1))
        assert_size_stride(where_21, (1, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_236, (128, 768), (768, 1))
        assert_size_stride(mul_94, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_238, (128, 768), (768, 1))
        assert_size_stride(addmm_64, (128, 3072), (3072, 1))
        assert_size_stride(view_240, (128, 3072), (3072, 1))
        assert_size_stride(mul_99, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_242, (128, 768), (768, 1))
        assert_size_stride(where_23, (1, 12, 128, 128), (196608, 16384, 128, 1))
        assert_size_stride(view_258, (128, 768), (768, 1))
        assert_size_stride(mul_103, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_260, (128, 768), (768, 1))
        assert_size_stride(addmm_70, (128, 3072), (3072, 1))
        assert_size_stride(view_262, (128, 3072), (3072, 1))
        assert_size_stride(mul_108, (1, 128, 768), (98304, 768, 1))
        assert_size_stride(view_264, (128, 768), (768, 1))
        assert_size_stride(addmm_72, (128, 768), (768, 1))
        assert_size_stride(getitem_51, (1, 128, 1), (128, 1, 1))
        assert_size_stride(rsqrt_25, (1, 128, 1), (128, 1, 1))
        assert_size_stride(view_266, (128, 768), (768, 1))
        assert_size_stride(addmm_73, (128, 30522), (30528, 1))
        assert_size_stride(amax_12, (128, 1), (1, 1))
        assert_size_stride(log, (128, 1), (1, 1))
        assert_size_stride(convert_element_type, (), ())
        assert_size_stride(div_15, (1, 128, 1), (128, 1, 1))
        assert_size_stride(div_16, (1, 128, 1), (128, 1, 1))
        assert_size_stride(permute_156, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_157, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_158, (12, 128, 64), (64, 768, 1))
        assert_size_stride(div_17, (1, 128, 1), (128, 1, 1))
        assert_size_stride(div_18, (1, 128, 1), (128, 1, 1))
        assert_size_stride(permute_189, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_190, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_191, (12, 128, 64), (64, 768, 1))
        assert_size_stride(div_19, (1, 128, 1), (128, 1, 1))
        assert_size_stride(div_20, (1, 128, 1), (128, 1, 1))
        assert_size_stride(permute_222, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_223, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_224, (12, 128, 64), (64, 768, 1))
        assert_size_stride(div_21, (1, 128, 1), (128, 1, 1))
        assert_size_stride(div_22, (1, 128, 1), (128, 1, 1))
        assert_size_stride(permute_255, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_256, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_257, (12, 128, 64), (64, 768, 1))
        assert_size_stride(div_23, (1, 128, 1), (128, 1, 1))
        assert_size_stride(div_24, (1, 128, 1), (128, 1, 1))
        assert_size_stride(permute_288, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_289, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_290, (12, 128, 64), (64, 768, 1))
        assert_size_stride(div_25, (1, 128, 1), (128, 1, 1))
        assert_size_stride(div_26, (1, 128, 1), (128, 1, 1))
        assert_size_stride(permute_321, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_322, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_323, (12, 128, 64), (64, 768, 1))
        assert_size_stride(div_27, (1, 128, 1), (128, 1, 1))
        assert_size_stride(div_28, (1, 128, 1), (128, 1, 1))
        assert_size_stride(permute_354, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_355, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_356, (12, 128, 64), (64, 768, 1))
        assert_size_stride(div_29, (1, 128, 1), (128, 1, 1))
        assert_size_stride(div_30, (1, 128, 1), (128, 1, 1))
        assert_size_stride(permute_387, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_388, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_389, (12, 128, 64), (64, 768, 1))
        assert_size_stride(div_31, (1, 128, 1), (128, 1, 1))
        assert_size_stride(div_32, (1, 128, 1), (128, 1, 1))
        assert_size_stride(permute_420, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_421, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_422, (12, 128, 64), (64, 768, 1))
        assert_size_stride(div_33, (1, 128, 1), (128, 1, 1))
        assert_size_stride(div_34, (1, 128, 1), (128, 1, 1))
        assert_size_stride(permute_453, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_454, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_455, (12, 128, 64), (64, 768, 1))
        assert_size_stride(div_35, (1, 128, 1), (128, 1, 1))
        assert_size_stride(div_36, (1, 128, 1), (128, 1, 1))
        assert_size_stride(permute_486, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_487, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_488, (12, 128, 64), (64, 768, 1))
        assert_size_stride(div_37, (1, 128, 1), (128, 1, 1))
        assert_size_stride(div_38, (1, 128, 1), (128, 1, 1))
        assert_size_stride(permute_519, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_520, (12, 64, 128), (64, 1, 768))
        assert_size_stride(permute_521, (12, 128, 64), (64, 768, 1))
        assert_size_stride(div_39, (1, 128, 1), (128, 1, 1))
        assert_size_stride(tangents_1, (), ())
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = addmm_73; del addmm_73  # reuse
            # Topologically Sorted Source Nodes: [div_13, view_37, unsqueeze_4, ne_3, masked_lm_loss, where_26, , attn_output, where_27, mul_115, exp_13, sum_16, mul_116, view_271], Original ATen: [aten.nll_loss_backward, aten.view, aten.nll_loss_forward, aten.arange, aten.expand, aten.eq, aten.scalar_tensor, aten.where, aten._log_softmax, aten._log_softmax_backward_data]
            # [Provenance debug handles] triton_red_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0:89
            stream0 = get_raw_stream(0)
            triton_red_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0.run(buf1, primals_206, tangents_1, convert_element_type, amax_12, log, 128, 30522, stream=stream0)
            del amax_12
            del convert_element_type
            del log
            del primals_206
            del tangents_1
            buf2 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_99, permute_134, mm], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:90
            extern_kernels.mm(buf1, primals_4, out=buf2)
            del primals_4
            buf3 = empty_strided_cuda((1, 30522), (30522, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_17], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_1:91
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_1.run(buf1, buf3, 30522, 128, stream=stream0)
            buf8 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_273, mul_118, mul_119, sum_18, hidden_states_96, hidden_states_97, hidden_states_98, mul_120, sum_19, mul_121, sub_42, sub_43, div_14, mul_122, mul_125, mul_126, mul_127, exp_14, mul_128, mul_129, add_106, mul_130], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.gelu, aten.native_layer_norm, aten.gelu_backward]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_view_2:92
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_view_2.run(buf2, primals_203, addmm_72, getitem_51, rsqrt_25, buf8, 128, 768, stream=stream0)
            del primals_203
            buf6 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf7 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_273, hidden_states_96, hidden_states_97, hidden_states_98, mul_123, sum_20, sum_21], Original ATen: [aten.view, aten.gelu, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_gelu_native_layer_norm_native_layer_norm_backward_view_3:93
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_native_layer_norm_native_layer_norm_backward_view_3.run(buf2, addmm_72, getitem_51, rsqrt_25, buf6, buf7, 768, 128, stream=stream0)
            del addmm_72
            del getitem_51
            del rsqrt_25
            buf9 = buf2; del buf2  # reuse
            # Topologically Sorted Source Nodes: [view_274, hidden_states_96, permute_138, mm_2], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:94
            extern_kernels.mm(reinterpret_tensor(buf8, (128, 768), (768, 1), 0), primals_201, out=buf9)
            del primals_201
            buf10 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_274, permute_139, permute_141], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:95
            extern_kernels.mm(reinterpret_tensor(buf8, (768, 128), (1, 768), 0), view_264, out=buf10)
            del view_264
            buf11 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_274, sum_22], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_4:96
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_4.run(buf8, buf11, 768, 128, stream=stream0)
            buf14 = buf8; del buf8  # reuse
            # Topologically Sorted Source Nodes: [view_276, mul_132, mul_133, sum_23, mul_134, sum_24, mul_135, sub_45, sub_46, mul_136], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_backward_view_5:97
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_backward_view_5.run(buf9, primals_199, mul_108, div_15, buf14, 128, 768, stream=stream0)
            del div_15
            del primals_199
            buf15 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf16 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_276, mul_137, sum_25, sum_26], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_6:98
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_6.run(buf9, mul_108, buf15, buf16, 768, 128, stream=stream0)
            del mul_108
            buf17 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_277, hidden_states_93, permute_142, mm_4], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:99
            extern_kernels.mm(reinterpret_tensor(buf14, (128, 768), (768, 1), 0), primals_197, out=buf17)
            del primals_197
            buf18 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_277, permute_143, permute_145], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:100
            extern_kernels.mm(reinterpret_tensor(buf14, (768, 128), (1, 768), 0), view_262, out=buf18)
            del view_262
            buf20 = reinterpret_tensor(buf17, (1, 128, 3072), (393216, 3072, 1), 0); del buf17  # reuse
            buf23 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_279, hidden_states_91, hidden_states_92, mul_139, mul_140, mul_141, exp_15, mul_142, mul_143, add_108, mul_144, view_280, sum_28], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_7:101
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_7.run(buf20, addmm_70, buf23, 3072, 128, stream=stream0)
            del addmm_70
            buf21 = buf9; del buf9  # reuse
            # Topologically Sorted Source Nodes: [view_279, hidden_states_91, hidden_states_92, mul_139, mul_140, mul_141, exp_15, mul_142, mul_143, add_108, mul_144, view_280, permute_146, mm_6], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:102
            extern_kernels.mm(reinterpret_tensor(buf20, (128, 3072), (3072, 1), 0), primals_195, out=buf21)
            del primals_195
            buf19 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf27 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf28 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_277, sum_27, view_282, add_109, mul_151, sum_31, sum_32], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_8:103
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_8.run(buf14, buf21, mul_103, buf19, buf27, buf28, 768, 128, stream=stream0)
            buf22 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_279, hidden_states_91, hidden_states_92, mul_139, mul_140, mul_141, exp_15, mul_142, mul_143, add_108, mul_144, view_280, permute_147, permute_149], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:104
            extern_kernels.mm(reinterpret_tensor(buf20, (3072, 128), (1, 3072), 0), view_260, out=buf22)
            del view_260
            buf26 = buf14; del buf14  # reuse
            # Topologically Sorted Source Nodes: [view_282, add_109, mul_146, mul_147, sum_29, mul_148, sum_30, mul_149, sub_48, sub_49, mul_150], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_9:105
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_9.run(buf26, buf21, primals_193, mul_103, div_16, 128, 768, stream=stream0)
            del div_16
            del mul_103
            del primals_193
            buf29 = buf21; del buf21  # reuse
            # Topologically Sorted Source Nodes: [view_283, hidden_states_88, permute_150, mm_8], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:106
            extern_kernels.mm(reinterpret_tensor(buf26, (128, 768), (768, 1), 0), primals_191, out=buf29)
            del primals_191
            buf30 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_283, permute_151, permute_153], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:107
            extern_kernels.mm(reinterpret_tensor(buf26, (768, 128), (1, 768), 0), view_258, out=buf30)
            del view_258
            buf32 = empty_strided_cuda((12, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_285, view_286, permute_154, view_287, attn_output_33, permute_155, bmm_24], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:108
            extern_kernels.bmm(reinterpret_tensor(where_23, (12, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf29, (12, 128, 64), (64, 768, 1), 0), out=buf32)
            buf38 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            buf41 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_288, permute_160, clone_37, view_293, view_294, sum_35], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_sum_transpose_view_10:109
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_sum_transpose_view_10.run(buf32, buf38, buf41, 768, 128, stream=stream0)
            buf39 = reinterpret_tensor(buf32, (128, 768), (768, 1), 0); del buf32  # reuse
            # Topologically Sorted Source Nodes: [linear_68, permute_161, mm_10], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:110
            extern_kernels.mm(buf38, primals_189, out=buf39)
            del primals_189
            buf33 = empty_strided_cuda((12, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_285, view_286, permute_154, view_287, bmm_25], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:111
            extern_kernels.bmm(reinterpret_tensor(buf29, (12, 128, 64), (64, 768, 1), 0), permute_156, out=buf33)
            del permute_156
            buf35 = where_23; del where_23  # reuse
            # Topologically Sorted Source Nodes: [view_289, mul_152, sum_34, neg_1, fma], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_11:112
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_11.run(buf35, buf33, 1536, 128, stream=stream0)
            del buf33
            buf36 = reinterpret_tensor(buf29, (12, 64, 128), (8192, 128, 1), 0); del buf29  # reuse
            # Topologically Sorted Source Nodes: [view_289, mul_152, neg_1, fma, view_290, bmm_26], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:113
            extern_kernels.bmm(permute_157, reinterpret_tensor(buf35, (12, 128, 128), (16384, 128, 1), 0), out=buf36)
            del permute_157
            buf42 = reinterpret_tensor(buf36, (128, 768), (1, 128), 0); del buf36  # reuse
            buf45 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_291, mul_153, permute_159, permute_165, view_297, view_298, sum_36], Original ATen: [aten.view, aten.mul, aten.transpose, aten.sum]
            # [Provenance debug handles] triton_per_fused_mul_sum_transpose_view_12:114
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_transpose_view_12.run(buf42, buf45, 768, 128, stream=stream0)
            buf43 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_67, permute_166, mm_12], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:115
            extern_kernels.mm(buf42, primals_187, out=buf43)
            del primals_187
            buf37 = empty_strided_cuda((12, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_289, mul_152, neg_1, fma, view_290, bmm_27], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:116
            extern_kernels.bmm(reinterpret_tensor(buf35, (12, 128, 128), (16384, 128, 1), 0), permute_158, out=buf37)
            del permute_158
            buf46 = empty_strided_cuda((128, 768), (768, 1), torch.float32)
            buf49 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_292, mul_154, permute_170, clone_38, view_301, view_302, sum_37], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13:117
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13.run(buf37, buf46, buf49, 768, 128, stream=stream0)
            buf47 = reinterpret_tensor(buf37, (128, 768), (768, 1), 0); del buf37  # reuse
            # Topologically Sorted Source Nodes: [linear_66, permute_171, mm_14], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:118
            extern_kernels.mm(buf46, primals_185, out=buf47)
            del primals_185
            buf31 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf54 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf55 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_283, sum_33, view_296, add_110, view_300, add_111, view_304, add_112, mul_161, sum_40, sum_41], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_14:119
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_14.run(buf26, buf39, buf43, buf47, mul_99, buf31, buf54, buf55, 768, 128, stream=stream0)
            buf40 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_162, permute_164], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:120
            extern_kernels.mm(reinterpret_tensor(buf38, (768, 128), (1, 768), 0), view_242, out=buf40)
            buf44 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_167, permute_169], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:121
            extern_kernels.mm(reinterpret_tensor(buf42, (768, 128), (128, 1), 0), view_242, out=buf44)
            buf48 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_172, permute_174], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:122
            extern_kernels.mm(reinterpret_tensor(buf46, (768, 128), (1, 768), 0), view_242, out=buf48)
            del view_242
            buf50 = buf26; del buf26  # reuse
            buf53 = buf50; del buf50  # reuse
            # Topologically Sorted Source Nodes: [view_296, add_110, view_300, add_111, view_304, add_112, mul_156, mul_157, sum_38, mul_158, sum_39, mul_159, sub_51, sub_52, mul_160], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_15:123
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_15.run(buf53, buf39, buf43, buf47, primals_183, mul_99, div_17, 128, 768, stream=stream0)
            del div_17
            del mul_99
            del primals_183
            buf56 = reinterpret_tensor(buf20, (128, 3072), (3072, 1), 0); del buf20  # reuse
            # Topologically Sorted Source Nodes: [view_305, hidden_states_85, permute_175, mm_16], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:124
            extern_kernels.mm(reinterpret_tensor(buf53, (128, 768), (768, 1), 0), primals_181, out=buf56)
            del primals_181
            buf57 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_305, permute_176, permute_178], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:125
            extern_kernels.mm(reinterpret_tensor(buf53, (768, 128), (1, 768), 0), view_240, out=buf57)
            del view_240
            buf59 = reinterpret_tensor(buf56, (1, 128, 3072), (393216, 3072, 1), 0); del buf56  # reuse
            buf62 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_307, hidden_states_83, hidden_states_84, mul_163, mul_164, mul_165, exp_16, mul_166, mul_167, add_114, mul_168, view_308, sum_43], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_7:126
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_7.run(buf59, addmm_64, buf62, 3072, 128, stream=stream0)
            del addmm_64
            buf60 = buf47; del buf47  # reuse
            # Topologically Sorted Source Nodes: [view_307, hidden_states_83, hidden_states_84, mul_163, mul_164, mul_165, exp_16, mul_166, mul_167, add_114, mul_168, view_308, permute_179, mm_18], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:127
            extern_kernels.mm(reinterpret_tensor(buf59, (128, 3072), (3072, 1), 0), primals_179, out=buf60)
            del primals_179
            buf58 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf66 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf67 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_305, sum_42, view_310, add_115, mul_175, sum_46, sum_47], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_8:128
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_8.run(buf53, buf60, mul_94, buf58, buf66, buf67, 768, 128, stream=stream0)
            buf61 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_307, hidden_states_83, hidden_states_84, mul_163, mul_164, mul_165, exp_16, mul_166, mul_167, add_114, mul_168, view_308, permute_180, permute_182], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:129
            extern_kernels.mm(reinterpret_tensor(buf59, (3072, 128), (1, 3072), 0), view_238, out=buf61)
            del view_238
            buf65 = buf53; del buf53  # reuse
            # Topologically Sorted Source Nodes: [view_310, add_115, mul_170, mul_171, sum_44, mul_172, sum_45, mul_173, sub_54, sub_55, mul_174], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_9:130
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_9.run(buf65, buf60, primals_177, mul_94, div_18, 128, 768, stream=stream0)
            del div_18
            del mul_94
            del primals_177
            buf68 = buf60; del buf60  # reuse
            # Topologically Sorted Source Nodes: [view_311, hidden_states_80, permute_183, mm_20], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:131
            extern_kernels.mm(reinterpret_tensor(buf65, (128, 768), (768, 1), 0), primals_175, out=buf68)
            del primals_175
            buf69 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_311, permute_184, permute_186], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:132
            extern_kernels.mm(reinterpret_tensor(buf65, (768, 128), (1, 768), 0), view_236, out=buf69)
            del view_236
            buf71 = reinterpret_tensor(buf43, (12, 128, 64), (8192, 64, 1), 0); del buf43  # reuse
            # Topologically Sorted Source Nodes: [view_313, view_314, permute_187, view_315, attn_output_30, permute_188, bmm_28], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:133
            extern_kernels.bmm(reinterpret_tensor(where_21, (12, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf68, (12, 128, 64), (64, 768, 1), 0), out=buf71)
            buf77 = buf39; del buf39  # reuse
            buf80 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_316, permute_193, clone_39, view_321, view_322, sum_50], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_sum_transpose_view_10:134
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_sum_transpose_view_10.run(buf71, buf77, buf80, 768, 128, stream=stream0)
            buf78 = reinterpret_tensor(buf71, (128, 768), (768, 1), 0); del buf71  # reuse
            # Topologically Sorted Source Nodes: [linear_62, permute_194, mm_22], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:135
            extern_kernels.mm(buf77, primals_173, out=buf78)
            del primals_173
            buf72 = reinterpret_tensor(buf35, (12, 128, 128), (16384, 128, 1), 0); del buf35  # reuse
            # Topologically Sorted Source Nodes: [view_313, view_314, permute_187, view_315, bmm_29], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:136
            extern_kernels.bmm(reinterpret_tensor(buf68, (12, 128, 64), (64, 768, 1), 0), permute_189, out=buf72)
            del permute_189
            buf74 = where_21; del where_21  # reuse
            # Topologically Sorted Source Nodes: [view_317, mul_176, sum_49, neg_2, fma_1], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_11:137
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_11.run(buf74, buf72, 1536, 128, stream=stream0)
            del buf72
            buf75 = reinterpret_tensor(buf68, (12, 64, 128), (8192, 128, 1), 0); del buf68  # reuse
            # Topologically Sorted Source Nodes: [view_317, mul_176, neg_2, fma_1, view_318, bmm_30], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:138
            extern_kernels.bmm(permute_190, reinterpret_tensor(buf74, (12, 128, 128), (16384, 128, 1), 0), out=buf75)
            del permute_190
            buf81 = reinterpret_tensor(buf75, (128, 768), (1, 128), 0); del buf75  # reuse
            buf84 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_319, mul_177, permute_192, permute_198, view_325, view_326, sum_51], Original ATen: [aten.view, aten.mul, aten.transpose, aten.sum]
            # [Provenance debug handles] triton_per_fused_mul_sum_transpose_view_12:139
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_transpose_view_12.run(buf81, buf84, 768, 128, stream=stream0)
            buf82 = buf46; del buf46  # reuse
            # Topologically Sorted Source Nodes: [linear_61, permute_199, mm_24], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:140
            extern_kernels.mm(buf81, primals_171, out=buf82)
            del primals_171
            buf76 = reinterpret_tensor(buf42, (12, 128, 64), (8192, 64, 1), 0); del buf42  # reuse
            # Topologically Sorted Source Nodes: [view_317, mul_176, neg_2, fma_1, view_318, bmm_31], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:141
            extern_kernels.bmm(reinterpret_tensor(buf74, (12, 128, 128), (16384, 128, 1), 0), permute_191, out=buf76)
            del permute_191
            buf85 = buf38; del buf38  # reuse
            buf88 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_320, mul_178, permute_203, clone_40, view_329, view_330, sum_52], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13:142
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13.run(buf76, buf85, buf88, 768, 128, stream=stream0)
            buf86 = reinterpret_tensor(buf76, (128, 768), (768, 1), 0); del buf76  # reuse
            # Topologically Sorted Source Nodes: [linear_60, permute_204, mm_26], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:143
            extern_kernels.mm(buf85, primals_169, out=buf86)
            del primals_169
            buf70 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf93 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf94 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_311, sum_48, view_324, add_116, view_328, add_117, view_332, add_118, mul_185, sum_55, sum_56], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_14:144
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_14.run(buf65, buf78, buf82, buf86, mul_90, buf70, buf93, buf94, 768, 128, stream=stream0)
            buf79 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_195, permute_197], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:145
            extern_kernels.mm(reinterpret_tensor(buf77, (768, 128), (1, 768), 0), view_220, out=buf79)
            buf83 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_200, permute_202], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:146
            extern_kernels.mm(reinterpret_tensor(buf81, (768, 128), (128, 1), 0), view_220, out=buf83)
            buf87 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_205, permute_207], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:147
            extern_kernels.mm(reinterpret_tensor(buf85, (768, 128), (1, 768), 0), view_220, out=buf87)
            del view_220
            buf89 = buf65; del buf65  # reuse
            buf92 = buf89; del buf89  # reuse
            # Topologically Sorted Source Nodes: [view_324, add_116, view_328, add_117, view_332, add_118, mul_180, mul_181, sum_53, mul_182, sum_54, mul_183, sub_57, sub_58, mul_184], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_15:148
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_15.run(buf92, buf78, buf82, buf86, primals_167, mul_90, div_19, 128, 768, stream=stream0)
            del div_19
            del mul_90
            del primals_167
            buf95 = reinterpret_tensor(buf59, (128, 3072), (3072, 1), 0); del buf59  # reuse
            # Topologically Sorted Source Nodes: [view_333, hidden_states_77, permute_208, mm_28], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:149
            extern_kernels.mm(reinterpret_tensor(buf92, (128, 768), (768, 1), 0), primals_165, out=buf95)
            del primals_165
            buf96 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_333, permute_209, permute_211], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:150
            extern_kernels.mm(reinterpret_tensor(buf92, (768, 128), (1, 768), 0), view_218, out=buf96)
            del view_218
            buf98 = reinterpret_tensor(buf95, (1, 128, 3072), (393216, 3072, 1), 0); del buf95  # reuse
            buf101 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_335, hidden_states_75, hidden_states_76, mul_187, mul_188, mul_189, exp_17, mul_190, mul_191, add_120, mul_192, view_336, sum_58], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_7:151
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_7.run(buf98, addmm_58, buf101, 3072, 128, stream=stream0)
            del addmm_58
            buf99 = buf86; del buf86  # reuse
            # Topologically Sorted Source Nodes: [view_335, hidden_states_75, hidden_states_76, mul_187, mul_188, mul_189, exp_17, mul_190, mul_191, add_120, mul_192, view_336, permute_212, mm_30], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:152
            extern_kernels.mm(reinterpret_tensor(buf98, (128, 3072), (3072, 1), 0), primals_163, out=buf99)
            del primals_163
            buf97 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf105 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf106 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_333, sum_57, view_338, add_121, mul_199, sum_61, sum_62], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_8:153
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_8.run(buf92, buf99, mul_85, buf97, buf105, buf106, 768, 128, stream=stream0)
            buf100 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_335, hidden_states_75, hidden_states_76, mul_187, mul_188, mul_189, exp_17, mul_190, mul_191, add_120, mul_192, view_336, permute_213, permute_215], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:154
            extern_kernels.mm(reinterpret_tensor(buf98, (3072, 128), (1, 3072), 0), view_216, out=buf100)
            del view_216
            buf104 = buf92; del buf92  # reuse
            # Topologically Sorted Source Nodes: [view_338, add_121, mul_194, mul_195, sum_59, mul_196, sum_60, mul_197, sub_60, sub_61, mul_198], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_9:155
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_9.run(buf104, buf99, primals_161, mul_85, div_20, 128, 768, stream=stream0)
            del div_20
            del mul_85
            del primals_161
            buf107 = buf99; del buf99  # reuse
            # Topologically Sorted Source Nodes: [view_339, hidden_states_72, permute_216, mm_32], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:156
            extern_kernels.mm(reinterpret_tensor(buf104, (128, 768), (768, 1), 0), primals_159, out=buf107)
            del primals_159
            buf108 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_339, permute_217, permute_219], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:157
            extern_kernels.mm(reinterpret_tensor(buf104, (768, 128), (1, 768), 0), view_214, out=buf108)
            del view_214
            buf110 = reinterpret_tensor(buf82, (12, 128, 64), (8192, 64, 1), 0); del buf82  # reuse
            # Topologically Sorted Source Nodes: [view_341, view_342, permute_220, view_343, attn_output_27, permute_221, bmm_32], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:158
            extern_kernels.bmm(reinterpret_tensor(where_19, (12, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf107, (12, 128, 64), (64, 768, 1), 0), out=buf110)
            buf116 = buf78; del buf78  # reuse
            buf119 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_344, permute_226, clone_41, view_349, view_350, sum_65], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_sum_transpose_view_10:159
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_sum_transpose_view_10.run(buf110, buf116, buf119, 768, 128, stream=stream0)
            buf117 = reinterpret_tensor(buf110, (128, 768), (768, 1), 0); del buf110  # reuse
            # Topologically Sorted Source Nodes: [linear_56, permute_227, mm_34], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:160
            extern_kernels.mm(buf116, primals_157, out=buf117)
            del primals_157
            buf111 = reinterpret_tensor(buf74, (12, 128, 128), (16384, 128, 1), 0); del buf74  # reuse
            # Topologically Sorted Source Nodes: [view_341, view_342, permute_220, view_343, bmm_33], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:161
            extern_kernels.bmm(reinterpret_tensor(buf107, (12, 128, 64), (64, 768, 1), 0), permute_222, out=buf111)
            del permute_222
            buf113 = where_19; del where_19  # reuse
            # Topologically Sorted Source Nodes: [view_345, mul_200, sum_64, neg_3, fma_2], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_11:162
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_11.run(buf113, buf111, 1536, 128, stream=stream0)
            del buf111
            buf114 = reinterpret_tensor(buf107, (12, 64, 128), (8192, 128, 1), 0); del buf107  # reuse
            # Topologically Sorted Source Nodes: [view_345, mul_200, neg_3, fma_2, view_346, bmm_34], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:163
            extern_kernels.bmm(permute_223, reinterpret_tensor(buf113, (12, 128, 128), (16384, 128, 1), 0), out=buf114)
            del permute_223
            buf120 = reinterpret_tensor(buf114, (128, 768), (1, 128), 0); del buf114  # reuse
            buf123 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_347, mul_201, permute_225, permute_231, view_353, view_354, sum_66], Original ATen: [aten.view, aten.mul, aten.transpose, aten.sum]
            # [Provenance debug handles] triton_per_fused_mul_sum_transpose_view_12:164
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_transpose_view_12.run(buf120, buf123, 768, 128, stream=stream0)
            buf121 = buf85; del buf85  # reuse
            # Topologically Sorted Source Nodes: [linear_55, permute_232, mm_36], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:165
            extern_kernels.mm(buf120, primals_155, out=buf121)
            del primals_155
            buf115 = reinterpret_tensor(buf81, (12, 128, 64), (8192, 64, 1), 0); del buf81  # reuse
            # Topologically Sorted Source Nodes: [view_345, mul_200, neg_3, fma_2, view_346, bmm_35], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:166
            extern_kernels.bmm(reinterpret_tensor(buf113, (12, 128, 128), (16384, 128, 1), 0), permute_224, out=buf115)
            del permute_224
            buf124 = buf77; del buf77  # reuse
            buf127 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_348, mul_202, permute_236, clone_42, view_357, view_358, sum_67], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13:167
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13.run(buf115, buf124, buf127, 768, 128, stream=stream0)
            buf125 = reinterpret_tensor(buf115, (128, 768), (768, 1), 0); del buf115  # reuse
            # Topologically Sorted Source Nodes: [linear_54, permute_237, mm_38], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:168
            extern_kernels.mm(buf124, primals_153, out=buf125)
            del primals_153
            buf109 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf132 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf133 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_339, sum_63, view_352, add_122, view_356, add_123, view_360, add_124, mul_209, sum_70, sum_71], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_14:169
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_14.run(buf104, buf117, buf121, buf125, mul_81, buf109, buf132, buf133, 768, 128, stream=stream0)
            buf118 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_228, permute_230], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:170
            extern_kernels.mm(reinterpret_tensor(buf116, (768, 128), (1, 768), 0), view_198, out=buf118)
            buf122 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_233, permute_235], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:171
            extern_kernels.mm(reinterpret_tensor(buf120, (768, 128), (128, 1), 0), view_198, out=buf122)
            buf126 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_238, permute_240], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:172
            extern_kernels.mm(reinterpret_tensor(buf124, (768, 128), (1, 768), 0), view_198, out=buf126)
            del view_198
            buf128 = buf104; del buf104  # reuse
            buf131 = buf128; del buf128  # reuse
            # Topologically Sorted Source Nodes: [view_352, add_122, view_356, add_123, view_360, add_124, mul_204, mul_205, sum_68, mul_206, sum_69, mul_207, sub_63, sub_64, mul_208], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_15:173
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_15.run(buf131, buf117, buf121, buf125, primals_151, mul_81, div_21, 128, 768, stream=stream0)
            del div_21
            del mul_81
            del primals_151
            buf134 = reinterpret_tensor(buf98, (128, 3072), (3072, 1), 0); del buf98  # reuse
            # Topologically Sorted Source Nodes: [view_361, hidden_states_69, permute_241, mm_40], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:174
            extern_kernels.mm(reinterpret_tensor(buf131, (128, 768), (768, 1), 0), primals_149, out=buf134)
            del primals_149
            buf135 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_361, permute_242, permute_244], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:175
            extern_kernels.mm(reinterpret_tensor(buf131, (768, 128), (1, 768), 0), view_196, out=buf135)
            del view_196
            buf137 = reinterpret_tensor(buf134, (1, 128, 3072), (393216, 3072, 1), 0); del buf134  # reuse
            buf140 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_363, hidden_states_67, hidden_states_68, mul_211, mul_212, mul_213, exp_18, mul_214, mul_215, add_126, mul_216, view_364, sum_73], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_7:176
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_7.run(buf137, addmm_52, buf140, 3072, 128, stream=stream0)
            del addmm_52
            buf138 = buf125; del buf125  # reuse
            # Topologically Sorted Source Nodes: [view_363, hidden_states_67, hidden_states_68, mul_211, mul_212, mul_213, exp_18, mul_214, mul_215, add_126, mul_216, view_364, permute_245, mm_42], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:177
            extern_kernels.mm(reinterpret_tensor(buf137, (128, 3072), (3072, 1), 0), primals_147, out=buf138)
            del primals_147
            buf136 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf144 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf145 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_361, sum_72, view_366, add_127, mul_223, sum_76, sum_77], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_8:178
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_8.run(buf131, buf138, mul_76, buf136, buf144, buf145, 768, 128, stream=stream0)
            buf139 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_363, hidden_states_67, hidden_states_68, mul_211, mul_212, mul_213, exp_18, mul_214, mul_215, add_126, mul_216, view_364, permute_246, permute_248], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:179
            extern_kernels.mm(reinterpret_tensor(buf137, (3072, 128), (1, 3072), 0), view_194, out=buf139)
            del view_194
            buf143 = buf131; del buf131  # reuse
            # Topologically Sorted Source Nodes: [view_366, add_127, mul_218, mul_219, sum_74, mul_220, sum_75, mul_221, sub_66, sub_67, mul_222], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_9:180
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_9.run(buf143, buf138, primals_145, mul_76, div_22, 128, 768, stream=stream0)
            del div_22
            del mul_76
            del primals_145
            buf146 = buf138; del buf138  # reuse
            # Topologically Sorted Source Nodes: [view_367, hidden_states_64, permute_249, mm_44], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:181
            extern_kernels.mm(reinterpret_tensor(buf143, (128, 768), (768, 1), 0), primals_143, out=buf146)
            del primals_143
            buf147 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_367, permute_250, permute_252], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:182
            extern_kernels.mm(reinterpret_tensor(buf143, (768, 128), (1, 768), 0), view_192, out=buf147)
            del view_192
            buf149 = reinterpret_tensor(buf121, (12, 128, 64), (8192, 64, 1), 0); del buf121  # reuse
            # Topologically Sorted Source Nodes: [view_369, view_370, permute_253, view_371, attn_output_24, permute_254, bmm_36], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:183
            extern_kernels.bmm(reinterpret_tensor(where_17, (12, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf146, (12, 128, 64), (64, 768, 1), 0), out=buf149)
            buf155 = buf117; del buf117  # reuse
            buf158 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_372, permute_259, clone_43, view_377, view_378, sum_80], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_sum_transpose_view_10:184
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_sum_transpose_view_10.run(buf149, buf155, buf158, 768, 128, stream=stream0)
            buf156 = reinterpret_tensor(buf149, (128, 768), (768, 1), 0); del buf149  # reuse
            # Topologically Sorted Source Nodes: [linear_50, permute_260, mm_46], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:185
            extern_kernels.mm(buf155, primals_141, out=buf156)
            del primals_141
            buf150 = reinterpret_tensor(buf113, (12, 128, 128), (16384, 128, 1), 0); del buf113  # reuse
            # Topologically Sorted Source Nodes: [view_369, view_370, permute_253, view_371, bmm_37], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:186
            extern_kernels.bmm(reinterpret_tensor(buf146, (12, 128, 64), (64, 768, 1), 0), permute_255, out=buf150)
            del permute_255
            buf152 = where_17; del where_17  # reuse
            # Topologically Sorted Source Nodes: [view_373, mul_224, sum_79, neg_4, fma_3], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_11:187
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_11.run(buf152, buf150, 1536, 128, stream=stream0)
            del buf150
            buf153 = reinterpret_tensor(buf146, (12, 64, 128), (8192, 128, 1), 0); del buf146  # reuse
            # Topologically Sorted Source Nodes: [view_373, mul_224, neg_4, fma_3, view_374, bmm_38], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:188
            extern_kernels.bmm(permute_256, reinterpret_tensor(buf152, (12, 128, 128), (16384, 128, 1), 0), out=buf153)
            del permute_256
            buf159 = reinterpret_tensor(buf153, (128, 768), (1, 128), 0); del buf153  # reuse
            buf162 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_375, mul_225, permute_258, permute_264, view_381, view_382, sum_81], Original ATen: [aten.view, aten.mul, aten.transpose, aten.sum]
            # [Provenance debug handles] triton_per_fused_mul_sum_transpose_view_12:189
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_transpose_view_12.run(buf159, buf162, 768, 128, stream=stream0)
            buf160 = buf124; del buf124  # reuse
            # Topologically Sorted Source Nodes: [linear_49, permute_265, mm_48], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:190
            extern_kernels.mm(buf159, primals_139, out=buf160)
            del primals_139
            buf154 = reinterpret_tensor(buf120, (12, 128, 64), (8192, 64, 1), 0); del buf120  # reuse
            # Topologically Sorted Source Nodes: [view_373, mul_224, neg_4, fma_3, view_374, bmm_39], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:191
            extern_kernels.bmm(reinterpret_tensor(buf152, (12, 128, 128), (16384, 128, 1), 0), permute_257, out=buf154)
            del permute_257
            buf163 = buf116; del buf116  # reuse
            buf166 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_376, mul_226, permute_269, clone_44, view_385, view_386, sum_82], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13:192
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13.run(buf154, buf163, buf166, 768, 128, stream=stream0)
            buf164 = reinterpret_tensor(buf154, (128, 768), (768, 1), 0); del buf154  # reuse
            # Topologically Sorted Source Nodes: [linear_48, permute_270, mm_50], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:193
            extern_kernels.mm(buf163, primals_137, out=buf164)
            del primals_137
            buf148 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf171 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf172 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_367, sum_78, view_380, add_128, view_384, add_129, view_388, add_130, mul_233, sum_85, sum_86], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_14:194
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_14.run(buf143, buf156, buf160, buf164, mul_72, buf148, buf171, buf172, 768, 128, stream=stream0)
            buf157 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_261, permute_263], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:195
            extern_kernels.mm(reinterpret_tensor(buf155, (768, 128), (1, 768), 0), view_176, out=buf157)
            buf161 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_266, permute_268], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:196
            extern_kernels.mm(reinterpret_tensor(buf159, (768, 128), (128, 1), 0), view_176, out=buf161)
            buf165 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_271, permute_273], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:197
            extern_kernels.mm(reinterpret_tensor(buf163, (768, 128), (1, 768), 0), view_176, out=buf165)
            del view_176
            buf167 = buf143; del buf143  # reuse
            buf170 = buf167; del buf167  # reuse
            # Topologically Sorted Source Nodes: [view_380, add_128, view_384, add_129, view_388, add_130, mul_228, mul_229, sum_83, mul_230, sum_84, mul_231, sub_69, sub_70, mul_232], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_15:198
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_15.run(buf170, buf156, buf160, buf164, primals_135, mul_72, div_23, 128, 768, stream=stream0)
            del div_23
            del mul_72
            del primals_135
            buf173 = reinterpret_tensor(buf137, (128, 3072), (3072, 1), 0); del buf137  # reuse
            # Topologically Sorted Source Nodes: [view_389, hidden_states_61, permute_274, mm_52], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:199
            extern_kernels.mm(reinterpret_tensor(buf170, (128, 768), (768, 1), 0), primals_133, out=buf173)
            del primals_133
            buf174 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_389, permute_275, permute_277], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:200
            extern_kernels.mm(reinterpret_tensor(buf170, (768, 128), (1, 768), 0), view_174, out=buf174)
            del view_174
            buf176 = reinterpret_tensor(buf173, (1, 128, 3072), (393216, 3072, 1), 0); del buf173  # reuse
            buf179 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_391, hidden_states_59, hidden_states_60, mul_235, mul_236, mul_237, exp_19, mul_238, mul_239, add_132, mul_240, view_392, sum_88], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_7:201
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_7.run(buf176, addmm_46, buf179, 3072, 128, stream=stream0)
            del addmm_46
            buf177 = buf164; del buf164  # reuse
            # Topologically Sorted Source Nodes: [view_391, hidden_states_59, hidden_states_60, mul_235, mul_236, mul_237, exp_19, mul_238, mul_239, add_132, mul_240, view_392, permute_278, mm_54], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:202
            extern_kernels.mm(reinterpret_tensor(buf176, (128, 3072), (3072, 1), 0), primals_131, out=buf177)
            del primals_131
            buf175 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf183 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf184 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_389, sum_87, view_394, add_133, mul_247, sum_91, sum_92], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_8:203
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_8.run(buf170, buf177, mul_67, buf175, buf183, buf184, 768, 128, stream=stream0)
            buf178 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_391, hidden_states_59, hidden_states_60, mul_235, mul_236, mul_237, exp_19, mul_238, mul_239, add_132, mul_240, view_392, permute_279, permute_281], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:204
            extern_kernels.mm(reinterpret_tensor(buf176, (3072, 128), (1, 3072), 0), view_172, out=buf178)
            del view_172
            buf182 = buf170; del buf170  # reuse
            # Topologically Sorted Source Nodes: [view_394, add_133, mul_242, mul_243, sum_89, mul_244, sum_90, mul_245, sub_72, sub_73, mul_246], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_9:205
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_9.run(buf182, buf177, primals_129, mul_67, div_24, 128, 768, stream=stream0)
            del div_24
            del mul_67
            del primals_129
            buf185 = buf177; del buf177  # reuse
            # Topologically Sorted Source Nodes: [view_395, hidden_states_56, permute_282, mm_56], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:206
            extern_kernels.mm(reinterpret_tensor(buf182, (128, 768), (768, 1), 0), primals_127, out=buf185)
            del primals_127
            buf186 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_395, permute_283, permute_285], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:207
            extern_kernels.mm(reinterpret_tensor(buf182, (768, 128), (1, 768), 0), view_170, out=buf186)
            del view_170
            buf188 = reinterpret_tensor(buf160, (12, 128, 64), (8192, 64, 1), 0); del buf160  # reuse
            # Topologically Sorted Source Nodes: [view_397, view_398, permute_286, view_399, attn_output_21, permute_287, bmm_40], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:208
            extern_kernels.bmm(reinterpret_tensor(where_15, (12, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf185, (12, 128, 64), (64, 768, 1), 0), out=buf188)
            buf194 = buf156; del buf156  # reuse
            buf197 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_400, permute_292, clone_45, view_405, view_406, sum_95], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_sum_transpose_view_10:209
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_sum_transpose_view_10.run(buf188, buf194, buf197, 768, 128, stream=stream0)
            buf195 = reinterpret_tensor(buf188, (128, 768), (768, 1), 0); del buf188  # reuse
            # Topologically Sorted Source Nodes: [linear_44, permute_293, mm_58], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:210
            extern_kernels.mm(buf194, primals_125, out=buf195)
            del primals_125
            buf189 = reinterpret_tensor(buf152, (12, 128, 128), (16384, 128, 1), 0); del buf152  # reuse
            # Topologically Sorted Source Nodes: [view_397, view_398, permute_286, view_399, bmm_41], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:211
            extern_kernels.bmm(reinterpret_tensor(buf185, (12, 128, 64), (64, 768, 1), 0), permute_288, out=buf189)
            del permute_288
            buf191 = where_15; del where_15  # reuse
            # Topologically Sorted Source Nodes: [view_401, mul_248, sum_94, neg_5, fma_4], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_11:212
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_11.run(buf191, buf189, 1536, 128, stream=stream0)
            del buf189
            buf192 = reinterpret_tensor(buf185, (12, 64, 128), (8192, 128, 1), 0); del buf185  # reuse
            # Topologically Sorted Source Nodes: [view_401, mul_248, neg_5, fma_4, view_402, bmm_42], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:213
            extern_kernels.bmm(permute_289, reinterpret_tensor(buf191, (12, 128, 128), (16384, 128, 1), 0), out=buf192)
            del permute_289
            buf198 = reinterpret_tensor(buf192, (128, 768), (1, 128), 0); del buf192  # reuse
            buf201 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_403, mul_249, permute_291, permute_297, view_409, view_410, sum_96], Original ATen: [aten.view, aten.mul, aten.transpose, aten.sum]
            # [Provenance debug handles] triton_per_fused_mul_sum_transpose_view_12:214
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_transpose_view_12.run(buf198, buf201, 768, 128, stream=stream0)
            buf199 = buf163; del buf163  # reuse
            # Topologically Sorted Source Nodes: [linear_43, permute_298, mm_60], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:215
            extern_kernels.mm(buf198, primals_123, out=buf199)
            del primals_123
            buf193 = reinterpret_tensor(buf159, (12, 128, 64), (8192, 64, 1), 0); del buf159  # reuse
            # Topologically Sorted Source Nodes: [view_401, mul_248, neg_5, fma_4, view_402, bmm_43], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:216
            extern_kernels.bmm(reinterpret_tensor(buf191, (12, 128, 128), (16384, 128, 1), 0), permute_290, out=buf193)
            del permute_290
            buf202 = buf155; del buf155  # reuse
            buf205 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_404, mul_250, permute_302, clone_46, view_413, view_414, sum_97], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13:217
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13.run(buf193, buf202, buf205, 768, 128, stream=stream0)
            buf203 = reinterpret_tensor(buf193, (128, 768), (768, 1), 0); del buf193  # reuse
            # Topologically Sorted Source Nodes: [linear_42, permute_303, mm_62], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:218
            extern_kernels.mm(buf202, primals_121, out=buf203)
            del primals_121
            buf187 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf210 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf211 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_395, sum_93, view_408, add_134, view_412, add_135, view_416, add_136, mul_257, sum_100, sum_101], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_14:219
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_14.run(buf182, buf195, buf199, buf203, mul_63, buf187, buf210, buf211, 768, 128, stream=stream0)
            buf196 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_294, permute_296], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:220
            extern_kernels.mm(reinterpret_tensor(buf194, (768, 128), (1, 768), 0), view_154, out=buf196)
            buf200 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_299, permute_301], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:221
            extern_kernels.mm(reinterpret_tensor(buf198, (768, 128), (128, 1), 0), view_154, out=buf200)
            buf204 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_304, permute_306], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:222
            extern_kernels.mm(reinterpret_tensor(buf202, (768, 128), (1, 768), 0), view_154, out=buf204)
            del view_154
            buf206 = buf182; del buf182  # reuse
            buf209 = buf206; del buf206  # reuse
            # Topologically Sorted Source Nodes: [view_408, add_134, view_412, add_135, view_416, add_136, mul_252, mul_253, sum_98, mul_254, sum_99, mul_255, sub_75, sub_76, mul_256], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_15:223
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_15.run(buf209, buf195, buf199, buf203, primals_119, mul_63, div_25, 128, 768, stream=stream0)
            del div_25
            del mul_63
            del primals_119
            buf212 = reinterpret_tensor(buf176, (128, 3072), (3072, 1), 0); del buf176  # reuse
            # Topologically Sorted Source Nodes: [view_417, hidden_states_53, permute_307, mm_64], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:224
            extern_kernels.mm(reinterpret_tensor(buf209, (128, 768), (768, 1), 0), primals_117, out=buf212)
            del primals_117
            buf213 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_417, permute_308, permute_310], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:225
            extern_kernels.mm(reinterpret_tensor(buf209, (768, 128), (1, 768), 0), view_152, out=buf213)
            del view_152
            buf215 = reinterpret_tensor(buf212, (1, 128, 3072), (393216, 3072, 1), 0); del buf212  # reuse
            buf218 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_419, hidden_states_51, hidden_states_52, mul_259, mul_260, mul_261, exp_20, mul_262, mul_263, add_138, mul_264, view_420, sum_103], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_7:226
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_7.run(buf215, addmm_40, buf218, 3072, 128, stream=stream0)
            del addmm_40
            buf216 = buf203; del buf203  # reuse
            # Topologically Sorted Source Nodes: [view_419, hidden_states_51, hidden_states_52, mul_259, mul_260, mul_261, exp_20, mul_262, mul_263, add_138, mul_264, view_420, permute_311, mm_66], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:227
            extern_kernels.mm(reinterpret_tensor(buf215, (128, 3072), (3072, 1), 0), primals_115, out=buf216)
            del primals_115
            buf214 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf222 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf223 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_417, sum_102, view_422, add_139, mul_271, sum_106, sum_107], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_8:228
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_8.run(buf209, buf216, mul_58, buf214, buf222, buf223, 768, 128, stream=stream0)
            buf217 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_419, hidden_states_51, hidden_states_52, mul_259, mul_260, mul_261, exp_20, mul_262, mul_263, add_138, mul_264, view_420, permute_312, permute_314], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:229
            extern_kernels.mm(reinterpret_tensor(buf215, (3072, 128), (1, 3072), 0), view_150, out=buf217)
            del view_150
            buf221 = buf209; del buf209  # reuse
            # Topologically Sorted Source Nodes: [view_422, add_139, mul_266, mul_267, sum_104, mul_268, sum_105, mul_269, sub_78, sub_79, mul_270], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_9:230
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_9.run(buf221, buf216, primals_113, mul_58, div_26, 128, 768, stream=stream0)
            del div_26
            del mul_58
            del primals_113
            buf224 = buf216; del buf216  # reuse
            # Topologically Sorted Source Nodes: [view_423, hidden_states_48, permute_315, mm_68], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:231
            extern_kernels.mm(reinterpret_tensor(buf221, (128, 768), (768, 1), 0), primals_111, out=buf224)
            del primals_111
            buf225 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_423, permute_316, permute_318], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:232
            extern_kernels.mm(reinterpret_tensor(buf221, (768, 128), (1, 768), 0), view_148, out=buf225)
            del view_148
            buf227 = reinterpret_tensor(buf199, (12, 128, 64), (8192, 64, 1), 0); del buf199  # reuse
            # Topologically Sorted Source Nodes: [view_425, view_426, permute_319, view_427, attn_output_18, permute_320, bmm_44], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:233
            extern_kernels.bmm(reinterpret_tensor(where_13, (12, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf224, (12, 128, 64), (64, 768, 1), 0), out=buf227)
            buf233 = buf195; del buf195  # reuse
            buf236 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_428, permute_325, clone_47, view_433, view_434, sum_110], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_sum_transpose_view_10:234
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_sum_transpose_view_10.run(buf227, buf233, buf236, 768, 128, stream=stream0)
            buf234 = reinterpret_tensor(buf227, (128, 768), (768, 1), 0); del buf227  # reuse
            # Topologically Sorted Source Nodes: [linear_38, permute_326, mm_70], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:235
            extern_kernels.mm(buf233, primals_109, out=buf234)
            del primals_109
            buf228 = reinterpret_tensor(buf191, (12, 128, 128), (16384, 128, 1), 0); del buf191  # reuse
            # Topologically Sorted Source Nodes: [view_425, view_426, permute_319, view_427, bmm_45], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:236
            extern_kernels.bmm(reinterpret_tensor(buf224, (12, 128, 64), (64, 768, 1), 0), permute_321, out=buf228)
            del permute_321
            buf230 = where_13; del where_13  # reuse
            # Topologically Sorted Source Nodes: [view_429, mul_272, sum_109, neg_6, fma_5], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_11:237
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_11.run(buf230, buf228, 1536, 128, stream=stream0)
            del buf228
            buf231 = reinterpret_tensor(buf224, (12, 64, 128), (8192, 128, 1), 0); del buf224  # reuse
            # Topologically Sorted Source Nodes: [view_429, mul_272, neg_6, fma_5, view_430, bmm_46], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:238
            extern_kernels.bmm(permute_322, reinterpret_tensor(buf230, (12, 128, 128), (16384, 128, 1), 0), out=buf231)
            del permute_322
            buf237 = reinterpret_tensor(buf231, (128, 768), (1, 128), 0); del buf231  # reuse
            buf240 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_431, mul_273, permute_324, permute_330, view_437, view_438, sum_111], Original ATen: [aten.view, aten.mul, aten.transpose, aten.sum]
            # [Provenance debug handles] triton_per_fused_mul_sum_transpose_view_12:239
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_transpose_view_12.run(buf237, buf240, 768, 128, stream=stream0)
            buf238 = buf202; del buf202  # reuse
            # Topologically Sorted Source Nodes: [linear_37, permute_331, mm_72], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:240
            extern_kernels.mm(buf237, primals_107, out=buf238)
            del primals_107
            buf232 = reinterpret_tensor(buf198, (12, 128, 64), (8192, 64, 1), 0); del buf198  # reuse
            # Topologically Sorted Source Nodes: [view_429, mul_272, neg_6, fma_5, view_430, bmm_47], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:241
            extern_kernels.bmm(reinterpret_tensor(buf230, (12, 128, 128), (16384, 128, 1), 0), permute_323, out=buf232)
            del permute_323
            buf241 = buf194; del buf194  # reuse
            buf244 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_432, mul_274, permute_335, clone_48, view_441, view_442, sum_112], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13:242
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13.run(buf232, buf241, buf244, 768, 128, stream=stream0)
            buf242 = reinterpret_tensor(buf232, (128, 768), (768, 1), 0); del buf232  # reuse
            # Topologically Sorted Source Nodes: [linear_36, permute_336, mm_74], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:243
            extern_kernels.mm(buf241, primals_105, out=buf242)
            del primals_105
            buf226 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf249 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf250 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_423, sum_108, view_436, add_140, view_440, add_141, view_444, add_142, mul_281, sum_115, sum_116], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_14:244
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_14.run(buf221, buf234, buf238, buf242, mul_54, buf226, buf249, buf250, 768, 128, stream=stream0)
            buf235 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_327, permute_329], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:245
            extern_kernels.mm(reinterpret_tensor(buf233, (768, 128), (1, 768), 0), view_132, out=buf235)
            buf239 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_332, permute_334], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:246
            extern_kernels.mm(reinterpret_tensor(buf237, (768, 128), (128, 1), 0), view_132, out=buf239)
            buf243 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_337, permute_339], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:247
            extern_kernels.mm(reinterpret_tensor(buf241, (768, 128), (1, 768), 0), view_132, out=buf243)
            del view_132
            buf245 = buf221; del buf221  # reuse
            buf248 = buf245; del buf245  # reuse
            # Topologically Sorted Source Nodes: [view_436, add_140, view_440, add_141, view_444, add_142, mul_276, mul_277, sum_113, mul_278, sum_114, mul_279, sub_81, sub_82, mul_280], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_15:248
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_15.run(buf248, buf234, buf238, buf242, primals_103, mul_54, div_27, 128, 768, stream=stream0)
            del div_27
            del mul_54
            del primals_103
            buf251 = reinterpret_tensor(buf215, (128, 3072), (3072, 1), 0); del buf215  # reuse
            # Topologically Sorted Source Nodes: [view_445, hidden_states_45, permute_340, mm_76], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:249
            extern_kernels.mm(reinterpret_tensor(buf248, (128, 768), (768, 1), 0), primals_101, out=buf251)
            del primals_101
            buf252 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_445, permute_341, permute_343], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:250
            extern_kernels.mm(reinterpret_tensor(buf248, (768, 128), (1, 768), 0), view_130, out=buf252)
            del view_130
            buf254 = reinterpret_tensor(buf251, (1, 128, 3072), (393216, 3072, 1), 0); del buf251  # reuse
            buf257 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_447, hidden_states_43, hidden_states_44, mul_283, mul_284, mul_285, exp_21, mul_286, mul_287, add_144, mul_288, view_448, sum_118], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_7:251
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_7.run(buf254, addmm_34, buf257, 3072, 128, stream=stream0)
            del addmm_34
            buf255 = buf242; del buf242  # reuse
            # Topologically Sorted Source Nodes: [view_447, hidden_states_43, hidden_states_44, mul_283, mul_284, mul_285, exp_21, mul_286, mul_287, add_144, mul_288, view_448, permute_344, mm_78], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:252
            extern_kernels.mm(reinterpret_tensor(buf254, (128, 3072), (3072, 1), 0), primals_99, out=buf255)
            del primals_99
            buf253 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf261 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf262 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_445, sum_117, view_450, add_145, mul_295, sum_121, sum_122], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_8:253
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_8.run(buf248, buf255, mul_49, buf253, buf261, buf262, 768, 128, stream=stream0)
            buf256 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_447, hidden_states_43, hidden_states_44, mul_283, mul_284, mul_285, exp_21, mul_286, mul_287, add_144, mul_288, view_448, permute_345, permute_347], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:254
            extern_kernels.mm(reinterpret_tensor(buf254, (3072, 128), (1, 3072), 0), view_128, out=buf256)
            del view_128
            buf260 = buf248; del buf248  # reuse
            # Topologically Sorted Source Nodes: [view_450, add_145, mul_290, mul_291, sum_119, mul_292, sum_120, mul_293, sub_84, sub_85, mul_294], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_9:255
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_9.run(buf260, buf255, primals_97, mul_49, div_28, 128, 768, stream=stream0)
            del div_28
            del mul_49
            del primals_97
            buf263 = buf255; del buf255  # reuse
            # Topologically Sorted Source Nodes: [view_451, hidden_states_40, permute_348, mm_80], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:256
            extern_kernels.mm(reinterpret_tensor(buf260, (128, 768), (768, 1), 0), primals_95, out=buf263)
            del primals_95
            buf264 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_451, permute_349, permute_351], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:257
            extern_kernels.mm(reinterpret_tensor(buf260, (768, 128), (1, 768), 0), view_126, out=buf264)
            del view_126
            buf266 = reinterpret_tensor(buf238, (12, 128, 64), (8192, 64, 1), 0); del buf238  # reuse
            # Topologically Sorted Source Nodes: [view_453, view_454, permute_352, view_455, attn_output_15, permute_353, bmm_48], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:258
            extern_kernels.bmm(reinterpret_tensor(where_11, (12, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf263, (12, 128, 64), (64, 768, 1), 0), out=buf266)
            buf272 = buf234; del buf234  # reuse
            buf275 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_456, permute_358, clone_49, view_461, view_462, sum_125], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_sum_transpose_view_10:259
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_sum_transpose_view_10.run(buf266, buf272, buf275, 768, 128, stream=stream0)
            buf273 = reinterpret_tensor(buf266, (128, 768), (768, 1), 0); del buf266  # reuse
            # Topologically Sorted Source Nodes: [linear_32, permute_359, mm_82], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:260
            extern_kernels.mm(buf272, primals_93, out=buf273)
            del primals_93
            buf267 = reinterpret_tensor(buf230, (12, 128, 128), (16384, 128, 1), 0); del buf230  # reuse
            # Topologically Sorted Source Nodes: [view_453, view_454, permute_352, view_455, bmm_49], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:261
            extern_kernels.bmm(reinterpret_tensor(buf263, (12, 128, 64), (64, 768, 1), 0), permute_354, out=buf267)
            del permute_354
            buf269 = where_11; del where_11  # reuse
            # Topologically Sorted Source Nodes: [view_457, mul_296, sum_124, neg_7, fma_6], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_11:262
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_11.run(buf269, buf267, 1536, 128, stream=stream0)
            del buf267
            buf270 = reinterpret_tensor(buf263, (12, 64, 128), (8192, 128, 1), 0); del buf263  # reuse
            # Topologically Sorted Source Nodes: [view_457, mul_296, neg_7, fma_6, view_458, bmm_50], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:263
            extern_kernels.bmm(permute_355, reinterpret_tensor(buf269, (12, 128, 128), (16384, 128, 1), 0), out=buf270)
            del permute_355
            buf276 = reinterpret_tensor(buf270, (128, 768), (1, 128), 0); del buf270  # reuse
            buf279 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_459, mul_297, permute_357, permute_363, view_465, view_466, sum_126], Original ATen: [aten.view, aten.mul, aten.transpose, aten.sum]
            # [Provenance debug handles] triton_per_fused_mul_sum_transpose_view_12:264
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_transpose_view_12.run(buf276, buf279, 768, 128, stream=stream0)
            buf277 = buf241; del buf241  # reuse
            # Topologically Sorted Source Nodes: [linear_31, permute_364, mm_84], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:265
            extern_kernels.mm(buf276, primals_91, out=buf277)
            del primals_91
            buf271 = reinterpret_tensor(buf237, (12, 128, 64), (8192, 64, 1), 0); del buf237  # reuse
            # Topologically Sorted Source Nodes: [view_457, mul_296, neg_7, fma_6, view_458, bmm_51], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:266
            extern_kernels.bmm(reinterpret_tensor(buf269, (12, 128, 128), (16384, 128, 1), 0), permute_356, out=buf271)
            del permute_356
            buf280 = buf233; del buf233  # reuse
            buf283 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_460, mul_298, permute_368, clone_50, view_469, view_470, sum_127], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13:267
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13.run(buf271, buf280, buf283, 768, 128, stream=stream0)
            buf281 = reinterpret_tensor(buf271, (128, 768), (768, 1), 0); del buf271  # reuse
            # Topologically Sorted Source Nodes: [linear_30, permute_369, mm_86], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:268
            extern_kernels.mm(buf280, primals_89, out=buf281)
            del primals_89
            buf265 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf288 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf289 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_451, sum_123, view_464, add_146, view_468, add_147, view_472, add_148, mul_305, sum_130, sum_131], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_14:269
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_14.run(buf260, buf273, buf277, buf281, mul_45, buf265, buf288, buf289, 768, 128, stream=stream0)
            buf274 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_360, permute_362], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:270
            extern_kernels.mm(reinterpret_tensor(buf272, (768, 128), (1, 768), 0), view_110, out=buf274)
            buf278 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_365, permute_367], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:271
            extern_kernels.mm(reinterpret_tensor(buf276, (768, 128), (128, 1), 0), view_110, out=buf278)
            buf282 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_370, permute_372], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:272
            extern_kernels.mm(reinterpret_tensor(buf280, (768, 128), (1, 768), 0), view_110, out=buf282)
            del view_110
            buf284 = buf260; del buf260  # reuse
            buf287 = buf284; del buf284  # reuse
            # Topologically Sorted Source Nodes: [view_464, add_146, view_468, add_147, view_472, add_148, mul_300, mul_301, sum_128, mul_302, sum_129, mul_303, sub_87, sub_88, mul_304], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_15:273
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_15.run(buf287, buf273, buf277, buf281, primals_87, mul_45, div_29, 128, 768, stream=stream0)
            del div_29
            del mul_45
            del primals_87
            buf290 = reinterpret_tensor(buf254, (128, 3072), (3072, 1), 0); del buf254  # reuse
            # Topologically Sorted Source Nodes: [view_473, hidden_states_37, permute_373, mm_88], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:274
            extern_kernels.mm(reinterpret_tensor(buf287, (128, 768), (768, 1), 0), primals_85, out=buf290)
            del primals_85
            buf291 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_473, permute_374, permute_376], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:275
            extern_kernels.mm(reinterpret_tensor(buf287, (768, 128), (1, 768), 0), view_108, out=buf291)
            del view_108
            buf293 = reinterpret_tensor(buf290, (1, 128, 3072), (393216, 3072, 1), 0); del buf290  # reuse
            buf296 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_475, hidden_states_35, hidden_states_36, mul_307, mul_308, mul_309, exp_22, mul_310, mul_311, add_150, mul_312, view_476, sum_133], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_7:276
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_7.run(buf293, addmm_28, buf296, 3072, 128, stream=stream0)
            del addmm_28
            buf294 = buf281; del buf281  # reuse
            # Topologically Sorted Source Nodes: [view_475, hidden_states_35, hidden_states_36, mul_307, mul_308, mul_309, exp_22, mul_310, mul_311, add_150, mul_312, view_476, permute_377, mm_90], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:277
            extern_kernels.mm(reinterpret_tensor(buf293, (128, 3072), (3072, 1), 0), primals_83, out=buf294)
            del primals_83
            buf292 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf300 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf301 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_473, sum_132, view_478, add_151, mul_319, sum_136, sum_137], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_8:278
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_8.run(buf287, buf294, mul_40, buf292, buf300, buf301, 768, 128, stream=stream0)
            buf295 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_475, hidden_states_35, hidden_states_36, mul_307, mul_308, mul_309, exp_22, mul_310, mul_311, add_150, mul_312, view_476, permute_378, permute_380], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:279
            extern_kernels.mm(reinterpret_tensor(buf293, (3072, 128), (1, 3072), 0), view_106, out=buf295)
            del view_106
            buf299 = buf287; del buf287  # reuse
            # Topologically Sorted Source Nodes: [view_478, add_151, mul_314, mul_315, sum_134, mul_316, sum_135, mul_317, sub_90, sub_91, mul_318], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_9:280
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_9.run(buf299, buf294, primals_81, mul_40, div_30, 128, 768, stream=stream0)
            del div_30
            del mul_40
            del primals_81
            buf302 = buf294; del buf294  # reuse
            # Topologically Sorted Source Nodes: [view_479, hidden_states_32, permute_381, mm_92], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:281
            extern_kernels.mm(reinterpret_tensor(buf299, (128, 768), (768, 1), 0), primals_79, out=buf302)
            del primals_79
            buf303 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_479, permute_382, permute_384], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:282
            extern_kernels.mm(reinterpret_tensor(buf299, (768, 128), (1, 768), 0), view_104, out=buf303)
            del view_104
            buf305 = reinterpret_tensor(buf277, (12, 128, 64), (8192, 64, 1), 0); del buf277  # reuse
            # Topologically Sorted Source Nodes: [view_481, view_482, permute_385, view_483, attn_output_12, permute_386, bmm_52], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:283
            extern_kernels.bmm(reinterpret_tensor(where_9, (12, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf302, (12, 128, 64), (64, 768, 1), 0), out=buf305)
            buf311 = buf273; del buf273  # reuse
            buf314 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_484, permute_391, clone_51, view_489, view_490, sum_140], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_sum_transpose_view_10:284
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_sum_transpose_view_10.run(buf305, buf311, buf314, 768, 128, stream=stream0)
            buf312 = reinterpret_tensor(buf305, (128, 768), (768, 1), 0); del buf305  # reuse
            # Topologically Sorted Source Nodes: [linear_26, permute_392, mm_94], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:285
            extern_kernels.mm(buf311, primals_77, out=buf312)
            del primals_77
            buf306 = reinterpret_tensor(buf269, (12, 128, 128), (16384, 128, 1), 0); del buf269  # reuse
            # Topologically Sorted Source Nodes: [view_481, view_482, permute_385, view_483, bmm_53], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:286
            extern_kernels.bmm(reinterpret_tensor(buf302, (12, 128, 64), (64, 768, 1), 0), permute_387, out=buf306)
            del permute_387
            buf308 = where_9; del where_9  # reuse
            # Topologically Sorted Source Nodes: [view_485, mul_320, sum_139, neg_8, fma_7], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_11:287
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_11.run(buf308, buf306, 1536, 128, stream=stream0)
            del buf306
            buf309 = reinterpret_tensor(buf302, (12, 64, 128), (8192, 128, 1), 0); del buf302  # reuse
            # Topologically Sorted Source Nodes: [view_485, mul_320, neg_8, fma_7, view_486, bmm_54], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:288
            extern_kernels.bmm(permute_388, reinterpret_tensor(buf308, (12, 128, 128), (16384, 128, 1), 0), out=buf309)
            del permute_388
            buf315 = reinterpret_tensor(buf309, (128, 768), (1, 128), 0); del buf309  # reuse
            buf318 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_487, mul_321, permute_390, permute_396, view_493, view_494, sum_141], Original ATen: [aten.view, aten.mul, aten.transpose, aten.sum]
            # [Provenance debug handles] triton_per_fused_mul_sum_transpose_view_12:289
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_transpose_view_12.run(buf315, buf318, 768, 128, stream=stream0)
            buf316 = buf280; del buf280  # reuse
            # Topologically Sorted Source Nodes: [linear_25, permute_397, mm_96], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:290
            extern_kernels.mm(buf315, primals_75, out=buf316)
            del primals_75
            buf310 = reinterpret_tensor(buf276, (12, 128, 64), (8192, 64, 1), 0); del buf276  # reuse
            # Topologically Sorted Source Nodes: [view_485, mul_320, neg_8, fma_7, view_486, bmm_55], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:291
            extern_kernels.bmm(reinterpret_tensor(buf308, (12, 128, 128), (16384, 128, 1), 0), permute_389, out=buf310)
            del permute_389
            buf319 = buf272; del buf272  # reuse
            buf322 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_488, mul_322, permute_401, clone_52, view_497, view_498, sum_142], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13:292
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13.run(buf310, buf319, buf322, 768, 128, stream=stream0)
            buf320 = reinterpret_tensor(buf310, (128, 768), (768, 1), 0); del buf310  # reuse
            # Topologically Sorted Source Nodes: [linear_24, permute_402, mm_98], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:293
            extern_kernels.mm(buf319, primals_73, out=buf320)
            del primals_73
            buf304 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf327 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf328 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_479, sum_138, view_492, add_152, view_496, add_153, view_500, add_154, mul_329, sum_145, sum_146], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_14:294
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_14.run(buf299, buf312, buf316, buf320, mul_36, buf304, buf327, buf328, 768, 128, stream=stream0)
            buf313 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_393, permute_395], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:295
            extern_kernels.mm(reinterpret_tensor(buf311, (768, 128), (1, 768), 0), view_88, out=buf313)
            buf317 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_398, permute_400], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:296
            extern_kernels.mm(reinterpret_tensor(buf315, (768, 128), (128, 1), 0), view_88, out=buf317)
            buf321 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_403, permute_405], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:297
            extern_kernels.mm(reinterpret_tensor(buf319, (768, 128), (1, 768), 0), view_88, out=buf321)
            del view_88
            buf323 = buf299; del buf299  # reuse
            buf326 = buf323; del buf323  # reuse
            # Topologically Sorted Source Nodes: [view_492, add_152, view_496, add_153, view_500, add_154, mul_324, mul_325, sum_143, mul_326, sum_144, mul_327, sub_93, sub_94, mul_328], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_15:298
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_15.run(buf326, buf312, buf316, buf320, primals_71, mul_36, div_31, 128, 768, stream=stream0)
            del div_31
            del mul_36
            del primals_71
            buf329 = reinterpret_tensor(buf293, (128, 3072), (3072, 1), 0); del buf293  # reuse
            # Topologically Sorted Source Nodes: [view_501, hidden_states_29, permute_406, mm_100], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:299
            extern_kernels.mm(reinterpret_tensor(buf326, (128, 768), (768, 1), 0), primals_69, out=buf329)
            del primals_69
            buf330 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_501, permute_407, permute_409], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:300
            extern_kernels.mm(reinterpret_tensor(buf326, (768, 128), (1, 768), 0), view_86, out=buf330)
            del view_86
            buf332 = reinterpret_tensor(buf329, (1, 128, 3072), (393216, 3072, 1), 0); del buf329  # reuse
            buf335 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_503, hidden_states_27, hidden_states_28, mul_331, mul_332, mul_333, exp_23, mul_334, mul_335, add_156, mul_336, view_504, sum_148], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_7:301
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_7.run(buf332, addmm_22, buf335, 3072, 128, stream=stream0)
            del addmm_22
            buf333 = buf320; del buf320  # reuse
            # Topologically Sorted Source Nodes: [view_503, hidden_states_27, hidden_states_28, mul_331, mul_332, mul_333, exp_23, mul_334, mul_335, add_156, mul_336, view_504, permute_410, mm_102], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:302
            extern_kernels.mm(reinterpret_tensor(buf332, (128, 3072), (3072, 1), 0), primals_67, out=buf333)
            del primals_67
            buf331 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf339 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf340 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_501, sum_147, view_506, add_157, mul_343, sum_151, sum_152], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_8:303
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_8.run(buf326, buf333, mul_31, buf331, buf339, buf340, 768, 128, stream=stream0)
            buf334 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_503, hidden_states_27, hidden_states_28, mul_331, mul_332, mul_333, exp_23, mul_334, mul_335, add_156, mul_336, view_504, permute_411, permute_413], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:304
            extern_kernels.mm(reinterpret_tensor(buf332, (3072, 128), (1, 3072), 0), view_84, out=buf334)
            del view_84
            buf338 = buf326; del buf326  # reuse
            # Topologically Sorted Source Nodes: [view_506, add_157, mul_338, mul_339, sum_149, mul_340, sum_150, mul_341, sub_96, sub_97, mul_342], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_9:305
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_9.run(buf338, buf333, primals_65, mul_31, div_32, 128, 768, stream=stream0)
            del div_32
            del mul_31
            del primals_65
            buf341 = buf333; del buf333  # reuse
            # Topologically Sorted Source Nodes: [view_507, hidden_states_24, permute_414, mm_104], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:306
            extern_kernels.mm(reinterpret_tensor(buf338, (128, 768), (768, 1), 0), primals_63, out=buf341)
            del primals_63
            buf342 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_507, permute_415, permute_417], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:307
            extern_kernels.mm(reinterpret_tensor(buf338, (768, 128), (1, 768), 0), view_82, out=buf342)
            del view_82
            buf344 = reinterpret_tensor(buf316, (12, 128, 64), (8192, 64, 1), 0); del buf316  # reuse
            # Topologically Sorted Source Nodes: [view_509, view_510, permute_418, view_511, attn_output_9, permute_419, bmm_56], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:308
            extern_kernels.bmm(reinterpret_tensor(where_7, (12, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf341, (12, 128, 64), (64, 768, 1), 0), out=buf344)
            buf350 = buf312; del buf312  # reuse
            buf353 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_512, permute_424, clone_53, view_517, view_518, sum_155], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_sum_transpose_view_10:309
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_sum_transpose_view_10.run(buf344, buf350, buf353, 768, 128, stream=stream0)
            buf351 = reinterpret_tensor(buf344, (128, 768), (768, 1), 0); del buf344  # reuse
            # Topologically Sorted Source Nodes: [linear_20, permute_425, mm_106], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:310
            extern_kernels.mm(buf350, primals_61, out=buf351)
            del primals_61
            buf345 = reinterpret_tensor(buf308, (12, 128, 128), (16384, 128, 1), 0); del buf308  # reuse
            # Topologically Sorted Source Nodes: [view_509, view_510, permute_418, view_511, bmm_57], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:311
            extern_kernels.bmm(reinterpret_tensor(buf341, (12, 128, 64), (64, 768, 1), 0), permute_420, out=buf345)
            del permute_420
            buf347 = where_7; del where_7  # reuse
            # Topologically Sorted Source Nodes: [view_513, mul_344, sum_154, neg_9, fma_8], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_11:312
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_11.run(buf347, buf345, 1536, 128, stream=stream0)
            del buf345
            buf348 = reinterpret_tensor(buf341, (12, 64, 128), (8192, 128, 1), 0); del buf341  # reuse
            # Topologically Sorted Source Nodes: [view_513, mul_344, neg_9, fma_8, view_514, bmm_58], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:313
            extern_kernels.bmm(permute_421, reinterpret_tensor(buf347, (12, 128, 128), (16384, 128, 1), 0), out=buf348)
            del permute_421
            buf354 = reinterpret_tensor(buf348, (128, 768), (1, 128), 0); del buf348  # reuse
            buf357 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_515, mul_345, permute_423, permute_429, view_521, view_522, sum_156], Original ATen: [aten.view, aten.mul, aten.transpose, aten.sum]
            # [Provenance debug handles] triton_per_fused_mul_sum_transpose_view_12:314
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_transpose_view_12.run(buf354, buf357, 768, 128, stream=stream0)
            buf355 = buf319; del buf319  # reuse
            # Topologically Sorted Source Nodes: [linear_19, permute_430, mm_108], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:315
            extern_kernels.mm(buf354, primals_59, out=buf355)
            del primals_59
            buf349 = reinterpret_tensor(buf315, (12, 128, 64), (8192, 64, 1), 0); del buf315  # reuse
            # Topologically Sorted Source Nodes: [view_513, mul_344, neg_9, fma_8, view_514, bmm_59], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:316
            extern_kernels.bmm(reinterpret_tensor(buf347, (12, 128, 128), (16384, 128, 1), 0), permute_422, out=buf349)
            del permute_422
            buf358 = buf311; del buf311  # reuse
            buf361 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_516, mul_346, permute_434, clone_54, view_525, view_526, sum_157], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13:317
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13.run(buf349, buf358, buf361, 768, 128, stream=stream0)
            buf359 = reinterpret_tensor(buf349, (128, 768), (768, 1), 0); del buf349  # reuse
            # Topologically Sorted Source Nodes: [linear_18, permute_435, mm_110], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:318
            extern_kernels.mm(buf358, primals_57, out=buf359)
            del primals_57
            buf343 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf366 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf367 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_507, sum_153, view_520, add_158, view_524, add_159, view_528, add_160, mul_353, sum_160, sum_161], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_14:319
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_14.run(buf338, buf351, buf355, buf359, mul_27, buf343, buf366, buf367, 768, 128, stream=stream0)
            buf352 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_426, permute_428], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:320
            extern_kernels.mm(reinterpret_tensor(buf350, (768, 128), (1, 768), 0), view_66, out=buf352)
            buf356 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_431, permute_433], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:321
            extern_kernels.mm(reinterpret_tensor(buf354, (768, 128), (128, 1), 0), view_66, out=buf356)
            buf360 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_436, permute_438], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:322
            extern_kernels.mm(reinterpret_tensor(buf358, (768, 128), (1, 768), 0), view_66, out=buf360)
            del view_66
            buf362 = buf338; del buf338  # reuse
            buf365 = buf362; del buf362  # reuse
            # Topologically Sorted Source Nodes: [view_520, add_158, view_524, add_159, view_528, add_160, mul_348, mul_349, sum_158, mul_350, sum_159, mul_351, sub_99, sub_100, mul_352], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_15:323
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_15.run(buf365, buf351, buf355, buf359, primals_55, mul_27, div_33, 128, 768, stream=stream0)
            del div_33
            del mul_27
            del primals_55
            buf368 = reinterpret_tensor(buf332, (128, 3072), (3072, 1), 0); del buf332  # reuse
            # Topologically Sorted Source Nodes: [view_529, hidden_states_21, permute_439, mm_112], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:324
            extern_kernels.mm(reinterpret_tensor(buf365, (128, 768), (768, 1), 0), primals_53, out=buf368)
            del primals_53
            buf369 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_529, permute_440, permute_442], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:325
            extern_kernels.mm(reinterpret_tensor(buf365, (768, 128), (1, 768), 0), view_64, out=buf369)
            del view_64
            buf371 = reinterpret_tensor(buf368, (1, 128, 3072), (393216, 3072, 1), 0); del buf368  # reuse
            buf374 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_531, hidden_states_19, hidden_states_20, mul_355, mul_356, mul_357, exp_24, mul_358, mul_359, add_162, mul_360, view_532, sum_163], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_7:326
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_7.run(buf371, addmm_16, buf374, 3072, 128, stream=stream0)
            del addmm_16
            buf372 = buf359; del buf359  # reuse
            # Topologically Sorted Source Nodes: [view_531, hidden_states_19, hidden_states_20, mul_355, mul_356, mul_357, exp_24, mul_358, mul_359, add_162, mul_360, view_532, permute_443, mm_114], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:327
            extern_kernels.mm(reinterpret_tensor(buf371, (128, 3072), (3072, 1), 0), primals_51, out=buf372)
            del primals_51
            buf370 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf378 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf379 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_529, sum_162, view_534, add_163, mul_367, sum_166, sum_167], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_8:328
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_8.run(buf365, buf372, mul_22, buf370, buf378, buf379, 768, 128, stream=stream0)
            buf373 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_531, hidden_states_19, hidden_states_20, mul_355, mul_356, mul_357, exp_24, mul_358, mul_359, add_162, mul_360, view_532, permute_444, permute_446], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:329
            extern_kernels.mm(reinterpret_tensor(buf371, (3072, 128), (1, 3072), 0), view_62, out=buf373)
            del view_62
            buf377 = buf365; del buf365  # reuse
            # Topologically Sorted Source Nodes: [view_534, add_163, mul_362, mul_363, sum_164, mul_364, sum_165, mul_365, sub_102, sub_103, mul_366], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_9:330
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_9.run(buf377, buf372, primals_49, mul_22, div_34, 128, 768, stream=stream0)
            del div_34
            del mul_22
            del primals_49
            buf380 = buf372; del buf372  # reuse
            # Topologically Sorted Source Nodes: [view_535, hidden_states_16, permute_447, mm_116], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:331
            extern_kernels.mm(reinterpret_tensor(buf377, (128, 768), (768, 1), 0), primals_47, out=buf380)
            del primals_47
            buf381 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_535, permute_448, permute_450], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:332
            extern_kernels.mm(reinterpret_tensor(buf377, (768, 128), (1, 768), 0), view_60, out=buf381)
            del view_60
            buf383 = reinterpret_tensor(buf355, (12, 128, 64), (8192, 64, 1), 0); del buf355  # reuse
            # Topologically Sorted Source Nodes: [view_537, view_538, permute_451, view_539, attn_output_6, permute_452, bmm_60], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:333
            extern_kernels.bmm(reinterpret_tensor(where_5, (12, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf380, (12, 128, 64), (64, 768, 1), 0), out=buf383)
            buf389 = buf351; del buf351  # reuse
            buf392 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_540, permute_457, clone_55, view_545, view_546, sum_170], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_sum_transpose_view_10:334
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_sum_transpose_view_10.run(buf383, buf389, buf392, 768, 128, stream=stream0)
            buf390 = reinterpret_tensor(buf383, (128, 768), (768, 1), 0); del buf383  # reuse
            # Topologically Sorted Source Nodes: [linear_14, permute_458, mm_118], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:335
            extern_kernels.mm(buf389, primals_45, out=buf390)
            del primals_45
            buf384 = reinterpret_tensor(buf347, (12, 128, 128), (16384, 128, 1), 0); del buf347  # reuse
            # Topologically Sorted Source Nodes: [view_537, view_538, permute_451, view_539, bmm_61], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:336
            extern_kernels.bmm(reinterpret_tensor(buf380, (12, 128, 64), (64, 768, 1), 0), permute_453, out=buf384)
            del permute_453
            buf386 = where_5; del where_5  # reuse
            # Topologically Sorted Source Nodes: [view_541, mul_368, sum_169, neg_10, fma_9], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_11:337
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_11.run(buf386, buf384, 1536, 128, stream=stream0)
            del buf384
            buf387 = reinterpret_tensor(buf380, (12, 64, 128), (8192, 128, 1), 0); del buf380  # reuse
            # Topologically Sorted Source Nodes: [view_541, mul_368, neg_10, fma_9, view_542, bmm_62], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:338
            extern_kernels.bmm(permute_454, reinterpret_tensor(buf386, (12, 128, 128), (16384, 128, 1), 0), out=buf387)
            del permute_454
            buf393 = reinterpret_tensor(buf387, (128, 768), (1, 128), 0); del buf387  # reuse
            buf396 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_543, mul_369, permute_456, permute_462, view_549, view_550, sum_171], Original ATen: [aten.view, aten.mul, aten.transpose, aten.sum]
            # [Provenance debug handles] triton_per_fused_mul_sum_transpose_view_12:339
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_transpose_view_12.run(buf393, buf396, 768, 128, stream=stream0)
            buf394 = buf358; del buf358  # reuse
            # Topologically Sorted Source Nodes: [linear_13, permute_463, mm_120], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:340
            extern_kernels.mm(buf393, primals_43, out=buf394)
            del primals_43
            buf388 = reinterpret_tensor(buf354, (12, 128, 64), (8192, 64, 1), 0); del buf354  # reuse
            # Topologically Sorted Source Nodes: [view_541, mul_368, neg_10, fma_9, view_542, bmm_63], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:341
            extern_kernels.bmm(reinterpret_tensor(buf386, (12, 128, 128), (16384, 128, 1), 0), permute_455, out=buf388)
            del permute_455
            buf397 = buf350; del buf350  # reuse
            buf400 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_544, mul_370, permute_467, clone_56, view_553, view_554, sum_172], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13:342
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13.run(buf388, buf397, buf400, 768, 128, stream=stream0)
            buf398 = reinterpret_tensor(buf388, (128, 768), (768, 1), 0); del buf388  # reuse
            # Topologically Sorted Source Nodes: [linear_12, permute_468, mm_122], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:343
            extern_kernels.mm(buf397, primals_41, out=buf398)
            del primals_41
            buf382 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf405 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf406 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_535, sum_168, view_548, add_164, view_552, add_165, view_556, add_166, mul_377, sum_175, sum_176], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_14:344
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_14.run(buf377, buf390, buf394, buf398, mul_18, buf382, buf405, buf406, 768, 128, stream=stream0)
            buf391 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_459, permute_461], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:345
            extern_kernels.mm(reinterpret_tensor(buf389, (768, 128), (1, 768), 0), view_44, out=buf391)
            buf395 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_464, permute_466], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:346
            extern_kernels.mm(reinterpret_tensor(buf393, (768, 128), (128, 1), 0), view_44, out=buf395)
            buf399 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_469, permute_471], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:347
            extern_kernels.mm(reinterpret_tensor(buf397, (768, 128), (1, 768), 0), view_44, out=buf399)
            del view_44
            buf401 = buf377; del buf377  # reuse
            buf404 = buf401; del buf401  # reuse
            # Topologically Sorted Source Nodes: [view_548, add_164, view_552, add_165, view_556, add_166, mul_372, mul_373, sum_173, mul_374, sum_174, mul_375, sub_105, sub_106, mul_376], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_15:348
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_15.run(buf404, buf390, buf394, buf398, primals_39, mul_18, div_35, 128, 768, stream=stream0)
            del div_35
            del mul_18
            del primals_39
            buf407 = reinterpret_tensor(buf371, (128, 3072), (3072, 1), 0); del buf371  # reuse
            # Topologically Sorted Source Nodes: [view_557, hidden_states_13, permute_472, mm_124], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:349
            extern_kernels.mm(reinterpret_tensor(buf404, (128, 768), (768, 1), 0), primals_37, out=buf407)
            del primals_37
            buf408 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_557, permute_473, permute_475], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:350
            extern_kernels.mm(reinterpret_tensor(buf404, (768, 128), (1, 768), 0), view_42, out=buf408)
            del view_42
            buf410 = reinterpret_tensor(buf407, (1, 128, 3072), (393216, 3072, 1), 0); del buf407  # reuse
            buf413 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_559, hidden_states_11, hidden_states_12, mul_379, mul_380, mul_381, exp_25, mul_382, mul_383, add_168, mul_384, view_560, sum_178], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_7:351
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_7.run(buf410, addmm_10, buf413, 3072, 128, stream=stream0)
            del addmm_10
            buf411 = buf398; del buf398  # reuse
            # Topologically Sorted Source Nodes: [view_559, hidden_states_11, hidden_states_12, mul_379, mul_380, mul_381, exp_25, mul_382, mul_383, add_168, mul_384, view_560, permute_476, mm_126], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:352
            extern_kernels.mm(reinterpret_tensor(buf410, (128, 3072), (3072, 1), 0), primals_35, out=buf411)
            del primals_35
            buf409 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf417 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf418 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_557, sum_177, view_562, add_169, mul_391, sum_181, sum_182], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_8:353
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_8.run(buf404, buf411, mul_13, buf409, buf417, buf418, 768, 128, stream=stream0)
            buf412 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_559, hidden_states_11, hidden_states_12, mul_379, mul_380, mul_381, exp_25, mul_382, mul_383, add_168, mul_384, view_560, permute_477, permute_479], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:354
            extern_kernels.mm(reinterpret_tensor(buf410, (3072, 128), (1, 3072), 0), view_40, out=buf412)
            del view_40
            buf416 = buf404; del buf404  # reuse
            # Topologically Sorted Source Nodes: [view_562, add_169, mul_386, mul_387, sum_179, mul_388, sum_180, mul_389, sub_108, sub_109, mul_390], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_9:355
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_9.run(buf416, buf411, primals_33, mul_13, div_36, 128, 768, stream=stream0)
            del div_36
            del mul_13
            del primals_33
            buf419 = buf411; del buf411  # reuse
            # Topologically Sorted Source Nodes: [view_563, hidden_states_8, permute_480, mm_128], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:356
            extern_kernels.mm(reinterpret_tensor(buf416, (128, 768), (768, 1), 0), primals_31, out=buf419)
            del primals_31
            buf420 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_563, permute_481, permute_483], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:357
            extern_kernels.mm(reinterpret_tensor(buf416, (768, 128), (1, 768), 0), view_38, out=buf420)
            del view_38
            buf422 = reinterpret_tensor(buf394, (12, 128, 64), (8192, 64, 1), 0); del buf394  # reuse
            # Topologically Sorted Source Nodes: [view_565, view_566, permute_484, view_567, attn_output_3, permute_485, bmm_64], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:358
            extern_kernels.bmm(reinterpret_tensor(where_3, (12, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf419, (12, 128, 64), (64, 768, 1), 0), out=buf422)
            buf428 = buf390; del buf390  # reuse
            buf431 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_568, permute_490, clone_57, view_573, view_574, sum_185], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_sum_transpose_view_10:359
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_sum_transpose_view_10.run(buf422, buf428, buf431, 768, 128, stream=stream0)
            buf429 = reinterpret_tensor(buf422, (128, 768), (768, 1), 0); del buf422  # reuse
            # Topologically Sorted Source Nodes: [linear_8, permute_491, mm_130], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:360
            extern_kernels.mm(buf428, primals_29, out=buf429)
            del primals_29
            buf423 = reinterpret_tensor(buf386, (12, 128, 128), (16384, 128, 1), 0); del buf386  # reuse
            # Topologically Sorted Source Nodes: [view_565, view_566, permute_484, view_567, bmm_65], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:361
            extern_kernels.bmm(reinterpret_tensor(buf419, (12, 128, 64), (64, 768, 1), 0), permute_486, out=buf423)
            del permute_486
            buf425 = where_3; del where_3  # reuse
            # Topologically Sorted Source Nodes: [view_569, mul_392, sum_184, neg_11, fma_10], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_11:362
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_11.run(buf425, buf423, 1536, 128, stream=stream0)
            del buf423
            buf426 = reinterpret_tensor(buf419, (12, 64, 128), (8192, 128, 1), 0); del buf419  # reuse
            # Topologically Sorted Source Nodes: [view_569, mul_392, neg_11, fma_10, view_570, bmm_66], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:363
            extern_kernels.bmm(permute_487, reinterpret_tensor(buf425, (12, 128, 128), (16384, 128, 1), 0), out=buf426)
            del permute_487
            buf432 = reinterpret_tensor(buf426, (128, 768), (1, 128), 0); del buf426  # reuse
            buf435 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_571, mul_393, permute_489, permute_495, view_577, view_578, sum_186], Original ATen: [aten.view, aten.mul, aten.transpose, aten.sum]
            # [Provenance debug handles] triton_per_fused_mul_sum_transpose_view_12:364
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_transpose_view_12.run(buf432, buf435, 768, 128, stream=stream0)
            buf433 = buf397; del buf397  # reuse
            # Topologically Sorted Source Nodes: [linear_7, permute_496, mm_132], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:365
            extern_kernels.mm(buf432, primals_27, out=buf433)
            del primals_27
            buf427 = reinterpret_tensor(buf393, (12, 128, 64), (8192, 64, 1), 0); del buf393  # reuse
            # Topologically Sorted Source Nodes: [view_569, mul_392, neg_11, fma_10, view_570, bmm_67], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:366
            extern_kernels.bmm(reinterpret_tensor(buf425, (12, 128, 128), (16384, 128, 1), 0), permute_488, out=buf427)
            del permute_488
            buf436 = buf389; del buf389  # reuse
            buf439 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_572, mul_394, permute_500, clone_58, view_581, view_582, sum_187], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13:367
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13.run(buf427, buf436, buf439, 768, 128, stream=stream0)
            buf437 = reinterpret_tensor(buf427, (128, 768), (768, 1), 0); del buf427  # reuse
            # Topologically Sorted Source Nodes: [linear_6, permute_501, mm_134], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:368
            extern_kernels.mm(buf436, primals_25, out=buf437)
            del primals_25
            buf421 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf444 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf445 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_563, sum_183, view_576, add_170, view_580, add_171, view_584, add_172, mul_401, sum_190, sum_191], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_14:369
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_14.run(buf416, buf429, buf433, buf437, mul_9, buf421, buf444, buf445, 768, 128, stream=stream0)
            buf430 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_492, permute_494], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:370
            extern_kernels.mm(reinterpret_tensor(buf428, (768, 128), (1, 768), 0), view_22, out=buf430)
            buf434 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_497, permute_499], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:371
            extern_kernels.mm(reinterpret_tensor(buf432, (768, 128), (128, 1), 0), view_22, out=buf434)
            buf438 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_502, permute_504], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:372
            extern_kernels.mm(reinterpret_tensor(buf436, (768, 128), (1, 768), 0), view_22, out=buf438)
            del view_22
            buf440 = buf416; del buf416  # reuse
            buf443 = buf440; del buf440  # reuse
            # Topologically Sorted Source Nodes: [view_576, add_170, view_580, add_171, view_584, add_172, mul_396, mul_397, sum_188, mul_398, sum_189, mul_399, sub_111, sub_112, mul_400], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_15:373
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_15.run(buf443, buf429, buf433, buf437, primals_23, mul_9, div_37, 128, 768, stream=stream0)
            del div_37
            del mul_9
            del primals_23
            buf446 = reinterpret_tensor(buf410, (128, 3072), (3072, 1), 0); del buf410  # reuse
            # Topologically Sorted Source Nodes: [view_585, hidden_states_5, permute_505, mm_136], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:374
            extern_kernels.mm(reinterpret_tensor(buf443, (128, 768), (768, 1), 0), primals_21, out=buf446)
            del primals_21
            buf447 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_585, permute_506, permute_508], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:375
            extern_kernels.mm(reinterpret_tensor(buf443, (768, 128), (1, 768), 0), view_20, out=buf447)
            del view_20
            buf449 = reinterpret_tensor(buf446, (1, 128, 3072), (393216, 3072, 1), 0); del buf446  # reuse
            buf452 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_587, hidden_states_3, hidden_states_4, mul_403, mul_404, mul_405, exp_26, mul_406, mul_407, add_174, mul_408, view_588, sum_193], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_7:376
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_7.run(buf449, addmm_4, buf452, 3072, 128, stream=stream0)
            del addmm_4
            buf450 = buf437; del buf437  # reuse
            # Topologically Sorted Source Nodes: [view_587, hidden_states_3, hidden_states_4, mul_403, mul_404, mul_405, exp_26, mul_406, mul_407, add_174, mul_408, view_588, permute_509, mm_138], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:377
            extern_kernels.mm(reinterpret_tensor(buf449, (128, 3072), (3072, 1), 0), primals_19, out=buf450)
            del primals_19
            buf448 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf456 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf457 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_585, sum_192, view_590, add_175, mul_415, sum_196, sum_197], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_8:378
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_8.run(buf443, buf450, mul_4, buf448, buf456, buf457, 768, 128, stream=stream0)
            buf451 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_587, hidden_states_3, hidden_states_4, mul_403, mul_404, mul_405, exp_26, mul_406, mul_407, add_174, mul_408, view_588, permute_510, permute_512], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:379
            extern_kernels.mm(reinterpret_tensor(buf449, (3072, 128), (1, 3072), 0), view_18, out=buf451)
            del view_18
            buf455 = buf443; del buf443  # reuse
            # Topologically Sorted Source Nodes: [view_590, add_175, mul_410, mul_411, sum_194, mul_412, sum_195, mul_413, sub_114, sub_115, mul_414], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_9:380
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_backward_view_9.run(buf455, buf450, primals_17, mul_4, div_38, 128, 768, stream=stream0)
            del div_38
            del mul_4
            del primals_17
            buf458 = buf450; del buf450  # reuse
            # Topologically Sorted Source Nodes: [view_591, hidden_states, permute_513, mm_140], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:381
            extern_kernels.mm(reinterpret_tensor(buf455, (128, 768), (768, 1), 0), primals_15, out=buf458)
            del primals_15
            buf459 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_591, permute_514, permute_516], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:382
            extern_kernels.mm(reinterpret_tensor(buf455, (768, 128), (1, 768), 0), view_16, out=buf459)
            del view_16
            buf461 = reinterpret_tensor(buf433, (12, 128, 64), (8192, 64, 1), 0); del buf433  # reuse
            # Topologically Sorted Source Nodes: [view_593, view_594, permute_517, view_595, attn_output, permute_518, bmm_68], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:383
            extern_kernels.bmm(reinterpret_tensor(where_1, (12, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf458, (12, 128, 64), (64, 768, 1), 0), out=buf461)
            buf467 = buf429; del buf429  # reuse
            buf470 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_596, permute_523, clone_59, view_601, view_602, sum_200], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_sum_transpose_view_10:384
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_sum_transpose_view_10.run(buf461, buf467, buf470, 768, 128, stream=stream0)
            buf468 = reinterpret_tensor(buf461, (128, 768), (768, 1), 0); del buf461  # reuse
            # Topologically Sorted Source Nodes: [linear_2, permute_524, mm_142], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:385
            extern_kernels.mm(buf467, primals_13, out=buf468)
            del primals_13
            buf462 = reinterpret_tensor(buf425, (12, 128, 128), (16384, 128, 1), 0); del buf425  # reuse
            # Topologically Sorted Source Nodes: [view_593, view_594, permute_517, view_595, bmm_69], Original ATen: [aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:386
            extern_kernels.bmm(reinterpret_tensor(buf458, (12, 128, 64), (64, 768, 1), 0), permute_519, out=buf462)
            del permute_519
            buf464 = where_1; del where_1  # reuse
            # Topologically Sorted Source Nodes: [view_597, mul_416, sum_199, neg_12, fma_11], Original ATen: [aten.view, aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_view_11:387
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_view_11.run(buf464, buf462, 1536, 128, stream=stream0)
            del buf462
            buf465 = reinterpret_tensor(buf458, (12, 64, 128), (8192, 128, 1), 0); del buf458  # reuse
            # Topologically Sorted Source Nodes: [view_597, mul_416, neg_12, fma_11, view_598, bmm_70], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:388
            extern_kernels.bmm(permute_520, reinterpret_tensor(buf464, (12, 128, 128), (16384, 128, 1), 0), out=buf465)
            del permute_520
            buf471 = reinterpret_tensor(buf465, (128, 768), (1, 128), 0); del buf465  # reuse
            buf474 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_599, mul_417, permute_522, permute_528, view_605, view_606, sum_201], Original ATen: [aten.view, aten.mul, aten.transpose, aten.sum]
            # [Provenance debug handles] triton_per_fused_mul_sum_transpose_view_12:389
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_transpose_view_12.run(buf471, buf474, 768, 128, stream=stream0)
            buf472 = buf436; del buf436  # reuse
            # Topologically Sorted Source Nodes: [linear_1, permute_529, mm_144], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:390
            extern_kernels.mm(buf471, primals_11, out=buf472)
            del primals_11
            buf466 = reinterpret_tensor(buf432, (12, 128, 64), (8192, 64, 1), 0); del buf432  # reuse
            # Topologically Sorted Source Nodes: [view_597, mul_416, neg_12, fma_11, view_598, bmm_71], Original ATen: [aten.view, aten._softmax_backward_data, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:391
            extern_kernels.bmm(reinterpret_tensor(buf464, (12, 128, 128), (16384, 128, 1), 0), permute_521, out=buf466)
            del buf464
            del permute_521
            buf475 = buf428; del buf428  # reuse
            buf478 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_600, mul_418, permute_533, clone_60, view_609, view_610, sum_202], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13:392
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_clone_mul_sum_transpose_view_13.run(buf466, buf475, buf478, 768, 128, stream=stream0)
            buf476 = reinterpret_tensor(buf466, (128, 768), (768, 1), 0); del buf466  # reuse
            # Topologically Sorted Source Nodes: [linear, permute_534, mm_146], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:393
            extern_kernels.mm(buf475, primals_9, out=buf476)
            del primals_9
            buf460 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            buf483 = empty_strided_cuda((768, ), (1, ), torch.float32)
            buf484 = empty_strided_cuda((768, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_591, sum_198, view_604, add_176, view_608, add_177, view_612, add_178, mul_425, sum_205, sum_206], Original ATen: [aten.view, aten.sum, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_sum_view_14:394
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_backward_sum_view_14.run(buf455, buf468, buf472, buf476, mul, buf460, buf483, buf484, 768, 128, stream=stream0)
            buf469 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_525, permute_527], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:395
            extern_kernels.mm(reinterpret_tensor(buf467, (768, 128), (1, 768), 0), view, out=buf469)
            del buf467
            buf473 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_530, permute_532], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:396
            extern_kernels.mm(reinterpret_tensor(buf471, (768, 128), (128, 1), 0), view, out=buf473)
            del buf471
            buf477 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_535, permute_537], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:397
            extern_kernels.mm(reinterpret_tensor(buf475, (768, 128), (1, 768), 0), view, out=buf477)
            del buf475
            del view
            buf485 = reinterpret_tensor(buf449, (512, 768), (768, 1), 0); del buf449  # reuse
            # Topologically Sorted Source Nodes: [full_13], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_16:398
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_16.run(buf485, 393216, stream=stream0)
            buf487 = empty_strided_cuda((2, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_14], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_17:399
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_17.run(buf487, 1536, stream=stream0)
            buf489 = empty_strided_cuda((30522, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_15], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_18:400
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_18.run(buf489, 23440896, stream=stream0)
            buf479 = buf455; del buf455  # reuse
            buf482 = buf479; del buf479  # reuse
            # Topologically Sorted Source Nodes: [attn_output, view_604, add_176, view_608, add_177, view_612, add_178, mul_420, mul_421, sum_203, mul_422, sum_204, mul_423, sub_117, sub_118, mul_424, position_ids, eq_12, unsqueeze_5, where_28, full_13, index_put, eq_13, unsqueeze_6, where_29, full_14, index_put_1, eq_14, unsqueeze_7, where_30, full_15, index_put_2], Original ATen: [aten.scalar_tensor, aten.view, aten.add, aten.native_layer_norm_backward, aten.slice, aten.embedding_dense_backward]
            # [Provenance debug handles] triton_per_fused_add_embedding_dense_backward_native_layer_norm_backward_scalar_tensor_slice_view_19:401
            stream0 = get_raw_stream(0)
            triton_per_fused_add_embedding_dense_backward_native_layer_norm_backward_scalar_tensor_slice_view_19.run(buf482, buf468, buf472, buf476, primals_7, mul, div_39, primals_2, expand_1, primals_1, buf485, buf487, buf489, 128, 768, stream=stream0)
            del buf468
            del buf472
            del buf476
            del buf482
            del div_39
            del expand_1
            del mul
            del primals_1
            del primals_2
            del primals_7
            buf491 = empty_strided_cuda((30522, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_135, ], Original ATen: [aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:402
            extern_kernels.addmm(buf489, reinterpret_tensor(buf1, (30522, 128), (1, 30528), 0), view_266, alpha=1, beta=1, out=buf491)
            del buf1
            del buf489
            del view_266
        return (None, None, None, buf491, buf487, buf485, buf483, buf484, buf477, reinterpret_tensor(buf478, (768, ), (1, ), 0), buf473, reinterpret_tensor(buf474, (768, ), (1, ), 0), buf469, reinterpret_tensor(buf470, (768, ), (1, ), 0), buf459, reinterpret_tensor(buf460, (768, ), (1, ), 0), buf456, buf457, buf451, reinterpret_tensor(buf452, (3072, ), (1, ), 0), buf447, reinterpret_tensor(buf448, (768, ), (1, ), 0), buf444, buf445, buf438, reinterpret_tensor(buf439, (768, ), (1, ), 0), buf434, reinterpret_tensor(buf435, (768, ), (1, ), 0), buf430, reinterpret_tensor(buf431, (768, ), (1, ), 0), buf420, reinterpret_tensor(buf421, (768, ), (1, ), 0), buf417, buf418, buf412, reinterpret_tensor(buf413, (3072, ), (1, ), 0), buf408, reinterpret_tensor(buf409, (768, ), (1, ), 0), buf405, buf406, buf399, reinterpret_tensor(buf400, (768, ), (1, ), 0), buf395, reinterpret_tensor(buf396, (768, ), (1, ), 0), buf391, reinterpret_tensor(buf392, (768, ), (1, ), 0), buf381, reinterpret_tensor(buf382, (768, ), (1, ), 0), buf378, buf379, buf373, reinterpret_tensor(buf374, (3072, ), (1, ), 0), buf369, reinterpret_tensor(buf370, (768, ), (1, ), 0), buf366, buf367, buf360, reinterpret_tensor(buf361, (768, ), (1, ), 0), buf356, reinterpret_tensor(buf357, (768, ), (1, ), 0), buf352, reinterpret_tensor(buf353, (768, ), (1, ), 0), buf342, reinterpret_tensor(buf343, (768, ), (1, ), 0), buf339, buf340, buf334, reinterpret_tensor(buf335, (3072, ), (1, ), 0), buf330, reinterpret_tensor(buf331, (768, ), (1, ), 0), buf327, buf328, buf321, reinterpret_tensor(buf322, (768, ), (1, ), 0), buf317, reinterpret_tensor(buf318, (768, ), (1, ), 0), buf313, reinterpret_tensor(buf314, (768, ), (1, ), 0), buf303, reinterpret_tensor(buf304, (768, ), (1, ), 0), buf300, buf301, buf295, reinterpret_tensor(buf296, (3072, ), (1, ), 0), buf291, reinterpret_tensor(buf292, (768, ), (1, ), 0), buf288, buf289, buf282, reinterpret_tensor(buf283, (768, ), (1, ), 0), buf278, reinterpret_tensor(buf279, (768, ), (1, ), 0), buf274, reinterpret_tensor(buf275, (768, ), (1, ), 0), buf264, reinterpret_tensor(buf265, (768, ), (1, ), 0), buf261, buf262, buf256, reinterpret_tensor(buf257, (3072, ), (1, ), 0), buf252, reinterpret_tensor(buf253, (768, ), (1, ), 0), buf249, buf250, buf243, reinterpret_tensor(buf244, (768, ), (1, ), 0), buf239, reinterpret_tensor(buf240, (768, ), (1, ), 0), buf235, reinterpret_tensor(buf236, (768, ), (1, ), 0), buf225, reinterpret_tensor(buf226, (768, ), (1, ), 0), buf222, buf223, buf217, reinterpret_tensor(buf218, (3072, ), (1, ), 0), buf213, reinterpret_tensor(buf214, (768, ), (1, ), 0), buf210, buf211, buf204, reinterpret_tensor(buf205, (768, ), (1, ), 0), buf200, reinterpret_tensor(buf201, (768, ), (1, ), 0), buf196, reinterpret_tensor(buf197, (768, ), (1, ), 0), buf186, reinterpret_tensor(buf187, (768, ), (1, ), 0), buf183, buf184, buf178, reinterpret_tensor(buf179, (3072, ), (1, ), 0), buf174, reinterpret_tensor(buf175, (768, ), (1, ), 0), buf171, buf172, buf165, reinterpret_tensor(buf166, (768, ), (1, ), 0), buf161, reinterpret_tensor(buf162, (768, ), (1, ), 0), buf157, reinterpret_tensor(buf158, (768, ), (1, ), 0), buf147, reinterpret_tensor(buf148, (768, ), (1, ), 0), buf144, buf145, buf139, reinterpret_tensor(buf140, (3072, ), (1, ), 0), buf135, reinterpret_tensor(buf136, (768, ), (1, ), 0), buf132, buf133, buf126, reinterpret_tensor(buf127, (768, ), (1, ), 0), buf122, reinterpret_tensor(buf123, (768, ), (1, ), 0), buf118, reinterpret_tensor(buf119, (768, ), (1, ), 0), buf108, reinterpret_tensor(buf109, (768, ), (1, ), 0), buf105, buf106, buf100, reinterpret_tensor(buf101, (3072, ), (1, ), 0), buf96, reinterpret_tensor(buf97, (768, ), (1, ), 0), buf93, buf94, buf87, reinterpret_tensor(buf88, (768, ), (1, ), 0), buf83, reinterpret_tensor(buf84, (768, ), (1, ), 0), buf79, reinterpret_tensor(buf80, (768, ), (1, ), 0), buf69, reinterpret_tensor(buf70, (768, ), (1, ), 0), buf66, buf67, buf61, reinterpret_tensor(buf62, (3072, ), (1, ), 0), buf57, reinterpret_tensor(buf58, (768, ), (1, ), 0), buf54, buf55, buf48, reinterpret_tensor(buf49, (768, ), (1, ), 0), buf44, reinterpret_tensor(buf45, (768, ), (1, ), 0), buf40, reinterpret_tensor(buf41, (768, ), (1, ), 0), buf30, reinterpret_tensor(buf31, (768, ), (1, ), 0), buf27, buf28, buf22, reinterpret_tensor(buf23, (3072, ), (1, ), 0), buf18, reinterpret_tensor(buf19, (768, ), (1, ), 0), buf15, buf16, buf10, reinterpret_tensor(buf11, (768, ), (1, ), 0), buf6, buf7, reinterpret_tensor(buf3, (30522, ), (1, ), 0), None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
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
    primals_206 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    expand_1 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    mul = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_1 = rand_strided((1, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_16 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_4 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_18 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_4 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_20 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_9 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_22 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_3 = rand_strided((1, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_38 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_13 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_40 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_10 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_42 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_18 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_44 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_5 = rand_strided((1, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_60 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_22 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_62 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_16 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_64 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_27 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_66 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_7 = rand_strided((1, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_82 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_31 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_84 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_22 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_86 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_36 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_88 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_9 = rand_strided((1, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_104 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_40 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_106 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_28 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_108 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_45 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_110 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_11 = rand_strided((1, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_126 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_49 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_128 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_34 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_130 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_54 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_132 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_13 = rand_strided((1, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_148 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_58 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_150 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_40 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_152 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_63 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_154 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_15 = rand_strided((1, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_170 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_67 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_172 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_46 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_174 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_72 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_176 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_17 = rand_strided((1, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_192 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_76 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_194 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_52 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_196 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_81 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_198 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_19 = rand_strided((1, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_214 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_85 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_216 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_58 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_218 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_90 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_220 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_21 = rand_strided((1, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_236 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_94 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_238 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_64 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_240 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_99 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_242 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    where_23 = rand_strided((1, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_258 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    mul_103 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_260 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_70 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    view_262 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    mul_108 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    view_264 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_72 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    getitem_51 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_25 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    view_266 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    addmm_73 = rand_strided((128, 30522), (30528, 1), device='cuda:0', dtype=torch.float32)
    amax_12 = rand_strided((128, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    log = rand_strided((128, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    div_15 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_16 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_156 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_157 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_158 = rand_strided((12, 128, 64), (64, 768, 1), device='cuda:0', dtype=torch.float32)
    div_17 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_18 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_189 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_190 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_191 = rand_strided((12, 128, 64), (64, 768, 1), device='cuda:0', dtype=torch.float32)
    div_19 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_20 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_222 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_223 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_224 = rand_strided((12, 128, 64), (64, 768, 1), device='cuda:0', dtype=torch.float32)
    div_21 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_22 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_255 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_256 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_257 = rand_strided((12, 128, 64), (64, 768, 1), device='cuda:0', dtype=torch.float32)
    div_23 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_24 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_288 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_289 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_290 = rand_strided((12, 128, 64), (64, 768, 1), device='cuda:0', dtype=torch.float32)
    div_25 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_26 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_321 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_322 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_323 = rand_strided((12, 128, 64), (64, 768, 1), device='cuda:0', dtype=torch.float32)
    div_27 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_28 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_354 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_355 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_356 = rand_strided((12, 128, 64), (64, 768, 1), device='cuda:0', dtype=torch.float32)
    div_29 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_30 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_387 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_388 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_389 = rand_strided((12, 128, 64), (64, 768, 1), device='cuda:0', dtype=torch.float32)
    div_31 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_32 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_420 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_421 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_422 = rand_strided((12, 128, 64), (64, 768, 1), device='cuda:0', dtype=torch.float32)
    div_33 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_34 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_453 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_454 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_455 = rand_strided((12, 128, 64), (64, 768, 1), device='cuda:0', dtype=torch.float32)
    div_35 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_36 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_486 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_487 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_488 = rand_strided((12, 128, 64), (64, 768, 1), device='cuda:0', dtype=torch.float32)
    div_37 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    div_38 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_519 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_520 = rand_strided((12, 64, 128), (64, 1, 768), device='cuda:0', dtype=torch.float32)
    permute_521 = rand_strided((12, 128, 64), (64, 768, 1), device='cuda:0', dtype=torch.float32)
    div_39 = rand_strided((1, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_4, primals_7, primals_9, primals_11, primals_13, primals_15, primals_17, primals_19, primals_21, primals_23, primals_25, primals_27, primals_29, primals_31, primals_33, primals_35, primals_37, primals_39, primals_41, primals_43, primals_45, primals_47, primals_49, primals_51, primals_53, primals_55, primals_57, primals_59, primals_61, primals_63, primals_65, primals_67, primals_69, primals_71, primals_73, primals_75, primals_77, primals_79, primals_81, primals_83, primals_85, primals_87, primals_89, primals_91, primals_93, primals_95, primals_97, primals_99, primals_101, primals_103, primals_105, primals_107, primals_109, primals_111, primals_113, primals_115, primals_117, primals_119, primals_121, primals_123, primals_125, primals_127, primals_129, primals_131, primals_133, primals_135, primals_137, primals_139, primals_141, primals_143, primals_145, primals_147, primals_149, primals_151, primals_153, primals_155, primals_157, primals_159, primals_161, primals_163, primals_165, primals_167, primals_169, primals_171, primals_173, primals_175, primals_177, primals_179, primals_181, primals_183, primals_185, primals_187, primals_189, primals_191, primals_193, primals_195, primals_197, primals_199, primals_201, primals_203, primals_206, expand_1, mul, view, where_1, view_16, mul_4, view_18, addmm_4, view_20, mul_9, view_22, where_3, view_38, mul_13, view_40, addmm_10, view_42, mul_18, view_44, where_5, view_60, mul_22, view_62, addmm_16, view_64, mul_27, view_66, where_7, view_82, mul_31, view_84, addmm_22, view_86, mul_36, view_88, where_9, view_104, mul_40, view_106, addmm_28, view_108, mul_45, view_110, where_11, view_126, mul_49, view_128, addmm_34, view_130, mul_54, view_132, where_13, view_148, mul_58, view_150, addmm_40, view_152, mul_63, view_154, where_15, view_170, mul_67, view_172, addmm_46, view_174, mul_72, view_176, where_17, view_192, mul_76, view_194, addmm_52, view_196, mul_81, view_198, where_19, view_214, mul_85, view_216, addmm_58, view_218, mul_90, view_220, where_21, view_236, mul_94, view_238, addmm_64, view_240, mul_99, view_242, where_23, view_258, mul_103, view_260, addmm_70, view_262, mul_108, view_264, addmm_72, getitem_51, rsqrt_25, view_266, addmm_73, amax_12, log, convert_element_type, div_15, div_16, permute_156, permute_157, permute_158, div_17, div_18, permute_189, permute_190, permute_191, div_19, div_20, permute_222, permute_223, permute_224, div_21, div_22, permute_255, permute_256, permute_257, div_23, div_24, permute_288, permute_289, permute_290, div_25, div_26, permute_321, permute_322, permute_323, div_27, div_28, permute_354, permute_355, permute_356, div_29, div_30, permute_387, permute_388, permute_389, div_31, div_32, permute_420, permute_421, permute_422, div_33, div_34, permute_453, permute_454, permute_455, div_35, div_36, permute_486, permute_487, permute_488, div_37, div_38, permute_519, permute_520, permute_521, div_39, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
