# ---- default ----
# AOT ID: ['113_inference']
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/4s/c4stk6neaio4ej7y654zacmo5zd4ipvw4ifktjgqgr7rgg2vfv3n.py
# Topologically Sorted Source Nodes: [inputs_embeds, buffered_token_type_ids, position_ids, buffered_token_type_ids_1, token_type_ids, token_type_embeddings, embeddings, position_embeddings, embeddings_1, embeddings_2, linear, linear_1, linear_2], Original ATen: [aten.embedding, aten.expand, aten.slice, aten.gather, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   buffered_token_type_ids => expand
#   buffered_token_type_ids_1 => gather
#   embeddings => add
#   embeddings_1 => add_1
#   embeddings_2 => add_2, add_3, mul, mul_1, rsqrt, sub, var_mean
#   inputs_embeds => embedding
#   linear => convert_element_type_2
#   linear_1 => convert_element_type_8
#   linear_2 => convert_element_type_14
#   position_embeddings => embedding_2
#   position_ids => slice_1
#   token_type_embeddings => embedding_1
#   token_type_ids => expand_1
# Graph fragment:
#   %arg0_1 : Tensor "i64[32, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg3_1 : Tensor "f32[30522, 768][768, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg1_1 : Tensor "i64[1, 512][512, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "i64[1, 512][512, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg4_1 : Tensor "f32[2, 768][768, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %arg5_1 : Tensor "f32[512, 768][768, 1]cuda:0" = PlaceHolder[target=arg5_1]
#   %add_1 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_1]
#   %getitem_1 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf2 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=buf2]
#   %arg6_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %arg7_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg7_1]
#   %add_3 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_3]
#   %embedding : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg3_1, %arg0_1, 0), kwargs = {})
#   %expand : Tensor "i64[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%arg2_1, [1, -1]), kwargs = {})
#   %slice_1 : Tensor "i64[1, 128][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.slice.Tensor](args = (%arg1_1, 1, 0, 128), kwargs = {})
#   %gather : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%expand, 1, %slice_1), kwargs = {})
#   %expand_1 : Tensor "i64[32, 128][0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%gather, [32, 128]), kwargs = {})
#   %embedding_1 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg4_1, %expand_1), kwargs = {})
#   %add : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %embedding_2 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg5_1, %slice_1), kwargs = {})
#   %add_1 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add, %embedding_2), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_1, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_1, %getitem_1), kwargs = {})
#   %add_2 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-12), kwargs = {})
#   %rsqrt : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_2,), kwargs = {})
#   %mul : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg6_1), kwargs = {})
#   %add_3 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %arg7_1), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_3, torch.bfloat16), kwargs = {})
#   %convert_element_type_8 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_3, torch.bfloat16), kwargs = {})
#   %convert_element_type_14 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_3, torch.bfloat16), kwargs = {})
#   return %add_1,%getitem_1,%buf2,%add_3,%convert_element_type_2,%convert_element_type_8,%convert_element_type_14
triton_per_fused__to_copy_add_embedding_expand_gather_native_layer_norm_slice_0 = async_compile.triton('triton_per_fused__to_copy_add_embedding_expand_gather_native_layer_norm_slice_0', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*i64', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr2': '*bf16', 'out_ptr3': '*bf16', 'out_ptr4': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_embedding_expand_gather_native_layer_norm_slice_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 62920704}, 'kernel_num_gb': 0.058249216, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_embedding_expand_gather_native_layer_norm_slice_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr2, out_ptr3, out_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp46 = tl.load(in_ptr6 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp48 = tl.load(in_ptr7 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.full([1, 1], 30522, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert((0 <= tmp4) & (tmp4 < 30522), "index out of bounds: 0 <= tmp4 < 30522")
    tmp6 = tl.load(in_ptr1 + (r0_2 + 768*tmp4), r0_mask, other=0.0)
    tmp8 = tl.full([1, 1], 512, tl.int32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp7 < 0
    tmp11 = tl.where(tmp10, tmp9, tmp7)
    tl.device_assert((0 <= tmp11) & (tmp11 < 512), "index out of bounds: 0 <= tmp11 < 512")
    tmp13 = tl.load(in_ptr3 + (tmp11), None, eviction_policy='evict_last')
    tmp14 = tl.full([1, 1], 2, tl.int32)
    tmp15 = tmp13 + tmp14
    tmp16 = tmp13 < 0
    tmp17 = tl.where(tmp16, tmp15, tmp13)
    tl.device_assert((0 <= tmp17) & (tmp17 < 2), "index out of bounds: 0 <= tmp17 < 2")
    tmp19 = tl.load(in_ptr4 + (r0_2 + 768*tmp17), r0_mask, other=0.0)
    tmp20 = tmp6 + tmp19
    tmp21 = tl.load(in_ptr5 + (r0_2 + 768*tmp11), r0_mask, other=0.0)
    tmp22 = tmp20 + tmp21
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
    tl.store(in_out_ptr0 + (r0_2 + 768*x3), tmp49, r0_mask)
    tl.store(out_ptr2 + (r0_2 + 768*x3), tmp50, r0_mask)
    tl.store(out_ptr3 + (r0_2 + 768*x3), tmp50, r0_mask)
    tl.store(out_ptr4 + (r0_2 + 768*x3), tmp50, r0_mask)


def get_args():
    arg_0 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((30522, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    arg_4 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    arg_5 = rand_strided((2, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((512, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_10 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_11 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, arg_11, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_embedding_expand_gather_native_layer_norm_slice_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_add_embedding_expand_gather_native_layer_norm_slice_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.058249216
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/2p/c2pwlilw35n5pwtykmn4bfgyhs3zj6ulpql65wamlzdu33hwyrgj.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   linear => convert_element_type_1
# Graph fragment:
#   %arg8_1 : Tensor "f32[768, 768][768, 1]cuda:0" = PlaceHolder[target=arg8_1]
#   %convert_element_type_1 : Tensor "bf16[768, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg8_1, torch.bfloat16), kwargs = {})
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
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4718592}, 'kernel_num_gb': 0.003538944, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
        triton_poi_fused__to_copy_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.003538944
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/un/cun4poptvkixiqlqje53eptilcsalejsk35f6pufg4uwgbb3zyty.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   linear => convert_element_type
# Graph fragment:
#   %arg9_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg9_1]
#   %convert_element_type : Tensor "bf16[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg9_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type
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
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6144}, 'kernel_num_gb': 4.608e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
        triton_poi_fused__to_copy_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 4.608e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/zx/czxsxmuxxxdvualv7kifdjmvwm7xq7pjd24ezl2ur7a56ztsole7.py
# Topologically Sorted Source Nodes: [linear, view, query_layer, attn_output], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
# Source node to ATen node mapping:
#   attn_output => clone_1, convert_element_type_18, mul_2
#   linear => view_1
#   query_layer => permute_1
#   view => view_2
# Graph fragment:
#   %addmm : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_1 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [32, 128, 768]), kwargs = {})
#   %view_2 : Tensor "bf16[32, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_1, [32, 128, -1, 64]), kwargs = {})
#   %permute_1 : Tensor "bf16[32, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [0, 2, 1, 3]), kwargs = {})
#   %convert_element_type_18 : Tensor "f32[32, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_1, torch.float32), kwargs = {})
#   %mul_2 : Tensor "f32[32, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%convert_element_type_18, 0.3535533905932738), kwargs = {})
#   %clone_1 : Tensor "f32[32, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_3,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_1
triton_poi_fused__to_copy_clone_mul_transpose_view_3 = async_compile.triton('triton_poi_fused__to_copy_clone_mul_transpose_view_3', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_clone_mul_transpose_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 31457280}, 'kernel_num_gb': 0.018874368, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_clone_mul_transpose_view_3(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
    tl.store(out_ptr0 + (x4), tmp3, None)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 3145728,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_clone_mul_transpose_view_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_clone_mul_transpose_view_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.018874368
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/52/c52maxoecfrclgzvahtpaznmymv6fmfmlkk6li3qu5cysbk4gepv.py
# Topologically Sorted Source Nodes: [linear_1, view_1, key_layer, attn_output], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
# Source node to ATen node mapping:
#   attn_output => clone_2, convert_element_type_19, mul_3, permute_6
#   key_layer => permute_3
#   linear_1 => view_4
#   view_1 => view_5
# Graph fragment:
#   %addmm_1 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %view_4 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [32, 128, 768]), kwargs = {})
#   %view_5 : Tensor "bf16[32, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_4, [32, 128, -1, 64]), kwargs = {})
#   %permute_3 : Tensor "bf16[32, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %convert_element_type_19 : Tensor "f32[32, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_3, torch.float32), kwargs = {})
#   %permute_6 : Tensor "f32[32, 12, 64, 128][98304, 64, 1, 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_19, [0, 1, 3, 2]), kwargs = {})
#   %mul_3 : Tensor "f32[32, 12, 64, 128][98304, 64, 1, 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%permute_6, 0.3535533905932738), kwargs = {})
#   %clone_2 : Tensor "f32[32, 12, 64, 128][98304, 8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_2
triton_poi_fused__to_copy_clone_mul_transpose_view_4 = async_compile.triton('triton_poi_fused__to_copy_clone_mul_transpose_view_4', '''
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
    size_hints={'y': 32768, 'x': 128}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_clone_mul_transpose_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 6291456, 'x': 25165824}, 'kernel_num_gb': 0.018874368, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_clone_mul_transpose_view_4(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 24576
    xnumel = 128
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y0 = (yindex % 768)
    y1 = yindex // 768
    y3 = yindex
    tmp0 = tl.load(in_ptr0 + (y0 + 768*x2 + 98304*y1), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1, 1], 0.3535533905932738, tl.float32)
    tmp3 = tmp1 * tmp2
    tl.store(out_ptr0 + (x2 + 128*y3), tmp3, xmask)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((32, 12, 64, 128), (98304, 8192, 128, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 24576, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_clone_mul_transpose_view_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_clone_mul_transpose_view_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.018874368
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/r2/cr22x54ujio7rd26yw2wtxlrwklopg5vag7bdnjjzybhiafmjxmp.py
# Topologically Sorted Source Nodes: [attn_output, arange_2, q_arange, q_indices, attention_mask, attention_mask_1, ], Original ATen: [aten.view, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
# Source node to ATen node mapping:
#    => exp_default_11, prepare_softmax_online_default_11, sub_tensor_11
#   arange_2 => iota_2
#   attention_mask => ge
#   attention_mask_1 => expand_2
#   attn_output => add_6, any_1, div, eq, full_default, full_default_1, full_default_2, logical_not, logical_not_1, view_11, where, where_1
#   q_arange => add_4
#   q_indices => unsqueeze, unsqueeze_1, unsqueeze_2
# Graph fragment:
#   %bmm : Tensor "f32[384, 128, 128][16384, 128, 1]cuda:0" = PlaceHolder[target=bmm]
#   %any_1 : Tensor "b8[32, 12, 128, 1][1536, 128, 1, 49152]cuda:0" = PlaceHolder[target=any_1]
#   %getitem_72 : Tensor "f32[32, 12, 128, 1][1536, 128, 1, 49152]cuda:0" = PlaceHolder[target=getitem_72]
#   %getitem_73 : Tensor "f32[32, 12, 128, 1][1536, 128, 1, 49152]cuda:0" = PlaceHolder[target=getitem_73]
#   %view_11 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm, [32, 12, 128, 128]), kwargs = {})
#   %iota_2 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_4 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_2, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_4, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 3), kwargs = {})
#   %ge : Tensor "b8[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%unsqueeze_2, 0), kwargs = {})
#   %expand_2 : Tensor "b8[32, 1, 128, 128][0, 128, 1, 0]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.expand.default](args = (%ge, [32, -1, 128, 128]), kwargs = {})
#   %full_default_1 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[32, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand_2, %full_default_1, %full_default), kwargs = {})
#   %add_6 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_11, %where), kwargs = {})
#   %eq : Tensor "b8[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%add_6, -inf), kwargs = {})
#   %logical_not : Tensor "b8[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%eq,), kwargs = {})
#   %any_1 : Tensor "b8[32, 12, 128, 1][1536, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.any.dim](args = (%logical_not, -1, True), kwargs = {})
#   %logical_not_1 : Tensor "b8[32, 12, 128, 1][1536, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.logical_not.default](args = (%any_1,), kwargs = {})
#   %full_default_2 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([32, 12, 128, 128], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %prepare_softmax_online_default_11 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%add_6, -1), kwargs = {})
#   %sub_tensor_11 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_6, %getitem_72), kwargs = {})
#   %exp_default_11 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_11,), kwargs = {})
#   %div : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_11, %getitem_73), kwargs = {})
#   %where_1 : Tensor "f32[32, 12, 128, 128][196608, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%logical_not_1, %full_default_2, %div), kwargs = {})
#   return %any_1,%getitem_72,%getitem_73,%expand_5
triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5 = async_compile.triton('triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 5, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 75497472}, 'kernel_num_gb': 0.050331648, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5(in_out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tmp0 + tmp7
    tmp9 = tmp8 == tmp5
    tmp10 = tmp9 == 0
    tmp11 = tmp10.to(tl.int64)
    tmp12 = (tmp11 != 0)
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = triton_helpers.any(tmp13, 1)[:, None].to(tl.int1)
    tmp16 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp18 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp20 = triton_helpers.max2(tmp18, 1)[:, None].to(tl.float32)
    tmp21 = tmp16 - tmp20
    tmp22 = libdevice.exp(tmp21)
    tmp23 = tl.broadcast_to(tmp22, [XBLOCK, R0_BLOCK])
    tmp25 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp26 = tmp15 == 0
    tmp27 = tmp8 - tmp20
    tmp28 = libdevice.exp(tmp27)
    tmp29 = (tmp28 / tmp25)
    tmp30 = tl.where(tmp26, tmp4, tmp29)
    tl.store(in_out_ptr0 + (r0_2 + 128*x3), tmp30, None)


def get_args():
    arg_0 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, 49152, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.050331648
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/pa/cpayjr6cdhopioj74fogcxfnthf7hc3iirvxkuhaqgnwv2557esj.py
# Topologically Sorted Source Nodes: [linear_2, view_2, value_layer, attn_output], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone]
# Source node to ATen node mapping:
#   attn_output => clone_3, convert_element_type_20
#   linear_2 => view_7
#   value_layer => permute_5
#   view_2 => view_8
# Graph fragment:
#   %addmm_2 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_7 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [32, 128, 768]), kwargs = {})
#   %view_8 : Tensor "bf16[32, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_7, [32, 128, -1, 64]), kwargs = {})
#   %permute_5 : Tensor "bf16[32, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_8, [0, 2, 1, 3]), kwargs = {})
#   %convert_element_type_20 : Tensor "f32[32, 12, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_5, torch.float32), kwargs = {})
#   %clone_3 : Tensor "f32[32, 12, 128, 64][98304, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_6,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_3
triton_poi_fused__to_copy_clone_transpose_view_6 = async_compile.triton('triton_poi_fused__to_copy_clone_transpose_view_6', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_clone_transpose_view_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 31457280}, 'kernel_num_gb': 0.018874368, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_clone_transpose_view_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
    tl.store(out_ptr0 + (x4), tmp1, None)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 3145728,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_clone_transpose_view_6.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_clone_transpose_view_6.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.018874368
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/mi/cmigogks4zm3vuxfdpjjo7uiqm4672wr6sqb6cacpg7f4tdyjnqa.py
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
triton_poi_fused__to_copy_clone_transpose_view_7 = async_compile.triton('triton_poi_fused__to_copy_clone_transpose_view_7', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_clone_transpose_view_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25165824}, 'kernel_num_gb': 0.018874368, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_clone_transpose_view_7(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
        triton_poi_fused__to_copy_clone_transpose_view_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_clone_transpose_view_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.018874368
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/lo/cloktyalqimolo5lqkxvdaab4bfpmn3v3zj3bldzkpaohvomvnwz.py
# Topologically Sorted Source Nodes: [hidden_states, add_4, hidden_states_2, hidden_states_3], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   add_4 => add_7
#   hidden_states => view_17
#   hidden_states_2 => add_8, add_9, mul_4, mul_5, rsqrt_1, sub_2, var_mean_1
#   hidden_states_3 => convert_element_type_30
# Graph fragment:
#   %addmm_3 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %add_3 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_3]
#   %getitem_3 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=getitem_3]
#   %buf31 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=buf31]
#   %arg16_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg16_1]
#   %arg17_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg17_1]
#   %add_9 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_9]
#   %view_17 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [32, 128, 768]), kwargs = {})
#   %add_7 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_17, %add_3), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_7, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_2 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_7, %getitem_3), kwargs = {})
#   %add_8 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_2, 1e-12), kwargs = {})
#   %rsqrt_1 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %mul_4 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_1), kwargs = {})
#   %mul_5 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %arg16_1), kwargs = {})
#   %add_9 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_5, %arg17_1), kwargs = {})
#   %convert_element_type_30 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_9, torch.bfloat16), kwargs = {})
#   return %getitem_3,%buf31,%add_9,%convert_element_type_30
triton_per_fused__to_copy_add_native_layer_norm_view_8 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_view_8', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 56629248}, 'kernel_num_gb': 0.03775488, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp2 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp27 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp29 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
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
    tmp23 = tl.full([1, 1], 1e-12, tl.float32)
    tmp24 = tmp22 + tmp23
    tmp25 = libdevice.rsqrt(tmp24)
    tmp26 = tmp20 * tmp25
    tmp28 = tmp26 * tmp27
    tmp30 = tmp28 + tmp29
    tmp31 = tmp30.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp30, r0_mask)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp31, r0_mask)


def get_args():
    arg_0 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_add_native_layer_norm_view_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.03775488
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/nz/cnz2dkrujl62cxag55oes2v7l3q4umkxjt7xl2s5pfq5kibcjocx.py
# Topologically Sorted Source Nodes: [hidden_states_3], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   hidden_states_3 => convert_element_type_29
# Graph fragment:
#   %arg18_1 : Tensor "f32[3072, 768][768, 1]cuda:0" = PlaceHolder[target=arg18_1]
#   %convert_element_type_29 : Tensor "bf16[3072, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg18_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_29
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
    size_hints={'x': 4194304}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18874368}, 'kernel_num_gb': 0.014155776, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_9(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
        triton_poi_fused__to_copy_9.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_9.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.014155776
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/b7/cb7whiz76igisqshboh5osp3jkmisripkpnmnwll6ylffdyiemmf.py
# Topologically Sorted Source Nodes: [hidden_states_3], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   hidden_states_3 => convert_element_type_28
# Graph fragment:
#   %arg19_1 : Tensor "f32[3072][1]cuda:0" = PlaceHolder[target=arg19_1]
#   %convert_element_type_28 : Tensor "bf16[3072][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg19_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_28
triton_poi_fused__to_copy_10 = async_compile.triton('triton_poi_fused__to_copy_10', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 24576}, 'kernel_num_gb': 1.8432e-05, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_10(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
        triton_poi_fused__to_copy_10.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_10.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 1.8432e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/lt/cltupyvgogonbvutne4p4dsdzyggp2iodtwgscx4gld57wffjojz.py
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
triton_poi_fused_gelu_view_11 = async_compile.triton('triton_poi_fused_gelu_view_11', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 75497472}, 'kernel_num_gb': 0.050331648, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_11(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 12582912
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None).to(tl.float32)
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
    tl.store(in_out_ptr0 + (x0), tmp10, None)


def get_args():
    arg_0 = rand_strided((32, 128, 3072), (393216, 3072, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, 12582912,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_11.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_gelu_view_11.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.050331648
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/sl/cslb72aoruyj3d5fre3dyrr4m7qfl6tyblsgewfi7452v24o4hzp.py
# Topologically Sorted Source Nodes: [hidden_states_5], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   hidden_states_5 => convert_element_type_37
# Graph fragment:
#   %arg20_1 : Tensor "f32[768, 3072][3072, 1]cuda:0" = PlaceHolder[target=arg20_1]
#   %convert_element_type_37 : Tensor "bf16[768, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg20_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_37
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18874368}, 'kernel_num_gb': 0.014155776, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_12(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/pt/cptbqfyiq253xy5bhm3eostnk4lhnj7nvq4pnduaoe67mbo45lwl.py
# Topologically Sorted Source Nodes: [hidden_states_5, add_5, hidden_states_7, linear_6, linear_7, linear_8], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   add_5 => add_11
#   hidden_states_5 => view_21
#   hidden_states_7 => add_12, add_13, mul_10, mul_9, rsqrt_2, sub_3, var_mean_2
#   linear_6 => convert_element_type_43
#   linear_7 => convert_element_type_49
#   linear_8 => convert_element_type_55
# Graph fragment:
#   %addmm_5 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %add_9 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_9]
#   %getitem_5 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=getitem_5]
#   %buf43 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=buf43]
#   %arg22_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg22_1]
#   %arg23_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg23_1]
#   %add_13 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_13]
#   %view_21 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [32, 128, 768]), kwargs = {})
#   %add_11 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_21, %add_9), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_11, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_3 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_11, %getitem_5), kwargs = {})
#   %add_12 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_4, 1e-12), kwargs = {})
#   %rsqrt_2 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_12,), kwargs = {})
#   %mul_9 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_2), kwargs = {})
#   %mul_10 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_9, %arg22_1), kwargs = {})
#   %add_13 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_10, %arg23_1), kwargs = {})
#   %convert_element_type_43 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_13, torch.bfloat16), kwargs = {})
#   %convert_element_type_49 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_13, torch.bfloat16), kwargs = {})
#   %convert_element_type_55 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_13, torch.bfloat16), kwargs = {})
#   return %getitem_5,%buf43,%add_13,%convert_element_type_43,%convert_element_type_49,%convert_element_type_55
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr2': '*bf16', 'out_ptr3': '*bf16', 'out_ptr4': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_13', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 81795072}, 'kernel_num_gb': 0.050337792, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_13(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr2, out_ptr3, out_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp2 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp27 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp29 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
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
    tmp23 = tl.full([1, 1], 1e-12, tl.float32)
    tmp24 = tmp22 + tmp23
    tmp25 = libdevice.rsqrt(tmp24)
    tmp26 = tmp20 * tmp25
    tmp28 = tmp26 * tmp27
    tmp30 = tmp28 + tmp29
    tmp31 = tmp30.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp30, r0_mask)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp31, r0_mask)
    tl.store(out_ptr3 + (r0_1 + 768*x0), tmp31, r0_mask)
    tl.store(out_ptr4 + (r0_1 + 768*x0), tmp31, r0_mask)


def get_args():
    arg_0 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_5 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_6 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 4096, 768,


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
    num_gb = 0.050337792
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/oi/coiw2yzofvysyfew6im7pss4g5tkliywfrayfknxja73x24bhupz.py
# Topologically Sorted Source Nodes: [hidden_states_93, add_27, hidden_states_95], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   add_27 => add_99
#   hidden_states_93 => view_263
#   hidden_states_95 => add_100, add_101, mul_108, mul_109, rsqrt_24, sub_36, var_mean_24
# Graph fragment:
#   %addmm_71 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_71]
#   %add_97 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_97]
#   %getitem_49 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=getitem_49]
#   %buf494 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=buf494]
#   %arg198_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg198_1]
#   %arg199_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg199_1]
#   %view_263 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_71, [32, 128, 768]), kwargs = {})
#   %add_99 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_263, %add_97), kwargs = {})
#   %var_mean_24 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_99, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_36 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_99, %getitem_49), kwargs = {})
#   %add_100 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_48, 1e-12), kwargs = {})
#   %rsqrt_24 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_100,), kwargs = {})
#   %mul_108 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_36, %rsqrt_24), kwargs = {})
#   %mul_109 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_108, %arg198_1), kwargs = {})
#   %add_101 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_109, %arg199_1), kwargs = {})
#   return %getitem_49,%buf494,%add_101
triton_per_fused_add_native_layer_norm_view_14 = async_compile.triton('triton_per_fused_add_native_layer_norm_view_14', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_view_14', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 44046336}, 'kernel_num_gb': 0.031463424, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_view_14(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp2 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp27 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp29 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
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
    tmp23 = tl.full([1, 1], 1e-12, tl.float32)
    tmp24 = tmp22 + tmp23
    tmp25 = libdevice.rsqrt(tmp24)
    tmp26 = tmp20 * tmp25
    tmp28 = tmp26 * tmp27
    tmp30 = tmp28 + tmp29
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp30, r0_mask)


def get_args():
    arg_0 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_14.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_native_layer_norm_view_14.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.031463424
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/fz/cfzx6pcighizn2vvv5mbpb7exutkhspv3pfwrmpkoizovddsgq24.py
# Topologically Sorted Source Nodes: [first_token_tensor, pooled_output], Original ATen: [aten.select, aten._to_copy]
# Source node to ATen node mapping:
#   first_token_tensor => select
#   pooled_output => convert_element_type_494
# Graph fragment:
#   %add_101 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_101]
#   %select : Tensor "f32[32, 768][98304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%add_101, 1, 0), kwargs = {})
#   %convert_element_type_494 : Tensor "bf16[32, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%select, torch.bfloat16), kwargs = {})
#   return %convert_element_type_494
triton_poi_fused__to_copy_select_15 = async_compile.triton('triton_poi_fused__to_copy_select_15', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_select_15', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 196608}, 'kernel_num_gb': 0.000147456, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_select_15(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 24576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 768)
    x1 = xindex // 768
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 98304*x1), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp1, None)


def get_args():
    arg_0 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 24576,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_select_15.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_select_15.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000147456
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/ym/cymzmpaqagada2vpsx726ugiyqt2jepwfzgo4kp6qht3aerbtxd5.py
# Topologically Sorted Source Nodes: [pooled_output_1], Original ATen: [aten.tanh]
# Source node to ATen node mapping:
#   pooled_output_1 => tanh
# Graph fragment:
#   %addmm_72 : Tensor "bf16[32, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_72]
#   %tanh : Tensor "bf16[32, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%addmm_72,), kwargs = {})
#   return %tanh
triton_poi_fused_tanh_16 = async_compile.triton('triton_poi_fused_tanh_16', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_tanh_16', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 147456}, 'kernel_num_gb': 9.8304e-05, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_tanh_16(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 24576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None).to(tl.float32)
    tmp1 = libdevice.tanh(tmp0)
    tl.store(in_out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((32, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, 24576,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_tanh_16.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_tanh_16.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 9.8304e-05
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1 = args
        args.clear()
        assert_size_stride(arg0_1, (32, 128), (128, 1))
        assert_size_stride(arg1_1, (1, 512), (512, 1))
        assert_size_stride(arg2_1, (1, 512), (512, 1))
        assert_size_stride(arg3_1, (30522, 768), (768, 1))
        assert_size_stride(arg4_1, (2, 768), (768, 1))
        assert_size_stride(arg5_1, (512, 768), (768, 1))
        assert_size_stride(arg6_1, (768, ), (1, ))
        assert_size_stride(arg7_1, (768, ), (1, ))
        assert_size_stride(arg8_1, (768, 768), (768, 1))
        assert_size_stride(arg9_1, (768, ), (1, ))
        assert_size_stride(arg10_1, (768, 768), (768, 1))
        assert_size_stride(arg11_1, (768, ), (1, ))
        assert_size_stride(arg12_1, (768, 768), (768, 1))
        assert_size_stride(arg13_1, (768, ), (1, ))
        assert_size_stride(arg14_1, (768, 768), (768, 1))
        assert_size_stride(arg15_1, (768, ), (1, ))
        assert_size_stride(arg16_1, (768, ), (1, ))
        assert_size_stride(arg17_1, (768, ), (1, ))
        assert_size_stride(arg18_1, (3072, 768), (768, 1))
        assert_size_stride(arg19_1, (3072, ), (1, ))
        assert_size_stride(arg20_1, (768, 3072), (3072, 1))
        assert_size_stride(arg21_1, (768, ), (1, ))
        assert_size_stride(arg22_1, (768, ), (1, ))
        assert_size_stride(arg23_1, (768, ), (1, ))
        assert_size_stride(arg24_1, (768, 768), (768, 1))
        assert_size_stride(arg25_1, (768, ), (1, ))
        assert_size_stride(arg26_1, (768, 768), (768, 1))
        assert_size_stride(arg27_1, (768, ), (1, ))
        assert_size_stride(arg28_1, (768, 768), (768, 1))
        assert_size_stride(arg29_1, (768, ), (1, ))
        assert_size_stride(arg30_1, (768, 768), (768, 1))
        assert_size_stride(arg31_1, (768, ), (1, ))
        assert_size_stride(arg32_1, (768, ), (1, ))
        assert_size_stride(arg33_1, (768, ), (1, ))
        assert_size_stride(arg34_1, (3072, 768), (768, 1))
        assert_size_stride(arg35_1, (3072, ), (1, ))
        assert_size_stride(arg36_1, (768, 3072), (3072, 1))
        assert_size_stride(arg37_1, (768, ), (1, ))
        assert_size_stride(arg38_1, (768, ), (1, ))
        assert_size_stride(arg39_1, (768, ), (1, ))
        assert_size_stride(arg40_1, (768, 768), (768, 1))
        assert_size_stride(arg41_1, (768, ), (1, ))
        assert_size_stride(arg42_1, (768, 768), (768, 1))
        assert_size_stride(arg43_1, (768, ), (1, ))
        assert_size_stride(arg44_1, (768, 768), (768, 1))
        assert_size_stride(arg45_1, (768, ), (1, ))
        assert_size_stride(arg46_1, (768, 768), (768, 1))
        assert_size_stride(arg47_1, (768, ), (1, ))
        assert_size_stride(arg48_1, (768, ), (1, ))
        assert_size_stride(arg49_1, (768, ), (1, ))
        assert_size_stride(arg50_1, (3072, 768), (768, 1))
        assert_size_stride(arg51_1, (3072, ), (1, ))
        assert_size_stride(arg52_1, (768, 3072), (3072, 1))
        assert_size_stride(arg53_1, (768, ), (1, ))
        assert_size_stride(arg54_1, (768, ), (1, ))
        assert_size_stride(arg55_1, (768, ), (1, ))
        assert_size_stride(arg56_1, (768, 768), (768, 1))
        assert_size_stride(arg57_1, (768, ), (1, ))
        assert_size_stride(arg58_1, (768, 768), (768, 1))
        assert_size_stride(arg59_1, (768, ), (1, ))
        assert_size_stride(arg60_1, (768, 768), (768, 1))
        assert_size_stride(arg61_1, (768, ), (1, ))
        assert_size_stride(arg62_1, (768, 768), (768, 1))
        assert_size_stride(arg63_1, (768, ), (1, ))
        assert_size_stride(arg64_1, (768, ), (1, ))
        assert_size_stride(arg65_1, (768, ), (1, ))
        assert_size_stride(arg66_1, (3072, 768), (768, 1))
        assert_size_stride(arg67_1, (3072, ), (1, ))
        assert_size_stride(arg68_1, (768, 3072), (3072, 1))
        assert_size_stride(arg69_1, (768, ), (1, ))
        assert_size_stride(arg70_1, (768, ), (1, ))
        assert_size_stride(arg71_1, (768, ), (1, ))
        assert_size_stride(arg72_1, (768, 768), (768, 1))
        assert_size_stride(arg73_1, (768, ), (1, ))
        assert_size_stride(arg74_1, (768, 768), (768, 1))
        assert_size_stride(arg75_1, (768, ), (1, ))
        assert_size_stride(arg76_1, (768, 768), (768, 1))
        assert_size_stride(arg77_1, (768, ), (1, ))
        assert_size_stride(arg78_1, (768, 768), (768, 1))
        assert_size_stride(arg79_1, (768, ), (1, ))
        assert_size_stride(arg80_1, (768, ), (1, ))
        assert_size_stride(arg81_1, (768, ), (1, ))
        assert_size_stride(arg82_1, (3072, 768), (768, 1))
        assert_size_stride(arg83_1, (3072, ), (1, ))
        assert_size_stride(arg84_1, (768, 3072), (3072, 1))
        assert_size_stride(arg85_1, (768, ), (1, ))
        assert_size_stride(arg86_1, (768, ), (1, ))
        assert_size_stride(arg87_1, (768, ), (1, ))
        assert_size_stride(arg88_1, (768, 768), (768, 1))
        assert_size_stride(arg89_1, (768, ), (1, ))
        assert_size_stride(arg90_1, (768, 768), (768, 1))
        assert_size_stride(arg91_1, (768, ), (1, ))
        assert_size_stride(arg92_1, (768, 768), (768, 1))
        assert_size_stride(arg93_1, (768, ), (1, ))
        assert_size_stride(arg94_1, (768, 768), (768, 1))
        assert_size_stride(arg95_1, (768, ), (1, ))
        assert_size_stride(arg96_1, (768, ), (1, ))
        assert_size_stride(arg97_1, (768, ), (1, ))
        assert_size_stride(arg98_1, (3072, 768), (768, 1))
        assert_size_stride(arg99_1, (3072, ), (1, ))
        assert_size_stride(arg100_1, (768, 3072), (3072, 1))
        assert_size_stride(arg101_1, (768, ), (1, ))
        assert_size_stride(arg102_1, (768, ), (1, ))
        assert_size_stride(arg103_1, (768, ), (1, ))
        assert_size_stride(arg104_1, (768, 768), (768, 1))
        assert_size_stride(arg105_1, (768, ), (1, ))
        assert_size_stride(arg106_1, (768, 768), (768, 1))
        assert_size_stride(arg107_1, (768, ), (1, ))
        assert_size_stride(arg108_1, (768, 768), (768, 1))
        assert_size_stride(arg109_1, (768, ), (1, ))
        assert_size_stride(arg110_1, (768, 768), (768, 1))
        assert_size_stride(arg111_1, (768, ), (1, ))
        assert_size_stride(arg112_1, (768, ), (1, ))
        assert_size_stride(arg113_1, (768, ), (1, ))
        assert_size_stride(arg114_1, (3072, 768), (768, 1))
        assert_size_stride(arg115_1, (3072, ), (1, ))
        assert_size_stride(arg116_1, (768, 3072), (3072, 1))
        assert_size_stride(arg117_1, (768, ), (1, ))
        assert_size_stride(arg118_1, (768, ), (1, ))
        assert_size_stride(arg119_1, (768, ), (1, ))
        assert_size_stride(arg120_1, (768, 768), (768, 1))
        assert_size_stride(arg121_1, (768, ), (1, ))
        assert_size_stride(arg122_1, (768, 768), (768, 1))
        assert_size_stride(arg123_1, (768, ), (1, ))
        assert_size_stride(arg124_1, (768, 768), (768, 1))
        assert_size_stride(arg125_1, (768, ), (1, ))
        assert_size_stride(arg126_1, (768, 768), (768, 1))
        assert_size_stride(arg127_1, (768, ), (1, ))
        assert_size_stride(arg128_1, (768, ), (1, ))
        assert_size_stride(arg129_1, (768, ), (1, ))
        assert_size_stride(arg130_1, (3072, 768), (768, 1))
        assert_size_stride(arg131_1, (3072, ), (1, ))
        assert_size_stride(arg132_1, (768, 3072), (3072, 1))
        assert_size_stride(arg133_1, (768, ), (1, ))
        assert_size_stride(arg134_1, (768, ), (1, ))
        assert_size_stride(arg135_1, (768, ), (1, ))
        assert_size_stride(arg136_1, (768, 768), (768, 1))
        assert_size_stride(arg137_1, (768, ), (1, ))
        assert_size_stride(arg138_1, (768, 768), (768, 1))
        assert_size_stride(arg139_1, (768, ), (1, ))
        assert_size_stride(arg140_1, (768, 768), (768, 1))
        assert_size_stride(arg141_1, (768, ), (1, ))
        assert_size_stride(arg142_1, (768, 768), (768, 1))
        assert_size_stride(arg143_1, (768, ), (1, ))
        assert_size_stride(arg144_1, (768, ), (1, ))
        assert_size_stride(arg145_1, (768, ), (1, ))
        assert_size_stride(arg146_1, (3072, 768), (768, 1))
        assert_size_stride(arg147_1, (3072, ), (1, ))
        assert_size_stride(arg148_1, (768, 3072), (3072, 1))
        assert_size_stride(arg149_1, (768, ), (1, ))
        assert_size_stride(arg150_1, (768, ), (1, ))
        assert_size_stride(arg151_1, (768, ), (1, ))
        assert_size_stride(arg152_1, (768, 768), (768, 1))
        assert_size_stride(arg153_1, (768, ), (1, ))
        assert_size_stride(arg154_1, (768, 768), (768, 1))
        assert_size_stride(arg155_1, (768, ), (1, ))
        assert_size_stride(arg156_1, (768, 768), (768, 1))
        assert_size_stride(arg157_1, (768, ), (1, ))
        assert_size_stride(arg158_1, (768, 768), (768, 1))
        assert_size_stride(arg159_1, (768, ), (1, ))
        assert_size_stride(arg160_1, (768, ), (1, ))
        assert_size_stride(arg161_1, (768, ), (1, ))
        assert_size_stride(arg162_1, (3072, 768), (768, 1))
        assert_size_stride(arg163_1, (3072, ), (1, ))
        assert_size_stride(arg164_1, (768, 3072), (3072, 1))
        assert_size_stride(arg165_1, (768, ), (1, ))
        assert_size_stride(arg166_1, (768, ), (1, ))
        assert_size_stride(arg167_1, (768, ), (1, ))
        assert_size_stride(arg168_1, (768, 768), (768, 1))
        assert_size_stride(arg169_1, (768, ), (1, ))
        assert_size_stride(arg170_1, (768, 768), (768, 1))
        assert_size_stride(arg171_1, (768, ), (1, ))
        assert_size_stride(arg172_1, (768, 768), (768, 1))
        assert_size_stride(arg173_1, (768, ), (1, ))
        assert_size_stride(arg174_1, (768, 768), (768, 1))
        assert_size_stride(arg175_1, (768, ), (1, ))
        assert_size_stride(arg176_1, (768, ), (1, ))
        assert_size_stride(arg177_1, (768, ), (1, ))
        assert_size_stride(arg178_1, (3072, 768), (768, 1))
        assert_size_stride(arg179_1, (3072, ), (1, ))
        assert_size_stride(arg180_1, (768, 3072), (3072, 1))
        assert_size_stride(arg181_1, (768, ), (1, ))
        assert_size_stride(arg182_1, (768, ), (1, ))
        assert_size_stride(arg183_1, (768, ), (1, ))
        assert_size_stride(arg184_1, (768, 768), (768, 1))
        assert_size_stride(arg185_1, (768, ), (1, ))
        assert_size_stride(arg186_1, (768, 768), (768, 1))
        assert_size_stride(arg187_1, (768, ), (1, ))
        assert_size_stride(arg188_1, (768, 768), (768, 1))
        assert_size_stride(arg189_1, (768, ), (1, ))
        assert_size_stride(arg190_1, (768, 768), (768, 1))
        assert_size_stride(arg191_1, (768, ), (1, ))
        assert_size_stride(arg192_1, (768, ), (1, ))
        assert_size_stride(arg193_1, (768, ), (1, ))
        assert_size_stride(arg194_1, (3072, 768), (768, 1))
        assert_size_stride(arg195_1, (3072, ), (1, ))
        assert_size_stride(arg196_1, (768, 3072), (3072, 1))
        assert_size_stride(arg197_1, (768, ), (1, ))
        assert_size_stride(arg198_1, (768, ), (1, ))
        assert_size_stride(arg199_1, (768, ), (1, ))
        assert_size_stride(arg200_1, (768, 768), (768, 1))
        assert_size_stride(arg201_1, (768, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf4 = buf0; del buf0  # reuse
            buf5 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf9 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf19 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [inputs_embeds, buffered_token_type_ids, position_ids, buffered_token_type_ids_1, token_type_ids, token_type_embeddings, embeddings, position_embeddings, embeddings_1, embeddings_2, linear, linear_1, linear_2], Original ATen: [aten.embedding, aten.expand, aten.slice, aten.gather, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_embedding_expand_gather_native_layer_norm_slice_0:1
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_embedding_expand_gather_native_layer_norm_slice_0.run(buf4, arg0_1, arg3_1, arg1_1, arg2_1, arg4_1, arg5_1, arg6_1, arg7_1, buf5, buf9, buf19, 4096, 768, stream=stream0)
            del arg0_1
            del arg1_1
            del arg2_1
            del arg3_1
            del arg4_1
            del arg5_1
            del arg6_1
            del arg7_1
            buf6 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:2
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg8_1, buf6, 589824, stream=stream0)
            del arg8_1
            buf7 = empty_strided_cuda((768, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:3
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg9_1, buf7, 768, stream=stream0)
            del arg9_1
            buf8 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:4
            extern_kernels.addmm(buf7, reinterpret_tensor(buf5, (4096, 768), (768, 1), 0), reinterpret_tensor(buf6, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf8)
            buf10 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:5
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg10_1, buf10, 589824, stream=stream0)
            del arg10_1
            buf11 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:6
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg11_1, buf11, 768, stream=stream0)
            del arg11_1
            buf12 = reinterpret_tensor(buf5, (4096, 768), (768, 1), 0); del buf5  # reuse
            # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:7
            extern_kernels.addmm(buf11, reinterpret_tensor(buf9, (4096, 768), (768, 1), 0), reinterpret_tensor(buf10, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf12)
            del buf10
            del buf11
            del buf9
            buf13 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, query_layer, attn_output], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_3:8
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_3.run(buf8, buf13, 3145728, stream=stream0)
            del buf8
            buf14 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1, view_1, key_layer, attn_output], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_4:9
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_4.run(buf12, buf14, 24576, 128, stream=stream0)
            del buf12
            buf15 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, query_layer, attn_output, linear_1, view_1, key_layer], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:10
            extern_kernels.bmm(reinterpret_tensor(buf13, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf14, (384, 64, 128), (8192, 128, 1), 0), out=buf15)
            del buf13
            del buf14
            buf23 = reinterpret_tensor(buf15, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf15  # reuse
            # Topologically Sorted Source Nodes: [attn_output, arange_2, q_arange, q_indices, attention_mask, attention_mask_1, ], Original ATen: [aten.view, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5:11
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5.run(buf23, 49152, 128, stream=stream0)
            buf20 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:12
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg12_1, buf20, 589824, stream=stream0)
            del arg12_1
            buf21 = empty_strided_cuda((768, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:13
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg13_1, buf21, 768, stream=stream0)
            del arg13_1
            buf22 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:14
            extern_kernels.addmm(buf21, reinterpret_tensor(buf19, (4096, 768), (768, 1), 0), reinterpret_tensor(buf20, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf22)
            del buf19
            del buf20
            buf24 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2, view_2, value_layer, attn_output], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_6:15
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_6.run(buf22, buf24, 3145728, stream=stream0)
            buf25 = empty_strided_cuda((384, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output, arange_2, q_arange, q_indices, attention_mask, attention_mask_1, , linear_2, view_2, value_layer], Original ATen: [aten.view, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub, aten.exp, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:16
            extern_kernels.bmm(reinterpret_tensor(buf23, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf24, (384, 128, 64), (8192, 64, 1), 0), out=buf25)
            del buf23
            del buf24
            buf26 = reinterpret_tensor(buf22, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf22  # reuse
            # Topologically Sorted Source Nodes: [attn_output, transpose_3, attn_output_1], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_7:17
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_7.run(buf25, buf26, 3145728, stream=stream0)
            del buf25
            buf27 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:18
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg14_1, buf27, 589824, stream=stream0)
            del arg14_1
            buf28 = buf21; del buf21  # reuse
            # Topologically Sorted Source Nodes: [hidden_states], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:19
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg15_1, buf28, 768, stream=stream0)
            del arg15_1
            buf29 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states, attn_output, transpose_3, attn_output_1, reshape], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:20
            extern_kernels.addmm(buf28, reinterpret_tensor(buf26, (4096, 768), (768, 1), 0), reinterpret_tensor(buf27, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf29)
            buf33 = buf4; del buf4  # reuse
            buf34 = reinterpret_tensor(buf26, (32, 128, 768), (98304, 768, 1), 0); del buf26  # reuse
            # Topologically Sorted Source Nodes: [hidden_states, add_4, hidden_states_2, hidden_states_3], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_8:21
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_8.run(buf33, buf29, arg16_1, arg17_1, buf34, 4096, 768, stream=stream0)
            del arg16_1
            del arg17_1
            del buf29
            buf35 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_3], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:22
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg18_1, buf35, 2359296, stream=stream0)
            del arg18_1
            buf36 = empty_strided_cuda((3072, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_3], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:23
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg19_1, buf36, 3072, stream=stream0)
            del arg19_1
            buf37 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_3], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:24
            extern_kernels.addmm(buf36, reinterpret_tensor(buf34, (4096, 768), (768, 1), 0), reinterpret_tensor(buf35, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf37)
            del buf34
            del buf36
            buf38 = reinterpret_tensor(buf37, (32, 128, 3072), (393216, 3072, 1), 0); del buf37  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_11:25
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_11.run(buf38, 12582912, stream=stream0)
            buf39 = reinterpret_tensor(buf35, (768, 3072), (3072, 1), 0); del buf35  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_5], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:26
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg20_1, buf39, 2359296, stream=stream0)
            del arg20_1
            buf40 = buf28; del buf28  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_5], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:27
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg21_1, buf40, 768, stream=stream0)
            del arg21_1
            buf41 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_5, hidden_states_3, hidden_states_4], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:28
            extern_kernels.addmm(buf40, reinterpret_tensor(buf38, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf39, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf41)
            del buf38
            del buf39
            buf45 = buf33; del buf33  # reuse
            buf46 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf50 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf60 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_5, add_5, hidden_states_7, linear_6, linear_7, linear_8], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:29
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf45, buf41, arg22_1, arg23_1, buf46, buf50, buf60, 4096, 768, stream=stream0)
            del arg22_1
            del arg23_1
            buf47 = buf27; del buf27  # reuse
            # Topologically Sorted Source Nodes: [linear_6], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:30
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg24_1, buf47, 589824, stream=stream0)
            del arg24_1
            buf48 = buf40; del buf40  # reuse
            # Topologically Sorted Source Nodes: [linear_6], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:31
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg25_1, buf48, 768, stream=stream0)
            del arg25_1
            buf49 = buf41; del buf41  # reuse
            # Topologically Sorted Source Nodes: [linear_6], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:32
            extern_kernels.addmm(buf48, reinterpret_tensor(buf46, (4096, 768), (768, 1), 0), reinterpret_tensor(buf47, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf49)
            buf51 = buf47; del buf47  # reuse
            # Topologically Sorted Source Nodes: [linear_7], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:33
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg26_1, buf51, 589824, stream=stream0)
            del arg26_1
            buf52 = buf48; del buf48  # reuse
            # Topologically Sorted Source Nodes: [linear_7], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:34
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg27_1, buf52, 768, stream=stream0)
            del arg27_1
            buf53 = reinterpret_tensor(buf46, (4096, 768), (768, 1), 0); del buf46  # reuse
            # Topologically Sorted Source Nodes: [linear_7], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:35
            extern_kernels.addmm(buf52, reinterpret_tensor(buf50, (4096, 768), (768, 1), 0), reinterpret_tensor(buf51, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf53)
            del buf50
            del buf51
            del buf52
            buf54 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_6, view_3, query_layer_1, attn_output_3], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_3:36
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_3.run(buf49, buf54, 3145728, stream=stream0)
            del buf49
            buf55 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_7, view_4, key_layer_1, attn_output_3], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_4:37
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_4.run(buf53, buf55, 24576, 128, stream=stream0)
            del buf53
            buf56 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_6, view_3, query_layer_1, attn_output_3, linear_7, view_4, key_layer_1], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:38
            extern_kernels.bmm(reinterpret_tensor(buf54, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf55, (384, 64, 128), (8192, 128, 1), 0), out=buf56)
            del buf54
            del buf55
            buf64 = reinterpret_tensor(buf56, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf56  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output_3, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5:39
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5.run(buf64, 49152, 128, stream=stream0)
            buf61 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:40
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg28_1, buf61, 589824, stream=stream0)
            del arg28_1
            buf62 = empty_strided_cuda((768, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:41
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg29_1, buf62, 768, stream=stream0)
            del arg29_1
            buf63 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:42
            extern_kernels.addmm(buf62, reinterpret_tensor(buf60, (4096, 768), (768, 1), 0), reinterpret_tensor(buf61, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf63)
            del buf60
            del buf61
            buf65 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_8, view_5, value_layer_1, attn_output_3], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_6:43
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_6.run(buf63, buf65, 3145728, stream=stream0)
            buf66 = empty_strided_cuda((384, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output_3, , linear_8, view_5, value_layer_1], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub, aten.exp, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:44
            extern_kernels.bmm(reinterpret_tensor(buf64, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf65, (384, 128, 64), (8192, 64, 1), 0), out=buf66)
            del buf64
            del buf65
            buf67 = reinterpret_tensor(buf63, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf63  # reuse
            # Topologically Sorted Source Nodes: [attn_output_3, transpose_7, attn_output_4], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_7:45
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_7.run(buf66, buf67, 3145728, stream=stream0)
            del buf66
            buf68 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_8], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:46
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg30_1, buf68, 589824, stream=stream0)
            del arg30_1
            buf69 = buf62; del buf62  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_8], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:47
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg31_1, buf69, 768, stream=stream0)
            del arg31_1
            buf70 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_8, attn_output_3, transpose_7, attn_output_4, reshape_1], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:48
            extern_kernels.addmm(buf69, reinterpret_tensor(buf67, (4096, 768), (768, 1), 0), reinterpret_tensor(buf68, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf70)
            buf74 = buf45; del buf45  # reuse
            buf75 = reinterpret_tensor(buf67, (32, 128, 768), (98304, 768, 1), 0); del buf67  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_8, add_6, hidden_states_10, hidden_states_11], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_8:49
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_8.run(buf74, buf70, arg32_1, arg33_1, buf75, 4096, 768, stream=stream0)
            del arg32_1
            del arg33_1
            del buf70
            buf76 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_11], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:50
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg34_1, buf76, 2359296, stream=stream0)
            del arg34_1
            buf77 = empty_strided_cuda((3072, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_11], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:51
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg35_1, buf77, 3072, stream=stream0)
            del arg35_1
            buf78 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_11], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:52
            extern_kernels.addmm(buf77, reinterpret_tensor(buf75, (4096, 768), (768, 1), 0), reinterpret_tensor(buf76, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf78)
            del buf75
            del buf77
            buf79 = reinterpret_tensor(buf78, (32, 128, 3072), (393216, 3072, 1), 0); del buf78  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_11:53
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_11.run(buf79, 12582912, stream=stream0)
            buf80 = reinterpret_tensor(buf76, (768, 3072), (3072, 1), 0); del buf76  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_13], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:54
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg36_1, buf80, 2359296, stream=stream0)
            del arg36_1
            buf81 = buf69; del buf69  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_13], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:55
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg37_1, buf81, 768, stream=stream0)
            del arg37_1
            buf82 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_13, hidden_states_11, hidden_states_12], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:56
            extern_kernels.addmm(buf81, reinterpret_tensor(buf79, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf80, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf82)
            del buf79
            del buf80
            buf86 = buf74; del buf74  # reuse
            buf87 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf91 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf101 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_13, add_7, hidden_states_15, linear_12, linear_13, linear_14], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:57
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf86, buf82, arg38_1, arg39_1, buf87, buf91, buf101, 4096, 768, stream=stream0)
            del arg38_1
            del arg39_1
            buf88 = buf68; del buf68  # reuse
            # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:58
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg40_1, buf88, 589824, stream=stream0)
            del arg40_1
            buf89 = buf81; del buf81  # reuse
            # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:59
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg41_1, buf89, 768, stream=stream0)
            del arg41_1
            buf90 = buf82; del buf82  # reuse
            # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:60
            extern_kernels.addmm(buf89, reinterpret_tensor(buf87, (4096, 768), (768, 1), 0), reinterpret_tensor(buf88, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf90)
            buf92 = buf88; del buf88  # reuse
            # Topologically Sorted Source Nodes: [linear_13], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:61
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg42_1, buf92, 589824, stream=stream0)
            del arg42_1
            buf93 = buf89; del buf89  # reuse
            # Topologically Sorted Source Nodes: [linear_13], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:62
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg43_1, buf93, 768, stream=stream0)
            del arg43_1
            buf94 = reinterpret_tensor(buf87, (4096, 768), (768, 1), 0); del buf87  # reuse
            # Topologically Sorted Source Nodes: [linear_13], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:63
            extern_kernels.addmm(buf93, reinterpret_tensor(buf91, (4096, 768), (768, 1), 0), reinterpret_tensor(buf92, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf94)
            del buf91
            del buf92
            del buf93
            buf95 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_12, view_6, query_layer_2, attn_output_6], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_3:64
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_3.run(buf90, buf95, 3145728, stream=stream0)
            del buf90
            buf96 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_13, view_7, key_layer_2, attn_output_6], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_4:65
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_4.run(buf94, buf96, 24576, 128, stream=stream0)
            del buf94
            buf97 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_12, view_6, query_layer_2, attn_output_6, linear_13, view_7, key_layer_2], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:66
            extern_kernels.bmm(reinterpret_tensor(buf95, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf96, (384, 64, 128), (8192, 128, 1), 0), out=buf97)
            del buf95
            del buf96
            buf105 = reinterpret_tensor(buf97, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf97  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output_6, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5:67
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5.run(buf105, 49152, 128, stream=stream0)
            buf102 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_14], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:68
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg44_1, buf102, 589824, stream=stream0)
            del arg44_1
            buf103 = empty_strided_cuda((768, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_14], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:69
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg45_1, buf103, 768, stream=stream0)
            del arg45_1
            buf104 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_14], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:70
            extern_kernels.addmm(buf103, reinterpret_tensor(buf101, (4096, 768), (768, 1), 0), reinterpret_tensor(buf102, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf104)
            del buf101
            del buf102
            buf106 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_14, view_8, value_layer_2, attn_output_6], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_6:71
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_6.run(buf104, buf106, 3145728, stream=stream0)
            buf107 = empty_strided_cuda((384, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output_6, , linear_14, view_8, value_layer_2], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub, aten.exp, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:72
            extern_kernels.bmm(reinterpret_tensor(buf105, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf106, (384, 128, 64), (8192, 64, 1), 0), out=buf107)
            del buf105
            del buf106
            buf108 = reinterpret_tensor(buf104, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf104  # reuse
            # Topologically Sorted Source Nodes: [attn_output_6, transpose_11, attn_output_7], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_7:73
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_7.run(buf107, buf108, 3145728, stream=stream0)
            del buf107
            buf109 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_16], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:74
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg46_1, buf109, 589824, stream=stream0)
            del arg46_1
            buf110 = buf103; del buf103  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_16], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:75
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg47_1, buf110, 768, stream=stream0)
            del arg47_1
            buf111 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_16, attn_output_6, transpose_11, attn_output_7, reshape_2], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:76
            extern_kernels.addmm(buf110, reinterpret_tensor(buf108, (4096, 768), (768, 1), 0), reinterpret_tensor(buf109, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf111)
            buf115 = buf86; del buf86  # reuse
            buf116 = reinterpret_tensor(buf108, (32, 128, 768), (98304, 768, 1), 0); del buf108  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_16, add_8, hidden_states_18, hidden_states_19], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_8:77
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_8.run(buf115, buf111, arg48_1, arg49_1, buf116, 4096, 768, stream=stream0)
            del arg48_1
            del arg49_1
            del buf111
            buf117 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_19], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:78
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg50_1, buf117, 2359296, stream=stream0)
            del arg50_1
            buf118 = empty_strided_cuda((3072, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_19], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:79
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg51_1, buf118, 3072, stream=stream0)
            del arg51_1
            buf119 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_19], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:80
            extern_kernels.addmm(buf118, reinterpret_tensor(buf116, (4096, 768), (768, 1), 0), reinterpret_tensor(buf117, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf119)
            del buf116
            del buf118
            buf120 = reinterpret_tensor(buf119, (32, 128, 3072), (393216, 3072, 1), 0); del buf119  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_19, hidden_states_20], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_11:81
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_11.run(buf120, 12582912, stream=stream0)
            buf121 = reinterpret_tensor(buf117, (768, 3072), (3072, 1), 0); del buf117  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_21], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:82
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg52_1, buf121, 2359296, stream=stream0)
            del arg52_1
            buf122 = buf110; del buf110  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_21], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:83
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg53_1, buf122, 768, stream=stream0)
            del arg53_1
            buf123 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_21, hidden_states_19, hidden_states_20], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:84
            extern_kernels.addmm(buf122, reinterpret_tensor(buf120, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf121, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf123)
            del buf120
            del buf121
            buf127 = buf115; del buf115  # reuse
            buf128 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf132 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf142 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_21, add_9, hidden_states_23, linear_18, linear_19, linear_20], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:85
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf127, buf123, arg54_1, arg55_1, buf128, buf132, buf142, 4096, 768, stream=stream0)
            del arg54_1
            del arg55_1
            buf129 = buf109; del buf109  # reuse
            # Topologically Sorted Source Nodes: [linear_18], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:86
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg56_1, buf129, 589824, stream=stream0)
            del arg56_1
            buf130 = buf122; del buf122  # reuse
            # Topologically Sorted Source Nodes: [linear_18], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:87
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg57_1, buf130, 768, stream=stream0)
            del arg57_1
            buf131 = buf123; del buf123  # reuse
            # Topologically Sorted Source Nodes: [linear_18], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:88
            extern_kernels.addmm(buf130, reinterpret_tensor(buf128, (4096, 768), (768, 1), 0), reinterpret_tensor(buf129, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf131)
            buf133 = buf129; del buf129  # reuse
            # Topologically Sorted Source Nodes: [linear_19], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:89
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg58_1, buf133, 589824, stream=stream0)
            del arg58_1
            buf134 = buf130; del buf130  # reuse
            # Topologically Sorted Source Nodes: [linear_19], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:90
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg59_1, buf134, 768, stream=stream0)
            del arg59_1
            buf135 = reinterpret_tensor(buf128, (4096, 768), (768, 1), 0); del buf128  # reuse
            # Topologically Sorted Source Nodes: [linear_19], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:91
            extern_kernels.addmm(buf134, reinterpret_tensor(buf132, (4096, 768), (768, 1), 0), reinterpret_tensor(buf133, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf135)
            del buf132
            del buf133
            del buf134
            buf136 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_18, view_9, query_layer_3, attn_output_9], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_3:92
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_3.run(buf131, buf136, 3145728, stream=stream0)
            del buf131
            buf137 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_19, view_10, key_layer_3, attn_output_9], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_4:93
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_4.run(buf135, buf137, 24576, 128, stream=stream0)
            del buf135
            buf138 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_18, view_9, query_layer_3, attn_output_9, linear_19, view_10, key_layer_3], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:94
            extern_kernels.bmm(reinterpret_tensor(buf136, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf137, (384, 64, 128), (8192, 128, 1), 0), out=buf138)
            del buf136
            del buf137
            buf146 = reinterpret_tensor(buf138, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf138  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output_9, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5:95
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5.run(buf146, 49152, 128, stream=stream0)
            buf143 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_20], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:96
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg60_1, buf143, 589824, stream=stream0)
            del arg60_1
            buf144 = empty_strided_cuda((768, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_20], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:97
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg61_1, buf144, 768, stream=stream0)
            del arg61_1
            buf145 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_20], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:98
            extern_kernels.addmm(buf144, reinterpret_tensor(buf142, (4096, 768), (768, 1), 0), reinterpret_tensor(buf143, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf145)
            del buf142
            del buf143
            buf147 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_20, view_11, value_layer_3, attn_output_9], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_6:99
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_6.run(buf145, buf147, 3145728, stream=stream0)
            buf148 = empty_strided_cuda((384, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output_9, , linear_20, view_11, value_layer_3], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub, aten.exp, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:100
            extern_kernels.bmm(reinterpret_tensor(buf146, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf147, (384, 128, 64), (8192, 64, 1), 0), out=buf148)
            del buf146
            del buf147
            buf149 = reinterpret_tensor(buf145, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf145  # reuse
            # Topologically Sorted Source Nodes: [attn_output_9, transpose_15, attn_output_10], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_7:101
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_7.run(buf148, buf149, 3145728, stream=stream0)
            del buf148
            buf150 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_24], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:102
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg62_1, buf150, 589824, stream=stream0)
            del arg62_1
            buf151 = buf144; del buf144  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_24], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:103
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg63_1, buf151, 768, stream=stream0)
            del arg63_1
            buf152 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_24, attn_output_9, transpose_15, attn_output_10, reshape_3], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:104
            extern_kernels.addmm(buf151, reinterpret_tensor(buf149, (4096, 768), (768, 1), 0), reinterpret_tensor(buf150, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf152)
            buf156 = buf127; del buf127  # reuse
            buf157 = reinterpret_tensor(buf149, (32, 128, 768), (98304, 768, 1), 0); del buf149  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_24, add_10, hidden_states_26, hidden_states_27], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_8:105
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_8.run(buf156, buf152, arg64_1, arg65_1, buf157, 4096, 768, stream=stream0)
            del arg64_1
            del arg65_1
            del buf152
            buf158 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_27], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:106
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg66_1, buf158, 2359296, stream=stream0)
            del arg66_1
            buf159 = empty_strided_cuda((3072, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_27], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:107
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg67_1, buf159, 3072, stream=stream0)
            del arg67_1
            buf160 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_27], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:108
            extern_kernels.addmm(buf159, reinterpret_tensor(buf157, (4096, 768), (768, 1), 0), reinterpret_tensor(buf158, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf160)
            del buf157
            del buf159
            buf161 = reinterpret_tensor(buf160, (32, 128, 3072), (393216, 3072, 1), 0); del buf160  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_27, hidden_states_28], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_11:109
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_11.run(buf161, 12582912, stream=stream0)
            buf162 = reinterpret_tensor(buf158, (768, 3072), (3072, 1), 0); del buf158  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_29], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:110
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg68_1, buf162, 2359296, stream=stream0)
            del arg68_1
            buf163 = buf151; del buf151  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_29], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:111
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg69_1, buf163, 768, stream=stream0)
            del arg69_1
            buf164 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_29, hidden_states_27, hidden_states_28], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:112
            extern_kernels.addmm(buf163, reinterpret_tensor(buf161, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf162, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf164)
            del buf161
            del buf162
            buf168 = buf156; del buf156  # reuse
            buf169 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf173 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf183 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_29, add_11, hidden_states_31, linear_24, linear_25, linear_26], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:113
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf168, buf164, arg70_1, arg71_1, buf169, buf173, buf183, 4096, 768, stream=stream0)
            del arg70_1
            del arg71_1
            buf170 = buf150; del buf150  # reuse
            # Topologically Sorted Source Nodes: [linear_24], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:114
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg72_1, buf170, 589824, stream=stream0)
            del arg72_1
            buf171 = buf163; del buf163  # reuse
            # Topologically Sorted Source Nodes: [linear_24], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:115
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg73_1, buf171, 768, stream=stream0)
            del arg73_1
            buf172 = buf164; del buf164  # reuse
            # Topologically Sorted Source Nodes: [linear_24], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:116
            extern_kernels.addmm(buf171, reinterpret_tensor(buf169, (4096, 768), (768, 1), 0), reinterpret_tensor(buf170, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf172)
            buf174 = buf170; del buf170  # reuse
            # Topologically Sorted Source Nodes: [linear_25], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:117
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg74_1, buf174, 589824, stream=stream0)
            del arg74_1
            buf175 = buf171; del buf171  # reuse
            # Topologically Sorted Source Nodes: [linear_25], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:118
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg75_1, buf175, 768, stream=stream0)
            del arg75_1
            buf176 = reinterpret_tensor(buf169, (4096, 768), (768, 1), 0); del buf169  # reuse
            # Topologically Sorted Source Nodes: [linear_25], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:119
            extern_kernels.addmm(buf175, reinterpret_tensor(buf173, (4096, 768), (768, 1), 0), reinterpret_tensor(buf174, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf176)
            del buf173
            del buf174
            del buf175
            buf177 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_24, view_12, query_layer_4, attn_output_12], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_3:120
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_3.run(buf172, buf177, 3145728, stream=stream0)
            del buf172
            buf178 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_25, view_13, key_layer_4, attn_output_12], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_4:121
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_4.run(buf176, buf178, 24576, 128, stream=stream0)
            del buf176
            buf179 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_24, view_12, query_layer_4, attn_output_12, linear_25, view_13, key_layer_4], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:122
            extern_kernels.bmm(reinterpret_tensor(buf177, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf178, (384, 64, 128), (8192, 128, 1), 0), out=buf179)
            del buf177
            del buf178
            buf187 = reinterpret_tensor(buf179, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf179  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output_12, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5:123
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5.run(buf187, 49152, 128, stream=stream0)
            buf184 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_26], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:124
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg76_1, buf184, 589824, stream=stream0)
            del arg76_1
            buf185 = empty_strided_cuda((768, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_26], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:125
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg77_1, buf185, 768, stream=stream0)
            del arg77_1
            buf186 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_26], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:126
            extern_kernels.addmm(buf185, reinterpret_tensor(buf183, (4096, 768), (768, 1), 0), reinterpret_tensor(buf184, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf186)
            del buf183
            del buf184
            buf188 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_26, view_14, value_layer_4, attn_output_12], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_6:127
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_6.run(buf186, buf188, 3145728, stream=stream0)
            buf189 = empty_strided_cuda((384, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output_12, , linear_26, view_14, value_layer_4], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub, aten.exp, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:128
            extern_kernels.bmm(reinterpret_tensor(buf187, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf188, (384, 128, 64), (8192, 64, 1), 0), out=buf189)
            del buf187
            del buf188
            buf190 = reinterpret_tensor(buf186, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf186  # reuse
            # Topologically Sorted Source Nodes: [attn_output_12, transpose_19, attn_output_13], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_7:129
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_7.run(buf189, buf190, 3145728, stream=stream0)
            del buf189
            buf191 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_32], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:130
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg78_1, buf191, 589824, stream=stream0)
            del arg78_1
            buf192 = buf185; del buf185  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_32], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:131
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg79_1, buf192, 768, stream=stream0)
            del arg79_1
            buf193 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_32, attn_output_12, transpose_19, attn_output_13, reshape_4], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:132
            extern_kernels.addmm(buf192, reinterpret_tensor(buf190, (4096, 768), (768, 1), 0), reinterpret_tensor(buf191, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf193)
            buf197 = buf168; del buf168  # reuse
            buf198 = reinterpret_tensor(buf190, (32, 128, 768), (98304, 768, 1), 0); del buf190  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_32, add_12, hidden_states_34, hidden_states_35], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_8:133
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_8.run(buf197, buf193, arg80_1, arg81_1, buf198, 4096, 768, stream=stream0)
            del arg80_1
            del arg81_1
            del buf193
            buf199 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_35], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:134
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg82_1, buf199, 2359296, stream=stream0)
            del arg82_1
            buf200 = empty_strided_cuda((3072, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_35], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:135
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg83_1, buf200, 3072, stream=stream0)
            del arg83_1
            buf201 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_35], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:136
            extern_kernels.addmm(buf200, reinterpret_tensor(buf198, (4096, 768), (768, 1), 0), reinterpret_tensor(buf199, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf201)
            del buf198
            del buf200
            buf202 = reinterpret_tensor(buf201, (32, 128, 3072), (393216, 3072, 1), 0); del buf201  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_35, hidden_states_36], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_11:137
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_11.run(buf202, 12582912, stream=stream0)
            buf203 = reinterpret_tensor(buf199, (768, 3072), (3072, 1), 0); del buf199  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_37], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:138
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg84_1, buf203, 2359296, stream=stream0)
            del arg84_1
            buf204 = buf192; del buf192  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_37], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:139
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg85_1, buf204, 768, stream=stream0)
            del arg85_1
            buf205 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_37, hidden_states_35, hidden_states_36], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:140
            extern_kernels.addmm(buf204, reinterpret_tensor(buf202, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf203, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf205)
            del buf202
            del buf203
            buf209 = buf197; del buf197  # reuse
            buf210 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf214 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf224 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_37, add_13, hidden_states_39, linear_30, linear_31, linear_32], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:141
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf209, buf205, arg86_1, arg87_1, buf210, buf214, buf224, 4096, 768, stream=stream0)
            del arg86_1
            del arg87_1
            buf211 = buf191; del buf191  # reuse
            # Topologically Sorted Source Nodes: [linear_30], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:142
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg88_1, buf211, 589824, stream=stream0)
            del arg88_1
            buf212 = buf204; del buf204  # reuse
            # Topologically Sorted Source Nodes: [linear_30], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:143
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg89_1, buf212, 768, stream=stream0)
            del arg89_1
            buf213 = buf205; del buf205  # reuse
            # Topologically Sorted Source Nodes: [linear_30], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:144
            extern_kernels.addmm(buf212, reinterpret_tensor(buf210, (4096, 768), (768, 1), 0), reinterpret_tensor(buf211, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf213)
            buf215 = buf211; del buf211  # reuse
            # Topologically Sorted Source Nodes: [linear_31], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:145
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg90_1, buf215, 589824, stream=stream0)
            del arg90_1
            buf216 = buf212; del buf212  # reuse
            # Topologically Sorted Source Nodes: [linear_31], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:146
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg91_1, buf216, 768, stream=stream0)
            del arg91_1
            buf217 = reinterpret_tensor(buf210, (4096, 768), (768, 1), 0); del buf210  # reuse
            # Topologically Sorted Source Nodes: [linear_31], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:147
            extern_kernels.addmm(buf216, reinterpret_tensor(buf214, (4096, 768), (768, 1), 0), reinterpret_tensor(buf215, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf217)
            del buf214
            del buf215
            del buf216
            buf218 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_30, view_15, query_layer_5, attn_output_15], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_3:148
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_3.run(buf213, buf218, 3145728, stream=stream0)
            del buf213
            buf219 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_31, view_16, key_layer_5, attn_output_15], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_4:149
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_4.run(buf217, buf219, 24576, 128, stream=stream0)
            del buf217
            buf220 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_30, view_15, query_layer_5, attn_output_15, linear_31, view_16, key_layer_5], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:150
            extern_kernels.bmm(reinterpret_tensor(buf218, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf219, (384, 64, 128), (8192, 128, 1), 0), out=buf220)
            del buf218
            del buf219
            buf228 = reinterpret_tensor(buf220, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf220  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output_15, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5:151
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5.run(buf228, 49152, 128, stream=stream0)
            buf225 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_32], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:152
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg92_1, buf225, 589824, stream=stream0)
            del arg92_1
            buf226 = empty_strided_cuda((768, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_32], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:153
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg93_1, buf226, 768, stream=stream0)
            del arg93_1
            buf227 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_32], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:154
            extern_kernels.addmm(buf226, reinterpret_tensor(buf224, (4096, 768), (768, 1), 0), reinterpret_tensor(buf225, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf227)
            del buf224
            del buf225
            buf229 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_32, view_17, value_layer_5, attn_output_15], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_6:155
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_6.run(buf227, buf229, 3145728, stream=stream0)
            buf230 = empty_strided_cuda((384, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output_15, , linear_32, view_17, value_layer_5], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub, aten.exp, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:156
            extern_kernels.bmm(reinterpret_tensor(buf228, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf229, (384, 128, 64), (8192, 64, 1), 0), out=buf230)
            del buf228
            del buf229
            buf231 = reinterpret_tensor(buf227, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf227  # reuse
            # Topologically Sorted Source Nodes: [attn_output_15, transpose_23, attn_output_16], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_7:157
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_7.run(buf230, buf231, 3145728, stream=stream0)
            del buf230
            buf232 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_40], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:158
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg94_1, buf232, 589824, stream=stream0)
            del arg94_1
            buf233 = buf226; del buf226  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_40], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:159
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg95_1, buf233, 768, stream=stream0)
            del arg95_1
            buf234 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_40, attn_output_15, transpose_23, attn_output_16, reshape_5], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:160
            extern_kernels.addmm(buf233, reinterpret_tensor(buf231, (4096, 768), (768, 1), 0), reinterpret_tensor(buf232, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf234)
            buf238 = buf209; del buf209  # reuse
            buf239 = reinterpret_tensor(buf231, (32, 128, 768), (98304, 768, 1), 0); del buf231  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_40, add_14, hidden_states_42, hidden_states_43], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_8:161
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_8.run(buf238, buf234, arg96_1, arg97_1, buf239, 4096, 768, stream=stream0)
            del arg96_1
            del arg97_1
            del buf234
            buf240 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_43], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:162
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg98_1, buf240, 2359296, stream=stream0)
            del arg98_1
            buf241 = empty_strided_cuda((3072, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_43], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:163
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg99_1, buf241, 3072, stream=stream0)
            del arg99_1
            buf242 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_43], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:164
            extern_kernels.addmm(buf241, reinterpret_tensor(buf239, (4096, 768), (768, 1), 0), reinterpret_tensor(buf240, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf242)
            del buf239
            del buf241
            buf243 = reinterpret_tensor(buf242, (32, 128, 3072), (393216, 3072, 1), 0); del buf242  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_43, hidden_states_44], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_11:165
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_11.run(buf243, 12582912, stream=stream0)
            buf244 = reinterpret_tensor(buf240, (768, 3072), (3072, 1), 0); del buf240  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_45], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:166
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg100_1, buf244, 2359296, stream=stream0)
            del arg100_1
            buf245 = buf233; del buf233  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_45], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:167
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg101_1, buf245, 768, stream=stream0)
            del arg101_1
            buf246 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_45, hidden_states_43, hidden_states_44], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:168
            extern_kernels.addmm(buf245, reinterpret_tensor(buf243, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf244, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf246)
            del buf243
            del buf244
            buf250 = buf238; del buf238  # reuse
            buf251 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf255 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf265 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_45, add_15, hidden_states_47, linear_36, linear_37, linear_38], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:169
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf250, buf246, arg102_1, arg103_1, buf251, buf255, buf265, 4096, 768, stream=stream0)
            del arg102_1
            del arg103_1
            buf252 = buf232; del buf232  # reuse
            # Topologically Sorted Source Nodes: [linear_36], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:170
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg104_1, buf252, 589824, stream=stream0)
            del arg104_1
            buf253 = buf245; del buf245  # reuse
            # Topologically Sorted Source Nodes: [linear_36], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:171
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg105_1, buf253, 768, stream=stream0)
            del arg105_1
            buf254 = buf246; del buf246  # reuse
            # Topologically Sorted Source Nodes: [linear_36], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:172
            extern_kernels.addmm(buf253, reinterpret_tensor(buf251, (4096, 768), (768, 1), 0), reinterpret_tensor(buf252, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf254)
            buf256 = buf252; del buf252  # reuse
            # Topologically Sorted Source Nodes: [linear_37], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:173
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg106_1, buf256, 589824, stream=stream0)
            del arg106_1
            buf257 = buf253; del buf253  # reuse
            # Topologically Sorted Source Nodes: [linear_37], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:174
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg107_1, buf257, 768, stream=stream0)
            del arg107_1
            buf258 = reinterpret_tensor(buf251, (4096, 768), (768, 1), 0); del buf251  # reuse
            # Topologically Sorted Source Nodes: [linear_37], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:175
            extern_kernels.addmm(buf257, reinterpret_tensor(buf255, (4096, 768), (768, 1), 0), reinterpret_tensor(buf256, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf258)
            del buf255
            del buf256
            del buf257
            buf259 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_36, view_18, query_layer_6, attn_output_18], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_3:176
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_3.run(buf254, buf259, 3145728, stream=stream0)
            del buf254
            buf260 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_37, view_19, key_layer_6, attn_output_18], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_4:177
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_4.run(buf258, buf260, 24576, 128, stream=stream0)
            del buf258
            buf261 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_36, view_18, query_layer_6, attn_output_18, linear_37, view_19, key_layer_6], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:178
            extern_kernels.bmm(reinterpret_tensor(buf259, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf260, (384, 64, 128), (8192, 128, 1), 0), out=buf261)
            del buf259
            del buf260
            buf269 = reinterpret_tensor(buf261, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf261  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output_18, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5:179
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5.run(buf269, 49152, 128, stream=stream0)
            buf266 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_38], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:180
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg108_1, buf266, 589824, stream=stream0)
            del arg108_1
            buf267 = empty_strided_cuda((768, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_38], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:181
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg109_1, buf267, 768, stream=stream0)
            del arg109_1
            buf268 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_38], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:182
            extern_kernels.addmm(buf267, reinterpret_tensor(buf265, (4096, 768), (768, 1), 0), reinterpret_tensor(buf266, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf268)
            del buf265
            del buf266
            buf270 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_38, view_20, value_layer_6, attn_output_18], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_6:183
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_6.run(buf268, buf270, 3145728, stream=stream0)
            buf271 = empty_strided_cuda((384, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output_18, , linear_38, view_20, value_layer_6], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub, aten.exp, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:184
            extern_kernels.bmm(reinterpret_tensor(buf269, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf270, (384, 128, 64), (8192, 64, 1), 0), out=buf271)
            del buf269
            del buf270
            buf272 = reinterpret_tensor(buf268, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf268  # reuse
            # Topologically Sorted Source Nodes: [attn_output_18, transpose_27, attn_output_19], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_7:185
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_7.run(buf271, buf272, 3145728, stream=stream0)
            del buf271
            buf273 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_48], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:186
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg110_1, buf273, 589824, stream=stream0)
            del arg110_1
            buf274 = buf267; del buf267  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_48], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:187
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg111_1, buf274, 768, stream=stream0)
            del arg111_1
            buf275 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_48, attn_output_18, transpose_27, attn_output_19, reshape_6], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:188
            extern_kernels.addmm(buf274, reinterpret_tensor(buf272, (4096, 768), (768, 1), 0), reinterpret_tensor(buf273, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf275)
            buf279 = buf250; del buf250  # reuse
            buf280 = reinterpret_tensor(buf272, (32, 128, 768), (98304, 768, 1), 0); del buf272  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_48, add_16, hidden_states_50, hidden_states_51], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_8:189
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_8.run(buf279, buf275, arg112_1, arg113_1, buf280, 4096, 768, stream=stream0)
            del arg112_1
            del arg113_1
            del buf275
            buf281 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_51], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:190
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg114_1, buf281, 2359296, stream=stream0)
            del arg114_1
            buf282 = empty_strided_cuda((3072, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_51], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:191
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg115_1, buf282, 3072, stream=stream0)
            del arg115_1
            buf283 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_51], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:192
            extern_kernels.addmm(buf282, reinterpret_tensor(buf280, (4096, 768), (768, 1), 0), reinterpret_tensor(buf281, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf283)
            del buf280
            del buf282
            buf284 = reinterpret_tensor(buf283, (32, 128, 3072), (393216, 3072, 1), 0); del buf283  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_51, hidden_states_52], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_11:193
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_11.run(buf284, 12582912, stream=stream0)
            buf285 = reinterpret_tensor(buf281, (768, 3072), (3072, 1), 0); del buf281  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_53], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:194
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg116_1, buf285, 2359296, stream=stream0)
            del arg116_1
            buf286 = buf274; del buf274  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_53], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:195
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg117_1, buf286, 768, stream=stream0)
            del arg117_1
            buf287 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_53, hidden_states_51, hidden_states_52], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:196
            extern_kernels.addmm(buf286, reinterpret_tensor(buf284, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf285, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf287)
            del buf284
            del buf285
            buf291 = buf279; del buf279  # reuse
            buf292 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf296 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf306 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_53, add_17, hidden_states_55, linear_42, linear_43, linear_44], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:197
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf291, buf287, arg118_1, arg119_1, buf292, buf296, buf306, 4096, 768, stream=stream0)
            del arg118_1
            del arg119_1
            buf293 = buf273; del buf273  # reuse
            # Topologically Sorted Source Nodes: [linear_42], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:198
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg120_1, buf293, 589824, stream=stream0)
            del arg120_1
            buf294 = buf286; del buf286  # reuse
            # Topologically Sorted Source Nodes: [linear_42], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:199
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg121_1, buf294, 768, stream=stream0)
            del arg121_1
            buf295 = buf287; del buf287  # reuse
            # Topologically Sorted Source Nodes: [linear_42], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:200
            extern_kernels.addmm(buf294, reinterpret_tensor(buf292, (4096, 768), (768, 1), 0), reinterpret_tensor(buf293, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf295)
            buf297 = buf293; del buf293  # reuse
            # Topologically Sorted Source Nodes: [linear_43], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:201
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg122_1, buf297, 589824, stream=stream0)
            del arg122_1
            buf298 = buf294; del buf294  # reuse
            # Topologically Sorted Source Nodes: [linear_43], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:202
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg123_1, buf298, 768, stream=stream0)
            del arg123_1
            buf299 = reinterpret_tensor(buf292, (4096, 768), (768, 1), 0); del buf292  # reuse
            # Topologically Sorted Source Nodes: [linear_43], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:203
            extern_kernels.addmm(buf298, reinterpret_tensor(buf296, (4096, 768), (768, 1), 0), reinterpret_tensor(buf297, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf299)
            del buf296
            del buf297
            del buf298
            buf300 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_42, view_21, query_layer_7, attn_output_21], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_3:204
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_3.run(buf295, buf300, 3145728, stream=stream0)
            del buf295
            buf301 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_43, view_22, key_layer_7, attn_output_21], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_4:205
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_4.run(buf299, buf301, 24576, 128, stream=stream0)
            del buf299
            buf302 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_42, view_21, query_layer_7, attn_output_21, linear_43, view_22, key_layer_7], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:206
            extern_kernels.bmm(reinterpret_tensor(buf300, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf301, (384, 64, 128), (8192, 128, 1), 0), out=buf302)
            del buf300
            del buf301
            buf310 = reinterpret_tensor(buf302, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf302  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output_21, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5:207
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5.run(buf310, 49152, 128, stream=stream0)
            buf307 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_44], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:208
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg124_1, buf307, 589824, stream=stream0)
            del arg124_1
            buf308 = empty_strided_cuda((768, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_44], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:209
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg125_1, buf308, 768, stream=stream0)
            del arg125_1
            buf309 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_44], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:210
            extern_kernels.addmm(buf308, reinterpret_tensor(buf306, (4096, 768), (768, 1), 0), reinterpret_tensor(buf307, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf309)
            del buf306
            del buf307
            buf311 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_44, view_23, value_layer_7, attn_output_21], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_6:211
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_6.run(buf309, buf311, 3145728, stream=stream0)
            buf312 = empty_strided_cuda((384, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output_21, , linear_44, view_23, value_layer_7], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub, aten.exp, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:212
            extern_kernels.bmm(reinterpret_tensor(buf310, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf311, (384, 128, 64), (8192, 64, 1), 0), out=buf312)
            del buf310
            del buf311
            buf313 = reinterpret_tensor(buf309, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf309  # reuse
            # Topologically Sorted Source Nodes: [attn_output_21, transpose_31, attn_output_22], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_7:213
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_7.run(buf312, buf313, 3145728, stream=stream0)
            del buf312
            buf314 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_56], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:214
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg126_1, buf314, 589824, stream=stream0)
            del arg126_1
            buf315 = buf308; del buf308  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_56], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:215
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg127_1, buf315, 768, stream=stream0)
            del arg127_1
            buf316 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_56, attn_output_21, transpose_31, attn_output_22, reshape_7], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:216
            extern_kernels.addmm(buf315, reinterpret_tensor(buf313, (4096, 768), (768, 1), 0), reinterpret_tensor(buf314, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf316)
            buf320 = buf291; del buf291  # reuse
            buf321 = reinterpret_tensor(buf313, (32, 128, 768), (98304, 768, 1), 0); del buf313  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_56, add_18, hidden_states_58, hidden_states_59], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_8:217
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_8.run(buf320, buf316, arg128_1, arg129_1, buf321, 4096, 768, stream=stream0)
            del arg128_1
            del arg129_1
            del buf316
            buf322 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_59], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:218
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg130_1, buf322, 2359296, stream=stream0)
            del arg130_1
            buf323 = empty_strided_cuda((3072, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_59], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:219
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg131_1, buf323, 3072, stream=stream0)
            del arg131_1
            buf324 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_59], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:220
            extern_kernels.addmm(buf323, reinterpret_tensor(buf321, (4096, 768), (768, 1), 0), reinterpret_tensor(buf322, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf324)
            del buf321
            del buf323
            buf325 = reinterpret_tensor(buf324, (32, 128, 3072), (393216, 3072, 1), 0); del buf324  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_59, hidden_states_60], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_11:221
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_11.run(buf325, 12582912, stream=stream0)
            buf326 = reinterpret_tensor(buf322, (768, 3072), (3072, 1), 0); del buf322  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_61], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:222
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg132_1, buf326, 2359296, stream=stream0)
            del arg132_1
            buf327 = buf315; del buf315  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_61], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:223
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg133_1, buf327, 768, stream=stream0)
            del arg133_1
            buf328 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_61, hidden_states_59, hidden_states_60], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:224
            extern_kernels.addmm(buf327, reinterpret_tensor(buf325, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf326, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf328)
            del buf325
            del buf326
            buf332 = buf320; del buf320  # reuse
            buf333 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf337 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf347 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_61, add_19, hidden_states_63, linear_48, linear_49, linear_50], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:225
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf332, buf328, arg134_1, arg135_1, buf333, buf337, buf347, 4096, 768, stream=stream0)
            del arg134_1
            del arg135_1
            buf334 = buf314; del buf314  # reuse
            # Topologically Sorted Source Nodes: [linear_48], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:226
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg136_1, buf334, 589824, stream=stream0)
            del arg136_1
            buf335 = buf327; del buf327  # reuse
            # Topologically Sorted Source Nodes: [linear_48], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:227
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg137_1, buf335, 768, stream=stream0)
            del arg137_1
            buf336 = buf328; del buf328  # reuse
            # Topologically Sorted Source Nodes: [linear_48], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:228
            extern_kernels.addmm(buf335, reinterpret_tensor(buf333, (4096, 768), (768, 1), 0), reinterpret_tensor(buf334, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf336)
            buf338 = buf334; del buf334  # reuse
            # Topologically Sorted Source Nodes: [linear_49], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:229
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg138_1, buf338, 589824, stream=stream0)
            del arg138_1
            buf339 = buf335; del buf335  # reuse
            # Topologically Sorted Source Nodes: [linear_49], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:230
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg139_1, buf339, 768, stream=stream0)
            del arg139_1
            buf340 = reinterpret_tensor(buf333, (4096, 768), (768, 1), 0); del buf333  # reuse
            # Topologically Sorted Source Nodes: [linear_49], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:231
            extern_kernels.addmm(buf339, reinterpret_tensor(buf337, (4096, 768), (768, 1), 0), reinterpret_tensor(buf338, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf340)
            del buf337
            del buf338
            del buf339
            buf341 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_48, view_24, query_layer_8, attn_output_24], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_3:232
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_3.run(buf336, buf341, 3145728, stream=stream0)
            del buf336
            buf342 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_49, view_25, key_layer_8, attn_output_24], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_4:233
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_4.run(buf340, buf342, 24576, 128, stream=stream0)
            del buf340
            buf343 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_48, view_24, query_layer_8, attn_output_24, linear_49, view_25, key_layer_8], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:234
            extern_kernels.bmm(reinterpret_tensor(buf341, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf342, (384, 64, 128), (8192, 128, 1), 0), out=buf343)
            del buf341
            del buf342
            buf351 = reinterpret_tensor(buf343, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf343  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output_24, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5:235
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5.run(buf351, 49152, 128, stream=stream0)
            buf348 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_50], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:236
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg140_1, buf348, 589824, stream=stream0)
            del arg140_1
            buf349 = empty_strided_cuda((768, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_50], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:237
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg141_1, buf349, 768, stream=stream0)
            del arg141_1
            buf350 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_50], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:238
            extern_kernels.addmm(buf349, reinterpret_tensor(buf347, (4096, 768), (768, 1), 0), reinterpret_tensor(buf348, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf350)
            del buf347
            del buf348
            buf352 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_50, view_26, value_layer_8, attn_output_24], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_6:239
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_6.run(buf350, buf352, 3145728, stream=stream0)
            buf353 = empty_strided_cuda((384, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output_24, , linear_50, view_26, value_layer_8], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub, aten.exp, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:240
            extern_kernels.bmm(reinterpret_tensor(buf351, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf352, (384, 128, 64), (8192, 64, 1), 0), out=buf353)
            del buf351
            del buf352
            buf354 = reinterpret_tensor(buf350, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf350  # reuse
            # Topologically Sorted Source Nodes: [attn_output_24, transpose_35, attn_output_25], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_7:241
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_7.run(buf353, buf354, 3145728, stream=stream0)
            del buf353
            buf355 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_64], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:242
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg142_1, buf355, 589824, stream=stream0)
            del arg142_1
            buf356 = buf349; del buf349  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_64], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:243
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg143_1, buf356, 768, stream=stream0)
            del arg143_1
            buf357 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_64, attn_output_24, transpose_35, attn_output_25, reshape_8], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:244
            extern_kernels.addmm(buf356, reinterpret_tensor(buf354, (4096, 768), (768, 1), 0), reinterpret_tensor(buf355, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf357)
            buf361 = buf332; del buf332  # reuse
            buf362 = reinterpret_tensor(buf354, (32, 128, 768), (98304, 768, 1), 0); del buf354  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_64, add_20, hidden_states_66, hidden_states_67], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_8:245
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_8.run(buf361, buf357, arg144_1, arg145_1, buf362, 4096, 768, stream=stream0)
            del arg144_1
            del arg145_1
            del buf357
            buf363 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_67], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:246
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg146_1, buf363, 2359296, stream=stream0)
            del arg146_1
            buf364 = empty_strided_cuda((3072, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_67], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:247
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg147_1, buf364, 3072, stream=stream0)
            del arg147_1
            buf365 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_67], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:248
            extern_kernels.addmm(buf364, reinterpret_tensor(buf362, (4096, 768), (768, 1), 0), reinterpret_tensor(buf363, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf365)
            del buf362
            del buf364
            buf366 = reinterpret_tensor(buf365, (32, 128, 3072), (393216, 3072, 1), 0); del buf365  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_67, hidden_states_68], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_11:249
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_11.run(buf366, 12582912, stream=stream0)
            buf367 = reinterpret_tensor(buf363, (768, 3072), (3072, 1), 0); del buf363  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_69], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:250
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg148_1, buf367, 2359296, stream=stream0)
            del arg148_1
            buf368 = buf356; del buf356  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_69], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:251
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg149_1, buf368, 768, stream=stream0)
            del arg149_1
            buf369 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_69, hidden_states_67, hidden_states_68], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:252
            extern_kernels.addmm(buf368, reinterpret_tensor(buf366, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf367, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf369)
            del buf366
            del buf367
            buf373 = buf361; del buf361  # reuse
            buf374 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf378 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf388 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_69, add_21, hidden_states_71, linear_54, linear_55, linear_56], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:253
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf373, buf369, arg150_1, arg151_1, buf374, buf378, buf388, 4096, 768, stream=stream0)
            del arg150_1
            del arg151_1
            buf375 = buf355; del buf355  # reuse
            # Topologically Sorted Source Nodes: [linear_54], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:254
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg152_1, buf375, 589824, stream=stream0)
            del arg152_1
            buf376 = buf368; del buf368  # reuse
            # Topologically Sorted Source Nodes: [linear_54], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:255
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg153_1, buf376, 768, stream=stream0)
            del arg153_1
            buf377 = buf369; del buf369  # reuse
            # Topologically Sorted Source Nodes: [linear_54], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:256
            extern_kernels.addmm(buf376, reinterpret_tensor(buf374, (4096, 768), (768, 1), 0), reinterpret_tensor(buf375, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf377)
            buf379 = buf375; del buf375  # reuse
            # Topologically Sorted Source Nodes: [linear_55], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:257
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg154_1, buf379, 589824, stream=stream0)
            del arg154_1
            buf380 = buf376; del buf376  # reuse
            # Topologically Sorted Source Nodes: [linear_55], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:258
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg155_1, buf380, 768, stream=stream0)
            del arg155_1
            buf381 = reinterpret_tensor(buf374, (4096, 768), (768, 1), 0); del buf374  # reuse
            # Topologically Sorted Source Nodes: [linear_55], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:259
            extern_kernels.addmm(buf380, reinterpret_tensor(buf378, (4096, 768), (768, 1), 0), reinterpret_tensor(buf379, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf381)
            del buf378
            del buf379
            del buf380
            buf382 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_54, view_27, query_layer_9, attn_output_27], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_3:260
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_3.run(buf377, buf382, 3145728, stream=stream0)
            del buf377
            buf383 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_55, view_28, key_layer_9, attn_output_27], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_4:261
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_4.run(buf381, buf383, 24576, 128, stream=stream0)
            del buf381
            buf384 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_54, view_27, query_layer_9, attn_output_27, linear_55, view_28, key_layer_9], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:262
            extern_kernels.bmm(reinterpret_tensor(buf382, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf383, (384, 64, 128), (8192, 128, 1), 0), out=buf384)
            del buf382
            del buf383
            buf392 = reinterpret_tensor(buf384, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf384  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output_27, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5:263
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5.run(buf392, 49152, 128, stream=stream0)
            buf389 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_56], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:264
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg156_1, buf389, 589824, stream=stream0)
            del arg156_1
            buf390 = empty_strided_cuda((768, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_56], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:265
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg157_1, buf390, 768, stream=stream0)
            del arg157_1
            buf391 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_56], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:266
            extern_kernels.addmm(buf390, reinterpret_tensor(buf388, (4096, 768), (768, 1), 0), reinterpret_tensor(buf389, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf391)
            del buf388
            del buf389
            buf393 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_56, view_29, value_layer_9, attn_output_27], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_6:267
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_6.run(buf391, buf393, 3145728, stream=stream0)
            buf394 = empty_strided_cuda((384, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output_27, , linear_56, view_29, value_layer_9], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub, aten.exp, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:268
            extern_kernels.bmm(reinterpret_tensor(buf392, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf393, (384, 128, 64), (8192, 64, 1), 0), out=buf394)
            del buf392
            del buf393
            buf395 = reinterpret_tensor(buf391, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf391  # reuse
            # Topologically Sorted Source Nodes: [attn_output_27, transpose_39, attn_output_28], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_7:269
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_7.run(buf394, buf395, 3145728, stream=stream0)
            del buf394
            buf396 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_72], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:270
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg158_1, buf396, 589824, stream=stream0)
            del arg158_1
            buf397 = buf390; del buf390  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_72], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:271
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg159_1, buf397, 768, stream=stream0)
            del arg159_1
            buf398 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_72, attn_output_27, transpose_39, attn_output_28, reshape_9], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:272
            extern_kernels.addmm(buf397, reinterpret_tensor(buf395, (4096, 768), (768, 1), 0), reinterpret_tensor(buf396, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf398)
            buf402 = buf373; del buf373  # reuse
            buf403 = reinterpret_tensor(buf395, (32, 128, 768), (98304, 768, 1), 0); del buf395  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_72, add_22, hidden_states_74, hidden_states_75], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_8:273
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_8.run(buf402, buf398, arg160_1, arg161_1, buf403, 4096, 768, stream=stream0)
            del arg160_1
            del arg161_1
            del buf398
            buf404 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_75], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:274
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg162_1, buf404, 2359296, stream=stream0)
            del arg162_1
            buf405 = empty_strided_cuda((3072, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_75], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:275
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg163_1, buf405, 3072, stream=stream0)
            del arg163_1
            buf406 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_75], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:276
            extern_kernels.addmm(buf405, reinterpret_tensor(buf403, (4096, 768), (768, 1), 0), reinterpret_tensor(buf404, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf406)
            del buf403
            del buf405
            buf407 = reinterpret_tensor(buf406, (32, 128, 3072), (393216, 3072, 1), 0); del buf406  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_75, hidden_states_76], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_11:277
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_11.run(buf407, 12582912, stream=stream0)
            buf408 = reinterpret_tensor(buf404, (768, 3072), (3072, 1), 0); del buf404  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_77], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:278
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg164_1, buf408, 2359296, stream=stream0)
            del arg164_1
            buf409 = buf397; del buf397  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_77], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:279
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg165_1, buf409, 768, stream=stream0)
            del arg165_1
            buf410 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_77, hidden_states_75, hidden_states_76], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:280
            extern_kernels.addmm(buf409, reinterpret_tensor(buf407, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf408, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf410)
            del buf407
            del buf408
            buf414 = buf402; del buf402  # reuse
            buf415 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf419 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf429 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_77, add_23, hidden_states_79, linear_60, linear_61, linear_62], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:281
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf414, buf410, arg166_1, arg167_1, buf415, buf419, buf429, 4096, 768, stream=stream0)
            del arg166_1
            del arg167_1
            buf416 = buf396; del buf396  # reuse
            # Topologically Sorted Source Nodes: [linear_60], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:282
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg168_1, buf416, 589824, stream=stream0)
            del arg168_1
            buf417 = buf409; del buf409  # reuse
            # Topologically Sorted Source Nodes: [linear_60], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:283
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg169_1, buf417, 768, stream=stream0)
            del arg169_1
            buf418 = buf410; del buf410  # reuse
            # Topologically Sorted Source Nodes: [linear_60], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:284
            extern_kernels.addmm(buf417, reinterpret_tensor(buf415, (4096, 768), (768, 1), 0), reinterpret_tensor(buf416, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf418)
            buf420 = buf416; del buf416  # reuse
            # Topologically Sorted Source Nodes: [linear_61], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:285
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg170_1, buf420, 589824, stream=stream0)
            del arg170_1
            buf421 = buf417; del buf417  # reuse
            # Topologically Sorted Source Nodes: [linear_61], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:286
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg171_1, buf421, 768, stream=stream0)
            del arg171_1
            buf422 = reinterpret_tensor(buf415, (4096, 768), (768, 1), 0); del buf415  # reuse
            # Topologically Sorted Source Nodes: [linear_61], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:287
            extern_kernels.addmm(buf421, reinterpret_tensor(buf419, (4096, 768), (768, 1), 0), reinterpret_tensor(buf420, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf422)
            del buf419
            del buf420
            del buf421
            buf423 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_60, view_30, query_layer_10, attn_output_30], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_3:288
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_3.run(buf418, buf423, 3145728, stream=stream0)
            del buf418
            buf424 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_61, view_31, key_layer_10, attn_output_30], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_4:289
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_4.run(buf422, buf424, 24576, 128, stream=stream0)
            del buf422
            buf425 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_60, view_30, query_layer_10, attn_output_30, linear_61, view_31, key_layer_10], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:290
            extern_kernels.bmm(reinterpret_tensor(buf423, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf424, (384, 64, 128), (8192, 128, 1), 0), out=buf425)
            del buf423
            del buf424
            buf433 = reinterpret_tensor(buf425, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf425  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output_30, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5:291
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5.run(buf433, 49152, 128, stream=stream0)
            buf430 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_62], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:292
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg172_1, buf430, 589824, stream=stream0)
            del arg172_1
            buf431 = empty_strided_cuda((768, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_62], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:293
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg173_1, buf431, 768, stream=stream0)
            del arg173_1
            buf432 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_62], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:294
            extern_kernels.addmm(buf431, reinterpret_tensor(buf429, (4096, 768), (768, 1), 0), reinterpret_tensor(buf430, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf432)
            del buf429
            del buf430
            buf434 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_62, view_32, value_layer_10, attn_output_30], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_6:295
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_6.run(buf432, buf434, 3145728, stream=stream0)
            buf435 = empty_strided_cuda((384, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output_30, , linear_62, view_32, value_layer_10], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub, aten.exp, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:296
            extern_kernels.bmm(reinterpret_tensor(buf433, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf434, (384, 128, 64), (8192, 64, 1), 0), out=buf435)
            del buf433
            del buf434
            buf436 = reinterpret_tensor(buf432, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf432  # reuse
            # Topologically Sorted Source Nodes: [attn_output_30, transpose_43, attn_output_31], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_7:297
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_7.run(buf435, buf436, 3145728, stream=stream0)
            del buf435
            buf437 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_80], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:298
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg174_1, buf437, 589824, stream=stream0)
            del arg174_1
            buf438 = buf431; del buf431  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_80], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:299
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg175_1, buf438, 768, stream=stream0)
            del arg175_1
            buf439 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_80, attn_output_30, transpose_43, attn_output_31, reshape_10], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:300
            extern_kernels.addmm(buf438, reinterpret_tensor(buf436, (4096, 768), (768, 1), 0), reinterpret_tensor(buf437, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf439)
            buf443 = buf414; del buf414  # reuse
            buf444 = reinterpret_tensor(buf436, (32, 128, 768), (98304, 768, 1), 0); del buf436  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_80, add_24, hidden_states_82, hidden_states_83], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_8:301
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_8.run(buf443, buf439, arg176_1, arg177_1, buf444, 4096, 768, stream=stream0)
            del arg176_1
            del arg177_1
            del buf439
            buf445 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_83], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:302
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg178_1, buf445, 2359296, stream=stream0)
            del arg178_1
            buf446 = empty_strided_cuda((3072, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_83], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:303
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg179_1, buf446, 3072, stream=stream0)
            del arg179_1
            buf447 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_83], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:304
            extern_kernels.addmm(buf446, reinterpret_tensor(buf444, (4096, 768), (768, 1), 0), reinterpret_tensor(buf445, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf447)
            del buf444
            del buf446
            buf448 = reinterpret_tensor(buf447, (32, 128, 3072), (393216, 3072, 1), 0); del buf447  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_83, hidden_states_84], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_11:305
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_11.run(buf448, 12582912, stream=stream0)
            buf449 = reinterpret_tensor(buf445, (768, 3072), (3072, 1), 0); del buf445  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_85], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:306
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg180_1, buf449, 2359296, stream=stream0)
            del arg180_1
            buf450 = buf438; del buf438  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_85], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:307
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg181_1, buf450, 768, stream=stream0)
            del arg181_1
            buf451 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_85, hidden_states_83, hidden_states_84], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:308
            extern_kernels.addmm(buf450, reinterpret_tensor(buf448, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf449, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf451)
            del buf448
            del buf449
            buf455 = buf443; del buf443  # reuse
            buf456 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf460 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            buf470 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_85, add_25, hidden_states_87, linear_66, linear_67, linear_68], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:309
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf455, buf451, arg182_1, arg183_1, buf456, buf460, buf470, 4096, 768, stream=stream0)
            del arg182_1
            del arg183_1
            buf457 = buf437; del buf437  # reuse
            # Topologically Sorted Source Nodes: [linear_66], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:310
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg184_1, buf457, 589824, stream=stream0)
            del arg184_1
            buf458 = buf450; del buf450  # reuse
            # Topologically Sorted Source Nodes: [linear_66], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:311
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg185_1, buf458, 768, stream=stream0)
            del arg185_1
            buf459 = buf451; del buf451  # reuse
            # Topologically Sorted Source Nodes: [linear_66], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:312
            extern_kernels.addmm(buf458, reinterpret_tensor(buf456, (4096, 768), (768, 1), 0), reinterpret_tensor(buf457, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf459)
            buf461 = buf457; del buf457  # reuse
            # Topologically Sorted Source Nodes: [linear_67], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:313
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg186_1, buf461, 589824, stream=stream0)
            del arg186_1
            buf462 = buf458; del buf458  # reuse
            # Topologically Sorted Source Nodes: [linear_67], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:314
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg187_1, buf462, 768, stream=stream0)
            del arg187_1
            buf463 = reinterpret_tensor(buf456, (4096, 768), (768, 1), 0); del buf456  # reuse
            # Topologically Sorted Source Nodes: [linear_67], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:315
            extern_kernels.addmm(buf462, reinterpret_tensor(buf460, (4096, 768), (768, 1), 0), reinterpret_tensor(buf461, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf463)
            del buf460
            del buf461
            del buf462
            buf464 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_66, view_33, query_layer_11, attn_output_33], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_3:316
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_3.run(buf459, buf464, 3145728, stream=stream0)
            del buf459
            buf465 = empty_strided_cuda((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_67, view_34, key_layer_11, attn_output_33], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_mul_transpose_view_4:317
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_mul_transpose_view_4.run(buf463, buf465, 24576, 128, stream=stream0)
            del buf463
            buf466 = empty_strided_cuda((384, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_66, view_33, query_layer_11, attn_output_33, linear_67, view_34, key_layer_11], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.mul, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:318
            extern_kernels.bmm(reinterpret_tensor(buf464, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf465, (384, 64, 128), (8192, 128, 1), 0), out=buf466)
            del buf464
            del buf465
            buf474 = reinterpret_tensor(buf466, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf466  # reuse
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output_33, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5:319
            stream0 = get_raw_stream(0)
            triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_5.run(buf474, 49152, 128, stream=stream0)
            buf471 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_68], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:320
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg188_1, buf471, 589824, stream=stream0)
            del arg188_1
            buf472 = empty_strided_cuda((768, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_68], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:321
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg189_1, buf472, 768, stream=stream0)
            del arg189_1
            buf473 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_68], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:322
            extern_kernels.addmm(buf472, reinterpret_tensor(buf470, (4096, 768), (768, 1), 0), reinterpret_tensor(buf471, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf473)
            del buf470
            del buf471
            buf475 = empty_strided_cuda((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_68, view_35, value_layer_11, attn_output_33], Original ATen: [aten.view, aten.transpose, aten._to_copy, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_6:323
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_6.run(buf473, buf475, 3145728, stream=stream0)
            buf476 = empty_strided_cuda((384, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange_2, q_arange, q_indices, attention_mask, attention_mask_1, attn_output_33, , linear_68, view_35, value_layer_11], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub, aten.exp, aten.transpose, aten._to_copy, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:324
            extern_kernels.bmm(reinterpret_tensor(buf474, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf475, (384, 128, 64), (8192, 64, 1), 0), out=buf476)
            del buf474
            del buf475
            buf477 = reinterpret_tensor(buf473, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf473  # reuse
            # Topologically Sorted Source Nodes: [attn_output_33, transpose_47, attn_output_34], Original ATen: [aten.view, aten._to_copy, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_transpose_view_7:325
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_transpose_view_7.run(buf476, buf477, 3145728, stream=stream0)
            del buf476
            buf478 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_88], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:326
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg190_1, buf478, 589824, stream=stream0)
            del arg190_1
            buf479 = buf472; del buf472  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_88], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:327
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg191_1, buf479, 768, stream=stream0)
            del arg191_1
            buf480 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_88, attn_output_33, transpose_47, attn_output_34, reshape_11], Original ATen: [aten._to_copy, aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:328
            extern_kernels.addmm(buf479, reinterpret_tensor(buf477, (4096, 768), (768, 1), 0), reinterpret_tensor(buf478, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf480)
            buf484 = buf455; del buf455  # reuse
            buf485 = reinterpret_tensor(buf477, (32, 128, 768), (98304, 768, 1), 0); del buf477  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_88, add_26, hidden_states_90, hidden_states_91], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_8:329
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_8.run(buf484, buf480, arg192_1, arg193_1, buf485, 4096, 768, stream=stream0)
            del arg192_1
            del arg193_1
            del buf480
            buf486 = empty_strided_cuda((3072, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_91], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:330
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg194_1, buf486, 2359296, stream=stream0)
            del arg194_1
            buf487 = empty_strided_cuda((3072, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_91], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:331
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg195_1, buf487, 3072, stream=stream0)
            del arg195_1
            buf488 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_91], Original ATen: [aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:332
            extern_kernels.addmm(buf487, reinterpret_tensor(buf485, (4096, 768), (768, 1), 0), reinterpret_tensor(buf486, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf488)
            del buf485
            del buf487
            buf489 = reinterpret_tensor(buf488, (32, 128, 3072), (393216, 3072, 1), 0); del buf488  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_91, hidden_states_92], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_11:333
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_11.run(buf489, 12582912, stream=stream0)
            buf490 = reinterpret_tensor(buf486, (768, 3072), (3072, 1), 0); del buf486  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_93], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:334
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg196_1, buf490, 2359296, stream=stream0)
            del arg196_1
            buf491 = buf479; del buf479  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_93], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:335
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg197_1, buf491, 768, stream=stream0)
            del arg197_1
            buf492 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_93, hidden_states_91, hidden_states_92], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:336
            extern_kernels.addmm(buf491, reinterpret_tensor(buf489, (4096, 3072), (3072, 1), 0), reinterpret_tensor(buf490, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf492)
            del buf489
            del buf490
            buf496 = buf484; del buf484  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_93, add_27, hidden_states_95], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_14:337
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_view_14.run(buf496, buf492, arg198_1, arg199_1, 4096, 768, stream=stream0)
            del arg198_1
            del arg199_1
            del buf492
            buf497 = empty_strided_cuda((32, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [first_token_tensor, pooled_output], Original ATen: [aten.select, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_select_15:338
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_select_15.run(buf496, buf497, 24576, stream=stream0)
            buf498 = buf478; del buf478  # reuse
            # Topologically Sorted Source Nodes: [pooled_output], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:339
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg200_1, buf498, 589824, stream=stream0)
            del arg200_1
            buf499 = buf491; del buf491  # reuse
            # Topologically Sorted Source Nodes: [pooled_output], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:340
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg201_1, buf499, 768, stream=stream0)
            del arg201_1
            buf500 = empty_strided_cuda((32, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [pooled_output, first_token_tensor], Original ATen: [aten._to_copy, aten.select, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:341
            extern_kernels.addmm(buf499, buf497, reinterpret_tensor(buf498, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf500)
            del buf497
            del buf498
            del buf499
            buf501 = buf500; del buf500  # reuse
            # Topologically Sorted Source Nodes: [pooled_output_1], Original ATen: [aten.tanh]
            # [Provenance debug handles] triton_poi_fused_tanh_16:342
            stream0 = get_raw_stream(0)
            triton_poi_fused_tanh_16.run(buf501, 24576, stream=stream0)
        return (buf496, buf501, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((32, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg1_1 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    arg2_1 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    arg3_1 = rand_strided((30522, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((2, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((512, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg31_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg32_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg33_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg34_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg35_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg36_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg37_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg38_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg39_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg40_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg41_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg42_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg43_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg44_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg45_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg46_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg47_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg48_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg49_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg50_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg51_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg52_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg53_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg54_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg55_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg56_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg57_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg58_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg59_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg60_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg61_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg62_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg63_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg64_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg65_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg66_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg67_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg68_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg69_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg70_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg71_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg72_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg73_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg74_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg75_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg76_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg77_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg78_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg79_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg80_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg81_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg82_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg83_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg84_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg85_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg86_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg87_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg88_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg89_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg90_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg91_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg92_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg93_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg94_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg95_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg96_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg97_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg98_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg99_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg100_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg101_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg102_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg103_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg104_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg105_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg106_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg107_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg108_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg109_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg110_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg111_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg112_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg113_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg114_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg115_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg116_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg117_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg118_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg119_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg120_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg121_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg122_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg123_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg124_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg125_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg126_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg127_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg128_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg129_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg130_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg131_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg132_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg133_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg134_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg135_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg136_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg137_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg138_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg139_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg140_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg141_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg142_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg143_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg144_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg145_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg146_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg147_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg148_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg149_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg150_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg151_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg152_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg153_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg154_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg155_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg156_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg157_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg158_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg159_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg160_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg161_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg162_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg163_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg164_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg165_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg166_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg167_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg168_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg169_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg170_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg171_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg172_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg173_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg174_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg175_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg176_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg177_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg178_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg179_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg180_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg181_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg182_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg183_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg184_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg185_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg186_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg187_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg188_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg189_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg190_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg191_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg192_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg193_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg194_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg195_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg196_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg197_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg198_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg199_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg200_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg201_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
