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


# kernel path: /tmp/lab-cache-mh4IEy/inductor/uf/cuf5nukbgwwdswzvo3a2gksrxeolalwdkvlflydxbmagabxygig4.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
# Graph fragment:
#   %arg0_1 : Tensor "f32[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %convert_element_type_2 : Tensor "bf16[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf0
triton_poi_fused__to_copy_convolution_0 = async_compile.triton('triton_poi_fused__to_copy_convolution_0', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1204224}, 'kernel_num_gb': 0.000903168, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 150528
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((1, 3, 224, 224), (150528, 50176, 224, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 3, 224, 224), (150528, 50176, 224, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 150528,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_convolution_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000903168
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/f2/cf2v236glhamwlgayl5njkixkwtq6hu5lho3wfaryy7yrhgh53hx.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
# Graph fragment:
#   %arg1_1 : Tensor "f32[384, 3, 16, 16][768, 256, 16, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %convert_element_type_2 : Tensor "bf16[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf1
triton_poi_fused__to_copy_convolution_1 = async_compile.triton('triton_poi_fused__to_copy_convolution_1', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2359296}, 'kernel_num_gb': 0.001769472, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 294912
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((384, 3, 16, 16), (768, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((384, 3, 16, 16), (768, 256, 16, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 294912,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_convolution_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001769472
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/rv/crvke2mflr6fdb5en3am7y6w7aux6idd3wmdprquz6u7a7cdrz5k.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
# Graph fragment:
#   %arg2_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %convert_element_type_2 : Tensor "bf16[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf2
triton_poi_fused__to_copy_convolution_2 = async_compile.triton('triton_poi_fused__to_copy_convolution_2', '''
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
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3072}, 'kernel_num_gb': 2.304e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_convolution_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 2.304e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/bs/cbsvvtmeguekq7uqohiclaavzzvxwt74oikcxtibypieamru6tih.py
# Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_5], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   expand => expand
#   flatten => view
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
#   x_1 => permute
#   x_2 => cat
#   x_3 => add
#   x_5 => var_mean
# Graph fragment:
#   %arg3_1 : Tensor "f32[1, 1, 384][384, 384, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %buf3 : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0" = PlaceHolder[target=buf3]
#   %buf2 : Tensor "bf16[384][1]cuda:0" = PlaceHolder[target=buf2]
#   %arg4_1 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %expand : Tensor "f32[1, 1, 384][384, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%arg3_1, [1, -1, -1]), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view : Tensor "bf16[1, 384, 196][75264, 196, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [1, 384, 196]), kwargs = {})
#   %permute : Tensor "bf16[1, 196, 384][75264, 1, 196]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view, [0, 2, 1]), kwargs = {})
#   %cat : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%expand, %permute], 1), kwargs = {})
#   %add : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %arg4_1), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add, [2]), kwargs = {correction: 0, keepdim: True})
#   return %buf4,%buf5,%buf6
triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3 = async_compile.triton('triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14184, 'r0_': 304896}, 'kernel_num_gb': 0.000462516, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 591
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = xindex // 3
    x0 = (xindex % 3)
    x3 = xindex
    tmp19_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp19_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp19_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp16 = tl.load(in_ptr3 + (r0_2 + 128*x3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp0 = x1
        tmp1 = tl.full([1, 1], 0, tl.int64)
        tmp2 = tmp0 >= tmp1
        tmp3 = tl.full([1, 1], 1, tl.int64)
        tmp4 = tmp0 < tmp3
        tmp5 = tl.load(in_ptr0 + (r0_2 + 128*x0), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0)
        tmp6 = tmp0 >= tmp3
        tmp7 = tl.full([1, 1], 197, tl.int64)
        tmp8 = tmp0 < tmp7
        tmp9 = tl.load(in_ptr1 + (196*r0_2 + 25088*x0 + ((((-1) + x1) % 196))), r0_mask & tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp10 = tl.load(in_ptr2 + (r0_2 + 128*x0), r0_mask & tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp11 = tmp9 + tmp10
        tmp12 = tmp11.to(tl.float32)
        tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
        tmp14 = tl.where(tmp6, tmp12, tmp13)
        tmp15 = tl.where(tmp4, tmp5, tmp14)
        tmp17 = tmp15 + tmp16
        tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
        tmp19_mean_next, tmp19_m2_next, tmp19_weight_next = triton_helpers.welford_reduce(
            tmp18, tmp19_mean, tmp19_m2, tmp19_weight, roffset == 0
        )
        tmp19_mean = tl.where(r0_mask & xmask, tmp19_mean_next, tmp19_mean)
        tmp19_m2 = tl.where(r0_mask & xmask, tmp19_m2_next, tmp19_m2)
        tmp19_weight = tl.where(r0_mask & xmask, tmp19_weight_next, tmp19_weight)
    tmp20, tmp21, tmp22 = triton_helpers.welford(tmp19_mean, tmp19_m2, tmp19_weight, 1)
    tmp19 = tmp20[:, None]
    tmp23 = tmp21[:, None]
    tmp24 = tmp22[:, None]
    tl.store(out_ptr0 + (x3), tmp19, xmask)
    tl.store(out_ptr1 + (x3), tmp23, xmask)
    tl.store(out_ptr2 + (x3), tmp24, xmask)


def get_args():
    arg_0 = rand_strided((1, 1, 384), (384, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 384, 14, 14), (75264, 196, 14, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 197, 1, 3), (591, 3, 591, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 197, 1, 3), (591, 3, 591, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 197, 1, 3), (591, 3, 591, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 591, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000462516
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/mx/cmxbwy7fzmpfg5t2wcculqpcdk4migmbgkcn4jxc3j3fryer6w2l.py
# Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_5], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   expand => expand
#   flatten => view
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
#   x_1 => permute
#   x_2 => cat
#   x_3 => add
#   x_5 => var_mean
# Graph fragment:
#   %buf4 : Tensor "f32[1, 197, 1, 3][591, 3, 591, 1]cuda:0" = PlaceHolder[target=buf4]
#   %buf5 : Tensor "f32[1, 197, 1, 3][591, 3, 591, 1]cuda:0" = PlaceHolder[target=buf5]
#   %buf6 : Tensor "f32[1, 197, 1, 3][591, 3, 591, 1]cuda:0" = PlaceHolder[target=buf6]
#   %expand : Tensor "f32[1, 1, 384][384, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%arg3_1, [1, -1, -1]), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view : Tensor "bf16[1, 384, 196][75264, 196, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [1, 384, 196]), kwargs = {})
#   %permute : Tensor "bf16[1, 196, 384][75264, 1, 196]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view, [0, 2, 1]), kwargs = {})
#   %cat : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%expand, %permute], 1), kwargs = {})
#   %add : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %arg4_1), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add, [2]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_1,%buf8
triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4 = async_compile.triton('triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4', '''
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
    size_hints={'x': 256, 'r0_': 4},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3152, 'r0_': 2659}, 'kernel_num_gb': 8.668e-06, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 197
    r0_numel = 3
    R0_BLOCK: tl.constexpr = 4
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 3*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 3*x0), r0_mask & xmask, other=0.0)
    tmp2 = tl.load(in_ptr2 + (r0_1 + 3*x0), r0_mask & xmask, other=0.0)
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
    tl.store(out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr1 + (x0), tmp14, xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 1, 3), (591, 3, 591, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 197, 1, 3), (591, 3, 591, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 197, 1, 3), (591, 3, 591, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 197, 3,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 8.668e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/vn/cvnfubqsajol4wdf3o4nzoczmf323nvebmc7mha3bs7iszgm6dtj.py
# Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_5, linear], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   expand => expand
#   flatten => view
#   linear => convert_element_type_5
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
#   x_1 => permute
#   x_2 => cat
#   x_3 => add
#   x_5 => add_1, add_2, mul, mul_1, rsqrt, sub, var_mean
# Graph fragment:
#   %arg3_1 : Tensor "f32[1, 1, 384][384, 384, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %buf3 : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0" = PlaceHolder[target=buf3]
#   %buf2 : Tensor "bf16[384][1]cuda:0" = PlaceHolder[target=buf2]
#   %arg4_1 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %getitem_1 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf8 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=buf8]
#   %arg5_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %mul_1 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=mul_1]
#   %arg6_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %expand : Tensor "f32[1, 1, 384][384, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%arg3_1, [1, -1, -1]), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view : Tensor "bf16[1, 384, 196][75264, 196, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [1, 384, 196]), kwargs = {})
#   %permute : Tensor "bf16[1, 196, 384][75264, 1, 196]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view, [0, 2, 1]), kwargs = {})
#   %cat : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%expand, %permute], 1), kwargs = {})
#   %add : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %arg4_1), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add, %getitem_1), kwargs = {})
#   %add_1 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_1,), kwargs = {})
#   %mul : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg5_1), kwargs = {})
#   %add_2 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %arg6_1), kwargs = {})
#   %convert_element_type_5 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_2, torch.bfloat16), kwargs = {})
#   return %mul_1,%convert_element_type_5
triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5 = async_compile.triton('triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 610560}, 'kernel_num_gb': 0.000611368, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 75648
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 384
    x0 = (xindex % 384)
    x2 = xindex
    tmp16 = tl.load(in_ptr3 + (x2), xmask)
    tmp18 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr5 + (x1), xmask, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr7 + (x0), xmask, eviction_policy='evict_last')
    tmp0 = x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 1, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 197, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tl.load(in_ptr1 + (196*x0 + ((((-1) + x1) % 196))), tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp10 = tl.load(in_ptr2 + (x0), tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = tmp11.to(tl.float32)
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp6, tmp12, tmp13)
    tmp15 = tl.where(tmp4, tmp5, tmp14)
    tmp17 = tmp15 + tmp16
    tmp19 = tmp17 - tmp18
    tmp21 = tl.full([1], 384.0, tl.float32)
    tmp22 = (tmp20 / tmp21)
    tmp23 = tl.full([1], 1e-06, tl.float32)
    tmp24 = tmp22 + tmp23
    tmp25 = libdevice.rsqrt(tmp24)
    tmp26 = tmp19 * tmp25
    tmp28 = tmp26 * tmp27
    tmp30 = tmp28 + tmp29
    tmp31 = tmp30.to(tl.float32)
    tl.store(out_ptr1 + (x2), tmp31, xmask)


def get_args():
    arg_0 = rand_strided((1, 1, 384), (384, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 384, 14, 14), (75264, 196, 14, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 75648,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000611368
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/oq/coqtm7gm4tszi2hejkffmgq43qg7vuej726oq36qicjqhcwaf5ff.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   linear => convert_element_type_4
# Graph fragment:
#   %arg7_1 : Tensor "f32[1152, 384][384, 1]cuda:0" = PlaceHolder[target=arg7_1]
#   %convert_element_type_4 : Tensor "bf16[1152, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg7_1, torch.bfloat16), kwargs = {})
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
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3538944}, 'kernel_num_gb': 0.002654208, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 442368
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 442368,


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
    num_gb = 0.002654208
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/l3/cl3gzs3ykifraua2y75fjubrmcghljhw5b72jkal4ldd6npctp2p.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   linear => convert_element_type_3
# Graph fragment:
#   %arg8_1 : Tensor "f32[1152][1]cuda:0" = PlaceHolder[target=arg8_1]
#   %convert_element_type_3 : Tensor "bf16[1152][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg8_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_3
triton_poi_fused__to_copy_7 = async_compile.triton('triton_poi_fused__to_copy_7', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9216}, 'kernel_num_gb': 6.912e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_7(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((1152,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1152,), (1,), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 1152,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 6.912e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/qi/cqi7kjtgvay7odu65behpzhkanryf4pfbnizbjyqr2hpxoqgek6i.py
# Topologically Sorted Source Nodes: [x_8], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_8 => convert_element_type_10
# Graph fragment:
#   %arg9_1 : Tensor "f32[384, 384][384, 1]cuda:0" = PlaceHolder[target=arg9_1]
#   %convert_element_type_10 : Tensor "bf16[384, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg9_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_10
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
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1179648}, 'kernel_num_gb': 0.000884736, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_8(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 147456
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 147456,


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
    num_gb = 0.000884736
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/xt/cxtbn354wb5dnxpacak4p5l4vsyk74fqz6kc2njscrfeuyuoubf4.py
# Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_8, x_10, x_11, x_12], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   expand => expand
#   flatten => view
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
#   x_1 => permute
#   x_10 => add_3
#   x_11 => add_4, add_5, mul_2, mul_3, rsqrt_1, sub_1, var_mean_1
#   x_12 => convert_element_type_16
#   x_2 => cat
#   x_3 => add
#   x_8 => view_6
# Graph fragment:
#   %arg3_1 : Tensor "f32[1, 1, 384][384, 384, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %buf3 : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0" = PlaceHolder[target=buf3]
#   %buf2 : Tensor "bf16[384][1]cuda:0" = PlaceHolder[target=buf2]
#   %arg4_1 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %addmm_1 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %add_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_3]
#   %getitem_15 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=getitem_15]
#   %buf25 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=buf25]
#   %arg11_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %arg12_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg12_1]
#   %expand : Tensor "f32[1, 1, 384][384, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%arg3_1, [1, -1, -1]), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view : Tensor "bf16[1, 384, 196][75264, 196, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [1, 384, 196]), kwargs = {})
#   %permute : Tensor "bf16[1, 196, 384][75264, 1, 196]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view, [0, 2, 1]), kwargs = {})
#   %cat : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%expand, %permute], 1), kwargs = {})
#   %add : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %arg4_1), kwargs = {})
#   %view_6 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [1, 197, 384]), kwargs = {})
#   %add_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add, %view_6), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_3, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_1 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_3, %getitem_15), kwargs = {})
#   %add_4 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_14, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_4,), kwargs = {})
#   %mul_2 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %arg11_1), kwargs = {})
#   %add_5 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %arg12_1), kwargs = {})
#   %convert_element_type_16 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_5, torch.bfloat16), kwargs = {})
#   return %add_3,%getitem_15,%buf25,%convert_element_type_16
triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_9 = async_compile.triton('triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_9', '''
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
    size_hints={'x': 256, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*bf16', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*fp32', 'out_ptr3': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1367040}, 'kernel_num_gb': 0.00106368, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_9(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 197
    r0_numel = 384
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp22_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp22_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp22_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp16 = tl.load(in_ptr3 + (r0_1 + 384*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp18 = tl.load(in_ptr4 + (r0_1 + 384*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp0 = x0
        tmp1 = tl.full([1, 1], 0, tl.int64)
        tmp2 = tmp0 >= tmp1
        tmp3 = tl.full([1, 1], 1, tl.int64)
        tmp4 = tmp0 < tmp3
        tmp5 = tl.load(in_ptr0 + (tl.broadcast_to(r0_1, [XBLOCK, R0_BLOCK])), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0)
        tmp6 = tmp0 >= tmp3
        tmp7 = tl.full([1, 1], 197, tl.int64)
        tmp8 = tmp0 < tmp7
        tmp9 = tl.load(in_ptr1 + (196*r0_1 + ((((-1) + x0) % 196))), r0_mask & tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp10 = tl.load(in_ptr2 + (tl.broadcast_to(r0_1, [XBLOCK, R0_BLOCK])), r0_mask & tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp11 = tmp9 + tmp10
        tmp12 = tmp11.to(tl.float32)
        tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
        tmp14 = tl.where(tmp6, tmp12, tmp13)
        tmp15 = tl.where(tmp4, tmp5, tmp14)
        tmp17 = tmp15 + tmp16
        tmp19 = tmp18.to(tl.float32)
        tmp20 = tmp17 + tmp19
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
        tmp22_mean_next, tmp22_m2_next, tmp22_weight_next = triton_helpers.welford_reduce(
            tmp21, tmp22_mean, tmp22_m2, tmp22_weight, roffset == 0
        )
        tmp22_mean = tl.where(r0_mask & xmask, tmp22_mean_next, tmp22_mean)
        tmp22_m2 = tl.where(r0_mask & xmask, tmp22_m2_next, tmp22_m2)
        tmp22_weight = tl.where(r0_mask & xmask, tmp22_weight_next, tmp22_weight)
        tl.store(out_ptr0 + (r0_1 + 384*x0), tmp20, r0_mask & xmask)
    tmp23, tmp24, tmp25 = triton_helpers.welford(tmp22_mean, tmp22_m2, tmp22_weight, 1)
    tmp22 = tmp23[:, None]
    tmp26 = tmp24[:, None]
    tmp27 = tmp25[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp28 = tl.load(out_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp36 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp38 = tl.load(in_ptr6 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp29 = tmp28 - tmp22
        tmp30 = tl.full([1, 1], 384.0, tl.float32)
        tmp31 = (tmp26 / tmp30)
        tmp32 = tl.full([1, 1], 1e-06, tl.float32)
        tmp33 = tmp31 + tmp32
        tmp34 = libdevice.rsqrt(tmp33)
        tmp35 = tmp29 * tmp34
        tmp37 = tmp35 * tmp36
        tmp39 = tmp37 + tmp38
        tmp40 = tmp39.to(tl.float32)
        tl.store(out_ptr3 + (r0_1 + 384*x0), tmp40, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 1, 384), (384, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 384, 14, 14), (75264, 196, 14, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_5 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 197, 384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_9.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_9.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00106368
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/e3/ce3thybiywjgh7hh65fggcwxpopra5gkasskhp4imix7nkneapbe.py
# Topologically Sorted Source Nodes: [x_12], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_12 => convert_element_type_15
# Graph fragment:
#   %arg13_1 : Tensor "f32[1536, 384][384, 1]cuda:0" = PlaceHolder[target=arg13_1]
#   %convert_element_type_15 : Tensor "bf16[1536, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg13_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_15
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
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4718592}, 'kernel_num_gb': 0.003538944, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_10(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 589824
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 589824,


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
    num_gb = 0.003538944
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/ox/cox34glikfckpbslyyrits7emejwxshaucehf5lbtvupg2i3pt2v.py
# Topologically Sorted Source Nodes: [x_12], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_12 => convert_element_type_14
# Graph fragment:
#   %arg14_1 : Tensor "f32[1536][1]cuda:0" = PlaceHolder[target=arg14_1]
#   %convert_element_type_14 : Tensor "bf16[1536][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg14_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_14
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
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12288}, 'kernel_num_gb': 9.216e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_11(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((1536,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1536,), (1,), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 1536,


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
    num_gb = 9.216e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/da/cda6zj7cueejrv64oj4hnqps5qfixp7cjqobfhvmd4fqz7eyobgm.py
# Topologically Sorted Source Nodes: [x_12, x_13], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   x_12 => view_8
#   x_13 => add_6, convert_element_type_20, convert_element_type_21, erf, mul_4, mul_5, mul_6
# Graph fragment:
#   %addmm_2 : Tensor "bf16[197, 1536][1536, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_8 : Tensor "bf16[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [1, 197, 1536]), kwargs = {})
#   %convert_element_type_20 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_8, torch.float32), kwargs = {})
#   %mul_4 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_20, 0.5), kwargs = {})
#   %mul_5 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_20, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_5,), kwargs = {})
#   %add_6 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_6 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %add_6), kwargs = {})
#   %convert_element_type_21 : Tensor "bf16[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_6, torch.bfloat16), kwargs = {})
#   return %convert_element_type_21
triton_poi_fused_gelu_view_12 = async_compile.triton('triton_poi_fused_gelu_view_12', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1815552}, 'kernel_num_gb': 0.001210368, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_12(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 302592
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask).to(tl.float32)
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
    tl.store(in_out_ptr0 + (x0), tmp10, xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 1536), (302592, 1536, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, 302592,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_12.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_gelu_view_12.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001210368
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/wk/cwkb2v7xwykn6mtkdlrklgpymt7h7h4yc4s4letx6x6xh5n6tue4.py
# Topologically Sorted Source Nodes: [x_15], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_15 => convert_element_type_23
# Graph fragment:
#   %arg15_1 : Tensor "f32[384, 1536][1536, 1]cuda:0" = PlaceHolder[target=arg15_1]
#   %convert_element_type_23 : Tensor "bf16[384, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg15_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_23
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
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4718592}, 'kernel_num_gb': 0.003538944, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_13(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 589824
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 589824,


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
    num_gb = 0.003538944
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/um/cumcalaigpypc37xd4fs7zup2i6vof45izvmhypcjjlcsnzzxpdo.py
# Topologically Sorted Source Nodes: [x_15, x_17, x_18, linear_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   linear_4 => convert_element_type_29
#   x_15 => view_10
#   x_17 => add_7
#   x_18 => add_8, add_9, mul_7, mul_8, rsqrt_2, sub_2, var_mean_2
# Graph fragment:
#   %add_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_3]
#   %addmm_3 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %getitem_17 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=getitem_17]
#   %buf36 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=buf36]
#   %arg17_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg17_1]
#   %arg18_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg18_1]
#   %view_10 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [1, 197, 384]), kwargs = {})
#   %add_7 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %view_10), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_7, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_2 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_7, %getitem_17), kwargs = {})
#   %add_8 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_16, 1e-06), kwargs = {})
#   %rsqrt_2 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %mul_7 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_2), kwargs = {})
#   %mul_8 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %arg17_1), kwargs = {})
#   %add_9 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, %arg18_1), kwargs = {})
#   %convert_element_type_29 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_9, torch.bfloat16), kwargs = {})
#   return %getitem_17,%buf36,%convert_element_type_29
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
    size_hints={'x': 256, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 759552}, 'kernel_num_gb': 0.000608256, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_14(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 197
    r0_numel = 384
    R0_BLOCK: tl.constexpr = 512
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp27 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp29 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask & xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp11 = tl.full([1, 1], 384, tl.int32)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = (tmp10 / tmp12)
    tmp14 = tmp4 - tmp13
    tmp15 = tmp14 * tmp14
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(r0_mask & xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tmp3 - tmp13
    tmp21 = tl.full([1, 1], 384.0, tl.float32)
    tmp22 = (tmp19 / tmp21)
    tmp23 = tl.full([1, 1], 1e-06, tl.float32)
    tmp24 = tmp22 + tmp23
    tmp25 = libdevice.rsqrt(tmp24)
    tmp26 = tmp20 * tmp25
    tmp28 = tmp26 * tmp27
    tmp30 = tmp28 + tmp29
    tmp31 = tmp30.to(tl.float32)
    tl.store(out_ptr2 + (r0_1 + 384*x0), tmp31, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 197, 384,


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
    num_gb = 0.000608256
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/ki/cki45sb7du3j5shbe2ansultq7rrya7lcz3x7ro3orliacbkbgib.py
# Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_24, x_25], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   x_15 => view_10
#   x_17 => add_7
#   x_21 => view_16
#   x_23 => add_10
#   x_24 => add_11, add_12, mul_10, mul_9, rsqrt_3, sub_3, var_mean_3
#   x_25 => convert_element_type_40
# Graph fragment:
#   %add_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_3]
#   %addmm_3 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %addmm_5 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %getitem_31 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=getitem_31]
#   %buf51 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=buf51]
#   %arg23_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg23_1]
#   %arg24_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg24_1]
#   %view_10 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [1, 197, 384]), kwargs = {})
#   %add_7 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %view_10), kwargs = {})
#   %view_16 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [1, 197, 384]), kwargs = {})
#   %add_10 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_7, %view_16), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_10, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_10, %getitem_31), kwargs = {})
#   %add_11 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_30, 1e-06), kwargs = {})
#   %rsqrt_3 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_11,), kwargs = {})
#   %mul_9 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_3), kwargs = {})
#   %mul_10 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_9, %arg23_1), kwargs = {})
#   %add_12 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_10, %arg24_1), kwargs = {})
#   %convert_element_type_40 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_12, torch.bfloat16), kwargs = {})
#   return %getitem_31,%buf51,%convert_element_type_40
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
    size_hints={'x': 256, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_15', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 910848}, 'kernel_num_gb': 0.000759552, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_15(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 197
    r0_numel = 384
    R0_BLOCK: tl.constexpr = 512
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp30 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp32 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask & xmask, tmp7, 0)
    tmp10 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask & xmask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 384, tl.int32)
    tmp15 = tmp14.to(tl.float32)
    tmp16 = (tmp13 / tmp15)
    tmp17 = tmp7 - tmp16
    tmp18 = tmp17 * tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(r0_mask & xmask, tmp19, 0)
    tmp22 = tl.sum(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tmp6 - tmp16
    tmp24 = tl.full([1, 1], 384.0, tl.float32)
    tmp25 = (tmp22 / tmp24)
    tmp26 = tl.full([1, 1], 1e-06, tl.float32)
    tmp27 = tmp25 + tmp26
    tmp28 = libdevice.rsqrt(tmp27)
    tmp29 = tmp23 * tmp28
    tmp31 = tmp29 * tmp30
    tmp33 = tmp31 + tmp32
    tmp34 = tmp33.to(tl.float32)
    tl.store(out_ptr2 + (r0_1 + 384*x0), tmp34, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 197, 384,


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
    num_gb = 0.000759552
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/vp/cvpaldjzma5qf5odqxulfeglpm5r4ukbfnlyrgz4z5prnguldjd4.py
# Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_28, x_30, x_31, linear_8], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   linear_8 => convert_element_type_53
#   x_15 => view_10
#   x_17 => add_7
#   x_21 => view_16
#   x_23 => add_10
#   x_28 => view_20
#   x_30 => add_14
#   x_31 => add_15, add_16, mul_14, mul_15, rsqrt_4, sub_4, var_mean_4
# Graph fragment:
#   %add_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_3]
#   %addmm_3 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %addmm_5 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %addmm_7 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_7]
#   %getitem_33 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=getitem_33]
#   %buf62 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=buf62]
#   %arg29_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg29_1]
#   %arg30_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg30_1]
#   %view_10 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [1, 197, 384]), kwargs = {})
#   %add_7 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %view_10), kwargs = {})
#   %view_16 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [1, 197, 384]), kwargs = {})
#   %add_10 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_7, %view_16), kwargs = {})
#   %view_20 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_7, [1, 197, 384]), kwargs = {})
#   %add_14 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %view_20), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_14, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_4 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_14, %getitem_33), kwargs = {})
#   %add_15 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_32, 1e-06), kwargs = {})
#   %rsqrt_4 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_15,), kwargs = {})
#   %mul_14 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %rsqrt_4), kwargs = {})
#   %mul_15 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_14, %arg29_1), kwargs = {})
#   %add_16 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_15, %arg30_1), kwargs = {})
#   %convert_element_type_53 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_16, torch.bfloat16), kwargs = {})
#   return %getitem_33,%buf62,%convert_element_type_53
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
    size_hints={'x': 256, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1062144}, 'kernel_num_gb': 0.000910848, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_16(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 197
    r0_numel = 384
    R0_BLOCK: tl.constexpr = 512
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp7 = tl.load(in_ptr3 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp33 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp35 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tmp6 + tmp8
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask & xmask, tmp10, 0)
    tmp13 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp17 = tl.full([1, 1], 384, tl.int32)
    tmp18 = tmp17.to(tl.float32)
    tmp19 = (tmp16 / tmp18)
    tmp20 = tmp10 - tmp19
    tmp21 = tmp20 * tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(r0_mask & xmask, tmp22, 0)
    tmp25 = tl.sum(tmp24, 1)[:, None].to(tl.float32)
    tmp26 = tmp9 - tmp19
    tmp27 = tl.full([1, 1], 384.0, tl.float32)
    tmp28 = (tmp25 / tmp27)
    tmp29 = tl.full([1, 1], 1e-06, tl.float32)
    tmp30 = tmp28 + tmp29
    tmp31 = libdevice.rsqrt(tmp30)
    tmp32 = tmp26 * tmp31
    tmp34 = tmp32 * tmp33
    tmp36 = tmp34 + tmp35
    tmp37 = tmp36.to(tl.float32)
    tl.store(out_ptr2 + (r0_1 + 384*x0), tmp37, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 197, 384,


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
    num_gb = 0.000910848
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/wu/cwuvwtolsoane5ifkds7vjizjkktuzkjbaxeeopvi5m22duwpfjt.py
# Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_28, x_30, x_34, x_36, x_37, x_38], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   x_15 => view_10
#   x_17 => add_7
#   x_21 => view_16
#   x_23 => add_10
#   x_28 => view_20
#   x_30 => add_14
#   x_34 => view_26
#   x_36 => add_17
#   x_37 => add_18, add_19, mul_16, mul_17, rsqrt_5, sub_5, var_mean_5
#   x_38 => convert_element_type_64
# Graph fragment:
#   %add_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_3]
#   %addmm_3 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %addmm_5 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %addmm_7 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_7]
#   %addmm_9 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_9]
#   %add_17 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_17]
#   %getitem_47 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=getitem_47]
#   %buf78 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=buf78]
#   %arg35_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg35_1]
#   %arg36_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg36_1]
#   %view_10 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [1, 197, 384]), kwargs = {})
#   %add_7 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %view_10), kwargs = {})
#   %view_16 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [1, 197, 384]), kwargs = {})
#   %add_10 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_7, %view_16), kwargs = {})
#   %view_20 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_7, [1, 197, 384]), kwargs = {})
#   %add_14 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %view_20), kwargs = {})
#   %view_26 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_9, [1, 197, 384]), kwargs = {})
#   %add_17 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_14, %view_26), kwargs = {})
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_17, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_5 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_17, %getitem_47), kwargs = {})
#   %add_18 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_46, 1e-06), kwargs = {})
#   %rsqrt_5 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_18,), kwargs = {})
#   %mul_16 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_5, %rsqrt_5), kwargs = {})
#   %mul_17 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, %arg35_1), kwargs = {})
#   %add_19 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_17, %arg36_1), kwargs = {})
#   %convert_element_type_64 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_19, torch.bfloat16), kwargs = {})
#   return %add_17,%getitem_47,%buf78,%convert_element_type_64
triton_per_fused__to_copy_add_native_layer_norm_view_17 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_view_17', '''
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
    size_hints={'x': 256, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_17', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1818624}, 'kernel_num_gb': 0.001364736, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_17(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 197
    r0_numel = 384
    R0_BLOCK: tl.constexpr = 512
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr1 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp7 = tl.load(in_ptr2 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp10 = tl.load(in_ptr3 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp36 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp38 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tmp6 + tmp8
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp9 + tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(r0_mask & xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 384, tl.int32)
    tmp21 = tmp20.to(tl.float32)
    tmp22 = (tmp19 / tmp21)
    tmp23 = tmp13 - tmp22
    tmp24 = tmp23 * tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tmp12 - tmp22
    tmp30 = tl.full([1, 1], 384.0, tl.float32)
    tmp31 = (tmp28 / tmp30)
    tmp32 = tl.full([1, 1], 1e-06, tl.float32)
    tmp33 = tmp31 + tmp32
    tmp34 = libdevice.rsqrt(tmp33)
    tmp35 = tmp29 * tmp34
    tmp37 = tmp35 * tmp36
    tmp39 = tmp37 + tmp38
    tmp40 = tmp39.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 384*x0), tmp12, r0_mask & xmask)
    tl.store(out_ptr2 + (r0_1 + 384*x0), tmp40, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_5 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 197, 384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_17.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_add_native_layer_norm_view_17.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001364736
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/7u/c7udfkr7ofuix7hcuxvsapwr66ws6mrp3nojglw56mvgcnw6bzhg.py
# Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_158, x_160, x_161], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   x_145 => view_110
#   x_147 => add_77
#   x_151 => view_116
#   x_153 => add_80
#   x_158 => view_120
#   x_160 => add_84
#   x_161 => var_mean_24
# Graph fragment:
#   %add_73 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_73]
#   %addmm_43 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_43]
#   %addmm_45 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_45]
#   %addmm_47 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_47]
#   %view_110 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_43, [1, 197, 384]), kwargs = {})
#   %add_77 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_73, %view_110), kwargs = {})
#   %view_116 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_45, [1, 197, 384]), kwargs = {})
#   %add_80 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_77, %view_116), kwargs = {})
#   %view_120 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_47, [1, 197, 384]), kwargs = {})
#   %add_84 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_80, %view_120), kwargs = {})
#   %var_mean_24 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_84, [2]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_193,%buf327
triton_per_fused_add_native_layer_norm_view_18 = async_compile.triton('triton_per_fused_add_native_layer_norm_view_18', '''
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
    size_hints={'x': 256, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_view_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3152, 'r0_': 756480}, 'kernel_num_gb': 0.000758056, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_view_18(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 197
    r0_numel = 384
    R0_BLOCK: tl.constexpr = 512
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp7 = tl.load(in_ptr3 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tmp6 + tmp8
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask & xmask, tmp10, 0)
    tmp13 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp17 = tl.full([1, 1], 384, tl.int32)
    tmp18 = tmp17.to(tl.float32)
    tmp19 = (tmp16 / tmp18)
    tmp20 = tmp10 - tmp19
    tmp21 = tmp20 * tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(r0_mask & xmask, tmp22, 0)
    tmp25 = tl.sum(tmp24, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp19, xmask)
    tl.store(out_ptr1 + (x0), tmp25, xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 197, 384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_18.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_native_layer_norm_view_18.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000758056
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/jr/cjr57mynu2sfjrwq62uwgzypdesrc6gkc4mi7bjsmmwsrq5uqmxg.py
# Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_158, x_160, x_161, x_162, x_164], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.select, aten._to_copy]
# Source node to ATen node mapping:
#   x_145 => view_110
#   x_147 => add_77
#   x_151 => view_116
#   x_153 => add_80
#   x_158 => view_120
#   x_160 => add_84
#   x_161 => add_85, add_86, mul_84, mul_85, rsqrt_24, sub_24, var_mean_24
#   x_162 => select
#   x_164 => convert_element_type_293
# Graph fragment:
#   %add_73 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_73]
#   %addmm_43 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_43]
#   %addmm_45 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_45]
#   %addmm_47 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_47]
#   %getitem_193 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=getitem_193]
#   %buf327 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=buf327]
#   %arg149_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg149_1]
#   %arg150_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg150_1]
#   %view_110 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_43, [1, 197, 384]), kwargs = {})
#   %add_77 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_73, %view_110), kwargs = {})
#   %view_116 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_45, [1, 197, 384]), kwargs = {})
#   %add_80 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_77, %view_116), kwargs = {})
#   %view_120 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_47, [1, 197, 384]), kwargs = {})
#   %add_84 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_80, %view_120), kwargs = {})
#   %var_mean_24 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_84, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_24 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_84, %getitem_193), kwargs = {})
#   %add_85 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_192, 1e-06), kwargs = {})
#   %rsqrt_24 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_85,), kwargs = {})
#   %mul_84 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_24, %rsqrt_24), kwargs = {})
#   %mul_85 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_84, %arg149_1), kwargs = {})
#   %add_86 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_85, %arg150_1), kwargs = {})
#   %select : Tensor "f32[1, 384][75648, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%add_86, 1, 0), kwargs = {})
#   %convert_element_type_293 : Tensor "bf16[1, 384][75648, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%select, torch.bfloat16), kwargs = {})
#   return %convert_element_type_293
triton_poi_fused__to_copy_add_native_layer_norm_select_view_19 = async_compile.triton('triton_poi_fused__to_copy_add_native_layer_norm_select_view_19', '''
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
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_native_layer_norm_select_view_19', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8448}, 'kernel_num_gb': 9.256e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_native_layer_norm_select_view_19(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr1 + (x0), xmask).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (x0), xmask).to(tl.float32)
    tmp7 = tl.load(in_ptr3 + (x0), xmask).to(tl.float32)
    tmp10 = tl.load(in_ptr4 + (0))
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK])
    tmp13 = tl.load(in_ptr5 + (0))
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK])
    tmp21 = tl.load(in_ptr6 + (x0), xmask)
    tmp23 = tl.load(in_ptr7 + (x0), xmask)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tmp6 + tmp8
    tmp12 = tmp9 - tmp11
    tmp15 = tl.full([1], 384.0, tl.float32)
    tmp16 = (tmp14 / tmp15)
    tmp17 = tl.full([1], 1e-06, tl.float32)
    tmp18 = tmp16 + tmp17
    tmp19 = libdevice.rsqrt(tmp18)
    tmp20 = tmp12 * tmp19
    tmp22 = tmp20 * tmp21
    tmp24 = tmp22 + tmp23
    tmp25 = tmp24.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp25, xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((1, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_add_native_layer_norm_select_view_19.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_add_native_layer_norm_select_view_19.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 9.256e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/vx/cvxsd5ftru4mp5fbprn6eely27azsirvbmlax5t275nxmbwqdw23.py
# Topologically Sorted Source Nodes: [x_164], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_164 => convert_element_type_292
# Graph fragment:
#   %arg151_1 : Tensor "f32[1000, 384][384, 1]cuda:0" = PlaceHolder[target=arg151_1]
#   %convert_element_type_292 : Tensor "bf16[1000, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg151_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_292
triton_poi_fused__to_copy_20 = async_compile.triton('triton_poi_fused__to_copy_20', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_20', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3072000}, 'kernel_num_gb': 0.002304, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_20(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 384000
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((1000, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1000, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 384000,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_20.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_20.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.002304
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/7i/c7itdzrumf7fifaho3oyq3zvn2zm2o44pbvgsvu6mejzoajpv2e3.py
# Topologically Sorted Source Nodes: [x_164], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_164 => convert_element_type_291
# Graph fragment:
#   %arg152_1 : Tensor "f32[1000][1]cuda:0" = PlaceHolder[target=arg152_1]
#   %convert_element_type_291 : Tensor "bf16[1000][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg152_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_291
triton_poi_fused__to_copy_21 = async_compile.triton('triton_poi_fused__to_copy_21', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_21', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8000}, 'kernel_num_gb': 6e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_21(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
        triton_poi_fused__to_copy_21.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_21.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 6e-06
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1 = args
        args.clear()
        assert_size_stride(arg0_1, (1, 3, 224, 224), (150528, 50176, 224, 1))
        assert_size_stride(arg1_1, (384, 3, 16, 16), (768, 256, 16, 1))
        assert_size_stride(arg2_1, (384, ), (1, ))
        assert_size_stride(arg3_1, (1, 1, 384), (384, 384, 1))
        assert_size_stride(arg4_1, (1, 197, 384), (75648, 384, 1))
        assert_size_stride(arg5_1, (384, ), (1, ))
        assert_size_stride(arg6_1, (384, ), (1, ))
        assert_size_stride(arg7_1, (1152, 384), (384, 1))
        assert_size_stride(arg8_1, (1152, ), (1, ))
        assert_size_stride(arg9_1, (384, 384), (384, 1))
        assert_size_stride(arg10_1, (384, ), (1, ))
        assert_size_stride(arg11_1, (384, ), (1, ))
        assert_size_stride(arg12_1, (384, ), (1, ))
        assert_size_stride(arg13_1, (1536, 384), (384, 1))
        assert_size_stride(arg14_1, (1536, ), (1, ))
        assert_size_stride(arg15_1, (384, 1536), (1536, 1))
        assert_size_stride(arg16_1, (384, ), (1, ))
        assert_size_stride(arg17_1, (384, ), (1, ))
        assert_size_stride(arg18_1, (384, ), (1, ))
        assert_size_stride(arg19_1, (1152, 384), (384, 1))
        assert_size_stride(arg20_1, (1152, ), (1, ))
        assert_size_stride(arg21_1, (384, 384), (384, 1))
        assert_size_stride(arg22_1, (384, ), (1, ))
        assert_size_stride(arg23_1, (384, ), (1, ))
        assert_size_stride(arg24_1, (384, ), (1, ))
        assert_size_stride(arg25_1, (1536, 384), (384, 1))
        assert_size_stride(arg26_1, (1536, ), (1, ))
        assert_size_stride(arg27_1, (384, 1536), (1536, 1))
        assert_size_stride(arg28_1, (384, ), (1, ))
        assert_size_stride(arg29_1, (384, ), (1, ))
        assert_size_stride(arg30_1, (384, ), (1, ))
        assert_size_stride(arg31_1, (1152, 384), (384, 1))
        assert_size_stride(arg32_1, (1152, ), (1, ))
        assert_size_stride(arg33_1, (384, 384), (384, 1))
        assert_size_stride(arg34_1, (384, ), (1, ))
        assert_size_stride(arg35_1, (384, ), (1, ))
        assert_size_stride(arg36_1, (384, ), (1, ))
        assert_size_stride(arg37_1, (1536, 384), (384, 1))
        assert_size_stride(arg38_1, (1536, ), (1, ))
        assert_size_stride(arg39_1, (384, 1536), (1536, 1))
        assert_size_stride(arg40_1, (384, ), (1, ))
        assert_size_stride(arg41_1, (384, ), (1, ))
        assert_size_stride(arg42_1, (384, ), (1, ))
        assert_size_stride(arg43_1, (1152, 384), (384, 1))
        assert_size_stride(arg44_1, (1152, ), (1, ))
        assert_size_stride(arg45_1, (384, 384), (384, 1))
        assert_size_stride(arg46_1, (384, ), (1, ))
        assert_size_stride(arg47_1, (384, ), (1, ))
        assert_size_stride(arg48_1, (384, ), (1, ))
        assert_size_stride(arg49_1, (1536, 384), (384, 1))
        assert_size_stride(arg50_1, (1536, ), (1, ))
        assert_size_stride(arg51_1, (384, 1536), (1536, 1))
        assert_size_stride(arg52_1, (384, ), (1, ))
        assert_size_stride(arg53_1, (384, ), (1, ))
        assert_size_stride(arg54_1, (384, ), (1, ))
        assert_size_stride(arg55_1, (1152, 384), (384, 1))
        assert_size_stride(arg56_1, (1152, ), (1, ))
        assert_size_stride(arg57_1, (384, 384), (384, 1))
        assert_size_stride(arg58_1, (384, ), (1, ))
        assert_size_stride(arg59_1, (384, ), (1, ))
        assert_size_stride(arg60_1, (384, ), (1, ))
        assert_size_stride(arg61_1, (1536, 384), (384, 1))
        assert_size_stride(arg62_1, (1536, ), (1, ))
        assert_size_stride(arg63_1, (384, 1536), (1536, 1))
        assert_size_stride(arg64_1, (384, ), (1, ))
        assert_size_stride(arg65_1, (384, ), (1, ))
        assert_size_stride(arg66_1, (384, ), (1, ))
        assert_size_stride(arg67_1, (1152, 384), (384, 1))
        assert_size_stride(arg68_1, (1152, ), (1, ))
        assert_size_stride(arg69_1, (384, 384), (384, 1))
        assert_size_stride(arg70_1, (384, ), (1, ))
        assert_size_stride(arg71_1, (384, ), (1, ))
        assert_size_stride(arg72_1, (384, ), (1, ))
        assert_size_stride(arg73_1, (1536, 384), (384, 1))
        assert_size_stride(arg74_1, (1536, ), (1, ))
        assert_size_stride(arg75_1, (384, 1536), (1536, 1))
        assert_size_stride(arg76_1, (384, ), (1, ))
        assert_size_stride(arg77_1, (384, ), (1, ))
        assert_size_stride(arg78_1, (384, ), (1, ))
        assert_size_stride(arg79_1, (1152, 384), (384, 1))
        assert_size_stride(arg80_1, (1152, ), (1, ))
        assert_size_stride(arg81_1, (384, 384), (384, 1))
        assert_size_stride(arg82_1, (384, ), (1, ))
        assert_size_stride(arg83_1, (384, ), (1, ))
        assert_size_stride(arg84_1, (384, ), (1, ))
        assert_size_stride(arg85_1, (1536, 384), (384, 1))
        assert_size_stride(arg86_1, (1536, ), (1, ))
        assert_size_stride(arg87_1, (384, 1536), (1536, 1))
        assert_size_stride(arg88_1, (384, ), (1, ))
        assert_size_stride(arg89_1, (384, ), (1, ))
        assert_size_stride(arg90_1, (384, ), (1, ))
        assert_size_stride(arg91_1, (1152, 384), (384, 1))
        assert_size_stride(arg92_1, (1152, ), (1, ))
        assert_size_stride(arg93_1, (384, 384), (384, 1))
        assert_size_stride(arg94_1, (384, ), (1, ))
        assert_size_stride(arg95_1, (384, ), (1, ))
        assert_size_stride(arg96_1, (384, ), (1, ))
        assert_size_stride(arg97_1, (1536, 384), (384, 1))
        assert_size_stride(arg98_1, (1536, ), (1, ))
        assert_size_stride(arg99_1, (384, 1536), (1536, 1))
        assert_size_stride(arg100_1, (384, ), (1, ))
        assert_size_stride(arg101_1, (384, ), (1, ))
        assert_size_stride(arg102_1, (384, ), (1, ))
        assert_size_stride(arg103_1, (1152, 384), (384, 1))
        assert_size_stride(arg104_1, (1152, ), (1, ))
        assert_size_stride(arg105_1, (384, 384), (384, 1))
        assert_size_stride(arg106_1, (384, ), (1, ))
        assert_size_stride(arg107_1, (384, ), (1, ))
        assert_size_stride(arg108_1, (384, ), (1, ))
        assert_size_stride(arg109_1, (1536, 384), (384, 1))
        assert_size_stride(arg110_1, (1536, ), (1, ))
        assert_size_stride(arg111_1, (384, 1536), (1536, 1))
        assert_size_stride(arg112_1, (384, ), (1, ))
        assert_size_stride(arg113_1, (384, ), (1, ))
        assert_size_stride(arg114_1, (384, ), (1, ))
        assert_size_stride(arg115_1, (1152, 384), (384, 1))
        assert_size_stride(arg116_1, (1152, ), (1, ))
        assert_size_stride(arg117_1, (384, 384), (384, 1))
        assert_size_stride(arg118_1, (384, ), (1, ))
        assert_size_stride(arg119_1, (384, ), (1, ))
        assert_size_stride(arg120_1, (384, ), (1, ))
        assert_size_stride(arg121_1, (1536, 384), (384, 1))
        assert_size_stride(arg122_1, (1536, ), (1, ))
        assert_size_stride(arg123_1, (384, 1536), (1536, 1))
        assert_size_stride(arg124_1, (384, ), (1, ))
        assert_size_stride(arg125_1, (384, ), (1, ))
        assert_size_stride(arg126_1, (384, ), (1, ))
        assert_size_stride(arg127_1, (1152, 384), (384, 1))
        assert_size_stride(arg128_1, (1152, ), (1, ))
        assert_size_stride(arg129_1, (384, 384), (384, 1))
        assert_size_stride(arg130_1, (384, ), (1, ))
        assert_size_stride(arg131_1, (384, ), (1, ))
        assert_size_stride(arg132_1, (384, ), (1, ))
        assert_size_stride(arg133_1, (1536, 384), (384, 1))
        assert_size_stride(arg134_1, (1536, ), (1, ))
        assert_size_stride(arg135_1, (384, 1536), (1536, 1))
        assert_size_stride(arg136_1, (384, ), (1, ))
        assert_size_stride(arg137_1, (384, ), (1, ))
        assert_size_stride(arg138_1, (384, ), (1, ))
        assert_size_stride(arg139_1, (1152, 384), (384, 1))
        assert_size_stride(arg140_1, (1152, ), (1, ))
        assert_size_stride(arg141_1, (384, 384), (384, 1))
        assert_size_stride(arg142_1, (384, ), (1, ))
        assert_size_stride(arg143_1, (384, ), (1, ))
        assert_size_stride(arg144_1, (384, ), (1, ))
        assert_size_stride(arg145_1, (1536, 384), (384, 1))
        assert_size_stride(arg146_1, (1536, ), (1, ))
        assert_size_stride(arg147_1, (384, 1536), (1536, 1))
        assert_size_stride(arg148_1, (384, ), (1, ))
        assert_size_stride(arg149_1, (384, ), (1, ))
        assert_size_stride(arg150_1, (384, ), (1, ))
        assert_size_stride(arg151_1, (1000, 384), (384, 1))
        assert_size_stride(arg152_1, (1000, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((1, 3, 224, 224), (150528, 50176, 224, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_0:1
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_0.run(arg0_1, buf0, 150528, stream=stream0)
            del arg0_1
            buf1 = empty_strided_cuda((384, 3, 16, 16), (768, 256, 16, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_1:2
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_1.run(arg1_1, buf1, 294912, stream=stream0)
            del arg1_1
            buf2 = empty_strided_cuda((384, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:3
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg2_1, buf2, 384, stream=stream0)
            del arg2_1
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:4
            buf3 = extern_kernels.convolution(buf0, buf1, stride=(16, 16), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf3, (1, 384, 14, 14), (75264, 196, 14, 1), 'torch.ops.aten.convolution.default')
            del buf0
            del buf1
            buf4 = empty_strided_cuda((1, 197, 1, 3), (591, 3, 591, 1), torch.float32)
            buf5 = empty_strided_cuda((1, 197, 1, 3), (591, 3, 591, 1), torch.float32)
            buf6 = empty_strided_cuda((1, 197, 1, 3), (591, 3, 591, 1), torch.float32)
            # Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_5], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3:5
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3.run(arg3_1, buf3, buf2, arg4_1, buf4, buf5, buf6, 591, 128, stream=stream0)
            buf7 = empty_strided_cuda((1, 197, 1), (197, 1, 197), torch.float32)
            buf8 = empty_strided_cuda((1, 197, 1), (197, 1, 197), torch.float32)
            # Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_5], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4:6
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4.run(buf4, buf5, buf6, buf7, buf8, 197, 3, stream=stream0)
            del buf4
            del buf5
            del buf6
            buf11 = empty_strided_cuda((1, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_5, linear], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5:7
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5.run(arg3_1, buf3, buf2, arg4_1, buf7, buf8, arg5_1, arg6_1, buf11, 75648, stream=stream0)
            del arg5_1
            del arg6_1
            del buf7
            del buf8
            buf12 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:8
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg7_1, buf12, 442368, stream=stream0)
            del arg7_1
            buf13 = empty_strided_cuda((1152, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:9
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg8_1, buf13, 1152, stream=stream0)
            del arg8_1
            buf14 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear, x_5], Original ATen: [aten._to_copy, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:10
            extern_kernels.addmm(buf13, reinterpret_tensor(buf11, (197, 384), (384, 1), 0), reinterpret_tensor(buf12, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf14)
            del buf12
            # Topologically Sorted Source Nodes: [linear, reshape, qkv, unbind, x_6], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:11
            buf15 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf14, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf14, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf14, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf14
            buf16 = buf15[0]
            assert_size_stride(buf16, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf16, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf15
            buf20 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_8], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:12
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg9_1, buf20, 147456, stream=stream0)
            del arg9_1
            buf21 = empty_strided_cuda((384, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_8], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:13
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg10_1, buf21, 384, stream=stream0)
            del arg10_1
            buf22 = reinterpret_tensor(buf11, (197, 384), (384, 1), 0); del buf11  # reuse
            # Topologically Sorted Source Nodes: [x_8, transpose_1, x_7], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:14
            extern_kernels.addmm(buf21, reinterpret_tensor(buf16, (197, 384), (384, 1), 0), reinterpret_tensor(buf20, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf22)
            del buf20
            del buf21
            buf23 = empty_strided_cuda((1, 197, 384), (75648, 384, 1), torch.float32)
            buf27 = reinterpret_tensor(buf16, (1, 197, 384), (75648, 384, 1), 0); del buf16  # reuse
            # Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_8, x_10, x_11, x_12], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_9:15
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_9.run(arg3_1, buf3, buf2, arg4_1, buf22, arg11_1, arg12_1, buf23, buf27, 197, 384, stream=stream0)
            del arg11_1
            del arg12_1
            del arg3_1
            del arg4_1
            del buf3
            buf28 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_12], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:16
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg13_1, buf28, 589824, stream=stream0)
            del arg13_1
            buf29 = empty_strided_cuda((1536, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_12], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:17
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg14_1, buf29, 1536, stream=stream0)
            del arg14_1
            buf30 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_11, x_12], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:18
            extern_kernels.addmm(buf29, reinterpret_tensor(buf27, (197, 384), (384, 1), 0), reinterpret_tensor(buf28, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf30)
            del buf28
            buf31 = reinterpret_tensor(buf30, (1, 197, 1536), (302592, 1536, 1), 0); del buf30  # reuse
            # Topologically Sorted Source Nodes: [x_12, x_13], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:19
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf31, 302592, stream=stream0)
            buf32 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_15], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:20
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg15_1, buf32, 589824, stream=stream0)
            del arg15_1
            buf33 = buf2; del buf2  # reuse
            # Topologically Sorted Source Nodes: [x_15], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:21
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg16_1, buf33, 384, stream=stream0)
            del arg16_1
            buf34 = reinterpret_tensor(buf27, (197, 384), (384, 1), 0); del buf27  # reuse
            # Topologically Sorted Source Nodes: [x_15, x_12, x_13], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:22
            extern_kernels.addmm(buf33, reinterpret_tensor(buf31, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf32, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf34)
            del buf31
            del buf32
            buf38 = reinterpret_tensor(buf22, (1, 197, 384), (75648, 384, 1), 0); del buf22  # reuse
            # Topologically Sorted Source Nodes: [x_15, x_17, x_18, linear_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:23
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf23, buf34, arg17_1, arg18_1, buf38, 197, 384, stream=stream0)
            del arg17_1
            del arg18_1
            buf39 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_4], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:24
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg19_1, buf39, 442368, stream=stream0)
            del arg19_1
            buf40 = buf13; del buf13  # reuse
            # Topologically Sorted Source Nodes: [linear_4], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:25
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg20_1, buf40, 1152, stream=stream0)
            del arg20_1
            buf41 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_15, x_17, x_18, linear_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:26
            extern_kernels.addmm(buf40, reinterpret_tensor(buf38, (197, 384), (384, 1), 0), reinterpret_tensor(buf39, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf41)
            del buf39
            del buf40
            # Topologically Sorted Source Nodes: [linear_4, reshape_2, qkv_1, unbind_1, x_19], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:27
            buf42 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf41, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf41, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf41, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf41
            buf43 = buf42[0]
            assert_size_stride(buf43, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf43, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf42
            buf47 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_21], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:28
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg21_1, buf47, 147456, stream=stream0)
            del arg21_1
            buf48 = buf33; del buf33  # reuse
            # Topologically Sorted Source Nodes: [x_21], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:29
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg22_1, buf48, 384, stream=stream0)
            del arg22_1
            buf49 = reinterpret_tensor(buf38, (197, 384), (384, 1), 0); del buf38  # reuse
            # Topologically Sorted Source Nodes: [x_21, transpose_2, x_20], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:30
            extern_kernels.addmm(buf48, reinterpret_tensor(buf43, (197, 384), (384, 1), 0), reinterpret_tensor(buf47, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf49)
            del buf47
            del buf48
            buf53 = reinterpret_tensor(buf43, (1, 197, 384), (75648, 384, 1), 0); del buf43  # reuse
            # Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_24, x_25], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:31
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf23, buf34, buf49, arg23_1, arg24_1, buf53, 197, 384, stream=stream0)
            del arg23_1
            del arg24_1
            buf54 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_25], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:32
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg25_1, buf54, 589824, stream=stream0)
            del arg25_1
            buf55 = buf29; del buf29  # reuse
            # Topologically Sorted Source Nodes: [x_25], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:33
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg26_1, buf55, 1536, stream=stream0)
            del arg26_1
            buf56 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_24, x_25], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:34
            extern_kernels.addmm(buf55, reinterpret_tensor(buf53, (197, 384), (384, 1), 0), reinterpret_tensor(buf54, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf56)
            del buf54
            del buf55
            buf57 = reinterpret_tensor(buf56, (1, 197, 1536), (302592, 1536, 1), 0); del buf56  # reuse
            # Topologically Sorted Source Nodes: [x_25, x_26], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:35
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf57, 302592, stream=stream0)
            buf58 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_28], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:36
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg27_1, buf58, 589824, stream=stream0)
            del arg27_1
            buf59 = empty_strided_cuda((384, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_28], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:37
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg28_1, buf59, 384, stream=stream0)
            del arg28_1
            buf60 = reinterpret_tensor(buf53, (197, 384), (384, 1), 0); del buf53  # reuse
            # Topologically Sorted Source Nodes: [x_28, x_25, x_26], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:38
            extern_kernels.addmm(buf59, reinterpret_tensor(buf57, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf58, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf60)
            del buf57
            del buf58
            buf64 = empty_strided_cuda((1, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_28, x_30, x_31, linear_8], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:39
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf23, buf34, buf49, buf60, arg29_1, arg30_1, buf64, 197, 384, stream=stream0)
            del arg29_1
            del arg30_1
            buf65 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:40
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg31_1, buf65, 442368, stream=stream0)
            del arg31_1
            buf66 = empty_strided_cuda((1152, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:41
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg32_1, buf66, 1152, stream=stream0)
            del arg32_1
            buf67 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_28, x_30, x_31, linear_8], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:42
            extern_kernels.addmm(buf66, reinterpret_tensor(buf64, (197, 384), (384, 1), 0), reinterpret_tensor(buf65, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf67)
            del buf65
            # Topologically Sorted Source Nodes: [linear_8, reshape_4, qkv_2, unbind_2, x_32], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:43
            buf68 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf67, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf67, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf67, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf67
            buf69 = buf68[0]
            assert_size_stride(buf69, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf69, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf68
            buf73 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_34], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:44
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg33_1, buf73, 147456, stream=stream0)
            del arg33_1
            buf74 = buf59; del buf59  # reuse
            # Topologically Sorted Source Nodes: [x_34], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:45
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg34_1, buf74, 384, stream=stream0)
            del arg34_1
            buf75 = reinterpret_tensor(buf64, (197, 384), (384, 1), 0); del buf64  # reuse
            # Topologically Sorted Source Nodes: [x_34, transpose_3, x_33], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:46
            extern_kernels.addmm(buf74, reinterpret_tensor(buf69, (197, 384), (384, 1), 0), reinterpret_tensor(buf73, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf75)
            del buf73
            buf76 = buf23; del buf23  # reuse
            buf80 = reinterpret_tensor(buf69, (1, 197, 384), (75648, 384, 1), 0); del buf69  # reuse
            # Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_28, x_30, x_34, x_36, x_37, x_38], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_17:47
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_17.run(buf76, buf34, buf49, buf60, buf75, arg35_1, arg36_1, buf80, 197, 384, stream=stream0)
            del arg35_1
            del arg36_1
            del buf34
            del buf49
            del buf60
            buf81 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_38], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:48
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg37_1, buf81, 589824, stream=stream0)
            del arg37_1
            buf82 = empty_strided_cuda((1536, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_38], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:49
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg38_1, buf82, 1536, stream=stream0)
            del arg38_1
            buf83 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_37, x_38], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:50
            extern_kernels.addmm(buf82, reinterpret_tensor(buf80, (197, 384), (384, 1), 0), reinterpret_tensor(buf81, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf83)
            del buf81
            buf84 = reinterpret_tensor(buf83, (1, 197, 1536), (302592, 1536, 1), 0); del buf83  # reuse
            # Topologically Sorted Source Nodes: [x_38, x_39], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:51
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf84, 302592, stream=stream0)
            buf85 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_41], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:52
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg39_1, buf85, 589824, stream=stream0)
            del arg39_1
            buf86 = buf74; del buf74  # reuse
            # Topologically Sorted Source Nodes: [x_41], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:53
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg40_1, buf86, 384, stream=stream0)
            del arg40_1
            buf87 = reinterpret_tensor(buf80, (197, 384), (384, 1), 0); del buf80  # reuse
            # Topologically Sorted Source Nodes: [x_41, x_38, x_39], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:54
            extern_kernels.addmm(buf86, reinterpret_tensor(buf84, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf85, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf87)
            del buf84
            del buf85
            buf91 = reinterpret_tensor(buf75, (1, 197, 384), (75648, 384, 1), 0); del buf75  # reuse
            # Topologically Sorted Source Nodes: [x_41, x_43, x_44, linear_12], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:55
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf76, buf87, arg41_1, arg42_1, buf91, 197, 384, stream=stream0)
            del arg41_1
            del arg42_1
            buf92 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:56
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg43_1, buf92, 442368, stream=stream0)
            del arg43_1
            buf93 = buf66; del buf66  # reuse
            # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:57
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg44_1, buf93, 1152, stream=stream0)
            del arg44_1
            buf94 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_41, x_43, x_44, linear_12], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:58
            extern_kernels.addmm(buf93, reinterpret_tensor(buf91, (197, 384), (384, 1), 0), reinterpret_tensor(buf92, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf94)
            del buf92
            del buf93
            # Topologically Sorted Source Nodes: [linear_12, reshape_6, qkv_3, unbind_3, x_45], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:59
            buf95 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf94, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf94, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf94, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf94
            buf96 = buf95[0]
            assert_size_stride(buf96, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf96, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf95
            buf100 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_47], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:60
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg45_1, buf100, 147456, stream=stream0)
            del arg45_1
            buf101 = buf86; del buf86  # reuse
            # Topologically Sorted Source Nodes: [x_47], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:61
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg46_1, buf101, 384, stream=stream0)
            del arg46_1
            buf102 = reinterpret_tensor(buf91, (197, 384), (384, 1), 0); del buf91  # reuse
            # Topologically Sorted Source Nodes: [x_47, transpose_4, x_46], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:62
            extern_kernels.addmm(buf101, reinterpret_tensor(buf96, (197, 384), (384, 1), 0), reinterpret_tensor(buf100, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf102)
            del buf100
            del buf101
            buf106 = reinterpret_tensor(buf96, (1, 197, 384), (75648, 384, 1), 0); del buf96  # reuse
            # Topologically Sorted Source Nodes: [x_41, x_43, x_47, x_49, x_50, x_51], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:63
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf76, buf87, buf102, arg47_1, arg48_1, buf106, 197, 384, stream=stream0)
            del arg47_1
            del arg48_1
            buf107 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_51], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:64
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg49_1, buf107, 589824, stream=stream0)
            del arg49_1
            buf108 = buf82; del buf82  # reuse
            # Topologically Sorted Source Nodes: [x_51], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:65
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg50_1, buf108, 1536, stream=stream0)
            del arg50_1
            buf109 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_41, x_43, x_47, x_49, x_50, x_51], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:66
            extern_kernels.addmm(buf108, reinterpret_tensor(buf106, (197, 384), (384, 1), 0), reinterpret_tensor(buf107, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf109)
            del buf107
            del buf108
            buf110 = reinterpret_tensor(buf109, (1, 197, 1536), (302592, 1536, 1), 0); del buf109  # reuse
            # Topologically Sorted Source Nodes: [x_51, x_52], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:67
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf110, 302592, stream=stream0)
            buf111 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_54], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:68
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg51_1, buf111, 589824, stream=stream0)
            del arg51_1
            buf112 = empty_strided_cuda((384, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_54], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:69
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg52_1, buf112, 384, stream=stream0)
            del arg52_1
            buf113 = reinterpret_tensor(buf106, (197, 384), (384, 1), 0); del buf106  # reuse
            # Topologically Sorted Source Nodes: [x_54, x_51, x_52], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:70
            extern_kernels.addmm(buf112, reinterpret_tensor(buf110, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf111, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf113)
            del buf110
            del buf111
            buf117 = empty_strided_cuda((1, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_41, x_43, x_47, x_49, x_54, x_56, x_57, linear_16], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:71
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf76, buf87, buf102, buf113, arg53_1, arg54_1, buf117, 197, 384, stream=stream0)
            del arg53_1
            del arg54_1
            buf118 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_16], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:72
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg55_1, buf118, 442368, stream=stream0)
            del arg55_1
            buf119 = empty_strided_cuda((1152, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_16], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:73
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg56_1, buf119, 1152, stream=stream0)
            del arg56_1
            buf120 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_41, x_43, x_47, x_49, x_54, x_56, x_57, linear_16], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:74
            extern_kernels.addmm(buf119, reinterpret_tensor(buf117, (197, 384), (384, 1), 0), reinterpret_tensor(buf118, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf120)
            del buf118
            # Topologically Sorted Source Nodes: [linear_16, reshape_8, qkv_4, unbind_4, x_58], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:75
            buf121 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf120, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf120, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf120, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf120
            buf122 = buf121[0]
            assert_size_stride(buf122, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf122, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf121
            buf126 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_60], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:76
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg57_1, buf126, 147456, stream=stream0)
            del arg57_1
            buf127 = buf112; del buf112  # reuse
            # Topologically Sorted Source Nodes: [x_60], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg58_1, buf127, 384, stream=stream0)
            del arg58_1
            buf128 = reinterpret_tensor(buf117, (197, 384), (384, 1), 0); del buf117  # reuse
            # Topologically Sorted Source Nodes: [x_60, transpose_5, x_59], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:78
            extern_kernels.addmm(buf127, reinterpret_tensor(buf122, (197, 384), (384, 1), 0), reinterpret_tensor(buf126, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf128)
            del buf126
            buf129 = buf76; del buf76  # reuse
            buf133 = reinterpret_tensor(buf122, (1, 197, 384), (75648, 384, 1), 0); del buf122  # reuse
            # Topologically Sorted Source Nodes: [x_41, x_43, x_47, x_49, x_54, x_56, x_60, x_62, x_63, x_64], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_17:79
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_17.run(buf129, buf87, buf102, buf113, buf128, arg59_1, arg60_1, buf133, 197, 384, stream=stream0)
            del arg59_1
            del arg60_1
            del buf102
            del buf113
            del buf128
            buf134 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_64], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:80
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg61_1, buf134, 589824, stream=stream0)
            del arg61_1
            buf135 = empty_strided_cuda((1536, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_64], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:81
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg62_1, buf135, 1536, stream=stream0)
            del arg62_1
            buf136 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_63, x_64], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:82
            extern_kernels.addmm(buf135, reinterpret_tensor(buf133, (197, 384), (384, 1), 0), reinterpret_tensor(buf134, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf136)
            del buf134
            buf137 = reinterpret_tensor(buf136, (1, 197, 1536), (302592, 1536, 1), 0); del buf136  # reuse
            # Topologically Sorted Source Nodes: [x_64, x_65], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:83
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf137, 302592, stream=stream0)
            buf138 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_67], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:84
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg63_1, buf138, 589824, stream=stream0)
            del arg63_1
            buf139 = buf127; del buf127  # reuse
            # Topologically Sorted Source Nodes: [x_67], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:85
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg64_1, buf139, 384, stream=stream0)
            del arg64_1
            buf140 = reinterpret_tensor(buf133, (197, 384), (384, 1), 0); del buf133  # reuse
            # Topologically Sorted Source Nodes: [x_67, x_64, x_65], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:86
            extern_kernels.addmm(buf139, reinterpret_tensor(buf137, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf138, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf140)
            del buf137
            del buf138
            buf144 = reinterpret_tensor(buf87, (1, 197, 384), (75648, 384, 1), 0); del buf87  # reuse
            # Topologically Sorted Source Nodes: [x_67, x_69, x_70, linear_20], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:87
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf129, buf140, arg65_1, arg66_1, buf144, 197, 384, stream=stream0)
            del arg65_1
            del arg66_1
            buf145 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_20], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:88
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg67_1, buf145, 442368, stream=stream0)
            del arg67_1
            buf146 = buf119; del buf119  # reuse
            # Topologically Sorted Source Nodes: [linear_20], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:89
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg68_1, buf146, 1152, stream=stream0)
            del arg68_1
            buf147 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_67, x_69, x_70, linear_20], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:90
            extern_kernels.addmm(buf146, reinterpret_tensor(buf144, (197, 384), (384, 1), 0), reinterpret_tensor(buf145, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf147)
            del buf145
            del buf146
            # Topologically Sorted Source Nodes: [linear_20, reshape_10, qkv_5, unbind_5, x_71], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:91
            buf148 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf147, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf147, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf147, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf147
            buf149 = buf148[0]
            assert_size_stride(buf149, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf149, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf148
            buf153 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_73], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:92
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg69_1, buf153, 147456, stream=stream0)
            del arg69_1
            buf154 = buf139; del buf139  # reuse
            # Topologically Sorted Source Nodes: [x_73], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:93
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg70_1, buf154, 384, stream=stream0)
            del arg70_1
            buf155 = reinterpret_tensor(buf144, (197, 384), (384, 1), 0); del buf144  # reuse
            # Topologically Sorted Source Nodes: [x_73, transpose_6, x_72], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:94
            extern_kernels.addmm(buf154, reinterpret_tensor(buf149, (197, 384), (384, 1), 0), reinterpret_tensor(buf153, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf155)
            del buf153
            del buf154
            buf159 = reinterpret_tensor(buf149, (1, 197, 384), (75648, 384, 1), 0); del buf149  # reuse
            # Topologically Sorted Source Nodes: [x_67, x_69, x_73, x_75, x_76, x_77], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:95
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf129, buf140, buf155, arg71_1, arg72_1, buf159, 197, 384, stream=stream0)
            del arg71_1
            del arg72_1
            buf160 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_77], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:96
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg73_1, buf160, 589824, stream=stream0)
            del arg73_1
            buf161 = buf135; del buf135  # reuse
            # Topologically Sorted Source Nodes: [x_77], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:97
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg74_1, buf161, 1536, stream=stream0)
            del arg74_1
            buf162 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_67, x_69, x_73, x_75, x_76, x_77], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:98
            extern_kernels.addmm(buf161, reinterpret_tensor(buf159, (197, 384), (384, 1), 0), reinterpret_tensor(buf160, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf162)
            del buf160
            del buf161
            buf163 = reinterpret_tensor(buf162, (1, 197, 1536), (302592, 1536, 1), 0); del buf162  # reuse
            # Topologically Sorted Source Nodes: [x_77, x_78], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:99
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf163, 302592, stream=stream0)
            buf164 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_80], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:100
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg75_1, buf164, 589824, stream=stream0)
            del arg75_1
            buf165 = empty_strided_cuda((384, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_80], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:101
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg76_1, buf165, 384, stream=stream0)
            del arg76_1
            buf166 = reinterpret_tensor(buf159, (197, 384), (384, 1), 0); del buf159  # reuse
            # Topologically Sorted Source Nodes: [x_80, x_77, x_78], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:102
            extern_kernels.addmm(buf165, reinterpret_tensor(buf163, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf164, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf166)
            del buf163
            del buf164
            buf170 = empty_strided_cuda((1, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_67, x_69, x_73, x_75, x_80, x_82, x_83, linear_24], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:103
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf129, buf140, buf155, buf166, arg77_1, arg78_1, buf170, 197, 384, stream=stream0)
            del arg77_1
            del arg78_1
            buf171 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_24], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:104
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg79_1, buf171, 442368, stream=stream0)
            del arg79_1
            buf172 = empty_strided_cuda((1152, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_24], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:105
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg80_1, buf172, 1152, stream=stream0)
            del arg80_1
            buf173 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_67, x_69, x_73, x_75, x_80, x_82, x_83, linear_24], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:106
            extern_kernels.addmm(buf172, reinterpret_tensor(buf170, (197, 384), (384, 1), 0), reinterpret_tensor(buf171, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf173)
            del buf171
            # Topologically Sorted Source Nodes: [linear_24, reshape_12, qkv_6, unbind_6, x_84], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:107
            buf174 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf173, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf173, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf173, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf173
            buf175 = buf174[0]
            assert_size_stride(buf175, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf175, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf174
            buf179 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_86], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:108
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg81_1, buf179, 147456, stream=stream0)
            del arg81_1
            buf180 = buf165; del buf165  # reuse
            # Topologically Sorted Source Nodes: [x_86], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:109
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg82_1, buf180, 384, stream=stream0)
            del arg82_1
            buf181 = reinterpret_tensor(buf170, (197, 384), (384, 1), 0); del buf170  # reuse
            # Topologically Sorted Source Nodes: [x_86, transpose_7, x_85], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:110
            extern_kernels.addmm(buf180, reinterpret_tensor(buf175, (197, 384), (384, 1), 0), reinterpret_tensor(buf179, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf181)
            del buf179
            buf182 = buf129; del buf129  # reuse
            buf186 = reinterpret_tensor(buf175, (1, 197, 384), (75648, 384, 1), 0); del buf175  # reuse
            # Topologically Sorted Source Nodes: [x_67, x_69, x_73, x_75, x_80, x_82, x_86, x_88, x_89, x_90], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_17:111
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_17.run(buf182, buf140, buf155, buf166, buf181, arg83_1, arg84_1, buf186, 197, 384, stream=stream0)
            del arg83_1
            del arg84_1
            del buf140
            del buf155
            del buf166
            buf187 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_90], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:112
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg85_1, buf187, 589824, stream=stream0)
            del arg85_1
            buf188 = empty_strided_cuda((1536, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_90], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:113
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg86_1, buf188, 1536, stream=stream0)
            del arg86_1
            buf189 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_89, x_90], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:114
            extern_kernels.addmm(buf188, reinterpret_tensor(buf186, (197, 384), (384, 1), 0), reinterpret_tensor(buf187, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf189)
            del buf187
            buf190 = reinterpret_tensor(buf189, (1, 197, 1536), (302592, 1536, 1), 0); del buf189  # reuse
            # Topologically Sorted Source Nodes: [x_90, x_91], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:115
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf190, 302592, stream=stream0)
            buf191 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_93], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:116
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg87_1, buf191, 589824, stream=stream0)
            del arg87_1
            buf192 = buf180; del buf180  # reuse
            # Topologically Sorted Source Nodes: [x_93], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:117
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg88_1, buf192, 384, stream=stream0)
            del arg88_1
            buf193 = reinterpret_tensor(buf186, (197, 384), (384, 1), 0); del buf186  # reuse
            # Topologically Sorted Source Nodes: [x_93, x_90, x_91], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:118
            extern_kernels.addmm(buf192, reinterpret_tensor(buf190, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf191, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf193)
            del buf190
            del buf191
            buf197 = reinterpret_tensor(buf181, (1, 197, 384), (75648, 384, 1), 0); del buf181  # reuse
            # Topologically Sorted Source Nodes: [x_93, x_95, x_96, linear_28], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:119
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf182, buf193, arg89_1, arg90_1, buf197, 197, 384, stream=stream0)
            del arg89_1
            del arg90_1
            buf198 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_28], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:120
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg91_1, buf198, 442368, stream=stream0)
            del arg91_1
            buf199 = buf172; del buf172  # reuse
            # Topologically Sorted Source Nodes: [linear_28], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:121
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg92_1, buf199, 1152, stream=stream0)
            del arg92_1
            buf200 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_93, x_95, x_96, linear_28], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:122
            extern_kernels.addmm(buf199, reinterpret_tensor(buf197, (197, 384), (384, 1), 0), reinterpret_tensor(buf198, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf200)
            del buf198
            del buf199
            # Topologically Sorted Source Nodes: [linear_28, reshape_14, qkv_7, unbind_7, x_97], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:123
            buf201 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf200, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf200, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf200, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf200
            buf202 = buf201[0]
            assert_size_stride(buf202, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf202, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf201
            buf206 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_99], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:124
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg93_1, buf206, 147456, stream=stream0)
            del arg93_1
            buf207 = buf192; del buf192  # reuse
            # Topologically Sorted Source Nodes: [x_99], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:125
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg94_1, buf207, 384, stream=stream0)
            del arg94_1
            buf208 = reinterpret_tensor(buf197, (197, 384), (384, 1), 0); del buf197  # reuse
            # Topologically Sorted Source Nodes: [x_99, transpose_8, x_98], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:126
            extern_kernels.addmm(buf207, reinterpret_tensor(buf202, (197, 384), (384, 1), 0), reinterpret_tensor(buf206, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf208)
            del buf206
            del buf207
            buf212 = reinterpret_tensor(buf202, (1, 197, 384), (75648, 384, 1), 0); del buf202  # reuse
            # Topologically Sorted Source Nodes: [x_93, x_95, x_99, x_101, x_102, x_103], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:127
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf182, buf193, buf208, arg95_1, arg96_1, buf212, 197, 384, stream=stream0)
            del arg95_1
            del arg96_1
            buf213 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_103], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:128
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg97_1, buf213, 589824, stream=stream0)
            del arg97_1
            buf214 = buf188; del buf188  # reuse
            # Topologically Sorted Source Nodes: [x_103], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:129
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg98_1, buf214, 1536, stream=stream0)
            del arg98_1
            buf215 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_93, x_95, x_99, x_101, x_102, x_103], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:130
            extern_kernels.addmm(buf214, reinterpret_tensor(buf212, (197, 384), (384, 1), 0), reinterpret_tensor(buf213, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf215)
            del buf213
            del buf214
            buf216 = reinterpret_tensor(buf215, (1, 197, 1536), (302592, 1536, 1), 0); del buf215  # reuse
            # Topologically Sorted Source Nodes: [x_103, x_104], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:131
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf216, 302592, stream=stream0)
            buf217 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_106], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:132
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg99_1, buf217, 589824, stream=stream0)
            del arg99_1
            buf218 = empty_strided_cuda((384, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_106], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:133
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg100_1, buf218, 384, stream=stream0)
            del arg100_1
            buf219 = reinterpret_tensor(buf212, (197, 384), (384, 1), 0); del buf212  # reuse
            # Topologically Sorted Source Nodes: [x_106, x_103, x_104], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:134
            extern_kernels.addmm(buf218, reinterpret_tensor(buf216, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf217, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf219)
            del buf216
            del buf217
            buf223 = empty_strided_cuda((1, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_93, x_95, x_99, x_101, x_106, x_108, x_109, linear_32], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:135
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf182, buf193, buf208, buf219, arg101_1, arg102_1, buf223, 197, 384, stream=stream0)
            del arg101_1
            del arg102_1
            buf224 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_32], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:136
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg103_1, buf224, 442368, stream=stream0)
            del arg103_1
            buf225 = empty_strided_cuda((1152, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_32], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:137
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg104_1, buf225, 1152, stream=stream0)
            del arg104_1
            buf226 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_93, x_95, x_99, x_101, x_106, x_108, x_109, linear_32], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:138
            extern_kernels.addmm(buf225, reinterpret_tensor(buf223, (197, 384), (384, 1), 0), reinterpret_tensor(buf224, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf226)
            del buf224
            # Topologically Sorted Source Nodes: [linear_32, reshape_16, qkv_8, unbind_8, x_110], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:139
            buf227 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf226, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf226, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf226, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf226
            buf228 = buf227[0]
            assert_size_stride(buf228, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf228, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf227
            buf232 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_112], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:140
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg105_1, buf232, 147456, stream=stream0)
            del arg105_1
            buf233 = buf218; del buf218  # reuse
            # Topologically Sorted Source Nodes: [x_112], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:141
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg106_1, buf233, 384, stream=stream0)
            del arg106_1
            buf234 = reinterpret_tensor(buf223, (197, 384), (384, 1), 0); del buf223  # reuse
            # Topologically Sorted Source Nodes: [x_112, transpose_9, x_111], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:142
            extern_kernels.addmm(buf233, reinterpret_tensor(buf228, (197, 384), (384, 1), 0), reinterpret_tensor(buf232, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf234)
            del buf232
            buf235 = buf182; del buf182  # reuse
            buf239 = reinterpret_tensor(buf228, (1, 197, 384), (75648, 384, 1), 0); del buf228  # reuse
            # Topologically Sorted Source Nodes: [x_93, x_95, x_99, x_101, x_106, x_108, x_112, x_114, x_115, x_116], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_17:143
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_17.run(buf235, buf193, buf208, buf219, buf234, arg107_1, arg108_1, buf239, 197, 384, stream=stream0)
            del arg107_1
            del arg108_1
            del buf193
            del buf208
            del buf219
            buf240 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_116], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:144
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg109_1, buf240, 589824, stream=stream0)
            del arg109_1
            buf241 = empty_strided_cuda((1536, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_116], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:145
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg110_1, buf241, 1536, stream=stream0)
            del arg110_1
            buf242 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_115, x_116], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:146
            extern_kernels.addmm(buf241, reinterpret_tensor(buf239, (197, 384), (384, 1), 0), reinterpret_tensor(buf240, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf242)
            del buf240
            buf243 = reinterpret_tensor(buf242, (1, 197, 1536), (302592, 1536, 1), 0); del buf242  # reuse
            # Topologically Sorted Source Nodes: [x_116, x_117], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:147
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf243, 302592, stream=stream0)
            buf244 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_119], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:148
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg111_1, buf244, 589824, stream=stream0)
            del arg111_1
            buf245 = buf233; del buf233  # reuse
            # Topologically Sorted Source Nodes: [x_119], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:149
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg112_1, buf245, 384, stream=stream0)
            del arg112_1
            buf246 = reinterpret_tensor(buf239, (197, 384), (384, 1), 0); del buf239  # reuse
            # Topologically Sorted Source Nodes: [x_119, x_116, x_117], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:150
            extern_kernels.addmm(buf245, reinterpret_tensor(buf243, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf244, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf246)
            del buf243
            del buf244
            buf250 = reinterpret_tensor(buf234, (1, 197, 384), (75648, 384, 1), 0); del buf234  # reuse
            # Topologically Sorted Source Nodes: [x_119, x_121, x_122, linear_36], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:151
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf235, buf246, arg113_1, arg114_1, buf250, 197, 384, stream=stream0)
            del arg113_1
            del arg114_1
            buf251 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_36], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:152
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg115_1, buf251, 442368, stream=stream0)
            del arg115_1
            buf252 = buf225; del buf225  # reuse
            # Topologically Sorted Source Nodes: [linear_36], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:153
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg116_1, buf252, 1152, stream=stream0)
            del arg116_1
            buf253 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_119, x_121, x_122, linear_36], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:154
            extern_kernels.addmm(buf252, reinterpret_tensor(buf250, (197, 384), (384, 1), 0), reinterpret_tensor(buf251, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf253)
            del buf251
            del buf252
            # Topologically Sorted Source Nodes: [linear_36, reshape_18, qkv_9, unbind_9, x_123], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:155
            buf254 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf253, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf253, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf253, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf253
            buf255 = buf254[0]
            assert_size_stride(buf255, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf255, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf254
            buf259 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_125], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:156
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg117_1, buf259, 147456, stream=stream0)
            del arg117_1
            buf260 = buf245; del buf245  # reuse
            # Topologically Sorted Source Nodes: [x_125], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:157
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg118_1, buf260, 384, stream=stream0)
            del arg118_1
            buf261 = reinterpret_tensor(buf250, (197, 384), (384, 1), 0); del buf250  # reuse
            # Topologically Sorted Source Nodes: [x_125, transpose_10, x_124], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:158
            extern_kernels.addmm(buf260, reinterpret_tensor(buf255, (197, 384), (384, 1), 0), reinterpret_tensor(buf259, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf261)
            del buf259
            del buf260
            buf265 = reinterpret_tensor(buf255, (1, 197, 384), (75648, 384, 1), 0); del buf255  # reuse
            # Topologically Sorted Source Nodes: [x_119, x_121, x_125, x_127, x_128, x_129], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:159
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf235, buf246, buf261, arg119_1, arg120_1, buf265, 197, 384, stream=stream0)
            del arg119_1
            del arg120_1
            buf266 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_129], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:160
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg121_1, buf266, 589824, stream=stream0)
            del arg121_1
            buf267 = buf241; del buf241  # reuse
            # Topologically Sorted Source Nodes: [x_129], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:161
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg122_1, buf267, 1536, stream=stream0)
            del arg122_1
            buf268 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_119, x_121, x_125, x_127, x_128, x_129], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:162
            extern_kernels.addmm(buf267, reinterpret_tensor(buf265, (197, 384), (384, 1), 0), reinterpret_tensor(buf266, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf268)
            del buf266
            del buf267
            buf269 = reinterpret_tensor(buf268, (1, 197, 1536), (302592, 1536, 1), 0); del buf268  # reuse
            # Topologically Sorted Source Nodes: [x_129, x_130], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:163
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf269, 302592, stream=stream0)
            buf270 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_132], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:164
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg123_1, buf270, 589824, stream=stream0)
            del arg123_1
            buf271 = empty_strided_cuda((384, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_132], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:165
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg124_1, buf271, 384, stream=stream0)
            del arg124_1
            buf272 = reinterpret_tensor(buf265, (197, 384), (384, 1), 0); del buf265  # reuse
            # Topologically Sorted Source Nodes: [x_132, x_129, x_130], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:166
            extern_kernels.addmm(buf271, reinterpret_tensor(buf269, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf270, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf272)
            del buf269
            del buf270
            buf276 = empty_strided_cuda((1, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_119, x_121, x_125, x_127, x_132, x_134, x_135, linear_40], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:167
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf235, buf246, buf261, buf272, arg125_1, arg126_1, buf276, 197, 384, stream=stream0)
            del arg125_1
            del arg126_1
            buf277 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_40], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:168
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg127_1, buf277, 442368, stream=stream0)
            del arg127_1
            buf278 = empty_strided_cuda((1152, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_40], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:169
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg128_1, buf278, 1152, stream=stream0)
            del arg128_1
            buf279 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_119, x_121, x_125, x_127, x_132, x_134, x_135, linear_40], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:170
            extern_kernels.addmm(buf278, reinterpret_tensor(buf276, (197, 384), (384, 1), 0), reinterpret_tensor(buf277, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf279)
            del buf277
            # Topologically Sorted Source Nodes: [linear_40, reshape_20, qkv_10, unbind_10, x_136], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:171
            buf280 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf279, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf279, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf279, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf279
            buf281 = buf280[0]
            assert_size_stride(buf281, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf281, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf280
            buf285 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_138], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:172
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg129_1, buf285, 147456, stream=stream0)
            del arg129_1
            buf286 = buf271; del buf271  # reuse
            # Topologically Sorted Source Nodes: [x_138], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:173
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg130_1, buf286, 384, stream=stream0)
            del arg130_1
            buf287 = reinterpret_tensor(buf276, (197, 384), (384, 1), 0); del buf276  # reuse
            # Topologically Sorted Source Nodes: [x_138, transpose_11, x_137], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:174
            extern_kernels.addmm(buf286, reinterpret_tensor(buf281, (197, 384), (384, 1), 0), reinterpret_tensor(buf285, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf287)
            del buf285
            buf288 = buf235; del buf235  # reuse
            buf292 = reinterpret_tensor(buf281, (1, 197, 384), (75648, 384, 1), 0); del buf281  # reuse
            # Topologically Sorted Source Nodes: [x_119, x_121, x_125, x_127, x_132, x_134, x_138, x_140, x_141, x_142], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_17:175
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_17.run(buf288, buf246, buf261, buf272, buf287, arg131_1, arg132_1, buf292, 197, 384, stream=stream0)
            del arg131_1
            del arg132_1
            del buf246
            del buf261
            del buf272
            buf293 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_142], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:176
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg133_1, buf293, 589824, stream=stream0)
            del arg133_1
            buf294 = empty_strided_cuda((1536, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_142], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:177
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg134_1, buf294, 1536, stream=stream0)
            del arg134_1
            buf295 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_141, x_142], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:178
            extern_kernels.addmm(buf294, reinterpret_tensor(buf292, (197, 384), (384, 1), 0), reinterpret_tensor(buf293, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf295)
            del buf293
            buf296 = reinterpret_tensor(buf295, (1, 197, 1536), (302592, 1536, 1), 0); del buf295  # reuse
            # Topologically Sorted Source Nodes: [x_142, x_143], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:179
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf296, 302592, stream=stream0)
            buf297 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_145], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:180
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg135_1, buf297, 589824, stream=stream0)
            del arg135_1
            buf298 = buf286; del buf286  # reuse
            # Topologically Sorted Source Nodes: [x_145], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:181
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg136_1, buf298, 384, stream=stream0)
            del arg136_1
            buf299 = reinterpret_tensor(buf292, (197, 384), (384, 1), 0); del buf292  # reuse
            # Topologically Sorted Source Nodes: [x_145, x_142, x_143], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:182
            extern_kernels.addmm(buf298, reinterpret_tensor(buf296, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf297, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf299)
            del buf296
            del buf297
            buf303 = reinterpret_tensor(buf287, (1, 197, 384), (75648, 384, 1), 0); del buf287  # reuse
            # Topologically Sorted Source Nodes: [x_145, x_147, x_148, linear_44], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:183
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf288, buf299, arg137_1, arg138_1, buf303, 197, 384, stream=stream0)
            del arg137_1
            del arg138_1
            buf304 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_44], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:184
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg139_1, buf304, 442368, stream=stream0)
            del arg139_1
            buf305 = buf278; del buf278  # reuse
            # Topologically Sorted Source Nodes: [linear_44], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:185
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg140_1, buf305, 1152, stream=stream0)
            del arg140_1
            buf306 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_145, x_147, x_148, linear_44], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:186
            extern_kernels.addmm(buf305, reinterpret_tensor(buf303, (197, 384), (384, 1), 0), reinterpret_tensor(buf304, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf306)
            del buf304
            del buf305
            # Topologically Sorted Source Nodes: [linear_44, reshape_22, qkv_11, unbind_11, x_149], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:187
            buf307 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf306, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf306, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf306, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf306
            buf308 = buf307[0]
            assert_size_stride(buf308, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf308, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf307
            buf312 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_151], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:188
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg141_1, buf312, 147456, stream=stream0)
            del arg141_1
            buf313 = buf298; del buf298  # reuse
            # Topologically Sorted Source Nodes: [x_151], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:189
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg142_1, buf313, 384, stream=stream0)
            del arg142_1
            buf314 = reinterpret_tensor(buf303, (197, 384), (384, 1), 0); del buf303  # reuse
            # Topologically Sorted Source Nodes: [x_151, transpose_12, x_150], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:190
            extern_kernels.addmm(buf313, reinterpret_tensor(buf308, (197, 384), (384, 1), 0), reinterpret_tensor(buf312, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf314)
            del buf312
            del buf313
            buf318 = reinterpret_tensor(buf308, (1, 197, 384), (75648, 384, 1), 0); del buf308  # reuse
            # Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_154, x_155], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:191
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf288, buf299, buf314, arg143_1, arg144_1, buf318, 197, 384, stream=stream0)
            del arg143_1
            del arg144_1
            buf319 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_155], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:192
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(arg145_1, buf319, 589824, stream=stream0)
            del arg145_1
            buf320 = buf294; del buf294  # reuse
            # Topologically Sorted Source Nodes: [x_155], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:193
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg146_1, buf320, 1536, stream=stream0)
            del arg146_1
            buf321 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_154, x_155], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:194
            extern_kernels.addmm(buf320, reinterpret_tensor(buf318, (197, 384), (384, 1), 0), reinterpret_tensor(buf319, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf321)
            del buf319
            del buf320
            buf322 = reinterpret_tensor(buf321, (1, 197, 1536), (302592, 1536, 1), 0); del buf321  # reuse
            # Topologically Sorted Source Nodes: [x_155, x_156], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:195
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf322, 302592, stream=stream0)
            buf323 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_158], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:196
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg147_1, buf323, 589824, stream=stream0)
            del arg147_1
            buf324 = empty_strided_cuda((384, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_158], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:197
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg148_1, buf324, 384, stream=stream0)
            del arg148_1
            buf325 = reinterpret_tensor(buf318, (197, 384), (384, 1), 0); del buf318  # reuse
            # Topologically Sorted Source Nodes: [x_158, x_155, x_156], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:198
            extern_kernels.addmm(buf324, reinterpret_tensor(buf322, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf323, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf325)
            del buf322
            del buf323
            buf326 = empty_strided_cuda((1, 197, 1), (197, 1, 197), torch.float32)
            buf327 = empty_strided_cuda((1, 197, 1), (197, 1, 197), torch.float32)
            # Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_158, x_160, x_161], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_18:199
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_view_18.run(buf288, buf299, buf314, buf325, buf326, buf327, 197, 384, stream=stream0)
            buf329 = reinterpret_tensor(buf324, (1, 384), (384, 1), 0); del buf324  # reuse
            # Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_158, x_160, x_161, x_162, x_164], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.select, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_native_layer_norm_select_view_19:200
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_native_layer_norm_select_view_19.run(buf288, buf299, buf314, buf325, buf326, buf327, arg149_1, arg150_1, buf329, 384, stream=stream0)
            del arg149_1
            del arg150_1
            del buf288
            del buf299
            del buf314
            del buf325
            del buf326
            del buf327
            buf330 = empty_strided_cuda((1000, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_164], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_20:201
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_20.run(arg151_1, buf330, 384000, stream=stream0)
            del arg151_1
            buf331 = empty_strided_cuda((1000, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_164], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_21:202
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_21.run(arg152_1, buf331, 1000, stream=stream0)
            del arg152_1
            buf332 = empty_strided_cuda((1, 1000), (1000, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_158, x_160, x_161, x_164, x_162], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.select, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:203
            extern_kernels.addmm(buf331, buf329, reinterpret_tensor(buf330, (384, 1000), (1, 384), 0), alpha=1, beta=1, out=buf332)
            del buf329
            del buf330
            del buf331
        return (buf332, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 3, 224, 224), (150528, 50176, 224, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((384, 3, 16, 16), (768, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((1, 1, 384), (384, 384, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg31_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg32_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg33_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg34_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg35_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg36_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg37_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg38_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg39_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg40_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg41_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg42_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg43_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg44_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg45_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg46_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg47_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg48_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg49_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg50_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg51_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg52_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg53_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg54_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg55_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg56_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg57_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg58_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg59_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg60_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg61_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg62_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg63_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg64_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg65_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg66_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg67_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg68_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg69_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg70_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg71_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg72_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg73_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg74_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg75_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg76_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg77_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg78_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg79_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg80_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg81_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg82_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg83_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg84_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg85_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg86_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg87_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg88_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg89_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg90_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg91_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg92_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg93_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg94_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg95_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg96_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg97_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg98_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg99_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg100_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg101_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg102_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg103_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg104_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg105_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg106_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg107_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg108_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg109_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg110_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg111_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg112_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg113_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg114_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg115_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg116_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg117_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg118_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg119_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg120_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg121_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg122_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg123_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg124_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg125_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg126_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg127_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg128_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg129_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg130_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg131_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg132_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg133_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg134_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg135_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg136_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg137_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg138_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg139_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg140_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg141_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg142_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg143_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg144_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg145_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg146_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg147_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg148_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg149_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg150_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg151_1 = rand_strided((1000, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg152_1 = rand_strided((1000, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1]


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



# kernel path: /tmp/lab-cache-mh4IEy/inductor/uf/cuf5nukbgwwdswzvo3a2gksrxeolalwdkvlflydxbmagabxygig4.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
# Graph fragment:
#   %arg0_1 : Tensor "f32[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %convert_element_type_2 : Tensor "bf16[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf0
triton_poi_fused__to_copy_convolution_0 = async_compile.triton('triton_poi_fused__to_copy_convolution_0', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1204224}, 'kernel_num_gb': 0.000903168, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 150528
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((1, 3, 224, 224), (150528, 50176, 224, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 3, 224, 224), (150528, 50176, 224, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 150528,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_convolution_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000903168
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/f2/cf2v236glhamwlgayl5njkixkwtq6hu5lho3wfaryy7yrhgh53hx.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
# Graph fragment:
#   %arg1_1 : Tensor "f32[384, 3, 16, 16][768, 256, 16, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %convert_element_type_2 : Tensor "bf16[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf1
triton_poi_fused__to_copy_convolution_1 = async_compile.triton('triton_poi_fused__to_copy_convolution_1', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2359296}, 'kernel_num_gb': 0.001769472, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 294912
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((384, 3, 16, 16), (768, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((384, 3, 16, 16), (768, 256, 16, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 294912,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_convolution_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001769472
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/rv/crvke2mflr6fdb5en3am7y6w7aux6idd3wmdprquz6u7a7cdrz5k.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
# Graph fragment:
#   %arg2_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %convert_element_type_2 : Tensor "bf16[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf2
triton_poi_fused__to_copy_convolution_2 = async_compile.triton('triton_poi_fused__to_copy_convolution_2', '''
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
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3072}, 'kernel_num_gb': 2.304e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_convolution_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 2.304e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/bs/cbsvvtmeguekq7uqohiclaavzzvxwt74oikcxtibypieamru6tih.py
# Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_5], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   expand => expand
#   flatten => view
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
#   x_1 => permute
#   x_2 => cat
#   x_3 => add
#   x_5 => var_mean
# Graph fragment:
#   %arg3_1 : Tensor "f32[1, 1, 384][384, 384, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %buf3 : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0" = PlaceHolder[target=buf3]
#   %buf2 : Tensor "bf16[384][1]cuda:0" = PlaceHolder[target=buf2]
#   %arg4_1 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %expand : Tensor "f32[1, 1, 384][384, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%arg3_1, [1, -1, -1]), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view : Tensor "bf16[1, 384, 196][75264, 196, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [1, 384, 196]), kwargs = {})
#   %permute : Tensor "bf16[1, 196, 384][75264, 1, 196]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view, [0, 2, 1]), kwargs = {})
#   %cat : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%expand, %permute], 1), kwargs = {})
#   %add : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %arg4_1), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add, [2]), kwargs = {correction: 0, keepdim: True})
#   return %buf4,%buf5,%buf6
triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3 = async_compile.triton('triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14184, 'r0_': 304896}, 'kernel_num_gb': 0.000462516, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 591
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = xindex // 3
    x0 = (xindex % 3)
    x3 = xindex
    tmp19_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp19_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp19_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp16 = tl.load(in_ptr3 + (r0_2 + 128*x3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp0 = x1
        tmp1 = tl.full([1, 1], 0, tl.int64)
        tmp2 = tmp0 >= tmp1
        tmp3 = tl.full([1, 1], 1, tl.int64)
        tmp4 = tmp0 < tmp3
        tmp5 = tl.load(in_ptr0 + (r0_2 + 128*x0), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0)
        tmp6 = tmp0 >= tmp3
        tmp7 = tl.full([1, 1], 197, tl.int64)
        tmp8 = tmp0 < tmp7
        tmp9 = tl.load(in_ptr1 + (196*r0_2 + 25088*x0 + ((((-1) + x1) % 196))), r0_mask & tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp10 = tl.load(in_ptr2 + (r0_2 + 128*x0), r0_mask & tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp11 = tmp9 + tmp10
        tmp12 = tmp11.to(tl.float32)
        tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
        tmp14 = tl.where(tmp6, tmp12, tmp13)
        tmp15 = tl.where(tmp4, tmp5, tmp14)
        tmp17 = tmp15 + tmp16
        tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
        tmp19_mean_next, tmp19_m2_next, tmp19_weight_next = triton_helpers.welford_reduce(
            tmp18, tmp19_mean, tmp19_m2, tmp19_weight, roffset == 0
        )
        tmp19_mean = tl.where(r0_mask & xmask, tmp19_mean_next, tmp19_mean)
        tmp19_m2 = tl.where(r0_mask & xmask, tmp19_m2_next, tmp19_m2)
        tmp19_weight = tl.where(r0_mask & xmask, tmp19_weight_next, tmp19_weight)
    tmp20, tmp21, tmp22 = triton_helpers.welford(tmp19_mean, tmp19_m2, tmp19_weight, 1)
    tmp19 = tmp20[:, None]
    tmp23 = tmp21[:, None]
    tmp24 = tmp22[:, None]
    tl.store(out_ptr0 + (x3), tmp19, xmask)
    tl.store(out_ptr1 + (x3), tmp23, xmask)
    tl.store(out_ptr2 + (x3), tmp24, xmask)


def get_args():
    arg_0 = rand_strided((1, 1, 384), (384, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 384, 14, 14), (75264, 196, 14, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 197, 1, 3), (591, 3, 591, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 197, 1, 3), (591, 3, 591, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 197, 1, 3), (591, 3, 591, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 591, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000462516
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/mx/cmxbwy7fzmpfg5t2wcculqpcdk4migmbgkcn4jxc3j3fryer6w2l.py
# Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_5], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   expand => expand
#   flatten => view
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
#   x_1 => permute
#   x_2 => cat
#   x_3 => add
#   x_5 => var_mean
# Graph fragment:
#   %buf4 : Tensor "f32[1, 197, 1, 3][591, 3, 591, 1]cuda:0" = PlaceHolder[target=buf4]
#   %buf5 : Tensor "f32[1, 197, 1, 3][591, 3, 591, 1]cuda:0" = PlaceHolder[target=buf5]
#   %buf6 : Tensor "f32[1, 197, 1, 3][591, 3, 591, 1]cuda:0" = PlaceHolder[target=buf6]
#   %expand : Tensor "f32[1, 1, 384][384, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%arg3_1, [1, -1, -1]), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view : Tensor "bf16[1, 384, 196][75264, 196, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [1, 384, 196]), kwargs = {})
#   %permute : Tensor "bf16[1, 196, 384][75264, 1, 196]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view, [0, 2, 1]), kwargs = {})
#   %cat : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%expand, %permute], 1), kwargs = {})
#   %add : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %arg4_1), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add, [2]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_1,%buf8
triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4 = async_compile.triton('triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4', '''
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
    size_hints={'x': 256, 'r0_': 4},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3152, 'r0_': 2659}, 'kernel_num_gb': 8.668e-06, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 197
    r0_numel = 3
    R0_BLOCK: tl.constexpr = 4
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 3*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 3*x0), r0_mask & xmask, other=0.0)
    tmp2 = tl.load(in_ptr2 + (r0_1 + 3*x0), r0_mask & xmask, other=0.0)
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
    tl.store(out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr1 + (x0), tmp14, xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 1, 3), (591, 3, 591, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 197, 1, 3), (591, 3, 591, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 197, 1, 3), (591, 3, 591, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 197, 3,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 8.668e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/vn/cvnfubqsajol4wdf3o4nzoczmf323nvebmc7mha3bs7iszgm6dtj.py
# Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_5, linear], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   expand => expand
#   flatten => view
#   linear => convert_element_type_5
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
#   x_1 => permute
#   x_2 => cat
#   x_3 => add
#   x_5 => add_1, add_2, mul, mul_1, rsqrt, sub, var_mean
# Graph fragment:
#   %arg3_1 : Tensor "f32[1, 1, 384][384, 384, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %buf3 : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0" = PlaceHolder[target=buf3]
#   %buf2 : Tensor "bf16[384][1]cuda:0" = PlaceHolder[target=buf2]
#   %arg4_1 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %getitem_1 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf8 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=buf8]
#   %arg5_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %mul_1 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=mul_1]
#   %arg6_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %expand : Tensor "f32[1, 1, 384][384, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%arg3_1, [1, -1, -1]), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view : Tensor "bf16[1, 384, 196][75264, 196, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [1, 384, 196]), kwargs = {})
#   %permute : Tensor "bf16[1, 196, 384][75264, 1, 196]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view, [0, 2, 1]), kwargs = {})
#   %cat : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%expand, %permute], 1), kwargs = {})
#   %add : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %arg4_1), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add, %getitem_1), kwargs = {})
#   %add_1 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_1,), kwargs = {})
#   %mul : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg5_1), kwargs = {})
#   %add_2 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %arg6_1), kwargs = {})
#   %convert_element_type_5 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_2, torch.bfloat16), kwargs = {})
#   return %mul_1,%convert_element_type_5
triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5 = async_compile.triton('triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 610560}, 'kernel_num_gb': 0.000611368, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 75648
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 384
    x0 = (xindex % 384)
    x2 = xindex
    tmp16 = tl.load(in_ptr3 + (x2), xmask)
    tmp18 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr5 + (x1), xmask, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr7 + (x0), xmask, eviction_policy='evict_last')
    tmp0 = x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 1, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 197, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tl.load(in_ptr1 + (196*x0 + ((((-1) + x1) % 196))), tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp10 = tl.load(in_ptr2 + (x0), tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = tmp11.to(tl.float32)
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp6, tmp12, tmp13)
    tmp15 = tl.where(tmp4, tmp5, tmp14)
    tmp17 = tmp15 + tmp16
    tmp19 = tmp17 - tmp18
    tmp21 = tl.full([1], 384.0, tl.float32)
    tmp22 = (tmp20 / tmp21)
    tmp23 = tl.full([1], 1e-06, tl.float32)
    tmp24 = tmp22 + tmp23
    tmp25 = libdevice.rsqrt(tmp24)
    tmp26 = tmp19 * tmp25
    tmp28 = tmp26 * tmp27
    tmp30 = tmp28 + tmp29
    tmp31 = tmp30.to(tl.float32)
    tl.store(out_ptr1 + (x2), tmp31, xmask)


def get_args():
    arg_0 = rand_strided((1, 1, 384), (384, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 384, 14, 14), (75264, 196, 14, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 75648,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000611368
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/oq/coqtm7gm4tszi2hejkffmgq43qg7vuej726oq36qicjqhcwaf5ff.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   linear => convert_element_type_4
# Graph fragment:
#   %arg7_1 : Tensor "f32[1152, 384][384, 1]cuda:0" = PlaceHolder[target=arg7_1]
#   %convert_element_type_4 : Tensor "bf16[1152, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg7_1, torch.bfloat16), kwargs = {})
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
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3538944}, 'kernel_num_gb': 0.002654208, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 442368
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 442368,


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
    num_gb = 0.002654208
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/l3/cl3gzs3ykifraua2y75fjubrmcghljhw5b72jkal4ldd6npctp2p.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   linear => convert_element_type_3
# Graph fragment:
#   %arg8_1 : Tensor "f32[1152][1]cuda:0" = PlaceHolder[target=arg8_1]
#   %convert_element_type_3 : Tensor "bf16[1152][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg8_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_3
triton_poi_fused__to_copy_7 = async_compile.triton('triton_poi_fused__to_copy_7', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9216}, 'kernel_num_gb': 6.912e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_7(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((1152,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1152,), (1,), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 1152,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 6.912e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/qi/cqi7kjtgvay7odu65behpzhkanryf4pfbnizbjyqr2hpxoqgek6i.py
# Topologically Sorted Source Nodes: [x_8], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_8 => convert_element_type_10
# Graph fragment:
#   %arg9_1 : Tensor "f32[384, 384][384, 1]cuda:0" = PlaceHolder[target=arg9_1]
#   %convert_element_type_10 : Tensor "bf16[384, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg9_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_10
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
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1179648}, 'kernel_num_gb': 0.000884736, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_8(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 147456
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 147456,


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
    num_gb = 0.000884736
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/xt/cxtbn354wb5dnxpacak4p5l4vsyk74fqz6kc2njscrfeuyuoubf4.py
# Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_8, x_10, x_11, x_12], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   expand => expand
#   flatten => view
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
#   x_1 => permute
#   x_10 => add_3
#   x_11 => add_4, add_5, mul_2, mul_3, rsqrt_1, sub_1, var_mean_1
#   x_12 => convert_element_type_16
#   x_2 => cat
#   x_3 => add
#   x_8 => view_6
# Graph fragment:
#   %arg3_1 : Tensor "f32[1, 1, 384][384, 384, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %buf3 : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0" = PlaceHolder[target=buf3]
#   %buf2 : Tensor "bf16[384][1]cuda:0" = PlaceHolder[target=buf2]
#   %arg4_1 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %addmm_1 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %add_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_3]
#   %getitem_15 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=getitem_15]
#   %buf25 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=buf25]
#   %arg11_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %arg12_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg12_1]
#   %expand : Tensor "f32[1, 1, 384][384, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%arg3_1, [1, -1, -1]), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view : Tensor "bf16[1, 384, 196][75264, 196, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [1, 384, 196]), kwargs = {})
#   %permute : Tensor "bf16[1, 196, 384][75264, 1, 196]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view, [0, 2, 1]), kwargs = {})
#   %cat : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%expand, %permute], 1), kwargs = {})
#   %add : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %arg4_1), kwargs = {})
#   %view_6 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [1, 197, 384]), kwargs = {})
#   %add_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add, %view_6), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_3, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_1 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_3, %getitem_15), kwargs = {})
#   %add_4 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_14, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_4,), kwargs = {})
#   %mul_2 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %arg11_1), kwargs = {})
#   %add_5 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %arg12_1), kwargs = {})
#   %convert_element_type_16 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_5, torch.bfloat16), kwargs = {})
#   return %add_3,%getitem_15,%buf25,%convert_element_type_16
triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_9 = async_compile.triton('triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_9', '''
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
    size_hints={'x': 256, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*bf16', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*fp32', 'out_ptr3': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1367040}, 'kernel_num_gb': 0.00106368, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_9(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 197
    r0_numel = 384
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp22_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp22_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp22_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp16 = tl.load(in_ptr3 + (r0_1 + 384*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp18 = tl.load(in_ptr4 + (r0_1 + 384*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp0 = x0
        tmp1 = tl.full([1, 1], 0, tl.int64)
        tmp2 = tmp0 >= tmp1
        tmp3 = tl.full([1, 1], 1, tl.int64)
        tmp4 = tmp0 < tmp3
        tmp5 = tl.load(in_ptr0 + (tl.broadcast_to(r0_1, [XBLOCK, R0_BLOCK])), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0)
        tmp6 = tmp0 >= tmp3
        tmp7 = tl.full([1, 1], 197, tl.int64)
        tmp8 = tmp0 < tmp7
        tmp9 = tl.load(in_ptr1 + (196*r0_1 + ((((-1) + x0) % 196))), r0_mask & tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp10 = tl.load(in_ptr2 + (tl.broadcast_to(r0_1, [XBLOCK, R0_BLOCK])), r0_mask & tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp11 = tmp9 + tmp10
        tmp12 = tmp11.to(tl.float32)
        tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
        tmp14 = tl.where(tmp6, tmp12, tmp13)
        tmp15 = tl.where(tmp4, tmp5, tmp14)
        tmp17 = tmp15 + tmp16
        tmp19 = tmp18.to(tl.float32)
        tmp20 = tmp17 + tmp19
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
        tmp22_mean_next, tmp22_m2_next, tmp22_weight_next = triton_helpers.welford_reduce(
            tmp21, tmp22_mean, tmp22_m2, tmp22_weight, roffset == 0
        )
        tmp22_mean = tl.where(r0_mask & xmask, tmp22_mean_next, tmp22_mean)
        tmp22_m2 = tl.where(r0_mask & xmask, tmp22_m2_next, tmp22_m2)
        tmp22_weight = tl.where(r0_mask & xmask, tmp22_weight_next, tmp22_weight)
        tl.store(out_ptr0 + (r0_1 + 384*x0), tmp20, r0_mask & xmask)
    tmp23, tmp24, tmp25 = triton_helpers.welford(tmp22_mean, tmp22_m2, tmp22_weight, 1)
    tmp22 = tmp23[:, None]
    tmp26 = tmp24[:, None]
    tmp27 = tmp25[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp28 = tl.load(out_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp36 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp38 = tl.load(in_ptr6 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp29 = tmp28 - tmp22
        tmp30 = tl.full([1, 1], 384.0, tl.float32)
        tmp31 = (tmp26 / tmp30)
        tmp32 = tl.full([1, 1], 1e-06, tl.float32)
        tmp33 = tmp31 + tmp32
        tmp34 = libdevice.rsqrt(tmp33)
        tmp35 = tmp29 * tmp34
        tmp37 = tmp35 * tmp36
        tmp39 = tmp37 + tmp38
        tmp40 = tmp39.to(tl.float32)
        tl.store(out_ptr3 + (r0_1 + 384*x0), tmp40, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 1, 384), (384, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 384, 14, 14), (75264, 196, 14, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_5 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 197, 384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_9.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_9.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00106368
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/e3/ce3thybiywjgh7hh65fggcwxpopra5gkasskhp4imix7nkneapbe.py
# Topologically Sorted Source Nodes: [x_12], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_12 => convert_element_type_15
# Graph fragment:
#   %arg13_1 : Tensor "f32[1536, 384][384, 1]cuda:0" = PlaceHolder[target=arg13_1]
#   %convert_element_type_15 : Tensor "bf16[1536, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg13_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_15
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
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4718592}, 'kernel_num_gb': 0.003538944, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_10(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 589824
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 589824,


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
    num_gb = 0.003538944
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/ox/cox34glikfckpbslyyrits7emejwxshaucehf5lbtvupg2i3pt2v.py
# Topologically Sorted Source Nodes: [x_12], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_12 => convert_element_type_14
# Graph fragment:
#   %arg14_1 : Tensor "f32[1536][1]cuda:0" = PlaceHolder[target=arg14_1]
#   %convert_element_type_14 : Tensor "bf16[1536][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg14_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_14
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
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12288}, 'kernel_num_gb': 9.216e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_11(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((1536,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1536,), (1,), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 1536,


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
    num_gb = 9.216e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/da/cda6zj7cueejrv64oj4hnqps5qfixp7cjqobfhvmd4fqz7eyobgm.py
# Topologically Sorted Source Nodes: [x_12, x_13], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   x_12 => view_8
#   x_13 => add_6, convert_element_type_20, convert_element_type_21, erf, mul_4, mul_5, mul_6
# Graph fragment:
#   %addmm_2 : Tensor "bf16[197, 1536][1536, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_8 : Tensor "bf16[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [1, 197, 1536]), kwargs = {})
#   %convert_element_type_20 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_8, torch.float32), kwargs = {})
#   %mul_4 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_20, 0.5), kwargs = {})
#   %mul_5 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_20, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_5,), kwargs = {})
#   %add_6 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_6 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %add_6), kwargs = {})
#   %convert_element_type_21 : Tensor "bf16[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_6, torch.bfloat16), kwargs = {})
#   return %convert_element_type_21
triton_poi_fused_gelu_view_12 = async_compile.triton('triton_poi_fused_gelu_view_12', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1815552}, 'kernel_num_gb': 0.001210368, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_12(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 302592
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask).to(tl.float32)
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
    tl.store(in_out_ptr0 + (x0), tmp10, xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 1536), (302592, 1536, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, 302592,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_12.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_gelu_view_12.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001210368
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/wk/cwkb2v7xwykn6mtkdlrklgpymt7h7h4yc4s4letx6x6xh5n6tue4.py
# Topologically Sorted Source Nodes: [x_15], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_15 => convert_element_type_23
# Graph fragment:
#   %arg15_1 : Tensor "f32[384, 1536][1536, 1]cuda:0" = PlaceHolder[target=arg15_1]
#   %convert_element_type_23 : Tensor "bf16[384, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg15_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_23
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
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4718592}, 'kernel_num_gb': 0.003538944, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_13(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 589824
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 589824,


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
    num_gb = 0.003538944
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/um/cumcalaigpypc37xd4fs7zup2i6vof45izvmhypcjjlcsnzzxpdo.py
# Topologically Sorted Source Nodes: [x_15, x_17, x_18, linear_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   linear_4 => convert_element_type_29
#   x_15 => view_10
#   x_17 => add_7
#   x_18 => add_8, add_9, mul_7, mul_8, rsqrt_2, sub_2, var_mean_2
# Graph fragment:
#   %add_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_3]
#   %addmm_3 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %getitem_17 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=getitem_17]
#   %buf36 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=buf36]
#   %arg17_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg17_1]
#   %arg18_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg18_1]
#   %view_10 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [1, 197, 384]), kwargs = {})
#   %add_7 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %view_10), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_7, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_2 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_7, %getitem_17), kwargs = {})
#   %add_8 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_16, 1e-06), kwargs = {})
#   %rsqrt_2 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %mul_7 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_2), kwargs = {})
#   %mul_8 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %arg17_1), kwargs = {})
#   %add_9 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, %arg18_1), kwargs = {})
#   %convert_element_type_29 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_9, torch.bfloat16), kwargs = {})
#   return %getitem_17,%buf36,%convert_element_type_29
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
    size_hints={'x': 256, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 759552}, 'kernel_num_gb': 0.000608256, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_14(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 197
    r0_numel = 384
    R0_BLOCK: tl.constexpr = 512
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp27 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp29 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask & xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp11 = tl.full([1, 1], 384, tl.int32)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = (tmp10 / tmp12)
    tmp14 = tmp4 - tmp13
    tmp15 = tmp14 * tmp14
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(r0_mask & xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tmp3 - tmp13
    tmp21 = tl.full([1, 1], 384.0, tl.float32)
    tmp22 = (tmp19 / tmp21)
    tmp23 = tl.full([1, 1], 1e-06, tl.float32)
    tmp24 = tmp22 + tmp23
    tmp25 = libdevice.rsqrt(tmp24)
    tmp26 = tmp20 * tmp25
    tmp28 = tmp26 * tmp27
    tmp30 = tmp28 + tmp29
    tmp31 = tmp30.to(tl.float32)
    tl.store(out_ptr2 + (r0_1 + 384*x0), tmp31, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 197, 384,


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
    num_gb = 0.000608256
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/ki/cki45sb7du3j5shbe2ansultq7rrya7lcz3x7ro3orliacbkbgib.py
# Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_24, x_25], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   x_15 => view_10
#   x_17 => add_7
#   x_21 => view_16
#   x_23 => add_10
#   x_24 => add_11, add_12, mul_10, mul_9, rsqrt_3, sub_3, var_mean_3
#   x_25 => convert_element_type_40
# Graph fragment:
#   %add_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_3]
#   %addmm_3 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %addmm_5 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %getitem_31 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=getitem_31]
#   %buf51 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=buf51]
#   %arg23_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg23_1]
#   %arg24_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg24_1]
#   %view_10 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [1, 197, 384]), kwargs = {})
#   %add_7 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %view_10), kwargs = {})
#   %view_16 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [1, 197, 384]), kwargs = {})
#   %add_10 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_7, %view_16), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_10, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_10, %getitem_31), kwargs = {})
#   %add_11 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_30, 1e-06), kwargs = {})
#   %rsqrt_3 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_11,), kwargs = {})
#   %mul_9 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_3), kwargs = {})
#   %mul_10 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_9, %arg23_1), kwargs = {})
#   %add_12 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_10, %arg24_1), kwargs = {})
#   %convert_element_type_40 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_12, torch.bfloat16), kwargs = {})
#   return %getitem_31,%buf51,%convert_element_type_40
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
    size_hints={'x': 256, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_15', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 910848}, 'kernel_num_gb': 0.000759552, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_15(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 197
    r0_numel = 384
    R0_BLOCK: tl.constexpr = 512
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp30 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp32 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask & xmask, tmp7, 0)
    tmp10 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask & xmask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 384, tl.int32)
    tmp15 = tmp14.to(tl.float32)
    tmp16 = (tmp13 / tmp15)
    tmp17 = tmp7 - tmp16
    tmp18 = tmp17 * tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(r0_mask & xmask, tmp19, 0)
    tmp22 = tl.sum(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tmp6 - tmp16
    tmp24 = tl.full([1, 1], 384.0, tl.float32)
    tmp25 = (tmp22 / tmp24)
    tmp26 = tl.full([1, 1], 1e-06, tl.float32)
    tmp27 = tmp25 + tmp26
    tmp28 = libdevice.rsqrt(tmp27)
    tmp29 = tmp23 * tmp28
    tmp31 = tmp29 * tmp30
    tmp33 = tmp31 + tmp32
    tmp34 = tmp33.to(tl.float32)
    tl.store(out_ptr2 + (r0_1 + 384*x0), tmp34, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 197, 384,


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
    num_gb = 0.000759552
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/vp/cvpaldjzma5qf5odqxulfeglpm5r4ukbfnlyrgz4z5prnguldjd4.py
# Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_28, x_30, x_31, linear_8], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   linear_8 => convert_element_type_53
#   x_15 => view_10
#   x_17 => add_7
#   x_21 => view_16
#   x_23 => add_10
#   x_28 => view_20
#   x_30 => add_14
#   x_31 => add_15, add_16, mul_14, mul_15, rsqrt_4, sub_4, var_mean_4
# Graph fragment:
#   %add_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_3]
#   %addmm_3 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %addmm_5 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %addmm_7 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_7]
#   %getitem_33 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=getitem_33]
#   %buf62 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=buf62]
#   %arg29_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg29_1]
#   %arg30_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg30_1]
#   %view_10 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [1, 197, 384]), kwargs = {})
#   %add_7 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %view_10), kwargs = {})
#   %view_16 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [1, 197, 384]), kwargs = {})
#   %add_10 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_7, %view_16), kwargs = {})
#   %view_20 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_7, [1, 197, 384]), kwargs = {})
#   %add_14 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %view_20), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_14, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_4 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_14, %getitem_33), kwargs = {})
#   %add_15 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_32, 1e-06), kwargs = {})
#   %rsqrt_4 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_15,), kwargs = {})
#   %mul_14 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %rsqrt_4), kwargs = {})
#   %mul_15 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_14, %arg29_1), kwargs = {})
#   %add_16 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_15, %arg30_1), kwargs = {})
#   %convert_element_type_53 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_16, torch.bfloat16), kwargs = {})
#   return %getitem_33,%buf62,%convert_element_type_53
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
    size_hints={'x': 256, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1062144}, 'kernel_num_gb': 0.000910848, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_16(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 197
    r0_numel = 384
    R0_BLOCK: tl.constexpr = 512
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp7 = tl.load(in_ptr3 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp33 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp35 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tmp6 + tmp8
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask & xmask, tmp10, 0)
    tmp13 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp17 = tl.full([1, 1], 384, tl.int32)
    tmp18 = tmp17.to(tl.float32)
    tmp19 = (tmp16 / tmp18)
    tmp20 = tmp10 - tmp19
    tmp21 = tmp20 * tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(r0_mask & xmask, tmp22, 0)
    tmp25 = tl.sum(tmp24, 1)[:, None].to(tl.float32)
    tmp26 = tmp9 - tmp19
    tmp27 = tl.full([1, 1], 384.0, tl.float32)
    tmp28 = (tmp25 / tmp27)
    tmp29 = tl.full([1, 1], 1e-06, tl.float32)
    tmp30 = tmp28 + tmp29
    tmp31 = libdevice.rsqrt(tmp30)
    tmp32 = tmp26 * tmp31
    tmp34 = tmp32 * tmp33
    tmp36 = tmp34 + tmp35
    tmp37 = tmp36.to(tl.float32)
    tl.store(out_ptr2 + (r0_1 + 384*x0), tmp37, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 197, 384,


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
    num_gb = 0.000910848
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/wu/cwuvwtolsoane5ifkds7vjizjkktuzkjbaxeeopvi5m22duwpfjt.py
# Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_28, x_30, x_34, x_36, x_37, x_38], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   x_15 => view_10
#   x_17 => add_7
#   x_21 => view_16
#   x_23 => add_10
#   x_28 => view_20
#   x_30 => add_14
#   x_34 => view_26
#   x_36 => add_17
#   x_37 => add_18, add_19, mul_16, mul_17, rsqrt_5, sub_5, var_mean_5
#   x_38 => convert_element_type_64
# Graph fragment:
#   %add_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_3]
#   %addmm_3 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %addmm_5 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %addmm_7 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_7]
#   %addmm_9 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_9]
#   %add_17 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_17]
#   %getitem_47 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=getitem_47]
#   %buf78 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=buf78]
#   %arg35_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg35_1]
#   %arg36_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg36_1]
#   %view_10 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [1, 197, 384]), kwargs = {})
#   %add_7 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %view_10), kwargs = {})
#   %view_16 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [1, 197, 384]), kwargs = {})
#   %add_10 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_7, %view_16), kwargs = {})
#   %view_20 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_7, [1, 197, 384]), kwargs = {})
#   %add_14 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %view_20), kwargs = {})
#   %view_26 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_9, [1, 197, 384]), kwargs = {})
#   %add_17 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_14, %view_26), kwargs = {})
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_17, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_5 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_17, %getitem_47), kwargs = {})
#   %add_18 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_46, 1e-06), kwargs = {})
#   %rsqrt_5 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_18,), kwargs = {})
#   %mul_16 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_5, %rsqrt_5), kwargs = {})
#   %mul_17 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, %arg35_1), kwargs = {})
#   %add_19 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_17, %arg36_1), kwargs = {})
#   %convert_element_type_64 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_19, torch.bfloat16), kwargs = {})
#   return %add_17,%getitem_47,%buf78,%convert_element_type_64
triton_per_fused__to_copy_add_native_layer_norm_view_17 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_view_17', '''
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
    size_hints={'x': 256, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_17', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1818624}, 'kernel_num_gb': 0.001364736, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_17(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 197
    r0_numel = 384
    R0_BLOCK: tl.constexpr = 512
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr1 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp7 = tl.load(in_ptr2 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp10 = tl.load(in_ptr3 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp36 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp38 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tmp6 + tmp8
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp9 + tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(r0_mask & xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 384, tl.int32)
    tmp21 = tmp20.to(tl.float32)
    tmp22 = (tmp19 / tmp21)
    tmp23 = tmp13 - tmp22
    tmp24 = tmp23 * tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tmp12 - tmp22
    tmp30 = tl.full([1, 1], 384.0, tl.float32)
    tmp31 = (tmp28 / tmp30)
    tmp32 = tl.full([1, 1], 1e-06, tl.float32)
    tmp33 = tmp31 + tmp32
    tmp34 = libdevice.rsqrt(tmp33)
    tmp35 = tmp29 * tmp34
    tmp37 = tmp35 * tmp36
    tmp39 = tmp37 + tmp38
    tmp40 = tmp39.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 384*x0), tmp12, r0_mask & xmask)
    tl.store(out_ptr2 + (r0_1 + 384*x0), tmp40, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_5 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 197, 384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_17.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_add_native_layer_norm_view_17.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001364736
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/7u/c7udfkr7ofuix7hcuxvsapwr66ws6mrp3nojglw56mvgcnw6bzhg.py
# Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_158, x_160, x_161], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   x_145 => view_110
#   x_147 => add_77
#   x_151 => view_116
#   x_153 => add_80
#   x_158 => view_120
#   x_160 => add_84
#   x_161 => var_mean_24
# Graph fragment:
#   %add_73 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_73]
#   %addmm_43 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_43]
#   %addmm_45 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_45]
#   %addmm_47 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_47]
#   %view_110 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_43, [1, 197, 384]), kwargs = {})
#   %add_77 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_73, %view_110), kwargs = {})
#   %view_116 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_45, [1, 197, 384]), kwargs = {})
#   %add_80 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_77, %view_116), kwargs = {})
#   %view_120 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_47, [1, 197, 384]), kwargs = {})
#   %add_84 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_80, %view_120), kwargs = {})
#   %var_mean_24 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_84, [2]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_193,%buf327
triton_per_fused_add_native_layer_norm_view_18 = async_compile.triton('triton_per_fused_add_native_layer_norm_view_18', '''
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
    size_hints={'x': 256, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_view_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3152, 'r0_': 756480}, 'kernel_num_gb': 0.000758056, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_view_18(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 197
    r0_numel = 384
    R0_BLOCK: tl.constexpr = 512
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp7 = tl.load(in_ptr3 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tmp6 + tmp8
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask & xmask, tmp10, 0)
    tmp13 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp17 = tl.full([1, 1], 384, tl.int32)
    tmp18 = tmp17.to(tl.float32)
    tmp19 = (tmp16 / tmp18)
    tmp20 = tmp10 - tmp19
    tmp21 = tmp20 * tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(r0_mask & xmask, tmp22, 0)
    tmp25 = tl.sum(tmp24, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp19, xmask)
    tl.store(out_ptr1 + (x0), tmp25, xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 197, 384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_18.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_native_layer_norm_view_18.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000758056
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/jr/cjr57mynu2sfjrwq62uwgzypdesrc6gkc4mi7bjsmmwsrq5uqmxg.py
# Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_158, x_160, x_161, x_162, x_164], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.select, aten._to_copy]
# Source node to ATen node mapping:
#   x_145 => view_110
#   x_147 => add_77
#   x_151 => view_116
#   x_153 => add_80
#   x_158 => view_120
#   x_160 => add_84
#   x_161 => add_85, add_86, mul_84, mul_85, rsqrt_24, sub_24, var_mean_24
#   x_162 => select
#   x_164 => convert_element_type_293
# Graph fragment:
#   %add_73 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_73]
#   %addmm_43 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_43]
#   %addmm_45 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_45]
#   %addmm_47 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_47]
#   %getitem_193 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=getitem_193]
#   %buf327 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=buf327]
#   %arg149_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg149_1]
#   %arg150_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg150_1]
#   %view_110 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_43, [1, 197, 384]), kwargs = {})
#   %add_77 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_73, %view_110), kwargs = {})
#   %view_116 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_45, [1, 197, 384]), kwargs = {})
#   %add_80 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_77, %view_116), kwargs = {})
#   %view_120 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_47, [1, 197, 384]), kwargs = {})
#   %add_84 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_80, %view_120), kwargs = {})
#   %var_mean_24 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_84, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_24 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_84, %getitem_193), kwargs = {})
#   %add_85 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_192, 1e-06), kwargs = {})
#   %rsqrt_24 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_85,), kwargs = {})
#   %mul_84 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_24, %rsqrt_24), kwargs = {})
#   %mul_85 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_84, %arg149_1), kwargs = {})
#   %add_86 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_85, %arg150_1), kwargs = {})
#   %select : Tensor "f32[1, 384][75648, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%add_86, 1, 0), kwargs = {})
#   %convert_element_type_293 : Tensor "bf16[1, 384][75648, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%select, torch.bfloat16), kwargs = {})
#   return %convert_element_type_293
triton_poi_fused__to_copy_add_native_layer_norm_select_view_19 = async_compile.triton('triton_poi_fused__to_copy_add_native_layer_norm_select_view_19', '''
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
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_native_layer_norm_select_view_19', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8448}, 'kernel_num_gb': 9.256e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_native_layer_norm_select_view_19(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr1 + (x0), xmask).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (x0), xmask).to(tl.float32)
    tmp7 = tl.load(in_ptr3 + (x0), xmask).to(tl.float32)
    tmp10 = tl.load(in_ptr4 + (0))
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK])
    tmp13 = tl.load(in_ptr5 + (0))
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK])
    tmp21 = tl.load(in_ptr6 + (x0), xmask)
    tmp23 = tl.load(in_ptr7 + (x0), xmask)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tmp6 + tmp8
    tmp12 = tmp9 - tmp11
    tmp15 = tl.full([1], 384.0, tl.float32)
    tmp16 = (tmp14 / tmp15)
    tmp17 = tl.full([1], 1e-06, tl.float32)
    tmp18 = tmp16 + tmp17
    tmp19 = libdevice.rsqrt(tmp18)
    tmp20 = tmp12 * tmp19
    tmp22 = tmp20 * tmp21
    tmp24 = tmp22 + tmp23
    tmp25 = tmp24.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp25, xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((1, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_add_native_layer_norm_select_view_19.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_add_native_layer_norm_select_view_19.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 9.256e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/vx/cvxsd5ftru4mp5fbprn6eely27azsirvbmlax5t275nxmbwqdw23.py
# Topologically Sorted Source Nodes: [x_164], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_164 => convert_element_type_292
# Graph fragment:
#   %arg151_1 : Tensor "f32[1000, 384][384, 1]cuda:0" = PlaceHolder[target=arg151_1]
#   %convert_element_type_292 : Tensor "bf16[1000, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg151_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_292
triton_poi_fused__to_copy_20 = async_compile.triton('triton_poi_fused__to_copy_20', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_20', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3072000}, 'kernel_num_gb': 0.002304, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_20(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 384000
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((1000, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1000, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 384000,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_20.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_20.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.002304
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/7i/c7itdzrumf7fifaho3oyq3zvn2zm2o44pbvgsvu6mejzoajpv2e3.py
# Topologically Sorted Source Nodes: [x_164], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_164 => convert_element_type_291
# Graph fragment:
#   %arg152_1 : Tensor "f32[1000][1]cuda:0" = PlaceHolder[target=arg152_1]
#   %convert_element_type_291 : Tensor "bf16[1000][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg152_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_291
triton_poi_fused__to_copy_21 = async_compile.triton('triton_poi_fused__to_copy_21', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_21', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8000}, 'kernel_num_gb': 6e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_21(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
        triton_poi_fused__to_copy_21.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_21.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 6e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')

def partition_0(args):
    arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1 = args
    args.clear()
    assert_size_stride(arg0_1, (1, 3, 224, 224), (150528, 50176, 224, 1))
    assert_size_stride(arg1_1, (384, 3, 16, 16), (768, 256, 16, 1))
    assert_size_stride(arg2_1, (384, ), (1, ))
    assert_size_stride(arg3_1, (1, 1, 384), (384, 384, 1))
    assert_size_stride(arg4_1, (1, 197, 384), (75648, 384, 1))
    assert_size_stride(arg5_1, (384, ), (1, ))
    assert_size_stride(arg6_1, (384, ), (1, ))
    assert_size_stride(arg7_1, (1152, 384), (384, 1))
    assert_size_stride(arg8_1, (1152, ), (1, ))
    assert_size_stride(arg9_1, (384, 384), (384, 1))
    assert_size_stride(arg10_1, (384, ), (1, ))
    assert_size_stride(arg11_1, (384, ), (1, ))
    assert_size_stride(arg12_1, (384, ), (1, ))
    assert_size_stride(arg13_1, (1536, 384), (384, 1))
    assert_size_stride(arg14_1, (1536, ), (1, ))
    assert_size_stride(arg15_1, (384, 1536), (1536, 1))
    assert_size_stride(arg16_1, (384, ), (1, ))
    assert_size_stride(arg17_1, (384, ), (1, ))
    assert_size_stride(arg18_1, (384, ), (1, ))
    assert_size_stride(arg19_1, (1152, 384), (384, 1))
    assert_size_stride(arg20_1, (1152, ), (1, ))
    assert_size_stride(arg21_1, (384, 384), (384, 1))
    assert_size_stride(arg22_1, (384, ), (1, ))
    assert_size_stride(arg23_1, (384, ), (1, ))
    assert_size_stride(arg24_1, (384, ), (1, ))
    assert_size_stride(arg25_1, (1536, 384), (384, 1))
    assert_size_stride(arg26_1, (1536, ), (1, ))
    assert_size_stride(arg27_1, (384, 1536), (1536, 1))
    assert_size_stride(arg28_1, (384, ), (1, ))
    assert_size_stride(arg29_1, (384, ), (1, ))
    assert_size_stride(arg30_1, (384, ), (1, ))
    assert_size_stride(arg31_1, (1152, 384), (384, 1))
    assert_size_stride(arg32_1, (1152, ), (1, ))
    assert_size_stride(arg33_1, (384, 384), (384, 1))
    assert_size_stride(arg34_1, (384, ), (1, ))
    assert_size_stride(arg35_1, (384, ), (1, ))
    assert_size_stride(arg36_1, (384, ), (1, ))
    assert_size_stride(arg37_1, (1536, 384), (384, 1))
    assert_size_stride(arg38_1, (1536, ), (1, ))
    assert_size_stride(arg39_1, (384, 1536), (1536, 1))
    assert_size_stride(arg40_1, (384, ), (1, ))
    assert_size_stride(arg41_1, (384, ), (1, ))
    assert_size_stride(arg42_1, (384, ), (1, ))
    assert_size_stride(arg43_1, (1152, 384), (384, 1))
    assert_size_stride(arg44_1, (1152, ), (1, ))
    assert_size_stride(arg45_1, (384, 384), (384, 1))
    assert_size_stride(arg46_1, (384, ), (1, ))
    assert_size_stride(arg47_1, (384, ), (1, ))
    assert_size_stride(arg48_1, (384, ), (1, ))
    assert_size_stride(arg49_1, (1536, 384), (384, 1))
    assert_size_stride(arg50_1, (1536, ), (1, ))
    assert_size_stride(arg51_1, (384, 1536), (1536, 1))
    assert_size_stride(arg52_1, (384, ), (1, ))
    assert_size_stride(arg53_1, (384, ), (1, ))
    assert_size_stride(arg54_1, (384, ), (1, ))
    assert_size_stride(arg55_1, (1152, 384), (384, 1))
    assert_size_stride(arg56_1, (1152, ), (1, ))
    assert_size_stride(arg57_1, (384, 384), (384, 1))
    assert_size_stride(arg58_1, (384, ), (1, ))
    assert_size_stride(arg59_1, (384, ), (1, ))
    assert_size_stride(arg60_1, (384, ), (1, ))
    assert_size_stride(arg61_1, (1536, 384), (384, 1))
    assert_size_stride(arg62_1, (1536, ), (1, ))
    assert_size_stride(arg63_1, (384, 1536), (1536, 1))
    assert_size_stride(arg64_1, (384, ), (1, ))
    assert_size_stride(arg65_1, (384, ), (1, ))
    assert_size_stride(arg66_1, (384, ), (1, ))
    assert_size_stride(arg67_1, (1152, 384), (384, 1))
    assert_size_stride(arg68_1, (1152, ), (1, ))
    assert_size_stride(arg69_1, (384, 384), (384, 1))
    assert_size_stride(arg70_1, (384, ), (1, ))
    assert_size_stride(arg71_1, (384, ), (1, ))
    assert_size_stride(arg72_1, (384, ), (1, ))
    assert_size_stride(arg73_1, (1536, 384), (384, 1))
    assert_size_stride(arg74_1, (1536, ), (1, ))
    assert_size_stride(arg75_1, (384, 1536), (1536, 1))
    assert_size_stride(arg76_1, (384, ), (1, ))
    assert_size_stride(arg77_1, (384, ), (1, ))
    assert_size_stride(arg78_1, (384, ), (1, ))
    assert_size_stride(arg79_1, (1152, 384), (384, 1))
    assert_size_stride(arg80_1, (1152, ), (1, ))
    assert_size_stride(arg81_1, (384, 384), (384, 1))
    assert_size_stride(arg82_1, (384, ), (1, ))
    assert_size_stride(arg83_1, (384, ), (1, ))
    assert_size_stride(arg84_1, (384, ), (1, ))
    assert_size_stride(arg85_1, (1536, 384), (384, 1))
    assert_size_stride(arg86_1, (1536, ), (1, ))
    assert_size_stride(arg87_1, (384, 1536), (1536, 1))
    assert_size_stride(arg88_1, (384, ), (1, ))
    assert_size_stride(arg89_1, (384, ), (1, ))
    assert_size_stride(arg90_1, (384, ), (1, ))
    assert_size_stride(arg91_1, (1152, 384), (384, 1))
    assert_size_stride(arg92_1, (1152, ), (1, ))
    assert_size_stride(arg93_1, (384, 384), (384, 1))
    assert_size_stride(arg94_1, (384, ), (1, ))
    assert_size_stride(arg95_1, (384, ), (1, ))
    assert_size_stride(arg96_1, (384, ), (1, ))
    assert_size_stride(arg97_1, (1536, 384), (384, 1))
    assert_size_stride(arg98_1, (1536, ), (1, ))
    assert_size_stride(arg99_1, (384, 1536), (1536, 1))
    assert_size_stride(arg100_1, (384, ), (1, ))
    assert_size_stride(arg101_1, (384, ), (1, ))
    assert_size_stride(arg102_1, (384, ), (1, ))
    assert_size_stride(arg103_1, (1152, 384), (384, 1))
    assert_size_stride(arg104_1, (1152, ), (1, ))
    assert_size_stride(arg105_1, (384, 384), (384, 1))
    assert_size_stride(arg106_1, (384, ), (1, ))
    assert_size_stride(arg107_1, (384, ), (1, ))
    assert_size_stride(arg108_1, (384, ), (1, ))
    assert_size_stride(arg109_1, (1536, 384), (384, 1))
    assert_size_stride(arg110_1, (1536, ), (1, ))
    assert_size_stride(arg111_1, (384, 1536), (1536, 1))
    assert_size_stride(arg112_1, (384, ), (1, ))
    assert_size_stride(arg113_1, (384, ), (1, ))
    assert_size_stride(arg114_1, (384, ), (1, ))
    assert_size_stride(arg115_1, (1152, 384), (384, 1))
    assert_size_stride(arg116_1, (1152, ), (1, ))
    assert_size_stride(arg117_1, (384, 384), (384, 1))
    assert_size_stride(arg118_1, (384, ), (1, ))
    assert_size_stride(arg119_1, (384, ), (1, ))
    assert_size_stride(arg120_1, (384, ), (1, ))
    assert_size_stride(arg121_1, (1536, 384), (384, 1))
    assert_size_stride(arg122_1, (1536, ), (1, ))
    assert_size_stride(arg123_1, (384, 1536), (1536, 1))
    assert_size_stride(arg124_1, (384, ), (1, ))
    assert_size_stride(arg125_1, (384, ), (1, ))
    assert_size_stride(arg126_1, (384, ), (1, ))
    assert_size_stride(arg127_1, (1152, 384), (384, 1))
    assert_size_stride(arg128_1, (1152, ), (1, ))
    assert_size_stride(arg129_1, (384, 384), (384, 1))
    assert_size_stride(arg130_1, (384, ), (1, ))
    assert_size_stride(arg131_1, (384, ), (1, ))
    assert_size_stride(arg132_1, (384, ), (1, ))
    assert_size_stride(arg133_1, (1536, 384), (384, 1))
    assert_size_stride(arg134_1, (1536, ), (1, ))
    assert_size_stride(arg135_1, (384, 1536), (1536, 1))
    assert_size_stride(arg136_1, (384, ), (1, ))
    assert_size_stride(arg137_1, (384, ), (1, ))
    assert_size_stride(arg138_1, (384, ), (1, ))
    assert_size_stride(arg139_1, (1152, 384), (384, 1))
    assert_size_stride(arg140_1, (1152, ), (1, ))
    assert_size_stride(arg141_1, (384, 384), (384, 1))
    assert_size_stride(arg142_1, (384, ), (1, ))
    assert_size_stride(arg143_1, (384, ), (1, ))
    assert_size_stride(arg144_1, (384, ), (1, ))
    assert_size_stride(arg145_1, (1536, 384), (384, 1))
    assert_size_stride(arg146_1, (1536, ), (1, ))
    assert_size_stride(arg147_1, (384, 1536), (1536, 1))
    assert_size_stride(arg148_1, (384, ), (1, ))
    assert_size_stride(arg149_1, (384, ), (1, ))
    assert_size_stride(arg150_1, (384, ), (1, ))
    assert_size_stride(arg151_1, (1000, 384), (384, 1))
    assert_size_stride(arg152_1, (1000, ), (1, ))
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        buf0 = empty_strided_cuda((1, 3, 224, 224), (150528, 50176, 224, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_0:1
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_0.run(arg0_1, buf0, 150528, stream=stream0)
        del arg0_1
        buf1 = empty_strided_cuda((384, 3, 16, 16), (768, 256, 16, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_1:2
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_1.run(arg1_1, buf1, 294912, stream=stream0)
        del arg1_1
        buf2 = empty_strided_cuda((384, ), (1, ), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:3
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg2_1, buf2, 384, stream=stream0)
        del arg2_1
        # Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:4
        buf3 = extern_kernels.convolution(buf0, buf1, stride=(16, 16), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf3, (1, 384, 14, 14), (75264, 196, 14, 1), 'torch.ops.aten.convolution.default')
        del buf0
        del buf1
        buf4 = empty_strided_cuda((1, 197, 1, 3), (591, 3, 591, 1), torch.float32)
        buf5 = empty_strided_cuda((1, 197, 1, 3), (591, 3, 591, 1), torch.float32)
        buf6 = empty_strided_cuda((1, 197, 1, 3), (591, 3, 591, 1), torch.float32)
        # Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_5], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3:5
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3.run(arg3_1, buf3, buf2, arg4_1, buf4, buf5, buf6, 591, 128, stream=stream0)
        buf7 = empty_strided_cuda((1, 197, 1), (197, 1, 197), torch.float32)
        buf8 = empty_strided_cuda((1, 197, 1), (197, 1, 197), torch.float32)
        # Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_5], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4:6
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4.run(buf4, buf5, buf6, buf7, buf8, 197, 3, stream=stream0)
        del buf4
        del buf5
        del buf6
        buf11 = empty_strided_cuda((1, 197, 384), (75648, 384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_5, linear], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5:7
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5.run(arg3_1, buf3, buf2, arg4_1, buf7, buf8, arg5_1, arg6_1, buf11, 75648, stream=stream0)
        del arg5_1
        del arg6_1
        del buf7
        del buf8
        buf12 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_6:8
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_6.run(arg7_1, buf12, 442368, stream=stream0)
        del arg7_1
        buf13 = empty_strided_cuda((1152, ), (1, ), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_7:9
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_7.run(arg8_1, buf13, 1152, stream=stream0)
        del arg8_1
        buf14 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear, x_5], Original ATen: [aten._to_copy, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:10
        extern_kernels.addmm(buf13, reinterpret_tensor(buf11, (197, 384), (384, 1), 0), reinterpret_tensor(buf12, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf14)
        del buf12
        # Topologically Sorted Source Nodes: [linear, reshape, qkv, unbind, x_6], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:11
        buf15 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf14, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf14, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf14, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
        del buf14
        buf16 = buf15[0]
        assert_size_stride(buf16, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf16, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf15
        buf20 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_8], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_8:12
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_8.run(arg9_1, buf20, 147456, stream=stream0)
        del arg9_1
        buf21 = empty_strided_cuda((384, ), (1, ), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_8], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:13
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg10_1, buf21, 384, stream=stream0)
        del arg10_1
        buf22 = reinterpret_tensor(buf11, (197, 384), (384, 1), 0); del buf11  # reuse
        # Topologically Sorted Source Nodes: [x_8, transpose_1, x_7], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:14
        extern_kernels.addmm(buf21, reinterpret_tensor(buf16, (197, 384), (384, 1), 0), reinterpret_tensor(buf20, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf22)
        del buf20
        del buf21
        buf23 = empty_strided_cuda((1, 197, 384), (75648, 384, 1), torch.float32)
        buf27 = reinterpret_tensor(buf16, (1, 197, 384), (75648, 384, 1), 0); del buf16  # reuse
        # Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_8, x_10, x_11, x_12], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_9:15
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_9.run(arg3_1, buf3, buf2, arg4_1, buf22, arg11_1, arg12_1, buf23, buf27, 197, 384, stream=stream0)
        del arg11_1
        del arg12_1
        del arg3_1
        del arg4_1
        del buf3
        buf28 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_12], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_10:16
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_10.run(arg13_1, buf28, 589824, stream=stream0)
        del arg13_1
        buf29 = empty_strided_cuda((1536, ), (1, ), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_12], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_11:17
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_11.run(arg14_1, buf29, 1536, stream=stream0)
        del arg14_1
        buf30 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_11, x_12], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:18
        extern_kernels.addmm(buf29, reinterpret_tensor(buf27, (197, 384), (384, 1), 0), reinterpret_tensor(buf28, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf30)
        del buf28
        buf31 = reinterpret_tensor(buf30, (1, 197, 1536), (302592, 1536, 1), 0); del buf30  # reuse
        # Topologically Sorted Source Nodes: [x_12, x_13], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_12:19
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_12.run(buf31, 302592, stream=stream0)
        buf32 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_15], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_13:20
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_13.run(arg15_1, buf32, 589824, stream=stream0)
        del arg15_1
        buf33 = buf2; del buf2  # reuse
        # Topologically Sorted Source Nodes: [x_15], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:21
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg16_1, buf33, 384, stream=stream0)
        del arg16_1
        buf34 = reinterpret_tensor(buf27, (197, 384), (384, 1), 0); del buf27  # reuse
        # Topologically Sorted Source Nodes: [x_15, x_12, x_13], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:22
        extern_kernels.addmm(buf33, reinterpret_tensor(buf31, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf32, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf34)
        del buf31
        del buf32
        buf38 = reinterpret_tensor(buf22, (1, 197, 384), (75648, 384, 1), 0); del buf22  # reuse
        # Topologically Sorted Source Nodes: [x_15, x_17, x_18, linear_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
        # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:23
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf23, buf34, arg17_1, arg18_1, buf38, 197, 384, stream=stream0)
        del arg17_1
        del arg18_1
        buf39 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_4], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_6:24
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_6.run(arg19_1, buf39, 442368, stream=stream0)
        del arg19_1
        buf40 = buf13; del buf13  # reuse
        # Topologically Sorted Source Nodes: [linear_4], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_7:25
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_7.run(arg20_1, buf40, 1152, stream=stream0)
        del arg20_1
        buf41 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_15, x_17, x_18, linear_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:26
        extern_kernels.addmm(buf40, reinterpret_tensor(buf38, (197, 384), (384, 1), 0), reinterpret_tensor(buf39, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf41)
        del buf39
        del buf40
        # Topologically Sorted Source Nodes: [linear_4, reshape_2, qkv_1, unbind_1, x_19], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:27
        buf42 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf41, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf41, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf41, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
        del buf41
        buf43 = buf42[0]
        assert_size_stride(buf43, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf43, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf42
        buf47 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_21], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_8:28
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_8.run(arg21_1, buf47, 147456, stream=stream0)
        del arg21_1
        buf48 = buf33; del buf33  # reuse
        # Topologically Sorted Source Nodes: [x_21], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:29
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg22_1, buf48, 384, stream=stream0)
        del arg22_1
        buf49 = reinterpret_tensor(buf38, (197, 384), (384, 1), 0); del buf38  # reuse
        # Topologically Sorted Source Nodes: [x_21, transpose_2, x_20], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:30
        extern_kernels.addmm(buf48, reinterpret_tensor(buf43, (197, 384), (384, 1), 0), reinterpret_tensor(buf47, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf49)
        del buf47
        del buf48
        buf53 = reinterpret_tensor(buf43, (1, 197, 384), (75648, 384, 1), 0); del buf43  # reuse
        # Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_24, x_25], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
        # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:31
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf23, buf34, buf49, arg23_1, arg24_1, buf53, 197, 384, stream=stream0)
        del arg23_1
        del arg24_1
        buf54 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_25], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_10:32
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_10.run(arg25_1, buf54, 589824, stream=stream0)
        del arg25_1
        buf55 = buf29; del buf29  # reuse
        # Topologically Sorted Source Nodes: [x_25], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_11:33
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_11.run(arg26_1, buf55, 1536, stream=stream0)
        del arg26_1
        buf56 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_24, x_25], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:34
        extern_kernels.addmm(buf55, reinterpret_tensor(buf53, (197, 384), (384, 1), 0), reinterpret_tensor(buf54, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf56)
        del buf54
        del buf55
        buf57 = reinterpret_tensor(buf56, (1, 197, 1536), (302592, 1536, 1), 0); del buf56  # reuse
        # Topologically Sorted Source Nodes: [x_25, x_26], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_12:35
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_12.run(buf57, 302592, stream=stream0)
        buf58 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_28], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_13:36
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_13.run(arg27_1, buf58, 589824, stream=stream0)
        del arg27_1
        buf59 = empty_strided_cuda((384, ), (1, ), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_28], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:37
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg28_1, buf59, 384, stream=stream0)
        del arg28_1
        buf60 = reinterpret_tensor(buf53, (197, 384), (384, 1), 0); del buf53  # reuse
        # Topologically Sorted Source Nodes: [x_28, x_25, x_26], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:38
        extern_kernels.addmm(buf59, reinterpret_tensor(buf57, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf58, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf60)
        del buf57
        del buf58
        buf64 = empty_strided_cuda((1, 197, 384), (75648, 384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_28, x_30, x_31, linear_8], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
        # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:39
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf23, buf34, buf49, buf60, arg29_1, arg30_1, buf64, 197, 384, stream=stream0)
        del arg29_1
        del arg30_1
        buf65 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_6:40
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_6.run(arg31_1, buf65, 442368, stream=stream0)
        del arg31_1
        buf66 = empty_strided_cuda((1152, ), (1, ), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_7:41
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_7.run(arg32_1, buf66, 1152, stream=stream0)
        del arg32_1
        buf67 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_28, x_30, x_31, linear_8], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:42
        extern_kernels.addmm(buf66, reinterpret_tensor(buf64, (197, 384), (384, 1), 0), reinterpret_tensor(buf65, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf67)
        del buf65
        # Topologically Sorted Source Nodes: [linear_8, reshape_4, qkv_2, unbind_2, x_32], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:43
        buf68 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf67, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf67, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf67, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
        del buf67
        buf69 = buf68[0]
        assert_size_stride(buf69, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf69, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf68
        buf73 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_34], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_8:44
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_8.run(arg33_1, buf73, 147456, stream=stream0)
        del arg33_1
        buf74 = buf59; del buf59  # reuse
        # Topologically Sorted Source Nodes: [x_34], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:45
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg34_1, buf74, 384, stream=stream0)
        del arg34_1
        buf75 = reinterpret_tensor(buf64, (197, 384), (384, 1), 0); del buf64  # reuse
        # Topologically Sorted Source Nodes: [x_34, transpose_3, x_33], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:46
        extern_kernels.addmm(buf74, reinterpret_tensor(buf69, (197, 384), (384, 1), 0), reinterpret_tensor(buf73, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf75)
        del buf73
        buf76 = buf23; del buf23  # reuse
        buf80 = reinterpret_tensor(buf69, (1, 197, 384), (75648, 384, 1), 0); del buf69  # reuse
        # Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_28, x_30, x_34, x_36, x_37, x_38], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
        # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_17:47
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_17.run(buf76, buf34, buf49, buf60, buf75, arg35_1, arg36_1, buf80, 197, 384, stream=stream0)
        del arg35_1
        del arg36_1
        del buf34
        del buf49
        del buf60
        buf81 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_38], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_10:48
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_10.run(arg37_1, buf81, 589824, stream=stream0)
        del arg37_1
        buf82 = empty_strided_cuda((1536, ), (1, ), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_38], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_11:49
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_11.run(arg38_1, buf82, 1536, stream=stream0)
        del arg38_1
        buf83 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_37, x_38], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:50
        extern_kernels.addmm(buf82, reinterpret_tensor(buf80, (197, 384), (384, 1), 0), reinterpret_tensor(buf81, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf83)
        del buf81
        buf84 = reinterpret_tensor(buf83, (1, 197, 1536), (302592, 1536, 1), 0); del buf83  # reuse
        # Topologically Sorted Source Nodes: [x_38, x_39], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_12:51
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_12.run(buf84, 302592, stream=stream0)
        buf85 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_41], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_13:52
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_13.run(arg39_1, buf85, 589824, stream=stream0)
        del arg39_1
        buf86 = buf74; del buf74  # reuse
        # Topologically Sorted Source Nodes: [x_41], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:53
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg40_1, buf86, 384, stream=stream0)
        del arg40_1
        buf87 = reinterpret_tensor(buf80, (197, 384), (384, 1), 0); del buf80  # reuse
        # Topologically Sorted Source Nodes: [x_41, x_38, x_39], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:54
        extern_kernels.addmm(buf86, reinterpret_tensor(buf84, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf85, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf87)
        del buf84
        del buf85
        buf91 = reinterpret_tensor(buf75, (1, 197, 384), (75648, 384, 1), 0); del buf75  # reuse
        # Topologically Sorted Source Nodes: [x_41, x_43, x_44, linear_12], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
        # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:55
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf76, buf87, arg41_1, arg42_1, buf91, 197, 384, stream=stream0)
        del arg41_1
        del arg42_1
        buf92 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_6:56
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_6.run(arg43_1, buf92, 442368, stream=stream0)
        del arg43_1
        buf93 = buf66; del buf66  # reuse
        # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_7:57
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_7.run(arg44_1, buf93, 1152, stream=stream0)
        del arg44_1
        buf94 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_41, x_43, x_44, linear_12], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:58
        extern_kernels.addmm(buf93, reinterpret_tensor(buf91, (197, 384), (384, 1), 0), reinterpret_tensor(buf92, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf94)
        del buf92
        del buf93
        # Topologically Sorted Source Nodes: [linear_12, reshape_6, qkv_3, unbind_3, x_45], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:59
        buf95 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf94, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf94, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf94, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
        del buf94
        buf96 = buf95[0]
        assert_size_stride(buf96, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf96, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf95
        buf100 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_47], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_8:60
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_8.run(arg45_1, buf100, 147456, stream=stream0)
        del arg45_1
        buf101 = buf86; del buf86  # reuse
        # Topologically Sorted Source Nodes: [x_47], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:61
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg46_1, buf101, 384, stream=stream0)
        del arg46_1
        buf102 = reinterpret_tensor(buf91, (197, 384), (384, 1), 0); del buf91  # reuse
        # Topologically Sorted Source Nodes: [x_47, transpose_4, x_46], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:62
        extern_kernels.addmm(buf101, reinterpret_tensor(buf96, (197, 384), (384, 1), 0), reinterpret_tensor(buf100, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf102)
        del buf100
        del buf101
        buf106 = reinterpret_tensor(buf96, (1, 197, 384), (75648, 384, 1), 0); del buf96  # reuse
        # Topologically Sorted Source Nodes: [x_41, x_43, x_47, x_49, x_50, x_51], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
        # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:63
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf76, buf87, buf102, arg47_1, arg48_1, buf106, 197, 384, stream=stream0)
        del arg47_1
        del arg48_1
        buf107 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_51], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_10:64
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_10.run(arg49_1, buf107, 589824, stream=stream0)
        del arg49_1
        buf108 = buf82; del buf82  # reuse
        # Topologically Sorted Source Nodes: [x_51], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_11:65
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_11.run(arg50_1, buf108, 1536, stream=stream0)
        del arg50_1
        buf109 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_41, x_43, x_47, x_49, x_50, x_51], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:66
        extern_kernels.addmm(buf108, reinterpret_tensor(buf106, (197, 384), (384, 1), 0), reinterpret_tensor(buf107, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf109)
        del buf107
        del buf108
        buf110 = reinterpret_tensor(buf109, (1, 197, 1536), (302592, 1536, 1), 0); del buf109  # reuse
        # Topologically Sorted Source Nodes: [x_51, x_52], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_12:67
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_12.run(buf110, 302592, stream=stream0)
        buf111 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_54], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_13:68
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_13.run(arg51_1, buf111, 589824, stream=stream0)
        del arg51_1
        buf112 = empty_strided_cuda((384, ), (1, ), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_54], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:69
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg52_1, buf112, 384, stream=stream0)
        del arg52_1
        buf113 = reinterpret_tensor(buf106, (197, 384), (384, 1), 0); del buf106  # reuse
        # Topologically Sorted Source Nodes: [x_54, x_51, x_52], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:70
        extern_kernels.addmm(buf112, reinterpret_tensor(buf110, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf111, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf113)
        del buf110
        del buf111
        buf117 = empty_strided_cuda((1, 197, 384), (75648, 384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_41, x_43, x_47, x_49, x_54, x_56, x_57, linear_16], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
        # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:71
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf76, buf87, buf102, buf113, arg53_1, arg54_1, buf117, 197, 384, stream=stream0)
        del arg53_1
        del arg54_1
        buf118 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_16], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_6:72
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_6.run(arg55_1, buf118, 442368, stream=stream0)
        del arg55_1
        buf119 = empty_strided_cuda((1152, ), (1, ), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_16], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_7:73
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_7.run(arg56_1, buf119, 1152, stream=stream0)
        del arg56_1
        buf120 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_41, x_43, x_47, x_49, x_54, x_56, x_57, linear_16], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:74
        extern_kernels.addmm(buf119, reinterpret_tensor(buf117, (197, 384), (384, 1), 0), reinterpret_tensor(buf118, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf120)
        del buf118
        # Topologically Sorted Source Nodes: [linear_16, reshape_8, qkv_4, unbind_4, x_58], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:75
        buf121 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf120, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf120, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf120, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
        del buf120
        buf122 = buf121[0]
        assert_size_stride(buf122, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf122, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf121
        buf126 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_60], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_8:76
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_8.run(arg57_1, buf126, 147456, stream=stream0)
        del arg57_1
        buf127 = buf112; del buf112  # reuse
        # Topologically Sorted Source Nodes: [x_60], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:77
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg58_1, buf127, 384, stream=stream0)
        del arg58_1
        buf128 = reinterpret_tensor(buf117, (197, 384), (384, 1), 0); del buf117  # reuse
        # Topologically Sorted Source Nodes: [x_60, transpose_5, x_59], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:78
        extern_kernels.addmm(buf127, reinterpret_tensor(buf122, (197, 384), (384, 1), 0), reinterpret_tensor(buf126, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf128)
        del buf126
        buf129 = buf76; del buf76  # reuse
        buf133 = reinterpret_tensor(buf122, (1, 197, 384), (75648, 384, 1), 0); del buf122  # reuse
        # Topologically Sorted Source Nodes: [x_41, x_43, x_47, x_49, x_54, x_56, x_60, x_62, x_63, x_64], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
        # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_17:79
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_17.run(buf129, buf87, buf102, buf113, buf128, arg59_1, arg60_1, buf133, 197, 384, stream=stream0)
        del arg59_1
        del arg60_1
        del buf102
        del buf113
        del buf128
        buf134 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_64], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_10:80
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_10.run(arg61_1, buf134, 589824, stream=stream0)
        del arg61_1
        buf135 = empty_strided_cuda((1536, ), (1, ), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_64], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_11:81
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_11.run(arg62_1, buf135, 1536, stream=stream0)
        del arg62_1
        buf136 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_63, x_64], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:82
        extern_kernels.addmm(buf135, reinterpret_tensor(buf133, (197, 384), (384, 1), 0), reinterpret_tensor(buf134, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf136)
        del buf134
        buf137 = reinterpret_tensor(buf136, (1, 197, 1536), (302592, 1536, 1), 0); del buf136  # reuse
        # Topologically Sorted Source Nodes: [x_64, x_65], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_12:83
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_12.run(buf137, 302592, stream=stream0)
        buf138 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_67], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_13:84
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_13.run(arg63_1, buf138, 589824, stream=stream0)
        del arg63_1
        buf139 = buf127; del buf127  # reuse
        # Topologically Sorted Source Nodes: [x_67], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:85
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg64_1, buf139, 384, stream=stream0)
        del arg64_1
        buf140 = reinterpret_tensor(buf133, (197, 384), (384, 1), 0); del buf133  # reuse
        # Topologically Sorted Source Nodes: [x_67, x_64, x_65], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:86
        extern_kernels.addmm(buf139, reinterpret_tensor(buf137, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf138, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf140)
        del buf137
        del buf138
        buf144 = reinterpret_tensor(buf87, (1, 197, 384), (75648, 384, 1), 0); del buf87  # reuse
        # Topologically Sorted Source Nodes: [x_67, x_69, x_70, linear_20], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
        # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:87
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf129, buf140, arg65_1, arg66_1, buf144, 197, 384, stream=stream0)
        del arg65_1
        del arg66_1
        buf145 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_20], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_6:88
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_6.run(arg67_1, buf145, 442368, stream=stream0)
        del arg67_1
        buf146 = buf119; del buf119  # reuse
        # Topologically Sorted Source Nodes: [linear_20], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_7:89
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_7.run(arg68_1, buf146, 1152, stream=stream0)
        del arg68_1
        buf147 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_67, x_69, x_70, linear_20], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:90
        extern_kernels.addmm(buf146, reinterpret_tensor(buf144, (197, 384), (384, 1), 0), reinterpret_tensor(buf145, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf147)
        del buf145
        del buf146
        # Topologically Sorted Source Nodes: [linear_20, reshape_10, qkv_5, unbind_5, x_71], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:91
        buf148 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf147, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf147, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf147, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
        del buf147
        buf149 = buf148[0]
        assert_size_stride(buf149, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf149, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf148
        buf153 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_73], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_8:92
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_8.run(arg69_1, buf153, 147456, stream=stream0)
        del arg69_1
        buf154 = buf139; del buf139  # reuse
        # Topologically Sorted Source Nodes: [x_73], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:93
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg70_1, buf154, 384, stream=stream0)
        del arg70_1
        buf155 = reinterpret_tensor(buf144, (197, 384), (384, 1), 0); del buf144  # reuse
        # Topologically Sorted Source Nodes: [x_73, transpose_6, x_72], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:94
        extern_kernels.addmm(buf154, reinterpret_tensor(buf149, (197, 384), (384, 1), 0), reinterpret_tensor(buf153, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf155)
        del buf153
        del buf154
        buf159 = reinterpret_tensor(buf149, (1, 197, 384), (75648, 384, 1), 0); del buf149  # reuse
        # Topologically Sorted Source Nodes: [x_67, x_69, x_73, x_75, x_76, x_77], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
        # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:95
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf129, buf140, buf155, arg71_1, arg72_1, buf159, 197, 384, stream=stream0)
        del arg71_1
        del arg72_1
        buf160 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_77], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_10:96
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_10.run(arg73_1, buf160, 589824, stream=stream0)
        del arg73_1
        buf161 = buf135; del buf135  # reuse
        # Topologically Sorted Source Nodes: [x_77], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_11:97
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_11.run(arg74_1, buf161, 1536, stream=stream0)
        del arg74_1
        buf162 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_67, x_69, x_73, x_75, x_76, x_77], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:98
        extern_kernels.addmm(buf161, reinterpret_tensor(buf159, (197, 384), (384, 1), 0), reinterpret_tensor(buf160, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf162)
        del buf160
        del buf161
        buf163 = reinterpret_tensor(buf162, (1, 197, 1536), (302592, 1536, 1), 0); del buf162  # reuse
        # Topologically Sorted Source Nodes: [x_77, x_78], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_12:99
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_12.run(buf163, 302592, stream=stream0)
        buf164 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_80], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_13:100
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_13.run(arg75_1, buf164, 589824, stream=stream0)
        del arg75_1
        buf165 = empty_strided_cuda((384, ), (1, ), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_80], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:101
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg76_1, buf165, 384, stream=stream0)
        del arg76_1
        buf166 = reinterpret_tensor(buf159, (197, 384), (384, 1), 0); del buf159  # reuse
        # Topologically Sorted Source Nodes: [x_80, x_77, x_78], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:102
        extern_kernels.addmm(buf165, reinterpret_tensor(buf163, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf164, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf166)
        del buf163
        del buf164
        buf170 = empty_strided_cuda((1, 197, 384), (75648, 384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_67, x_69, x_73, x_75, x_80, x_82, x_83, linear_24], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
        # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:103
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf129, buf140, buf155, buf166, arg77_1, arg78_1, buf170, 197, 384, stream=stream0)
        del arg77_1
        del arg78_1
        buf171 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_24], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_6:104
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_6.run(arg79_1, buf171, 442368, stream=stream0)
        del arg79_1
        buf172 = empty_strided_cuda((1152, ), (1, ), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_24], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_7:105
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_7.run(arg80_1, buf172, 1152, stream=stream0)
        del arg80_1
        buf173 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_67, x_69, x_73, x_75, x_80, x_82, x_83, linear_24], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:106
        extern_kernels.addmm(buf172, reinterpret_tensor(buf170, (197, 384), (384, 1), 0), reinterpret_tensor(buf171, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf173)
        del buf171
        # Topologically Sorted Source Nodes: [linear_24, reshape_12, qkv_6, unbind_6, x_84], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:107
        buf174 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf173, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf173, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf173, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
        del buf173
        buf175 = buf174[0]
        assert_size_stride(buf175, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf175, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf174
        buf179 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_86], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_8:108
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_8.run(arg81_1, buf179, 147456, stream=stream0)
        del arg81_1
        buf180 = buf165; del buf165  # reuse
        # Topologically Sorted Source Nodes: [x_86], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:109
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg82_1, buf180, 384, stream=stream0)
        del arg82_1
        buf181 = reinterpret_tensor(buf170, (197, 384), (384, 1), 0); del buf170  # reuse
        # Topologically Sorted Source Nodes: [x_86, transpose_7, x_85], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:110
        extern_kernels.addmm(buf180, reinterpret_tensor(buf175, (197, 384), (384, 1), 0), reinterpret_tensor(buf179, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf181)
        del buf179
        buf182 = buf129; del buf129  # reuse
        buf186 = reinterpret_tensor(buf175, (1, 197, 384), (75648, 384, 1), 0); del buf175  # reuse
        # Topologically Sorted Source Nodes: [x_67, x_69, x_73, x_75, x_80, x_82, x_86, x_88, x_89, x_90], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
        # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_17:111
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_17.run(buf182, buf140, buf155, buf166, buf181, arg83_1, arg84_1, buf186, 197, 384, stream=stream0)
        del arg83_1
        del arg84_1
        del buf140
        del buf155
        del buf166
        buf187 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_90], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_10:112
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_10.run(arg85_1, buf187, 589824, stream=stream0)
        del arg85_1
        buf188 = empty_strided_cuda((1536, ), (1, ), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_90], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_11:113
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_11.run(arg86_1, buf188, 1536, stream=stream0)
        del arg86_1
        buf189 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_89, x_90], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:114
        extern_kernels.addmm(buf188, reinterpret_tensor(buf186, (197, 384), (384, 1), 0), reinterpret_tensor(buf187, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf189)
        del buf187
        buf190 = reinterpret_tensor(buf189, (1, 197, 1536), (302592, 1536, 1), 0); del buf189  # reuse
        # Topologically Sorted Source Nodes: [x_90, x_91], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_12:115
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_12.run(buf190, 302592, stream=stream0)
        buf191 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_93], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_13:116
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_13.run(arg87_1, buf191, 589824, stream=stream0)
        del arg87_1
        buf192 = buf180; del buf180  # reuse
        # Topologically Sorted Source Nodes: [x_93], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:117
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg88_1, buf192, 384, stream=stream0)
        del arg88_1
        buf193 = reinterpret_tensor(buf186, (197, 384), (384, 1), 0); del buf186  # reuse
        # Topologically Sorted Source Nodes: [x_93, x_90, x_91], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:118
        extern_kernels.addmm(buf192, reinterpret_tensor(buf190, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf191, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf193)
        del buf190
        del buf191
        buf197 = reinterpret_tensor(buf181, (1, 197, 384), (75648, 384, 1), 0); del buf181  # reuse
        # Topologically Sorted Source Nodes: [x_93, x_95, x_96, linear_28], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
        # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:119
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf182, buf193, arg89_1, arg90_1, buf197, 197, 384, stream=stream0)
        del arg89_1
        del arg90_1
        buf198 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_28], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_6:120
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_6.run(arg91_1, buf198, 442368, stream=stream0)
        del arg91_1
        buf199 = buf172; del buf172  # reuse
        # Topologically Sorted Source Nodes: [linear_28], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_7:121
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_7.run(arg92_1, buf199, 1152, stream=stream0)
        del arg92_1
        buf200 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_93, x_95, x_96, linear_28], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:122
        extern_kernels.addmm(buf199, reinterpret_tensor(buf197, (197, 384), (384, 1), 0), reinterpret_tensor(buf198, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf200)
        del buf198
        del buf199
        # Topologically Sorted Source Nodes: [linear_28, reshape_14, qkv_7, unbind_7, x_97], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:123
        buf201 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf200, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf200, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf200, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
        del buf200
        buf202 = buf201[0]
        assert_size_stride(buf202, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf202, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf201
        buf206 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_99], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_8:124
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_8.run(arg93_1, buf206, 147456, stream=stream0)
        del arg93_1
        buf207 = buf192; del buf192  # reuse
        # Topologically Sorted Source Nodes: [x_99], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:125
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg94_1, buf207, 384, stream=stream0)
        del arg94_1
        buf208 = reinterpret_tensor(buf197, (197, 384), (384, 1), 0); del buf197  # reuse
        # Topologically Sorted Source Nodes: [x_99, transpose_8, x_98], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:126
        extern_kernels.addmm(buf207, reinterpret_tensor(buf202, (197, 384), (384, 1), 0), reinterpret_tensor(buf206, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf208)
        del buf206
        del buf207
        buf212 = reinterpret_tensor(buf202, (1, 197, 384), (75648, 384, 1), 0); del buf202  # reuse
        # Topologically Sorted Source Nodes: [x_93, x_95, x_99, x_101, x_102, x_103], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
        # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:127
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf182, buf193, buf208, arg95_1, arg96_1, buf212, 197, 384, stream=stream0)
        del arg95_1
        del arg96_1
        buf213 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_103], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_10:128
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_10.run(arg97_1, buf213, 589824, stream=stream0)
        del arg97_1
        buf214 = buf188; del buf188  # reuse
        # Topologically Sorted Source Nodes: [x_103], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_11:129
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_11.run(arg98_1, buf214, 1536, stream=stream0)
        del arg98_1
        buf215 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_93, x_95, x_99, x_101, x_102, x_103], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:130
        extern_kernels.addmm(buf214, reinterpret_tensor(buf212, (197, 384), (384, 1), 0), reinterpret_tensor(buf213, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf215)
        del buf213
        del buf214
        buf216 = reinterpret_tensor(buf215, (1, 197, 1536), (302592, 1536, 1), 0); del buf215  # reuse
        # Topologically Sorted Source Nodes: [x_103, x_104], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_12:131
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_12.run(buf216, 302592, stream=stream0)
        buf217 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_106], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_13:132
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_13.run(arg99_1, buf217, 589824, stream=stream0)
        del arg99_1
        buf218 = empty_strided_cuda((384, ), (1, ), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_106], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:133
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg100_1, buf218, 384, stream=stream0)
        del arg100_1
        buf219 = reinterpret_tensor(buf212, (197, 384), (384, 1), 0); del buf212  # reuse
        # Topologically Sorted Source Nodes: [x_106, x_103, x_104], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:134
        extern_kernels.addmm(buf218, reinterpret_tensor(buf216, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf217, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf219)
        del buf216
        del buf217
        buf223 = empty_strided_cuda((1, 197, 384), (75648, 384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_93, x_95, x_99, x_101, x_106, x_108, x_109, linear_32], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
        # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:135
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf182, buf193, buf208, buf219, arg101_1, arg102_1, buf223, 197, 384, stream=stream0)
        del arg101_1
        del arg102_1
        buf224 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_32], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_6:136
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_6.run(arg103_1, buf224, 442368, stream=stream0)
        del arg103_1
        buf225 = empty_strided_cuda((1152, ), (1, ), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_32], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_7:137
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_7.run(arg104_1, buf225, 1152, stream=stream0)
        del arg104_1
        buf226 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_93, x_95, x_99, x_101, x_106, x_108, x_109, linear_32], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:138
        extern_kernels.addmm(buf225, reinterpret_tensor(buf223, (197, 384), (384, 1), 0), reinterpret_tensor(buf224, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf226)
        del buf224
        # Topologically Sorted Source Nodes: [linear_32, reshape_16, qkv_8, unbind_8, x_110], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:139
        buf227 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf226, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf226, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf226, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
        del buf226
        buf228 = buf227[0]
        assert_size_stride(buf228, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf228, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf227
        buf232 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_112], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_8:140
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_8.run(arg105_1, buf232, 147456, stream=stream0)
        del arg105_1
        buf233 = buf218; del buf218  # reuse
        # Topologically Sorted Source Nodes: [x_112], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:141
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg106_1, buf233, 384, stream=stream0)
        del arg106_1
        buf234 = reinterpret_tensor(buf223, (197, 384), (384, 1), 0); del buf223  # reuse
        # Topologically Sorted Source Nodes: [x_112, transpose_9, x_111], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:142
        extern_kernels.addmm(buf233, reinterpret_tensor(buf228, (197, 384), (384, 1), 0), reinterpret_tensor(buf232, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf234)
        del buf232
        buf235 = buf182; del buf182  # reuse
        buf239 = reinterpret_tensor(buf228, (1, 197, 384), (75648, 384, 1), 0); del buf228  # reuse
        # Topologically Sorted Source Nodes: [x_93, x_95, x_99, x_101, x_106, x_108, x_112, x_114, x_115, x_116], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
        # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_17:143
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_17.run(buf235, buf193, buf208, buf219, buf234, arg107_1, arg108_1, buf239, 197, 384, stream=stream0)
        del arg107_1
        del arg108_1
        del buf193
        del buf208
        del buf219
        buf240 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_116], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_10:144
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_10.run(arg109_1, buf240, 589824, stream=stream0)
        del arg109_1
        buf241 = empty_strided_cuda((1536, ), (1, ), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_116], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_11:145
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_11.run(arg110_1, buf241, 1536, stream=stream0)
        del arg110_1
        buf242 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_115, x_116], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:146
        extern_kernels.addmm(buf241, reinterpret_tensor(buf239, (197, 384), (384, 1), 0), reinterpret_tensor(buf240, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf242)
        del buf240
        buf243 = reinterpret_tensor(buf242, (1, 197, 1536), (302592, 1536, 1), 0); del buf242  # reuse
        # Topologically Sorted Source Nodes: [x_116, x_117], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_12:147
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_12.run(buf243, 302592, stream=stream0)
        buf244 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_119], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_13:148
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_13.run(arg111_1, buf244, 589824, stream=stream0)
        del arg111_1
        buf245 = buf233; del buf233  # reuse
        # Topologically Sorted Source Nodes: [x_119], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:149
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg112_1, buf245, 384, stream=stream0)
        del arg112_1
        buf246 = reinterpret_tensor(buf239, (197, 384), (384, 1), 0); del buf239  # reuse
        # Topologically Sorted Source Nodes: [x_119, x_116, x_117], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:150
        extern_kernels.addmm(buf245, reinterpret_tensor(buf243, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf244, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf246)
        del buf243
        del buf244
        buf250 = reinterpret_tensor(buf234, (1, 197, 384), (75648, 384, 1), 0); del buf234  # reuse
        # Topologically Sorted Source Nodes: [x_119, x_121, x_122, linear_36], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
        # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:151
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf235, buf246, arg113_1, arg114_1, buf250, 197, 384, stream=stream0)
        del arg113_1
        del arg114_1
        buf251 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_36], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_6:152
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_6.run(arg115_1, buf251, 442368, stream=stream0)
        del arg115_1
        buf252 = buf225; del buf225  # reuse
        # Topologically Sorted Source Nodes: [linear_36], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_7:153
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_7.run(arg116_1, buf252, 1152, stream=stream0)
        del arg116_1
        buf253 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_119, x_121, x_122, linear_36], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:154
        extern_kernels.addmm(buf252, reinterpret_tensor(buf250, (197, 384), (384, 1), 0), reinterpret_tensor(buf251, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf253)
        del buf251
        del buf252
        # Topologically Sorted Source Nodes: [linear_36, reshape_18, qkv_9, unbind_9, x_123], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:155
        buf254 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf253, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf253, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf253, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
        del buf253
        buf255 = buf254[0]
        assert_size_stride(buf255, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf255, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf254
        buf259 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_125], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_8:156
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_8.run(arg117_1, buf259, 147456, stream=stream0)
        del arg117_1
        buf260 = buf245; del buf245  # reuse
        # Topologically Sorted Source Nodes: [x_125], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:157
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg118_1, buf260, 384, stream=stream0)
        del arg118_1
        buf261 = reinterpret_tensor(buf250, (197, 384), (384, 1), 0); del buf250  # reuse
        # Topologically Sorted Source Nodes: [x_125, transpose_10, x_124], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:158
        extern_kernels.addmm(buf260, reinterpret_tensor(buf255, (197, 384), (384, 1), 0), reinterpret_tensor(buf259, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf261)
        del buf259
        del buf260
        buf265 = reinterpret_tensor(buf255, (1, 197, 384), (75648, 384, 1), 0); del buf255  # reuse
        # Topologically Sorted Source Nodes: [x_119, x_121, x_125, x_127, x_128, x_129], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
        # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:159
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf235, buf246, buf261, arg119_1, arg120_1, buf265, 197, 384, stream=stream0)
        del arg119_1
        del arg120_1
        buf266 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_129], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_10:160
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_10.run(arg121_1, buf266, 589824, stream=stream0)
        del arg121_1
        buf267 = buf241; del buf241  # reuse
        # Topologically Sorted Source Nodes: [x_129], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_11:161
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_11.run(arg122_1, buf267, 1536, stream=stream0)
        del arg122_1
        buf268 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_119, x_121, x_125, x_127, x_128, x_129], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:162
        extern_kernels.addmm(buf267, reinterpret_tensor(buf265, (197, 384), (384, 1), 0), reinterpret_tensor(buf266, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf268)
        del buf266
        del buf267
        buf269 = reinterpret_tensor(buf268, (1, 197, 1536), (302592, 1536, 1), 0); del buf268  # reuse
        # Topologically Sorted Source Nodes: [x_129, x_130], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_12:163
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_12.run(buf269, 302592, stream=stream0)
        buf270 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_132], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_13:164
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_13.run(arg123_1, buf270, 589824, stream=stream0)
        del arg123_1
        buf271 = empty_strided_cuda((384, ), (1, ), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_132], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:165
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg124_1, buf271, 384, stream=stream0)
        del arg124_1
        buf272 = reinterpret_tensor(buf265, (197, 384), (384, 1), 0); del buf265  # reuse
        # Topologically Sorted Source Nodes: [x_132, x_129, x_130], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:166
        extern_kernels.addmm(buf271, reinterpret_tensor(buf269, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf270, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf272)
        del buf269
        del buf270
        buf276 = empty_strided_cuda((1, 197, 384), (75648, 384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_119, x_121, x_125, x_127, x_132, x_134, x_135, linear_40], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
        # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:167
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf235, buf246, buf261, buf272, arg125_1, arg126_1, buf276, 197, 384, stream=stream0)
        del arg125_1
        del arg126_1
        buf277 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_40], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_6:168
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_6.run(arg127_1, buf277, 442368, stream=stream0)
        del arg127_1
        buf278 = empty_strided_cuda((1152, ), (1, ), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_40], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_7:169
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_7.run(arg128_1, buf278, 1152, stream=stream0)
        del arg128_1
        buf279 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_119, x_121, x_125, x_127, x_132, x_134, x_135, linear_40], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:170
        extern_kernels.addmm(buf278, reinterpret_tensor(buf276, (197, 384), (384, 1), 0), reinterpret_tensor(buf277, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf279)
        del buf277
        # Topologically Sorted Source Nodes: [linear_40, reshape_20, qkv_10, unbind_10, x_136], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:171
        buf280 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf279, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf279, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf279, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
        del buf279
        buf281 = buf280[0]
        assert_size_stride(buf281, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf281, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf280
        buf285 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_138], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_8:172
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_8.run(arg129_1, buf285, 147456, stream=stream0)
        del arg129_1
        buf286 = buf271; del buf271  # reuse
        # Topologically Sorted Source Nodes: [x_138], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:173
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg130_1, buf286, 384, stream=stream0)
        del arg130_1
        buf287 = reinterpret_tensor(buf276, (197, 384), (384, 1), 0); del buf276  # reuse
        # Topologically Sorted Source Nodes: [x_138, transpose_11, x_137], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:174
        extern_kernels.addmm(buf286, reinterpret_tensor(buf281, (197, 384), (384, 1), 0), reinterpret_tensor(buf285, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf287)
        del buf285
        buf288 = buf235; del buf235  # reuse
        buf292 = reinterpret_tensor(buf281, (1, 197, 384), (75648, 384, 1), 0); del buf281  # reuse
        # Topologically Sorted Source Nodes: [x_119, x_121, x_125, x_127, x_132, x_134, x_138, x_140, x_141, x_142], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
        # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_17:175
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_17.run(buf288, buf246, buf261, buf272, buf287, arg131_1, arg132_1, buf292, 197, 384, stream=stream0)
        del arg131_1
        del arg132_1
        del buf246
        del buf261
        del buf272
        buf293 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_142], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_10:176
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_10.run(arg133_1, buf293, 589824, stream=stream0)
        del arg133_1
        buf294 = empty_strided_cuda((1536, ), (1, ), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_142], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_11:177
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_11.run(arg134_1, buf294, 1536, stream=stream0)
        del arg134_1
        buf295 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_141, x_142], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:178
        extern_kernels.addmm(buf294, reinterpret_tensor(buf292, (197, 384), (384, 1), 0), reinterpret_tensor(buf293, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf295)
        del buf293
        buf296 = reinterpret_tensor(buf295, (1, 197, 1536), (302592, 1536, 1), 0); del buf295  # reuse
        # Topologically Sorted Source Nodes: [x_142, x_143], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_12:179
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_12.run(buf296, 302592, stream=stream0)
        buf297 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_145], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_13:180
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_13.run(arg135_1, buf297, 589824, stream=stream0)
        del arg135_1
        buf298 = buf286; del buf286  # reuse
        # Topologically Sorted Source Nodes: [x_145], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:181
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg136_1, buf298, 384, stream=stream0)
        del arg136_1
        buf299 = reinterpret_tensor(buf292, (197, 384), (384, 1), 0); del buf292  # reuse
        # Topologically Sorted Source Nodes: [x_145, x_142, x_143], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:182
        extern_kernels.addmm(buf298, reinterpret_tensor(buf296, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf297, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf299)
        del buf296
        del buf297
        buf303 = reinterpret_tensor(buf287, (1, 197, 384), (75648, 384, 1), 0); del buf287  # reuse
        # Topologically Sorted Source Nodes: [x_145, x_147, x_148, linear_44], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
        # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:183
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf288, buf299, arg137_1, arg138_1, buf303, 197, 384, stream=stream0)
        del arg137_1
        del arg138_1
        buf304 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_44], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_6:184
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_6.run(arg139_1, buf304, 442368, stream=stream0)
        del arg139_1
        buf305 = buf278; del buf278  # reuse
        # Topologically Sorted Source Nodes: [linear_44], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_7:185
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_7.run(arg140_1, buf305, 1152, stream=stream0)
        del arg140_1
        buf306 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_145, x_147, x_148, linear_44], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:186
        extern_kernels.addmm(buf305, reinterpret_tensor(buf303, (197, 384), (384, 1), 0), reinterpret_tensor(buf304, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf306)
        del buf304
        del buf305
        # Topologically Sorted Source Nodes: [linear_44, reshape_22, qkv_11, unbind_11, x_149], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:187
        buf307 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf306, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf306, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf306, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
        del buf306
        buf308 = buf307[0]
        assert_size_stride(buf308, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        assert_alignment(buf308, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
        del buf307
        buf312 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_151], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_8:188
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_8.run(arg141_1, buf312, 147456, stream=stream0)
        del arg141_1
        buf313 = buf298; del buf298  # reuse
        # Topologically Sorted Source Nodes: [x_151], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:189
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg142_1, buf313, 384, stream=stream0)
        del arg142_1
        buf314 = reinterpret_tensor(buf303, (197, 384), (384, 1), 0); del buf303  # reuse
        # Topologically Sorted Source Nodes: [x_151, transpose_12, x_150], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:190
        extern_kernels.addmm(buf313, reinterpret_tensor(buf308, (197, 384), (384, 1), 0), reinterpret_tensor(buf312, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf314)
        del buf312
        del buf313
        buf318 = reinterpret_tensor(buf308, (1, 197, 384), (75648, 384, 1), 0); del buf308  # reuse
        # Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_154, x_155], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
        # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:191
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf288, buf299, buf314, arg143_1, arg144_1, buf318, 197, 384, stream=stream0)
        del arg143_1
        del arg144_1
        buf319 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_155], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_10:192
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_10.run(arg145_1, buf319, 589824, stream=stream0)
        del arg145_1
        buf320 = buf294; del buf294  # reuse
        # Topologically Sorted Source Nodes: [x_155], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_11:193
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_11.run(arg146_1, buf320, 1536, stream=stream0)
        del arg146_1
        buf321 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_154, x_155], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:194
        extern_kernels.addmm(buf320, reinterpret_tensor(buf318, (197, 384), (384, 1), 0), reinterpret_tensor(buf319, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf321)
        del buf319
        del buf320
        buf322 = reinterpret_tensor(buf321, (1, 197, 1536), (302592, 1536, 1), 0); del buf321  # reuse
        # Topologically Sorted Source Nodes: [x_155, x_156], Original ATen: [aten.view, aten.gelu]
        # [Provenance debug handles] triton_poi_fused_gelu_view_12:195
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_12.run(buf322, 302592, stream=stream0)
        buf323 = empty_strided_cuda((384, 1536), (1536, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_158], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_13:196
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_13.run(arg147_1, buf323, 589824, stream=stream0)
        del arg147_1
        buf324 = empty_strided_cuda((384, ), (1, ), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_158], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:197
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(arg148_1, buf324, 384, stream=stream0)
        del arg148_1
        buf325 = reinterpret_tensor(buf318, (197, 384), (384, 1), 0); del buf318  # reuse
        # Topologically Sorted Source Nodes: [x_158, x_155, x_156], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:198
        extern_kernels.addmm(buf324, reinterpret_tensor(buf322, (197, 1536), (1536, 1), 0), reinterpret_tensor(buf323, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf325)
        del buf322
        del buf323
        buf326 = empty_strided_cuda((1, 197, 1), (197, 1, 197), torch.float32)
        buf327 = empty_strided_cuda((1, 197, 1), (197, 1, 197), torch.float32)
        # Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_158, x_160, x_161], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_18:199
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_18.run(buf288, buf299, buf314, buf325, buf326, buf327, 197, 384, stream=stream0)
        buf329 = reinterpret_tensor(buf324, (1, 384), (384, 1), 0); del buf324  # reuse
        # Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_158, x_160, x_161, x_162, x_164], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.select, aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_add_native_layer_norm_select_view_19:200
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_add_native_layer_norm_select_view_19.run(buf288, buf299, buf314, buf325, buf326, buf327, arg149_1, arg150_1, buf329, 384, stream=stream0)
        del arg149_1
        del arg150_1
        del buf288
        del buf299
        del buf314
        del buf325
        del buf326
        del buf327
        buf330 = empty_strided_cuda((1000, 384), (384, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_164], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_20:201
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_20.run(arg151_1, buf330, 384000, stream=stream0)
        del arg151_1
        buf331 = empty_strided_cuda((1000, ), (1, ), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_164], Original ATen: [aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_21:202
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_21.run(arg152_1, buf331, 1000, stream=stream0)
        del arg152_1
        buf332 = empty_strided_cuda((1, 1000), (1000, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_158, x_160, x_161, x_164, x_162], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.select, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:203
        extern_kernels.addmm(buf331, buf329, reinterpret_tensor(buf330, (384, 1000), (1, 384), 0), alpha=1, beta=1, out=buf332)
        del buf329
        del buf330
        del buf331
    return (buf332, )


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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1 = args
        args.clear()
        partition0_args = [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1]
        del arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1
        (buf332,) = self.partitions[0](partition0_args)
        del partition0_args
        return (buf332, )

runner = Runner(partitions=[partition_0,])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 3, 224, 224), (150528, 50176, 224, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((384, 3, 16, 16), (768, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((1, 1, 384), (384, 384, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg31_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg32_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg33_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg34_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg35_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg36_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg37_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg38_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg39_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg40_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg41_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg42_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg43_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg44_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg45_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg46_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg47_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg48_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg49_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg50_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg51_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg52_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg53_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg54_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg55_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg56_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg57_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg58_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg59_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg60_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg61_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg62_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg63_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg64_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg65_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg66_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg67_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg68_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg69_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg70_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg71_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg72_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg73_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg74_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg75_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg76_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg77_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg78_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg79_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg80_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg81_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg82_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg83_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg84_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg85_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg86_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg87_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg88_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg89_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg90_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg91_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg92_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg93_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg94_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg95_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg96_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg97_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg98_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg99_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg100_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg101_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg102_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg103_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg104_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg105_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg106_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg107_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg108_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg109_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg110_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg111_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg112_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg113_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg114_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg115_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg116_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg117_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg118_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg119_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg120_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg121_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg122_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg123_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg124_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg125_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg126_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg127_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg128_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg129_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg130_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg131_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg132_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg133_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg134_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg135_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg136_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg137_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg138_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg139_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg140_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg141_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg142_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg143_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg144_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg145_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg146_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg147_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg148_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg149_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg150_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg151_1 = rand_strided((1000, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg152_1 = rand_strided((1000, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1]


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


# kernel path: /tmp/lab-cache-mh4IEy/inductor/7m/c7mqmkyriqhuwcjgobjlc6kv5zidak6whjzujdmykaedn5ta7eas.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
# Graph fragment:
#   %arg0_1 : Tensor "f32[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %convert_element_type_2 : Tensor "bf16[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf0
triton_poi_fused__to_copy_convolution_0 = async_compile.triton('triton_poi_fused__to_copy_convolution_0', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 1204224}, 'kernel_num_gb': 0.000903168, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 150528
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((1, 3, 224, 224), (150528, 50176, 224, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 3, 224, 224), (150528, 50176, 224, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 150528,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_convolution_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000903168
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/cu/ccu7rimhfdref4bgbaiytgoxhl6osqolflspgy6witt5s56l54gt.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
# Graph fragment:
#   %arg1_1 : Tensor "f32[384, 3, 16, 16][768, 256, 16, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %convert_element_type_2 : Tensor "bf16[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf1
triton_poi_fused__to_copy_convolution_1 = async_compile.triton('triton_poi_fused__to_copy_convolution_1', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 2359296}, 'kernel_num_gb': 0.001769472, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 294912
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((384, 3, 16, 16), (768, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((384, 3, 16, 16), (768, 256, 16, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 294912,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_convolution_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001769472
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/iu/ciu4x7nakoqxebg4ulcsbb2yp6hbywazjq3glcaxzfxzij2efvmt.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
# Graph fragment:
#   %arg2_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %convert_element_type_2 : Tensor "bf16[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf2
triton_poi_fused__to_copy_convolution_2 = async_compile.triton('triton_poi_fused__to_copy_convolution_2', '''
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
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 3072}, 'kernel_num_gb': 2.304e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_convolution_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_convolution_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 2.304e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/2i/c2iquyezu7gbd54fuxxorpytzy5bnb7kli2avuptlkqi237tqkcv.py
# Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_5], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   expand => expand
#   flatten => view
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
#   x_1 => permute
#   x_2 => cat
#   x_3 => add
#   x_5 => var_mean
# Graph fragment:
#   %arg3_1 : Tensor "f32[1, 1, 384][384, 384, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %buf3 : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0" = PlaceHolder[target=buf3]
#   %buf2 : Tensor "bf16[384][1]cuda:0" = PlaceHolder[target=buf2]
#   %arg4_1 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %expand : Tensor "f32[1, 1, 384][384, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%arg3_1, [1, -1, -1]), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view : Tensor "bf16[1, 384, 196][75264, 196, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [1, 384, 196]), kwargs = {})
#   %permute : Tensor "bf16[1, 196, 384][75264, 1, 196]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view, [0, 2, 1]), kwargs = {})
#   %cat : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%expand, %permute], 1), kwargs = {})
#   %add : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %arg4_1), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add, [2]), kwargs = {correction: 0, keepdim: True})
#   return %buf4,%buf5,%buf6
triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3 = async_compile.triton('triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 14184, 'r0_': 304896}, 'kernel_num_gb': 0.000462516, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 591
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = xindex // 3
    x0 = (xindex % 3)
    x3 = xindex
    tmp19_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp19_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp19_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp16 = tl.load(in_ptr3 + (r0_2 + 128*x3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp0 = x1
        tmp1 = tl.full([1, 1], 0, tl.int64)
        tmp2 = tmp0 >= tmp1
        tmp3 = tl.full([1, 1], 1, tl.int64)
        tmp4 = tmp0 < tmp3
        tmp5 = tl.load(in_ptr0 + (r0_2 + 128*x0), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0)
        tmp6 = tmp0 >= tmp3
        tmp7 = tl.full([1, 1], 197, tl.int64)
        tmp8 = tmp0 < tmp7
        tmp9 = tl.load(in_ptr1 + (196*r0_2 + 25088*x0 + ((((-1) + x1) % 196))), r0_mask & tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp10 = tl.load(in_ptr2 + (r0_2 + 128*x0), r0_mask & tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp11 = tmp9 + tmp10
        tmp12 = tmp11.to(tl.float32)
        tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
        tmp14 = tl.where(tmp6, tmp12, tmp13)
        tmp15 = tl.where(tmp4, tmp5, tmp14)
        tmp17 = tmp15 + tmp16
        tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
        tmp19_mean_next, tmp19_m2_next, tmp19_weight_next = triton_helpers.welford_reduce(
            tmp18, tmp19_mean, tmp19_m2, tmp19_weight, roffset == 0
        )
        tmp19_mean = tl.where(r0_mask & xmask, tmp19_mean_next, tmp19_mean)
        tmp19_m2 = tl.where(r0_mask & xmask, tmp19_m2_next, tmp19_m2)
        tmp19_weight = tl.where(r0_mask & xmask, tmp19_weight_next, tmp19_weight)
    tmp20, tmp21, tmp22 = triton_helpers.welford(tmp19_mean, tmp19_m2, tmp19_weight, 1)
    tmp19 = tmp20[:, None]
    tmp23 = tmp21[:, None]
    tmp24 = tmp22[:, None]
    tl.store(out_ptr0 + (x3), tmp19, xmask)
    tl.store(out_ptr1 + (x3), tmp23, xmask)
    tl.store(out_ptr2 + (x3), tmp24, xmask)


def get_args():
    arg_0 = rand_strided((1, 1, 384), (384, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 384, 14, 14), (75264, 196, 14, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 197, 1, 3), (591, 3, 591, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 197, 1, 3), (591, 3, 591, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 197, 1, 3), (591, 3, 591, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 591, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000462516
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/bz/cbza32crifp76cffvxaki3pph6wwx355wxtrsne5hnqp2d7wzghb.py
# Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_5], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   expand => expand
#   flatten => view
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
#   x_1 => permute
#   x_2 => cat
#   x_3 => add
#   x_5 => var_mean
# Graph fragment:
#   %buf4 : Tensor "f32[1, 197, 1, 3][591, 3, 591, 1]cuda:0" = PlaceHolder[target=buf4]
#   %buf5 : Tensor "f32[1, 197, 1, 3][591, 3, 591, 1]cuda:0" = PlaceHolder[target=buf5]
#   %buf6 : Tensor "f32[1, 197, 1, 3][591, 3, 591, 1]cuda:0" = PlaceHolder[target=buf6]
#   %expand : Tensor "f32[1, 1, 384][384, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%arg3_1, [1, -1, -1]), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view : Tensor "bf16[1, 384, 196][75264, 196, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [1, 384, 196]), kwargs = {})
#   %permute : Tensor "bf16[1, 196, 384][75264, 1, 196]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view, [0, 2, 1]), kwargs = {})
#   %cat : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%expand, %permute], 1), kwargs = {})
#   %add : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %arg4_1), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add, [2]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_1,%buf8
triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4 = async_compile.triton('triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4', '''
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
    size_hints={'x': 256, 'r0_': 4},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 3152, 'r0_': 2659}, 'kernel_num_gb': 8.668e-06, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 197
    r0_numel = 3
    R0_BLOCK: tl.constexpr = 4
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 3*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 3*x0), r0_mask & xmask, other=0.0)
    tmp2 = tl.load(in_ptr2 + (r0_1 + 3*x0), r0_mask & xmask, other=0.0)
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
    tl.store(out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr1 + (x0), tmp14, xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 1, 3), (591, 3, 591, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 197, 1, 3), (591, 3, 591, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 197, 1, 3), (591, 3, 591, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 197, 3,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 8.668e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/n5/cn5bg45tqikajiybexo2zo4axfph2sxosnp56zdrz675iieii3rg.py
# Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_5, linear], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   expand => expand
#   flatten => view
#   linear => convert_element_type_5
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
#   x_1 => permute
#   x_2 => cat
#   x_3 => add
#   x_5 => add_1, add_2, mul, mul_1, rsqrt, sub, var_mean
# Graph fragment:
#   %arg3_1 : Tensor "f32[1, 1, 384][384, 384, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %buf3 : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0" = PlaceHolder[target=buf3]
#   %buf2 : Tensor "bf16[384][1]cuda:0" = PlaceHolder[target=buf2]
#   %arg4_1 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %getitem_1 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf8 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=buf8]
#   %arg5_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %mul_1 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=mul_1]
#   %arg6_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %expand : Tensor "f32[1, 1, 384][384, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%arg3_1, [1, -1, -1]), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view : Tensor "bf16[1, 384, 196][75264, 196, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [1, 384, 196]), kwargs = {})
#   %permute : Tensor "bf16[1, 196, 384][75264, 1, 196]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view, [0, 2, 1]), kwargs = {})
#   %cat : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%expand, %permute], 1), kwargs = {})
#   %add : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %arg4_1), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add, %getitem_1), kwargs = {})
#   %add_1 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_1,), kwargs = {})
#   %mul : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg5_1), kwargs = {})
#   %add_2 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %arg6_1), kwargs = {})
#   %convert_element_type_5 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_2, torch.bfloat16), kwargs = {})
#   return %mul_1,%convert_element_type_5
triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5 = async_compile.triton('triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 610560}, 'kernel_num_gb': 0.000611368, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 75648
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 384
    x0 = (xindex % 384)
    x2 = xindex
    tmp16 = tl.load(in_ptr3 + (x2), xmask)
    tmp18 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr5 + (x1), xmask, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr7 + (x0), xmask, eviction_policy='evict_last')
    tmp0 = x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 1, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 197, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tl.load(in_ptr1 + (196*x0 + ((((-1) + x1) % 196))), tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp10 = tl.load(in_ptr2 + (x0), tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = tmp11.to(tl.float32)
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp6, tmp12, tmp13)
    tmp15 = tl.where(tmp4, tmp5, tmp14)
    tmp17 = tmp15 + tmp16
    tmp19 = tmp17 - tmp18
    tmp21 = tl.full([1], 384.0, tl.float32)
    tmp22 = (tmp20 / tmp21)
    tmp23 = tl.full([1], 1e-06, tl.float32)
    tmp24 = tmp22 + tmp23
    tmp25 = libdevice.rsqrt(tmp24)
    tmp26 = tmp19 * tmp25
    tmp28 = tmp26 * tmp27
    tmp30 = tmp28 + tmp29
    tmp31 = tmp30.to(tl.float32)
    tl.store(out_ptr1 + (x2), tmp31, xmask)


def get_args():
    arg_0 = rand_strided((1, 1, 384), (384, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 384, 14, 14), (75264, 196, 14, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 75648,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000611368
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/fi/cfi45yj56kjzngfuoerakgxcggbuwbkbrkctk2lrgy5v2n5rgevh.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   linear => convert_element_type_4
# Graph fragment:
#   %arg7_1 : Tensor "f32[1152, 384][384, 1]cuda:0" = PlaceHolder[target=arg7_1]
#   %convert_element_type_4 : Tensor "bf16[1152, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg7_1, torch.bfloat16), kwargs = {})
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
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 3538944}, 'kernel_num_gb': 0.002654208, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 442368
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 442368,


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
    num_gb = 0.002654208
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/6r/c6rgwrysb6rcmdj7772noqssdtkktp2efznjoigk74tmmjdiqxlu.py
# Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   linear => convert_element_type_3
# Graph fragment:
#   %arg8_1 : Tensor "f32[1152][1]cuda:0" = PlaceHolder[target=arg8_1]
#   %convert_element_type_3 : Tensor "bf16[1152][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg8_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_3
triton_poi_fused__to_copy_7 = async_compile.triton('triton_poi_fused__to_copy_7', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 9216}, 'kernel_num_gb': 6.912e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_7(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((1152,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1152,), (1,), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 1152,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 6.912e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/gs/cgsps5amuzbpebedzfor6dtsnpd2ocvmnztfxv76tk6wjsckrasr.py
# Topologically Sorted Source Nodes: [linear, x_5], Original ATen: [aten._to_copy, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
# Source node to ATen node mapping:
#   linear => addmm, convert_element_type_3, convert_element_type_4, convert_element_type_5, permute_1, view_1
#   x_5 => add_2
# Graph fragment:
#   %convert_element_type_3 : Tensor "bf16[1152][1]cuda:0" = PlaceHolder[target=convert_element_type_3]
#   %convert_element_type_5 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=convert_element_type_5]
#   %convert_element_type_4 : Tensor "bf16[1152, 384][384, 1]cuda:0" = PlaceHolder[target=convert_element_type_4]
#   %convert_element_type_3 : Tensor "bf16[1152][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg8_1, torch.bfloat16), kwargs = {})
#   %add_2 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %arg6_1), kwargs = {})
#   %convert_element_type_5 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_2, torch.bfloat16), kwargs = {})
#   %view_1 : Tensor "bf16[197, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_5, [197, 384]), kwargs = {})
#   %convert_element_type_4 : Tensor "bf16[1152, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg7_1, torch.bfloat16), kwargs = {})
#   %permute_1 : Tensor "bf16[384, 1152][1, 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_4, [1, 0]), kwargs = {})
#   %addmm : Tensor "bf16[197, 1152][1152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.addmm.default](args = (%convert_element_type_3, %view_1, %permute_1), kwargs = {})
#   return %addmm
triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8 = async_compile.triton('triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8', '''
from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch


import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=8,
triton_meta={'signature': {'in_ptr0': '*bf16', 'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'kernel_num_gb': 0.001943808, 'kernel_flop': 174292992, 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 32, 'BLOCK_N': 64, 'BLOCK_K': 32, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8(in_ptr0, arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 32
    BLOCK_N : tl.constexpr = 64
    BLOCK_K : tl.constexpr = 32
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 197
    N = 1152
    K = 384
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 384
    stride_ak = 1
    stride_bk = 1
    stride_bn = 384

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
        xindex = idx_n + 384*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 1152*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 384*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 1152*idx_m
    tmp0 = tl.load(in_ptr0 + (tl.broadcast_to(idx_n, [BLOCK_M, BLOCK_N])), mask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = acc + tmp0
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), tmp1, mask)


def get_args():
    arg_0 = rand_strided((1152,), (1,), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((197, 1152), (1152, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, 126, 1, 1,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001943808
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/ft/cfthuqyagc3h4tvymwal4l44sfneenb5p75ypjyepkhjv3cd7mno.py
# Topologically Sorted Source Nodes: [x_8], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_8 => convert_element_type_10
# Graph fragment:
#   %arg9_1 : Tensor "f32[384, 384][384, 1]cuda:0" = PlaceHolder[target=arg9_1]
#   %convert_element_type_10 : Tensor "bf16[384, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg9_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_10
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
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 1179648}, 'kernel_num_gb': 0.000884736, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_9(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 147456
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 147456,


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
    num_gb = 0.000884736
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/rb/crb3elqviwabfcnxic7ffm3ayk2h7wh2rbxwyhdwmrwzdnfwxtsb.py
# Topologically Sorted Source Nodes: [x_8, transpose_1, x_7], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
# Source node to ATen node mapping:
#   transpose_1 => permute_3
#   x_7 => view_4
#   x_8 => addmm_1, convert_element_type_10, convert_element_type_9, permute_4, view_5
# Graph fragment:
#   %convert_element_type_9 : Tensor "bf16[384][1]cuda:0" = PlaceHolder[target=convert_element_type_9]
#   %getitem_5 : Tensor "bf16[1, 6, 197, 64][75648, 64, 384, 1]cuda:0" = PlaceHolder[target=getitem_5]
#   %convert_element_type_10 : Tensor "bf16[384, 384][384, 1]cuda:0" = PlaceHolder[target=convert_element_type_10]
#   %convert_element_type_9 : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg10_1, torch.bfloat16), kwargs = {})
#   %permute_3 : Tensor "bf16[1, 197, 6, 64][75648, 384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_5, [0, 2, 1, 3]), kwargs = {})
#   %view_4 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_3, [1, 197, 384]), kwargs = {})
#   %view_5 : Tensor "bf16[197, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_4, [197, 384]), kwargs = {})
#   %convert_element_type_10 : Tensor "bf16[384, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg9_1, torch.bfloat16), kwargs = {})
#   %permute_4 : Tensor "bf16[384, 384][1, 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_10, [1, 0]), kwargs = {})
#   %addmm_1 : Tensor "bf16[197, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.addmm.default](args = (%convert_element_type_9, %view_5, %permute_4), kwargs = {})
#   return %addmm_1
triton_tem_fused__to_copy_addmm_t_transpose_view_10 = async_compile.triton('triton_tem_fused__to_copy_addmm_t_transpose_view_10', '''
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
num_warps=4,
triton_meta={'signature': {'in_ptr0': '*bf16', 'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_addmm_t_transpose_view_10', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'kernel_num_gb': 0.0007488, 'kernel_flop': 58097664, 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 128, 'BLOCK_K': 64, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_addmm_t_transpose_view_10(in_ptr0, arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 128
    BLOCK_K : tl.constexpr = 64
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 197
    N = 384
    K = 384
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 384
    stride_ak = 1
    stride_bk = 1
    stride_bn = 384

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
        xindex = idx_n + 384*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 384*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 384*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 384*idx_m
    tmp0 = tl.load(in_ptr0 + (tl.broadcast_to(idx_n, [BLOCK_M, BLOCK_N])), mask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = acc + tmp0
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), tmp1, mask)


def get_args():
    arg_0 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 6, 197, 64), (75648, 64, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, 12, 1, 1,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_tem_fused__to_copy_addmm_t_transpose_view_10.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_tem_fused__to_copy_addmm_t_transpose_view_10.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.0007488
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/su/csujd4hcg64hqtfdfshfkb4bw3chlzchmeznuejqasbe3cxxahbt.py
# Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_8, x_10, x_11, x_12], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   expand => expand
#   flatten => view
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
#   x_1 => permute
#   x_10 => add_3
#   x_11 => add_4, add_5, mul_2, mul_3, rsqrt_1, sub_1, var_mean_1
#   x_12 => convert_element_type_16
#   x_2 => cat
#   x_3 => add
#   x_8 => view_6
# Graph fragment:
#   %arg3_1 : Tensor "f32[1, 1, 384][384, 384, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %buf3 : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0" = PlaceHolder[target=buf3]
#   %buf2 : Tensor "bf16[384][1]cuda:0" = PlaceHolder[target=buf2]
#   %arg4_1 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %addmm_1 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %add_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_3]
#   %getitem_15 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=getitem_15]
#   %buf25 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=buf25]
#   %arg11_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %arg12_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg12_1]
#   %expand : Tensor "f32[1, 1, 384][384, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%arg3_1, [1, -1, -1]), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[1, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view : Tensor "bf16[1, 384, 196][75264, 196, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [1, 384, 196]), kwargs = {})
#   %permute : Tensor "bf16[1, 196, 384][75264, 1, 196]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view, [0, 2, 1]), kwargs = {})
#   %cat : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%expand, %permute], 1), kwargs = {})
#   %add : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %arg4_1), kwargs = {})
#   %view_6 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [1, 197, 384]), kwargs = {})
#   %add_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add, %view_6), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_3, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_1 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_3, %getitem_15), kwargs = {})
#   %add_4 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_14, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_4,), kwargs = {})
#   %mul_2 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %arg11_1), kwargs = {})
#   %add_5 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %arg12_1), kwargs = {})
#   %convert_element_type_16 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_5, torch.bfloat16), kwargs = {})
#   return %add_3,%getitem_15,%buf25,%convert_element_type_16
triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_11 = async_compile.triton('triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_11', '''
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
    size_hints={'x': 256, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*bf16', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*fp32', 'out_ptr3': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 1367040}, 'kernel_num_gb': 0.00106368, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_11(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 197
    r0_numel = 384
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp22_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp22_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp22_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp16 = tl.load(in_ptr3 + (r0_1 + 384*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp18 = tl.load(in_ptr4 + (r0_1 + 384*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp0 = x0
        tmp1 = tl.full([1, 1], 0, tl.int64)
        tmp2 = tmp0 >= tmp1
        tmp3 = tl.full([1, 1], 1, tl.int64)
        tmp4 = tmp0 < tmp3
        tmp5 = tl.load(in_ptr0 + (tl.broadcast_to(r0_1, [XBLOCK, R0_BLOCK])), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0)
        tmp6 = tmp0 >= tmp3
        tmp7 = tl.full([1, 1], 197, tl.int64)
        tmp8 = tmp0 < tmp7
        tmp9 = tl.load(in_ptr1 + (196*r0_1 + ((((-1) + x0) % 196))), r0_mask & tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp10 = tl.load(in_ptr2 + (tl.broadcast_to(r0_1, [XBLOCK, R0_BLOCK])), r0_mask & tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp11 = tmp9 + tmp10
        tmp12 = tmp11.to(tl.float32)
        tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
        tmp14 = tl.where(tmp6, tmp12, tmp13)
        tmp15 = tl.where(tmp4, tmp5, tmp14)
        tmp17 = tmp15 + tmp16
        tmp19 = tmp18.to(tl.float32)
        tmp20 = tmp17 + tmp19
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
        tmp22_mean_next, tmp22_m2_next, tmp22_weight_next = triton_helpers.welford_reduce(
            tmp21, tmp22_mean, tmp22_m2, tmp22_weight, roffset == 0
        )
        tmp22_mean = tl.where(r0_mask & xmask, tmp22_mean_next, tmp22_mean)
        tmp22_m2 = tl.where(r0_mask & xmask, tmp22_m2_next, tmp22_m2)
        tmp22_weight = tl.where(r0_mask & xmask, tmp22_weight_next, tmp22_weight)
        tl.store(out_ptr0 + (r0_1 + 384*x0), tmp20, r0_mask & xmask)
    tmp23, tmp24, tmp25 = triton_helpers.welford(tmp22_mean, tmp22_m2, tmp22_weight, 1)
    tmp22 = tmp23[:, None]
    tmp26 = tmp24[:, None]
    tmp27 = tmp25[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp28 = tl.load(out_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp36 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp38 = tl.load(in_ptr6 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp29 = tmp28 - tmp22
        tmp30 = tl.full([1, 1], 384.0, tl.float32)
        tmp31 = (tmp26 / tmp30)
        tmp32 = tl.full([1, 1], 1e-06, tl.float32)
        tmp33 = tmp31 + tmp32
        tmp34 = libdevice.rsqrt(tmp33)
        tmp35 = tmp29 * tmp34
        tmp37 = tmp35 * tmp36
        tmp39 = tmp37 + tmp38
        tmp40 = tmp39.to(tl.float32)
        tl.store(out_ptr3 + (r0_1 + 384*x0), tmp40, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 1, 384), (384, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 384, 14, 14), (75264, 196, 14, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_5 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 197, 384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_11.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_11.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00106368
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/6z/c6zcqxxtugefzoyhqhityhbh5xbzgf3uerfzur2bgix6vybyqe7y.py
# Topologically Sorted Source Nodes: [x_12], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_12 => convert_element_type_15
# Graph fragment:
#   %arg13_1 : Tensor "f32[1536, 384][384, 1]cuda:0" = PlaceHolder[target=arg13_1]
#   %convert_element_type_15 : Tensor "bf16[1536, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg13_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_15
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
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 4718592}, 'kernel_num_gb': 0.003538944, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_12(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 589824
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 589824,


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
    num_gb = 0.003538944
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/7j/c7ja3cw2twqp23ner6vjdvcdme2lmh7tp6kgb5doipoulng5ivgg.py
# Topologically Sorted Source Nodes: [x_12], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_12 => convert_element_type_14
# Graph fragment:
#   %arg14_1 : Tensor "f32[1536][1]cuda:0" = PlaceHolder[target=arg14_1]
#   %convert_element_type_14 : Tensor "bf16[1536][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg14_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_14
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
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 12288}, 'kernel_num_gb': 9.216e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_13(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((1536,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1536,), (1,), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 1536,


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
    num_gb = 9.216e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/xu/cxuiz5quno3z4qz3tw66mtfinig4p2e2bacdg5455r4ub4cio5ij.py
# Topologically Sorted Source Nodes: [x_11, x_12], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
# Source node to ATen node mapping:
#   x_11 => add_4, add_5, mul_2, mul_3, rsqrt_1, sub_1, var_mean_1
#   x_12 => addmm_2, convert_element_type_14, convert_element_type_15, convert_element_type_16, permute_5, view_7
# Graph fragment:
#   %convert_element_type_14 : Tensor "bf16[1536][1]cuda:0" = PlaceHolder[target=convert_element_type_14]
#   %convert_element_type_16 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=convert_element_type_16]
#   %convert_element_type_15 : Tensor "bf16[1536, 384][384, 1]cuda:0" = PlaceHolder[target=convert_element_type_15]
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_3, [2]), kwargs = {correction: 0, keepdim: True})
#   %convert_element_type_14 : Tensor "bf16[1536][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg14_1, torch.bfloat16), kwargs = {})
#   %sub_1 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_3, %getitem_15), kwargs = {})
#   %add_4 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_14, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_4,), kwargs = {})
#   %mul_2 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %arg11_1), kwargs = {})
#   %add_5 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %arg12_1), kwargs = {})
#   %convert_element_type_16 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_5, torch.bfloat16), kwargs = {})
#   %view_7 : Tensor "bf16[197, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_16, [197, 384]), kwargs = {})
#   %convert_element_type_15 : Tensor "bf16[1536, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg13_1, torch.bfloat16), kwargs = {})
#   %permute_5 : Tensor "bf16[384, 1536][1, 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_15, [1, 0]), kwargs = {})
#   %addmm_2 : Tensor "bf16[197, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.addmm.default](args = (%convert_element_type_14, %view_7, %permute_5), kwargs = {})
#   return %addmm_2
triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14 = async_compile.triton('triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14', '''
from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch


import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=4,
triton_meta={'signature': {'in_ptr0': '*bf16', 'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'kernel_num_gb': 0.002541312, 'kernel_flop': 232390656, 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 64, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14(in_ptr0, arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 64
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 197
    N = 1536
    K = 384
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 384
    stride_ak = 1
    stride_bk = 1
    stride_bn = 384

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
        xindex = idx_n + 384*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 1536*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 384*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 1536*idx_m
    tmp0 = tl.load(in_ptr0 + (tl.broadcast_to(idx_n, [BLOCK_M, BLOCK_N])), mask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = acc + tmp0
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), tmp1, mask)


def get_args():
    arg_0 = rand_strided((1536,), (1,), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((197, 1536), (1536, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, 96, 1, 1,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.002541312
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/bw/cbwfkpwxspfroshvivxv56zv3lp3kayyp6wlod6wc5icbn7riqul.py
# Topologically Sorted Source Nodes: [x_12, x_13], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   x_12 => view_8
#   x_13 => add_6, convert_element_type_20, convert_element_type_21, erf, mul_4, mul_5, mul_6
# Graph fragment:
#   %addmm_2 : Tensor "bf16[197, 1536][1536, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_8 : Tensor "bf16[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [1, 197, 1536]), kwargs = {})
#   %convert_element_type_20 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_8, torch.float32), kwargs = {})
#   %mul_4 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_20, 0.5), kwargs = {})
#   %mul_5 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_20, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_5,), kwargs = {})
#   %add_6 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_6 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %add_6), kwargs = {})
#   %convert_element_type_21 : Tensor "bf16[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_6, torch.bfloat16), kwargs = {})
#   return %convert_element_type_21
triton_poi_fused_gelu_view_15 = async_compile.triton('triton_poi_fused_gelu_view_15', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_15', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 1815552}, 'kernel_num_gb': 0.001210368, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_15(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 302592
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask).to(tl.float32)
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
    tl.store(in_out_ptr0 + (x0), tmp10, xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 1536), (302592, 1536, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, 302592,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_15.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_gelu_view_15.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001210368
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/73/c73y65lkyj6uiix7uap7o6hq4vjtjiszin4nu6qxzf4sonexqcjd.py
# Topologically Sorted Source Nodes: [x_15], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_15 => convert_element_type_23
# Graph fragment:
#   %arg15_1 : Tensor "f32[384, 1536][1536, 1]cuda:0" = PlaceHolder[target=arg15_1]
#   %convert_element_type_23 : Tensor "bf16[384, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg15_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_23
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
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 4718592}, 'kernel_num_gb': 0.003538944, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_16(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 589824
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 589824,


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
    num_gb = 0.003538944
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/kg/ckg52peem63uaxibm4fgbq5bctugmho4dmqfblvj53645arnzv5t.py
# Topologically Sorted Source Nodes: [x_15, x_12, x_13], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
# Source node to ATen node mapping:
#   x_12 => view_8
#   x_13 => add_6, convert_element_type_20, convert_element_type_21, erf, mul_4, mul_5, mul_6
#   x_15 => addmm_3, convert_element_type_22, convert_element_type_23, permute_6, view_9
# Graph fragment:
#   %convert_element_type_22 : Tensor "bf16[384][1]cuda:0" = PlaceHolder[target=convert_element_type_22]
#   %convert_element_type_21 : Tensor "bf16[1, 197, 1536][302592, 1536, 1]cuda:0" = PlaceHolder[target=convert_element_type_21]
#   %convert_element_type_23 : Tensor "bf16[384, 1536][1536, 1]cuda:0" = PlaceHolder[target=convert_element_type_23]
#   %convert_element_type_22 : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg16_1, torch.bfloat16), kwargs = {})
#   %view_8 : Tensor "bf16[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [1, 197, 1536]), kwargs = {})
#   %convert_element_type_20 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_8, torch.float32), kwargs = {})
#   %mul_4 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_20, 0.5), kwargs = {})
#   %mul_5 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_20, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_5,), kwargs = {})
#   %add_6 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_6 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %add_6), kwargs = {})
#   %convert_element_type_21 : Tensor "bf16[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_6, torch.bfloat16), kwargs = {})
#   %view_9 : Tensor "bf16[197, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_21, [197, 1536]), kwargs = {})
#   %convert_element_type_23 : Tensor "bf16[384, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg15_1, torch.bfloat16), kwargs = {})
#   %permute_6 : Tensor "bf16[1536, 384][1, 1536]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_23, [1, 0]), kwargs = {})
#   %addmm_3 : Tensor "bf16[197, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.addmm.default](args = (%convert_element_type_22, %view_9, %permute_6), kwargs = {})
#   return %addmm_3
triton_tem_fused__to_copy_addmm_gelu_t_view_17 = async_compile.triton('triton_tem_fused__to_copy_addmm_gelu_t_view_17', '''
from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch


import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=4,
triton_meta={'signature': {'in_ptr0': '*bf16', 'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_addmm_gelu_t_view_17', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'kernel_num_gb': 0.002087424, 'kernel_flop': 232390656, 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_addmm_gelu_t_view_17(in_ptr0, arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 197
    N = 384
    K = 1536
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 1536
    stride_ak = 1
    stride_bk = 1
    stride_bn = 1536

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
        xindex = idx_n + 1536*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 384*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 1536*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 384*idx_m
    tmp0 = tl.load(in_ptr0 + (tl.broadcast_to(idx_n, [BLOCK_M, BLOCK_N])), mask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = acc + tmp0
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), tmp1, mask)


def get_args():
    arg_0 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 197, 1536), (302592, 1536, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, 48, 1, 1,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_tem_fused__to_copy_addmm_gelu_t_view_17.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_tem_fused__to_copy_addmm_gelu_t_view_17.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.002087424
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/cf/ccf226nztzjdqbpxnstcgdkfdx4dustwjn3t7yihtubxadytoqzh.py
# Topologically Sorted Source Nodes: [x_15, x_17, x_18, linear_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   linear_4 => convert_element_type_29
#   x_15 => view_10
#   x_17 => add_7
#   x_18 => add_8, add_9, mul_7, mul_8, rsqrt_2, sub_2, var_mean_2
# Graph fragment:
#   %add_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_3]
#   %addmm_3 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %getitem_17 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=getitem_17]
#   %buf36 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=buf36]
#   %arg17_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg17_1]
#   %arg18_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg18_1]
#   %view_10 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [1, 197, 384]), kwargs = {})
#   %add_7 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %view_10), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_7, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_2 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_7, %getitem_17), kwargs = {})
#   %add_8 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_16, 1e-06), kwargs = {})
#   %rsqrt_2 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %mul_7 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_2), kwargs = {})
#   %mul_8 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %arg17_1), kwargs = {})
#   %add_9 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, %arg18_1), kwargs = {})
#   %convert_element_type_29 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_9, torch.bfloat16), kwargs = {})
#   return %getitem_17,%buf36,%convert_element_type_29
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
    size_hints={'x': 256, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 759552}, 'kernel_num_gb': 0.000608256, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_18(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 197
    r0_numel = 384
    R0_BLOCK: tl.constexpr = 512
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp27 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp29 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask & xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp11 = tl.full([1, 1], 384, tl.int32)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = (tmp10 / tmp12)
    tmp14 = tmp4 - tmp13
    tmp15 = tmp14 * tmp14
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(r0_mask & xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tmp3 - tmp13
    tmp21 = tl.full([1, 1], 384.0, tl.float32)
    tmp22 = (tmp19 / tmp21)
    tmp23 = tl.full([1, 1], 1e-06, tl.float32)
    tmp24 = tmp22 + tmp23
    tmp25 = libdevice.rsqrt(tmp24)
    tmp26 = tmp20 * tmp25
    tmp28 = tmp26 * tmp27
    tmp30 = tmp28 + tmp29
    tmp31 = tmp30.to(tl.float32)
    tl.store(out_ptr2 + (r0_1 + 384*x0), tmp31, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 197, 384,


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
    num_gb = 0.000608256
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/yi/cyiphgqccg3i3ckakjti36akm6m3no7ob633bcg6asuugtce46zi.py
# Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_24, x_25], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   x_15 => view_10
#   x_17 => add_7
#   x_21 => view_16
#   x_23 => add_10
#   x_24 => add_11, add_12, mul_10, mul_9, rsqrt_3, sub_3, var_mean_3
#   x_25 => convert_element_type_40
# Graph fragment:
#   %add_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_3]
#   %addmm_3 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %addmm_5 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %getitem_31 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=getitem_31]
#   %buf51 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=buf51]
#   %arg23_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg23_1]
#   %arg24_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg24_1]
#   %view_10 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [1, 197, 384]), kwargs = {})
#   %add_7 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %view_10), kwargs = {})
#   %view_16 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [1, 197, 384]), kwargs = {})
#   %add_10 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_7, %view_16), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_10, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_10, %getitem_31), kwargs = {})
#   %add_11 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_30, 1e-06), kwargs = {})
#   %rsqrt_3 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_11,), kwargs = {})
#   %mul_9 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_3), kwargs = {})
#   %mul_10 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_9, %arg23_1), kwargs = {})
#   %add_12 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_10, %arg24_1), kwargs = {})
#   %convert_element_type_40 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_12, torch.bfloat16), kwargs = {})
#   return %getitem_31,%buf51,%convert_element_type_40
triton_per_fused__to_copy_add_native_layer_norm_view_19 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_view_19', '''
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
    size_hints={'x': 256, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_19', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 910848}, 'kernel_num_gb': 0.000759552, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_19(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 197
    r0_numel = 384
    R0_BLOCK: tl.constexpr = 512
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp30 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp32 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask & xmask, tmp7, 0)
    tmp10 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask & xmask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 384, tl.int32)
    tmp15 = tmp14.to(tl.float32)
    tmp16 = (tmp13 / tmp15)
    tmp17 = tmp7 - tmp16
    tmp18 = tmp17 * tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(r0_mask & xmask, tmp19, 0)
    tmp22 = tl.sum(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tmp6 - tmp16
    tmp24 = tl.full([1, 1], 384.0, tl.float32)
    tmp25 = (tmp22 / tmp24)
    tmp26 = tl.full([1, 1], 1e-06, tl.float32)
    tmp27 = tmp25 + tmp26
    tmp28 = libdevice.rsqrt(tmp27)
    tmp29 = tmp23 * tmp28
    tmp31 = tmp29 * tmp30
    tmp33 = tmp31 + tmp32
    tmp34 = tmp33.to(tl.float32)
    tl.store(out_ptr2 + (r0_1 + 384*x0), tmp34, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 197, 384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_19.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_add_native_layer_norm_view_19.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000759552
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/oy/coyszx7yj2p4tsxjmbb6nbgxqwlhcruy4vea2anupaq7j6vliymf.py
# Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_28, x_30, x_31, linear_8], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   linear_8 => convert_element_type_53
#   x_15 => view_10
#   x_17 => add_7
#   x_21 => view_16
#   x_23 => add_10
#   x_28 => view_20
#   x_30 => add_14
#   x_31 => add_15, add_16, mul_14, mul_15, rsqrt_4, sub_4, var_mean_4
# Graph fragment:
#   %add_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_3]
#   %addmm_3 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %addmm_5 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %addmm_7 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_7]
#   %getitem_33 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=getitem_33]
#   %buf62 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=buf62]
#   %arg29_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg29_1]
#   %arg30_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg30_1]
#   %view_10 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [1, 197, 384]), kwargs = {})
#   %add_7 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %view_10), kwargs = {})
#   %view_16 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [1, 197, 384]), kwargs = {})
#   %add_10 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_7, %view_16), kwargs = {})
#   %view_20 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_7, [1, 197, 384]), kwargs = {})
#   %add_14 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %view_20), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_14, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_4 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_14, %getitem_33), kwargs = {})
#   %add_15 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_32, 1e-06), kwargs = {})
#   %rsqrt_4 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_15,), kwargs = {})
#   %mul_14 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %rsqrt_4), kwargs = {})
#   %mul_15 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_14, %arg29_1), kwargs = {})
#   %add_16 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_15, %arg30_1), kwargs = {})
#   %convert_element_type_53 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_16, torch.bfloat16), kwargs = {})
#   return %getitem_33,%buf62,%convert_element_type_53
triton_per_fused__to_copy_add_native_layer_norm_view_20 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_view_20', '''
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
    size_hints={'x': 256, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_20', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 1062144}, 'kernel_num_gb': 0.000910848, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_20(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 197
    r0_numel = 384
    R0_BLOCK: tl.constexpr = 512
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp7 = tl.load(in_ptr3 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp33 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp35 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tmp6 + tmp8
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask & xmask, tmp10, 0)
    tmp13 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp17 = tl.full([1, 1], 384, tl.int32)
    tmp18 = tmp17.to(tl.float32)
    tmp19 = (tmp16 / tmp18)
    tmp20 = tmp10 - tmp19
    tmp21 = tmp20 * tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(r0_mask & xmask, tmp22, 0)
    tmp25 = tl.sum(tmp24, 1)[:, None].to(tl.float32)
    tmp26 = tmp9 - tmp19
    tmp27 = tl.full([1, 1], 384.0, tl.float32)
    tmp28 = (tmp25 / tmp27)
    tmp29 = tl.full([1, 1], 1e-06, tl.float32)
    tmp30 = tmp28 + tmp29
    tmp31 = libdevice.rsqrt(tmp30)
    tmp32 = tmp26 * tmp31
    tmp34 = tmp32 * tmp33
    tmp36 = tmp34 + tmp35
    tmp37 = tmp36.to(tl.float32)
    tl.store(out_ptr2 + (r0_1 + 384*x0), tmp37, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 197, 384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_20.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_add_native_layer_norm_view_20.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000910848
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/lp/clppm3lkjsw7pe7jbema32bourmnc3f7bf5vkjjumto4jcdghcro.py
# Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_28, x_30, x_34, x_36, x_37, x_38], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   x_15 => view_10
#   x_17 => add_7
#   x_21 => view_16
#   x_23 => add_10
#   x_28 => view_20
#   x_30 => add_14
#   x_34 => view_26
#   x_36 => add_17
#   x_37 => add_18, add_19, mul_16, mul_17, rsqrt_5, sub_5, var_mean_5
#   x_38 => convert_element_type_64
# Graph fragment:
#   %add_3 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_3]
#   %addmm_3 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %addmm_5 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %addmm_7 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_7]
#   %addmm_9 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_9]
#   %add_17 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_17]
#   %getitem_47 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=getitem_47]
#   %buf78 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=buf78]
#   %arg35_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg35_1]
#   %arg36_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg36_1]
#   %view_10 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [1, 197, 384]), kwargs = {})
#   %add_7 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %view_10), kwargs = {})
#   %view_16 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [1, 197, 384]), kwargs = {})
#   %add_10 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_7, %view_16), kwargs = {})
#   %view_20 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_7, [1, 197, 384]), kwargs = {})
#   %add_14 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %view_20), kwargs = {})
#   %view_26 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_9, [1, 197, 384]), kwargs = {})
#   %add_17 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_14, %view_26), kwargs = {})
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_17, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_5 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_17, %getitem_47), kwargs = {})
#   %add_18 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_46, 1e-06), kwargs = {})
#   %rsqrt_5 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_18,), kwargs = {})
#   %mul_16 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_5, %rsqrt_5), kwargs = {})
#   %mul_17 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, %arg35_1), kwargs = {})
#   %add_19 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_17, %arg36_1), kwargs = {})
#   %convert_element_type_64 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_19, torch.bfloat16), kwargs = {})
#   return %add_17,%getitem_47,%buf78,%convert_element_type_64
triton_per_fused__to_copy_add_native_layer_norm_view_21 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_view_21', '''
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
    size_hints={'x': 256, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_21', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 1818624}, 'kernel_num_gb': 0.001364736, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_21(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 197
    r0_numel = 384
    R0_BLOCK: tl.constexpr = 512
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr1 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp7 = tl.load(in_ptr2 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp10 = tl.load(in_ptr3 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp36 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp38 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tmp6 + tmp8
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp9 + tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(r0_mask & xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 384, tl.int32)
    tmp21 = tmp20.to(tl.float32)
    tmp22 = (tmp19 / tmp21)
    tmp23 = tmp13 - tmp22
    tmp24 = tmp23 * tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tmp12 - tmp22
    tmp30 = tl.full([1, 1], 384.0, tl.float32)
    tmp31 = (tmp28 / tmp30)
    tmp32 = tl.full([1, 1], 1e-06, tl.float32)
    tmp33 = tmp31 + tmp32
    tmp34 = libdevice.rsqrt(tmp33)
    tmp35 = tmp29 * tmp34
    tmp37 = tmp35 * tmp36
    tmp39 = tmp37 + tmp38
    tmp40 = tmp39.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 384*x0), tmp12, r0_mask & xmask)
    tl.store(out_ptr2 + (r0_1 + 384*x0), tmp40, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_5 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 197, 384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_21.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_add_native_layer_norm_view_21.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001364736
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/c3/cc3vpnvlanmen2poe3kgr6x6qsd6gldt3rlmwevwaqx6wnl6pbfk.py
# Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_154, x_155, x_156], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm, aten.gelu]
# Source node to ATen node mapping:
#   x_145 => view_110
#   x_147 => add_77
#   x_151 => view_116
#   x_153 => add_80
#   x_154 => add_81, add_82, mul_79, mul_80, rsqrt_23, sub_23, var_mean_23
#   x_155 => addmm_46, convert_element_type_278, convert_element_type_279, convert_element_type_280, permute_71, view_117, view_118
#   x_156 => add_83, convert_element_type_284, convert_element_type_285, erf_11, mul_81, mul_82, mul_83
# Graph fragment:
#   %convert_element_type_278 : Tensor "bf16[1536][1]cuda:0" = PlaceHolder[target=convert_element_type_278]
#   %convert_element_type_280 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=convert_element_type_280]
#   %convert_element_type_279 : Tensor "bf16[1536, 384][384, 1]cuda:0" = PlaceHolder[target=convert_element_type_279]
#   %addmm_46 : Tensor "bf16[197, 1536][1536, 1]cuda:0" = PlaceHolder[target=addmm_46]
#   %view_110 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_43, [1, 197, 384]), kwargs = {})
#   %add_77 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_73, %view_110), kwargs = {})
#   %view_116 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_45, [1, 197, 384]), kwargs = {})
#   %add_80 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_77, %view_116), kwargs = {})
#   %var_mean_23 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_80, [2]), kwargs = {correction: 0, keepdim: True})
#   %convert_element_type_278 : Tensor "bf16[1536][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg146_1, torch.bfloat16), kwargs = {})
#   %sub_23 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_80, %getitem_191), kwargs = {})
#   %add_81 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_190, 1e-06), kwargs = {})
#   %rsqrt_23 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_81,), kwargs = {})
#   %mul_79 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_23, %rsqrt_23), kwargs = {})
#   %mul_80 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_79, %arg143_1), kwargs = {})
#   %add_82 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_80, %arg144_1), kwargs = {})
#   %convert_element_type_280 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_82, torch.bfloat16), kwargs = {})
#   %view_117 : Tensor "bf16[197, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_280, [197, 384]), kwargs = {})
#   %convert_element_type_279 : Tensor "bf16[1536, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg145_1, torch.bfloat16), kwargs = {})
#   %permute_71 : Tensor "bf16[384, 1536][1, 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_279, [1, 0]), kwargs = {})
#   %addmm_46 : Tensor "bf16[197, 1536][1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.addmm.default](args = (%convert_element_type_278, %view_117, %permute_71), kwargs = {})
#   %view_118 : Tensor "bf16[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_46, [1, 197, 1536]), kwargs = {})
#   %convert_element_type_284 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_118, torch.float32), kwargs = {})
#   %mul_81 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_284, 0.5), kwargs = {})
#   %mul_82 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_284, 0.7071067811865476), kwargs = {})
#   %erf_11 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_82,), kwargs = {})
#   %add_83 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_11, 1), kwargs = {})
#   %mul_83 : Tensor "f32[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_81, %add_83), kwargs = {})
#   %convert_element_type_285 : Tensor "bf16[1, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_83, torch.bfloat16), kwargs = {})
#   return %addmm_46,%convert_element_type_285
triton_tem_fused__to_copy_add_addmm_gelu_native_layer_norm_t_view_22 = async_compile.triton('triton_tem_fused__to_copy_add_addmm_gelu_native_layer_norm_t_view_22', '''
from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch


import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=4,
triton_meta={'signature': {'in_ptr0': '*bf16', 'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr1': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_add_addmm_gelu_native_layer_norm_t_view_22', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'kernel_num_gb': 0.002541312, 'kernel_flop': 232390656, 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 64, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_add_addmm_gelu_native_layer_norm_t_view_22(in_ptr0, arg_A, arg_B, out_ptr1):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 64
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 197
    N = 1536
    K = 384
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 384
    stride_ak = 1
    stride_bk = 1
    stride_bn = 384

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
        xindex = idx_n + 384*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 1536*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 384*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 1536*idx_m
    tmp0 = tl.load(in_ptr0 + (tl.broadcast_to(idx_n, [BLOCK_M, BLOCK_N])), mask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = acc + tmp0
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tl.full([1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp6 = tmp2 * tmp5
    tmp7 = libdevice.erf(tmp6)
    tmp8 = tl.full([1], 1.0, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp4 * tmp9
    tmp11 = tmp10.to(tl.float32)
    tl.store(out_ptr1 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), tmp11, mask)


def get_args():
    arg_0 = rand_strided((1536,), (1,), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 197, 1536), (302592, 1536, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, 96, 1, 1,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_tem_fused__to_copy_add_addmm_gelu_native_layer_norm_t_view_22.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_tem_fused__to_copy_add_addmm_gelu_native_layer_norm_t_view_22.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.002541312
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/x2/cx2qijwk4c4fbg3l47kevtdwctd7ita4h7s6p7zig7ox7o6fyv7q.py
# Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_158, x_160, x_161], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   x_145 => view_110
#   x_147 => add_77
#   x_151 => view_116
#   x_153 => add_80
#   x_158 => view_120
#   x_160 => add_84
#   x_161 => var_mean_24
# Graph fragment:
#   %add_73 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_73]
#   %addmm_43 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_43]
#   %addmm_45 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_45]
#   %addmm_47 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_47]
#   %view_110 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_43, [1, 197, 384]), kwargs = {})
#   %add_77 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_73, %view_110), kwargs = {})
#   %view_116 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_45, [1, 197, 384]), kwargs = {})
#   %add_80 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_77, %view_116), kwargs = {})
#   %view_120 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_47, [1, 197, 384]), kwargs = {})
#   %add_84 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_80, %view_120), kwargs = {})
#   %var_mean_24 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_84, [2]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_193,%buf327
triton_per_fused_add_native_layer_norm_view_23 = async_compile.triton('triton_per_fused_add_native_layer_norm_view_23', '''
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
    size_hints={'x': 256, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_view_23', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 3152, 'r0_': 756480}, 'kernel_num_gb': 0.000758056, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_view_23(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 197
    r0_numel = 384
    R0_BLOCK: tl.constexpr = 512
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp7 = tl.load(in_ptr3 + (r0_1 + 384*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tmp6 + tmp8
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask & xmask, tmp10, 0)
    tmp13 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp17 = tl.full([1, 1], 384, tl.int32)
    tmp18 = tmp17.to(tl.float32)
    tmp19 = (tmp16 / tmp18)
    tmp20 = tmp10 - tmp19
    tmp21 = tmp20 * tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(r0_mask & xmask, tmp22, 0)
    tmp25 = tl.sum(tmp24, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp19, xmask)
    tl.store(out_ptr1 + (x0), tmp25, xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 197, 384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_23.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_native_layer_norm_view_23.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000758056
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/5u/c5uqmtb7urfvzybtfflnkrnckawucb54vli7xzujqkw7qzhkz4mp.py
# Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_158, x_160, x_161, x_162, x_164], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.select, aten._to_copy]
# Source node to ATen node mapping:
#   x_145 => view_110
#   x_147 => add_77
#   x_151 => view_116
#   x_153 => add_80
#   x_158 => view_120
#   x_160 => add_84
#   x_161 => add_85, add_86, mul_84, mul_85, rsqrt_24, sub_24, var_mean_24
#   x_162 => select
#   x_164 => convert_element_type_293
# Graph fragment:
#   %add_73 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_73]
#   %addmm_43 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_43]
#   %addmm_45 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_45]
#   %addmm_47 : Tensor "bf16[197, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_47]
#   %getitem_193 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=getitem_193]
#   %buf327 : Tensor "f32[1, 197, 1][197, 1, 197]cuda:0" = PlaceHolder[target=buf327]
#   %arg149_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg149_1]
#   %arg150_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg150_1]
#   %view_110 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_43, [1, 197, 384]), kwargs = {})
#   %add_77 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_73, %view_110), kwargs = {})
#   %view_116 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_45, [1, 197, 384]), kwargs = {})
#   %add_80 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_77, %view_116), kwargs = {})
#   %view_120 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_47, [1, 197, 384]), kwargs = {})
#   %add_84 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_80, %view_120), kwargs = {})
#   %var_mean_24 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_84, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_24 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_84, %getitem_193), kwargs = {})
#   %add_85 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_192, 1e-06), kwargs = {})
#   %rsqrt_24 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_85,), kwargs = {})
#   %mul_84 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_24, %rsqrt_24), kwargs = {})
#   %mul_85 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_84, %arg149_1), kwargs = {})
#   %add_86 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_85, %arg150_1), kwargs = {})
#   %select : Tensor "f32[1, 384][75648, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%add_86, 1, 0), kwargs = {})
#   %convert_element_type_293 : Tensor "bf16[1, 384][75648, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%select, torch.bfloat16), kwargs = {})
#   return %convert_element_type_293
triton_poi_fused__to_copy_add_native_layer_norm_select_view_24 = async_compile.triton('triton_poi_fused__to_copy_add_native_layer_norm_select_view_24', '''
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
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_native_layer_norm_select_view_24', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 8448}, 'kernel_num_gb': 9.256e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_native_layer_norm_select_view_24(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr1 + (x0), xmask).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (x0), xmask).to(tl.float32)
    tmp7 = tl.load(in_ptr3 + (x0), xmask).to(tl.float32)
    tmp10 = tl.load(in_ptr4 + (0))
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK])
    tmp13 = tl.load(in_ptr5 + (0))
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK])
    tmp21 = tl.load(in_ptr6 + (x0), xmask)
    tmp23 = tl.load(in_ptr7 + (x0), xmask)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tmp6 + tmp8
    tmp12 = tmp9 - tmp11
    tmp15 = tl.full([1], 384.0, tl.float32)
    tmp16 = (tmp14 / tmp15)
    tmp17 = tl.full([1], 1e-06, tl.float32)
    tmp18 = tmp16 + tmp17
    tmp19 = libdevice.rsqrt(tmp18)
    tmp20 = tmp12 * tmp19
    tmp22 = tmp20 * tmp21
    tmp24 = tmp22 + tmp23
    tmp25 = tmp24.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp25, xmask)


def get_args():
    arg_0 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((197, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 197, 1), (197, 1, 197), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((1, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_add_native_layer_norm_select_view_24.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_add_native_layer_norm_select_view_24.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 9.256e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/si/csi5jw5t4nq42f6iqe3lg5n7pjhvjmc5hsacce4udhtngb62rwwc.py
# Topologically Sorted Source Nodes: [x_164], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_164 => convert_element_type_292
# Graph fragment:
#   %arg151_1 : Tensor "f32[1000, 384][384, 1]cuda:0" = PlaceHolder[target=arg151_1]
#   %convert_element_type_292 : Tensor "bf16[1000, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg151_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_292
triton_poi_fused__to_copy_25 = async_compile.triton('triton_poi_fused__to_copy_25', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_25', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 3072000}, 'kernel_num_gb': 0.002304, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_25(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 384000
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((1000, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1000, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 384000,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_25.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_25.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.002304
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/ew/cewia5b32kbalzuw2554bwn2522pdr6slrm2u6hf5pfxh7sqblxp.py
# Topologically Sorted Source Nodes: [x_164], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_164 => convert_element_type_291
# Graph fragment:
#   %arg152_1 : Tensor "f32[1000][1]cuda:0" = PlaceHolder[target=arg152_1]
#   %convert_element_type_291 : Tensor "bf16[1000][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg152_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_291
triton_poi_fused__to_copy_26 = async_compile.triton('triton_poi_fused__to_copy_26', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_26', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 8000}, 'kernel_num_gb': 6e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_26(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
        triton_poi_fused__to_copy_26.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_26.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 6e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-mh4IEy/inductor/nw/cnwjuvxtpmdpwqm5357nbql2evcf7iccjamqpxz22ahpaozn3ymq.py
# Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_158, x_160, x_161, x_164, x_162], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.select, aten.t, aten.addmm]
# Source node to ATen node mapping:
#   x_145 => view_110
#   x_147 => add_77
#   x_151 => view_116
#   x_153 => add_80
#   x_158 => view_120
#   x_160 => add_84
#   x_161 => add_85, add_86, mul_84, mul_85, rsqrt_24, sub_24, var_mean_24
#   x_162 => select
#   x_164 => addmm_48, convert_element_type_291, convert_element_type_292, convert_element_type_293, permute_73
# Graph fragment:
#   %convert_element_type_291 : Tensor "bf16[1000][1]cuda:0" = PlaceHolder[target=convert_element_type_291]
#   %convert_element_type_293 : Tensor "bf16[1, 384][384, 1]cuda:0" = PlaceHolder[target=convert_element_type_293]
#   %convert_element_type_292 : Tensor "bf16[1000, 384][384, 1]cuda:0" = PlaceHolder[target=convert_element_type_292]
#   %view_110 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_43, [1, 197, 384]), kwargs = {})
#   %add_77 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_73, %view_110), kwargs = {})
#   %view_116 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_45, [1, 197, 384]), kwargs = {})
#   %add_80 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_77, %view_116), kwargs = {})
#   %view_120 : Tensor "bf16[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_47, [1, 197, 384]), kwargs = {})
#   %add_84 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_80, %view_120), kwargs = {})
#   %var_mean_24 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_84, [2]), kwargs = {correction: 0, keepdim: True})
#   %convert_element_type_291 : Tensor "bf16[1000][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg152_1, torch.bfloat16), kwargs = {})
#   %sub_24 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_84, %getitem_193), kwargs = {})
#   %add_85 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_192, 1e-06), kwargs = {})
#   %rsqrt_24 : Tensor "f32[1, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_85,), kwargs = {})
#   %mul_84 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_24, %rsqrt_24), kwargs = {})
#   %mul_85 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_84, %arg149_1), kwargs = {})
#   %add_86 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_85, %arg150_1), kwargs = {})
#   %select : Tensor "f32[1, 384][75648, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%add_86, 1, 0), kwargs = {})
#   %convert_element_type_293 : Tensor "bf16[1, 384][75648, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%select, torch.bfloat16), kwargs = {})
#   %convert_element_type_292 : Tensor "bf16[1000, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg151_1, torch.bfloat16), kwargs = {})
#   %permute_73 : Tensor "bf16[384, 1000][1, 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_292, [1, 0]), kwargs = {})
#   %addmm_48 : Tensor "bf16[1, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.addmm.default](args = (%convert_element_type_291, %convert_element_type_293, %permute_73), kwargs = {})
#   return %addmm_48
triton_tem_fused__to_copy_add_addmm_native_layer_norm_select_t_view_27 = async_compile.triton('triton_tem_fused__to_copy_add_addmm_native_layer_norm_select_t_view_27', '''
from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch


import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=2,
triton_meta={'signature': {'in_ptr0': '*bf16', 'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_add_addmm_native_layer_norm_select_t_view_27', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'kernel_num_gb': 0.000772768, 'kernel_flop': 768000, 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 32, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_add_addmm_native_layer_norm_select_t_view_27(in_ptr0, arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 16
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 32
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 1
    N = 1000
    K = 384
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 384
    stride_ak = 1
    stride_bk = 1
    stride_bn = 384

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
        xindex = idx_n + 384*idx_m
        a = tl.load(A + ((tl.broadcast_to(idx_n, [BLOCK_M, BLOCK_K])).broadcast_to(xindex.shape)))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 1000*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 384*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 1000*idx_m
    tmp0 = tl.load(in_ptr0 + (tl.broadcast_to(idx_n, [BLOCK_M, BLOCK_N])), mask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = acc + tmp0
    tl.store(out_ptr0 + (tl.broadcast_to(idx_n, [BLOCK_M, BLOCK_N])), tmp1, mask)


def get_args():
    arg_0 = rand_strided((1000,), (1,), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1000, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 1000), (1000, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, 32, 1, 1,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_tem_fused__to_copy_add_addmm_native_layer_norm_select_t_view_27.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_tem_fused__to_copy_add_addmm_native_layer_norm_select_t_view_27.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000772768
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1 = args
        args.clear()
        assert_size_stride(arg0_1, (1, 3, 224, 224), (150528, 50176, 224, 1))
        assert_size_stride(arg1_1, (384, 3, 16, 16), (768, 256, 16, 1))
        assert_size_stride(arg2_1, (384, ), (1, ))
        assert_size_stride(arg3_1, (1, 1, 384), (384, 384, 1))
        assert_size_stride(arg4_1, (1, 197, 384), (75648, 384, 1))
        assert_size_stride(arg5_1, (384, ), (1, ))
        assert_size_stride(arg6_1, (384, ), (1, ))
        assert_size_stride(arg7_1, (1152, 384), (384, 1))
        assert_size_stride(arg8_1, (1152, ), (1, ))
        assert_size_stride(arg9_1, (384, 384), (384, 1))
        assert_size_stride(arg10_1, (384, ), (1, ))
        assert_size_stride(arg11_1, (384, ), (1, ))
        assert_size_stride(arg12_1, (384, ), (1, ))
        assert_size_stride(arg13_1, (1536, 384), (384, 1))
        assert_size_stride(arg14_1, (1536, ), (1, ))
        assert_size_stride(arg15_1, (384, 1536), (1536, 1))
        assert_size_stride(arg16_1, (384, ), (1, ))
        assert_size_stride(arg17_1, (384, ), (1, ))
        assert_size_stride(arg18_1, (384, ), (1, ))
        assert_size_stride(arg19_1, (1152, 384), (384, 1))
        assert_size_stride(arg20_1, (1152, ), (1, ))
        assert_size_stride(arg21_1, (384, 384), (384, 1))
        assert_size_stride(arg22_1, (384, ), (1, ))
        assert_size_stride(arg23_1, (384, ), (1, ))
        assert_size_stride(arg24_1, (384, ), (1, ))
        assert_size_stride(arg25_1, (1536, 384), (384, 1))
        assert_size_stride(arg26_1, (1536, ), (1, ))
        assert_size_stride(arg27_1, (384, 1536), (1536, 1))
        assert_size_stride(arg28_1, (384, ), (1, ))
        assert_size_stride(arg29_1, (384, ), (1, ))
        assert_size_stride(arg30_1, (384, ), (1, ))
        assert_size_stride(arg31_1, (1152, 384), (384, 1))
        assert_size_stride(arg32_1, (1152, ), (1, ))
        assert_size_stride(arg33_1, (384, 384), (384, 1))
        assert_size_stride(arg34_1, (384, ), (1, ))
        assert_size_stride(arg35_1, (384, ), (1, ))
        assert_size_stride(arg36_1, (384, ), (1, ))
        assert_size_stride(arg37_1, (1536, 384), (384, 1))
        assert_size_stride(arg38_1, (1536, ), (1, ))
        assert_size_stride(arg39_1, (384, 1536), (1536, 1))
        assert_size_stride(arg40_1, (384, ), (1, ))
        assert_size_stride(arg41_1, (384, ), (1, ))
        assert_size_stride(arg42_1, (384, ), (1, ))
        assert_size_stride(arg43_1, (1152, 384), (384, 1))
        assert_size_stride(arg44_1, (1152, ), (1, ))
        assert_size_stride(arg45_1, (384, 384), (384, 1))
        assert_size_stride(arg46_1, (384, ), (1, ))
        assert_size_stride(arg47_1, (384, ), (1, ))
        assert_size_stride(arg48_1, (384, ), (1, ))
        assert_size_stride(arg49_1, (1536, 384), (384, 1))
        assert_size_stride(arg50_1, (1536, ), (1, ))
        assert_size_stride(arg51_1, (384, 1536), (1536, 1))
        assert_size_stride(arg52_1, (384, ), (1, ))
        assert_size_stride(arg53_1, (384, ), (1, ))
        assert_size_stride(arg54_1, (384, ), (1, ))
        assert_size_stride(arg55_1, (1152, 384), (384, 1))
        assert_size_stride(arg56_1, (1152, ), (1, ))
        assert_size_stride(arg57_1, (384, 384), (384, 1))
        assert_size_stride(arg58_1, (384, ), (1, ))
        assert_size_stride(arg59_1, (384, ), (1, ))
        assert_size_stride(arg60_1, (384, ), (1, ))
        assert_size_stride(arg61_1, (1536, 384), (384, 1))
        assert_size_stride(arg62_1, (1536, ), (1, ))
        assert_size_stride(arg63_1, (384, 1536), (1536, 1))
        assert_size_stride(arg64_1, (384, ), (1, ))
        assert_size_stride(arg65_1, (384, ), (1, ))
        assert_size_stride(arg66_1, (384, ), (1, ))
        assert_size_stride(arg67_1, (1152, 384), (384, 1))
        assert_size_stride(arg68_1, (1152, ), (1, ))
        assert_size_stride(arg69_1, (384, 384), (384, 1))
        assert_size_stride(arg70_1, (384, ), (1, ))
        assert_size_stride(arg71_1, (384, ), (1, ))
        assert_size_stride(arg72_1, (384, ), (1, ))
        assert_size_stride(arg73_1, (1536, 384), (384, 1))
        assert_size_stride(arg74_1, (1536, ), (1, ))
        assert_size_stride(arg75_1, (384, 1536), (1536, 1))
        assert_size_stride(arg76_1, (384, ), (1, ))
        assert_size_stride(arg77_1, (384, ), (1, ))
        assert_size_stride(arg78_1, (384, ), (1, ))
        assert_size_stride(arg79_1, (1152, 384), (384, 1))
        assert_size_stride(arg80_1, (1152, ), (1, ))
        assert_size_stride(arg81_1, (384, 384), (384, 1))
        assert_size_stride(arg82_1, (384, ), (1, ))
        assert_size_stride(arg83_1, (384, ), (1, ))
        assert_size_stride(arg84_1, (384, ), (1, ))
        assert_size_stride(arg85_1, (1536, 384), (384, 1))
        assert_size_stride(arg86_1, (1536, ), (1, ))
        assert_size_stride(arg87_1, (384, 1536), (1536, 1))
        assert_size_stride(arg88_1, (384, ), (1, ))
        assert_size_stride(arg89_1, (384, ), (1, ))
        assert_size_stride(arg90_1, (384, ), (1, ))
        assert_size_stride(arg91_1, (1152, 384), (384, 1))
        assert_size_stride(arg92_1, (1152, ), (1, ))
        assert_size_stride(arg93_1, (384, 384), (384, 1))
        assert_size_stride(arg94_1, (384, ), (1, ))
        assert_size_stride(arg95_1, (384, ), (1, ))
        assert_size_stride(arg96_1, (384, ), (1, ))
        assert_size_stride(arg97_1, (1536, 384), (384, 1))
        assert_size_stride(arg98_1, (1536, ), (1, ))
        assert_size_stride(arg99_1, (384, 1536), (1536, 1))
        assert_size_stride(arg100_1, (384, ), (1, ))
        assert_size_stride(arg101_1, (384, ), (1, ))
        assert_size_stride(arg102_1, (384, ), (1, ))
        assert_size_stride(arg103_1, (1152, 384), (384, 1))
        assert_size_stride(arg104_1, (1152, ), (1, ))
        assert_size_stride(arg105_1, (384, 384), (384, 1))
        assert_size_stride(arg106_1, (384, ), (1, ))
        assert_size_stride(arg107_1, (384, ), (1, ))
        assert_size_stride(arg108_1, (384, ), (1, ))
        assert_size_stride(arg109_1, (1536, 384), (384, 1))
        assert_size_stride(arg110_1, (1536, ), (1, ))
        assert_size_stride(arg111_1, (384, 1536), (1536, 1))
        assert_size_stride(arg112_1, (384, ), (1, ))
        assert_size_stride(arg113_1, (384, ), (1, ))
        assert_size_stride(arg114_1, (384, ), (1, ))
        assert_size_stride(arg115_1, (1152, 384), (384, 1))
        assert_size_stride(arg116_1, (1152, ), (1, ))
        assert_size_stride(arg117_1, (384, 384), (384, 1))
        assert_size_stride(arg118_1, (384, ), (1, ))
        assert_size_stride(arg119_1, (384, ), (1, ))
        assert_size_stride(arg120_1, (384, ), (1, ))
        assert_size_stride(arg121_1, (1536, 384), (384, 1))
        assert_size_stride(arg122_1, (1536, ), (1, ))
        assert_size_stride(arg123_1, (384, 1536), (1536, 1))
        assert_size_stride(arg124_1, (384, ), (1, ))
        assert_size_stride(arg125_1, (384, ), (1, ))
        assert_size_stride(arg126_1, (384, ), (1, ))
        assert_size_stride(arg127_1, (1152, 384), (384, 1))
        assert_size_stride(arg128_1, (1152, ), (1, ))
        assert_size_stride(arg129_1, (384, 384), (384, 1))
        assert_size_stride(arg130_1, (384, ), (1, ))
        assert_size_stride(arg131_1, (384, ), (1, ))
        assert_size_stride(arg132_1, (384, ), (1, ))
        assert_size_stride(arg133_1, (1536, 384), (384, 1))
        assert_size_stride(arg134_1, (1536, ), (1, ))
        assert_size_stride(arg135_1, (384, 1536), (1536, 1))
        assert_size_stride(arg136_1, (384, ), (1, ))
        assert_size_stride(arg137_1, (384, ), (1, ))
        assert_size_stride(arg138_1, (384, ), (1, ))
        assert_size_stride(arg139_1, (1152, 384), (384, 1))
        assert_size_stride(arg140_1, (1152, ), (1, ))
        assert_size_stride(arg141_1, (384, 384), (384, 1))
        assert_size_stride(arg142_1, (384, ), (1, ))
        assert_size_stride(arg143_1, (384, ), (1, ))
        assert_size_stride(arg144_1, (384, ), (1, ))
        assert_size_stride(arg145_1, (1536, 384), (384, 1))
        assert_size_stride(arg146_1, (1536, ), (1, ))
        assert_size_stride(arg147_1, (384, 1536), (1536, 1))
        assert_size_stride(arg148_1, (384, ), (1, ))
        assert_size_stride(arg149_1, (384, ), (1, ))
        assert_size_stride(arg150_1, (384, ), (1, ))
        assert_size_stride(arg151_1, (1000, 384), (384, 1))
        assert_size_stride(arg152_1, (1000, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((1, 3, 224, 224), (150528, 50176, 224, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_0:1
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_0.run(arg0_1, buf0, 150528, stream=stream0)
            del arg0_1
            buf1 = empty_strided_cuda((384, 3, 16, 16), (768, 256, 16, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_1:2
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_1.run(arg1_1, buf1, 294912, stream=stream0)
            del arg1_1
            buf2 = empty_strided_cuda((384, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:3
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg2_1, buf2, 384, stream=stream0)
            del arg2_1
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:4
            buf3 = extern_kernels.convolution(buf0, buf1, stride=(16, 16), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf3, (1, 384, 14, 14), (75264, 196, 14, 1), 'unknown_op')
            del buf0
            del buf1
            buf4 = empty_strided_cuda((1, 197, 1, 3), (591, 3, 591, 1), torch.float32)
            buf5 = empty_strided_cuda((1, 197, 1, 3), (591, 3, 591, 1), torch.float32)
            buf6 = empty_strided_cuda((1, 197, 1, 3), (591, 3, 591, 1), torch.float32)
            # Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_5], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3:5
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3.run(arg3_1, buf3, buf2, arg4_1, buf4, buf5, buf6, 591, 128, stream=stream0)
            buf7 = empty_strided_cuda((1, 197, 1), (197, 1, 197), torch.float32)
            buf8 = empty_strided_cuda((1, 197, 1), (197, 1, 197), torch.float32)
            # Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_5], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4:6
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4.run(buf4, buf5, buf6, buf7, buf8, 197, 3, stream=stream0)
            del buf4
            del buf5
            del buf6
            buf11 = empty_strided_cuda((1, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_5, linear], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5:7
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5.run(arg3_1, buf3, buf2, arg4_1, buf7, buf8, arg5_1, arg6_1, buf11, 75648, stream=stream0)
            del arg5_1
            del arg6_1
            del buf7
            del buf8
            buf12 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:8
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg7_1, buf12, 442368, stream=stream0)
            del arg7_1
            buf13 = empty_strided_cuda((1152, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:9
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg8_1, buf13, 1152, stream=stream0)
            del arg8_1
            buf14 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear, x_5], Original ATen: [aten._to_copy, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8:10
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8.run(buf13, buf11, buf12, buf14, 126, 1, 1, stream=stream0)
            del buf12
            # Topologically Sorted Source Nodes: [linear, reshape, qkv, unbind, x_6], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:11
            buf15 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf14, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf14, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf14, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf14
            buf16 = buf15[0]
            assert_size_stride(buf16, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf16, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf15
            buf20 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_8], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:12
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg9_1, buf20, 147456, stream=stream0)
            del arg9_1
            buf21 = empty_strided_cuda((384, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_8], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:13
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg10_1, buf21, 384, stream=stream0)
            del arg10_1
            buf22 = reinterpret_tensor(buf11, (197, 384), (384, 1), 0); del buf11  # reuse
            # Topologically Sorted Source Nodes: [x_8, transpose_1, x_7], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_t_transpose_view_10:14
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_t_transpose_view_10.run(buf21, buf16, buf20, buf22, 12, 1, 1, stream=stream0)
            del buf20
            del buf21
            buf23 = empty_strided_cuda((1, 197, 384), (75648, 384, 1), torch.float32)
            buf27 = reinterpret_tensor(buf16, (1, 197, 384), (75648, 384, 1), 0); del buf16  # reuse
            # Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_8, x_10, x_11, x_12], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_11:15
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_11.run(arg3_1, buf3, buf2, arg4_1, buf22, arg11_1, arg12_1, buf23, buf27, 197, 384, stream=stream0)
            del arg11_1
            del arg12_1
            del arg3_1
            del arg4_1
            del buf3
            buf28 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_12], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:16
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg13_1, buf28, 589824, stream=stream0)
            del arg13_1
            buf29 = empty_strided_cuda((1536, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_12], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:17
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg14_1, buf29, 1536, stream=stream0)
            del arg14_1
            buf30 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_11, x_12], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14:18
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14.run(buf29, buf27, buf28, buf30, 96, 1, 1, stream=stream0)
            buf31 = reinterpret_tensor(buf30, (1, 197, 1536), (302592, 1536, 1), 0); del buf30  # reuse
            # Topologically Sorted Source Nodes: [x_12, x_13], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_15:19
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_15.run(buf31, 302592, stream=stream0)
            buf32 = reinterpret_tensor(buf28, (384, 1536), (1536, 1), 0); del buf28  # reuse
            # Topologically Sorted Source Nodes: [x_15], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_16:20
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_16.run(arg15_1, buf32, 589824, stream=stream0)
            del arg15_1
            buf33 = buf2; del buf2  # reuse
            # Topologically Sorted Source Nodes: [x_15], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:21
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg16_1, buf33, 384, stream=stream0)
            del arg16_1
            buf34 = reinterpret_tensor(buf27, (197, 384), (384, 1), 0); del buf27  # reuse
            # Topologically Sorted Source Nodes: [x_15, x_12, x_13], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_gelu_t_view_17:22
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_gelu_t_view_17.run(buf33, buf31, buf32, buf34, 48, 1, 1, stream=stream0)
            del buf31
            buf38 = reinterpret_tensor(buf22, (1, 197, 384), (75648, 384, 1), 0); del buf22  # reuse
            # Topologically Sorted Source Nodes: [x_15, x_17, x_18, linear_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_18:23
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_18.run(buf23, buf34, arg17_1, arg18_1, buf38, 197, 384, stream=stream0)
            del arg17_1
            del arg18_1
            buf39 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_4], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:24
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg19_1, buf39, 442368, stream=stream0)
            del arg19_1
            buf40 = buf13; del buf13  # reuse
            # Topologically Sorted Source Nodes: [linear_4], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:25
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg20_1, buf40, 1152, stream=stream0)
            del arg20_1
            buf41 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_15, x_17, x_18, linear_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8:26
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8.run(buf40, buf38, buf39, buf41, 126, 1, 1, stream=stream0)
            del buf39
            # Topologically Sorted Source Nodes: [linear_4, reshape_2, qkv_1, unbind_1, x_19], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:27
            buf42 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf41, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf41, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf41, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf41
            buf43 = buf42[0]
            assert_size_stride(buf43, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf43, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf42
            buf47 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_21], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:28
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg21_1, buf47, 147456, stream=stream0)
            del arg21_1
            buf48 = buf33; del buf33  # reuse
            # Topologically Sorted Source Nodes: [x_21], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:29
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg22_1, buf48, 384, stream=stream0)
            del arg22_1
            buf49 = reinterpret_tensor(buf38, (197, 384), (384, 1), 0); del buf38  # reuse
            # Topologically Sorted Source Nodes: [x_21, transpose_2, x_20], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_t_transpose_view_10:30
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_t_transpose_view_10.run(buf48, buf43, buf47, buf49, 12, 1, 1, stream=stream0)
            del buf47
            buf53 = reinterpret_tensor(buf43, (1, 197, 384), (75648, 384, 1), 0); del buf43  # reuse
            # Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_24, x_25], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_19:31
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_19.run(buf23, buf34, buf49, arg23_1, arg24_1, buf53, 197, 384, stream=stream0)
            del arg23_1
            del arg24_1
            buf54 = reinterpret_tensor(buf32, (1536, 384), (384, 1), 0); del buf32  # reuse
            # Topologically Sorted Source Nodes: [x_25], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:32
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg25_1, buf54, 589824, stream=stream0)
            del arg25_1
            buf55 = buf29; del buf29  # reuse
            # Topologically Sorted Source Nodes: [x_25], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:33
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg26_1, buf55, 1536, stream=stream0)
            del arg26_1
            buf56 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_24, x_25], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14:34
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14.run(buf55, buf53, buf54, buf56, 96, 1, 1, stream=stream0)
            del buf55
            buf57 = reinterpret_tensor(buf56, (1, 197, 1536), (302592, 1536, 1), 0); del buf56  # reuse
            # Topologically Sorted Source Nodes: [x_25, x_26], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_15:35
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_15.run(buf57, 302592, stream=stream0)
            buf58 = reinterpret_tensor(buf54, (384, 1536), (1536, 1), 0); del buf54  # reuse
            # Topologically Sorted Source Nodes: [x_28], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_16:36
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_16.run(arg27_1, buf58, 589824, stream=stream0)
            del arg27_1
            buf59 = buf48; del buf48  # reuse
            # Topologically Sorted Source Nodes: [x_28], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:37
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg28_1, buf59, 384, stream=stream0)
            del arg28_1
            buf60 = reinterpret_tensor(buf53, (197, 384), (384, 1), 0); del buf53  # reuse
            # Topologically Sorted Source Nodes: [x_28, x_25, x_26], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_gelu_t_view_17:38
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_gelu_t_view_17.run(buf59, buf57, buf58, buf60, 48, 1, 1, stream=stream0)
            del buf58
            buf64 = empty_strided_cuda((1, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_28, x_30, x_31, linear_8], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_20:39
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_20.run(buf23, buf34, buf49, buf60, arg29_1, arg30_1, buf64, 197, 384, stream=stream0)
            del arg29_1
            del arg30_1
            buf65 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:40
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg31_1, buf65, 442368, stream=stream0)
            del arg31_1
            buf66 = buf40; del buf40  # reuse
            # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:41
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg32_1, buf66, 1152, stream=stream0)
            del arg32_1
            buf67 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_28, x_30, x_31, linear_8], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8:42
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8.run(buf66, buf64, buf65, buf67, 126, 1, 1, stream=stream0)
            del buf65
            # Topologically Sorted Source Nodes: [linear_8, reshape_4, qkv_2, unbind_2, x_32], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:43
            buf68 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf67, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf67, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf67, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf67
            buf69 = buf68[0]
            assert_size_stride(buf69, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf69, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf68
            buf73 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_34], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:44
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg33_1, buf73, 147456, stream=stream0)
            del arg33_1
            buf74 = buf59; del buf59  # reuse
            # Topologically Sorted Source Nodes: [x_34], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:45
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg34_1, buf74, 384, stream=stream0)
            del arg34_1
            buf75 = reinterpret_tensor(buf64, (197, 384), (384, 1), 0); del buf64  # reuse
            # Topologically Sorted Source Nodes: [x_34, transpose_3, x_33], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_t_transpose_view_10:46
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_t_transpose_view_10.run(buf74, buf69, buf73, buf75, 12, 1, 1, stream=stream0)
            del buf73
            buf76 = buf23; del buf23  # reuse
            buf80 = reinterpret_tensor(buf69, (1, 197, 384), (75648, 384, 1), 0); del buf69  # reuse
            # Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_28, x_30, x_34, x_36, x_37, x_38], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_21:47
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_21.run(buf76, buf34, buf49, buf60, buf75, arg35_1, arg36_1, buf80, 197, 384, stream=stream0)
            del arg35_1
            del arg36_1
            del buf34
            del buf49
            del buf60
            buf81 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_38], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:48
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg37_1, buf81, 589824, stream=stream0)
            del arg37_1
            buf82 = empty_strided_cuda((1536, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_38], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:49
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg38_1, buf82, 1536, stream=stream0)
            del arg38_1
            buf83 = reinterpret_tensor(buf57, (197, 1536), (1536, 1), 0); del buf57  # reuse
            # Topologically Sorted Source Nodes: [x_37, x_38], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14:50
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14.run(buf82, buf80, buf81, buf83, 96, 1, 1, stream=stream0)
            buf84 = reinterpret_tensor(buf83, (1, 197, 1536), (302592, 1536, 1), 0); del buf83  # reuse
            # Topologically Sorted Source Nodes: [x_38, x_39], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_15:51
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_15.run(buf84, 302592, stream=stream0)
            buf85 = reinterpret_tensor(buf81, (384, 1536), (1536, 1), 0); del buf81  # reuse
            # Topologically Sorted Source Nodes: [x_41], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_16:52
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_16.run(arg39_1, buf85, 589824, stream=stream0)
            del arg39_1
            buf86 = buf74; del buf74  # reuse
            # Topologically Sorted Source Nodes: [x_41], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:53
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg40_1, buf86, 384, stream=stream0)
            del arg40_1
            buf87 = reinterpret_tensor(buf80, (197, 384), (384, 1), 0); del buf80  # reuse
            # Topologically Sorted Source Nodes: [x_41, x_38, x_39], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_gelu_t_view_17:54
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_gelu_t_view_17.run(buf86, buf84, buf85, buf87, 48, 1, 1, stream=stream0)
            del buf84
            buf91 = reinterpret_tensor(buf75, (1, 197, 384), (75648, 384, 1), 0); del buf75  # reuse
            # Topologically Sorted Source Nodes: [x_41, x_43, x_44, linear_12], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_18:55
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_18.run(buf76, buf87, arg41_1, arg42_1, buf91, 197, 384, stream=stream0)
            del arg41_1
            del arg42_1
            buf92 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:56
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg43_1, buf92, 442368, stream=stream0)
            del arg43_1
            buf93 = buf66; del buf66  # reuse
            # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:57
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg44_1, buf93, 1152, stream=stream0)
            del arg44_1
            buf94 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_41, x_43, x_44, linear_12], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8:58
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8.run(buf93, buf91, buf92, buf94, 126, 1, 1, stream=stream0)
            del buf92
            # Topologically Sorted Source Nodes: [linear_12, reshape_6, qkv_3, unbind_3, x_45], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:59
            buf95 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf94, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf94, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf94, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf94
            buf96 = buf95[0]
            assert_size_stride(buf96, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf96, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf95
            buf100 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_47], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:60
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg45_1, buf100, 147456, stream=stream0)
            del arg45_1
            buf101 = buf86; del buf86  # reuse
            # Topologically Sorted Source Nodes: [x_47], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:61
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg46_1, buf101, 384, stream=stream0)
            del arg46_1
            buf102 = reinterpret_tensor(buf91, (197, 384), (384, 1), 0); del buf91  # reuse
            # Topologically Sorted Source Nodes: [x_47, transpose_4, x_46], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_t_transpose_view_10:62
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_t_transpose_view_10.run(buf101, buf96, buf100, buf102, 12, 1, 1, stream=stream0)
            del buf100
            buf106 = reinterpret_tensor(buf96, (1, 197, 384), (75648, 384, 1), 0); del buf96  # reuse
            # Topologically Sorted Source Nodes: [x_41, x_43, x_47, x_49, x_50, x_51], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_19:63
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_19.run(buf76, buf87, buf102, arg47_1, arg48_1, buf106, 197, 384, stream=stream0)
            del arg47_1
            del arg48_1
            buf107 = reinterpret_tensor(buf85, (1536, 384), (384, 1), 0); del buf85  # reuse
            # Topologically Sorted Source Nodes: [x_51], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:64
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg49_1, buf107, 589824, stream=stream0)
            del arg49_1
            buf108 = buf82; del buf82  # reuse
            # Topologically Sorted Source Nodes: [x_51], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:65
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg50_1, buf108, 1536, stream=stream0)
            del arg50_1
            buf109 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_41, x_43, x_47, x_49, x_50, x_51], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14:66
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14.run(buf108, buf106, buf107, buf109, 96, 1, 1, stream=stream0)
            del buf108
            buf110 = reinterpret_tensor(buf109, (1, 197, 1536), (302592, 1536, 1), 0); del buf109  # reuse
            # Topologically Sorted Source Nodes: [x_51, x_52], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_15:67
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_15.run(buf110, 302592, stream=stream0)
            buf111 = reinterpret_tensor(buf107, (384, 1536), (1536, 1), 0); del buf107  # reuse
            # Topologically Sorted Source Nodes: [x_54], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_16:68
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_16.run(arg51_1, buf111, 589824, stream=stream0)
            del arg51_1
            buf112 = buf101; del buf101  # reuse
            # Topologically Sorted Source Nodes: [x_54], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:69
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg52_1, buf112, 384, stream=stream0)
            del arg52_1
            buf113 = reinterpret_tensor(buf106, (197, 384), (384, 1), 0); del buf106  # reuse
            # Topologically Sorted Source Nodes: [x_54, x_51, x_52], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_gelu_t_view_17:70
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_gelu_t_view_17.run(buf112, buf110, buf111, buf113, 48, 1, 1, stream=stream0)
            del buf111
            buf117 = empty_strided_cuda((1, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_41, x_43, x_47, x_49, x_54, x_56, x_57, linear_16], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_20:71
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_20.run(buf76, buf87, buf102, buf113, arg53_1, arg54_1, buf117, 197, 384, stream=stream0)
            del arg53_1
            del arg54_1
            buf118 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_16], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:72
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg55_1, buf118, 442368, stream=stream0)
            del arg55_1
            buf119 = buf93; del buf93  # reuse
            # Topologically Sorted Source Nodes: [linear_16], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:73
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg56_1, buf119, 1152, stream=stream0)
            del arg56_1
            buf120 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_41, x_43, x_47, x_49, x_54, x_56, x_57, linear_16], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8:74
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8.run(buf119, buf117, buf118, buf120, 126, 1, 1, stream=stream0)
            del buf118
            # Topologically Sorted Source Nodes: [linear_16, reshape_8, qkv_4, unbind_4, x_58], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:75
            buf121 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf120, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf120, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf120, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf120
            buf122 = buf121[0]
            assert_size_stride(buf122, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf122, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf121
            buf126 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_60], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:76
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg57_1, buf126, 147456, stream=stream0)
            del arg57_1
            buf127 = buf112; del buf112  # reuse
            # Topologically Sorted Source Nodes: [x_60], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg58_1, buf127, 384, stream=stream0)
            del arg58_1
            buf128 = reinterpret_tensor(buf117, (197, 384), (384, 1), 0); del buf117  # reuse
            # Topologically Sorted Source Nodes: [x_60, transpose_5, x_59], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_t_transpose_view_10:78
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_t_transpose_view_10.run(buf127, buf122, buf126, buf128, 12, 1, 1, stream=stream0)
            del buf126
            buf129 = buf76; del buf76  # reuse
            buf133 = reinterpret_tensor(buf122, (1, 197, 384), (75648, 384, 1), 0); del buf122  # reuse
            # Topologically Sorted Source Nodes: [x_41, x_43, x_47, x_49, x_54, x_56, x_60, x_62, x_63, x_64], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_21:79
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_21.run(buf129, buf87, buf102, buf113, buf128, arg59_1, arg60_1, buf133, 197, 384, stream=stream0)
            del arg59_1
            del arg60_1
            del buf102
            del buf113
            del buf128
            buf134 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_64], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:80
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg61_1, buf134, 589824, stream=stream0)
            del arg61_1
            buf135 = empty_strided_cuda((1536, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_64], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:81
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg62_1, buf135, 1536, stream=stream0)
            del arg62_1
            buf136 = reinterpret_tensor(buf110, (197, 1536), (1536, 1), 0); del buf110  # reuse
            # Topologically Sorted Source Nodes: [x_63, x_64], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14:82
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14.run(buf135, buf133, buf134, buf136, 96, 1, 1, stream=stream0)
            buf137 = reinterpret_tensor(buf136, (1, 197, 1536), (302592, 1536, 1), 0); del buf136  # reuse
            # Topologically Sorted Source Nodes: [x_64, x_65], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_15:83
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_15.run(buf137, 302592, stream=stream0)
            buf138 = reinterpret_tensor(buf134, (384, 1536), (1536, 1), 0); del buf134  # reuse
            # Topologically Sorted Source Nodes: [x_67], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_16:84
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_16.run(arg63_1, buf138, 589824, stream=stream0)
            del arg63_1
            buf139 = buf127; del buf127  # reuse
            # Topologically Sorted Source Nodes: [x_67], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:85
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg64_1, buf139, 384, stream=stream0)
            del arg64_1
            buf140 = reinterpret_tensor(buf133, (197, 384), (384, 1), 0); del buf133  # reuse
            # Topologically Sorted Source Nodes: [x_67, x_64, x_65], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_gelu_t_view_17:86
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_gelu_t_view_17.run(buf139, buf137, buf138, buf140, 48, 1, 1, stream=stream0)
            del buf137
            buf144 = reinterpret_tensor(buf87, (1, 197, 384), (75648, 384, 1), 0); del buf87  # reuse
            # Topologically Sorted Source Nodes: [x_67, x_69, x_70, linear_20], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_18:87
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_18.run(buf129, buf140, arg65_1, arg66_1, buf144, 197, 384, stream=stream0)
            del arg65_1
            del arg66_1
            buf145 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_20], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:88
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg67_1, buf145, 442368, stream=stream0)
            del arg67_1
            buf146 = buf119; del buf119  # reuse
            # Topologically Sorted Source Nodes: [linear_20], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:89
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg68_1, buf146, 1152, stream=stream0)
            del arg68_1
            buf147 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_67, x_69, x_70, linear_20], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8:90
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8.run(buf146, buf144, buf145, buf147, 126, 1, 1, stream=stream0)
            del buf145
            # Topologically Sorted Source Nodes: [linear_20, reshape_10, qkv_5, unbind_5, x_71], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:91
            buf148 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf147, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf147, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf147, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf147
            buf149 = buf148[0]
            assert_size_stride(buf149, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf149, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf148
            buf153 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_73], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:92
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg69_1, buf153, 147456, stream=stream0)
            del arg69_1
            buf154 = buf139; del buf139  # reuse
            # Topologically Sorted Source Nodes: [x_73], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:93
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg70_1, buf154, 384, stream=stream0)
            del arg70_1
            buf155 = reinterpret_tensor(buf144, (197, 384), (384, 1), 0); del buf144  # reuse
            # Topologically Sorted Source Nodes: [x_73, transpose_6, x_72], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_t_transpose_view_10:94
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_t_transpose_view_10.run(buf154, buf149, buf153, buf155, 12, 1, 1, stream=stream0)
            del buf153
            buf159 = reinterpret_tensor(buf149, (1, 197, 384), (75648, 384, 1), 0); del buf149  # reuse
            # Topologically Sorted Source Nodes: [x_67, x_69, x_73, x_75, x_76, x_77], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_19:95
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_19.run(buf129, buf140, buf155, arg71_1, arg72_1, buf159, 197, 384, stream=stream0)
            del arg71_1
            del arg72_1
            buf160 = reinterpret_tensor(buf138, (1536, 384), (384, 1), 0); del buf138  # reuse
            # Topologically Sorted Source Nodes: [x_77], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:96
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg73_1, buf160, 589824, stream=stream0)
            del arg73_1
            buf161 = buf135; del buf135  # reuse
            # Topologically Sorted Source Nodes: [x_77], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:97
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg74_1, buf161, 1536, stream=stream0)
            del arg74_1
            buf162 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_67, x_69, x_73, x_75, x_76, x_77], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14:98
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14.run(buf161, buf159, buf160, buf162, 96, 1, 1, stream=stream0)
            del buf161
            buf163 = reinterpret_tensor(buf162, (1, 197, 1536), (302592, 1536, 1), 0); del buf162  # reuse
            # Topologically Sorted Source Nodes: [x_77, x_78], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_15:99
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_15.run(buf163, 302592, stream=stream0)
            buf164 = reinterpret_tensor(buf160, (384, 1536), (1536, 1), 0); del buf160  # reuse
            # Topologically Sorted Source Nodes: [x_80], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_16:100
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_16.run(arg75_1, buf164, 589824, stream=stream0)
            del arg75_1
            buf165 = buf154; del buf154  # reuse
            # Topologically Sorted Source Nodes: [x_80], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:101
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg76_1, buf165, 384, stream=stream0)
            del arg76_1
            buf166 = reinterpret_tensor(buf159, (197, 384), (384, 1), 0); del buf159  # reuse
            # Topologically Sorted Source Nodes: [x_80, x_77, x_78], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_gelu_t_view_17:102
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_gelu_t_view_17.run(buf165, buf163, buf164, buf166, 48, 1, 1, stream=stream0)
            del buf164
            buf170 = empty_strided_cuda((1, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_67, x_69, x_73, x_75, x_80, x_82, x_83, linear_24], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_20:103
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_20.run(buf129, buf140, buf155, buf166, arg77_1, arg78_1, buf170, 197, 384, stream=stream0)
            del arg77_1
            del arg78_1
            buf171 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_24], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:104
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg79_1, buf171, 442368, stream=stream0)
            del arg79_1
            buf172 = buf146; del buf146  # reuse
            # Topologically Sorted Source Nodes: [linear_24], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:105
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg80_1, buf172, 1152, stream=stream0)
            del arg80_1
            buf173 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_67, x_69, x_73, x_75, x_80, x_82, x_83, linear_24], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8:106
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8.run(buf172, buf170, buf171, buf173, 126, 1, 1, stream=stream0)
            del buf171
            # Topologically Sorted Source Nodes: [linear_24, reshape_12, qkv_6, unbind_6, x_84], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:107
            buf174 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf173, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf173, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf173, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf173
            buf175 = buf174[0]
            assert_size_stride(buf175, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf175, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf174
            buf179 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_86], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:108
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg81_1, buf179, 147456, stream=stream0)
            del arg81_1
            buf180 = buf165; del buf165  # reuse
            # Topologically Sorted Source Nodes: [x_86], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:109
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg82_1, buf180, 384, stream=stream0)
            del arg82_1
            buf181 = reinterpret_tensor(buf170, (197, 384), (384, 1), 0); del buf170  # reuse
            # Topologically Sorted Source Nodes: [x_86, transpose_7, x_85], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_t_transpose_view_10:110
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_t_transpose_view_10.run(buf180, buf175, buf179, buf181, 12, 1, 1, stream=stream0)
            del buf179
            buf182 = buf129; del buf129  # reuse
            buf186 = reinterpret_tensor(buf175, (1, 197, 384), (75648, 384, 1), 0); del buf175  # reuse
            # Topologically Sorted Source Nodes: [x_67, x_69, x_73, x_75, x_80, x_82, x_86, x_88, x_89, x_90], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_21:111
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_21.run(buf182, buf140, buf155, buf166, buf181, arg83_1, arg84_1, buf186, 197, 384, stream=stream0)
            del arg83_1
            del arg84_1
            del buf140
            del buf155
            del buf166
            buf187 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_90], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:112
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg85_1, buf187, 589824, stream=stream0)
            del arg85_1
            buf188 = empty_strided_cuda((1536, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_90], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:113
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg86_1, buf188, 1536, stream=stream0)
            del arg86_1
            buf189 = reinterpret_tensor(buf163, (197, 1536), (1536, 1), 0); del buf163  # reuse
            # Topologically Sorted Source Nodes: [x_89, x_90], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14:114
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14.run(buf188, buf186, buf187, buf189, 96, 1, 1, stream=stream0)
            buf190 = reinterpret_tensor(buf189, (1, 197, 1536), (302592, 1536, 1), 0); del buf189  # reuse
            # Topologically Sorted Source Nodes: [x_90, x_91], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_15:115
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_15.run(buf190, 302592, stream=stream0)
            buf191 = reinterpret_tensor(buf187, (384, 1536), (1536, 1), 0); del buf187  # reuse
            # Topologically Sorted Source Nodes: [x_93], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_16:116
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_16.run(arg87_1, buf191, 589824, stream=stream0)
            del arg87_1
            buf192 = buf180; del buf180  # reuse
            # Topologically Sorted Source Nodes: [x_93], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:117
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg88_1, buf192, 384, stream=stream0)
            del arg88_1
            buf193 = reinterpret_tensor(buf186, (197, 384), (384, 1), 0); del buf186  # reuse
            # Topologically Sorted Source Nodes: [x_93, x_90, x_91], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_gelu_t_view_17:118
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_gelu_t_view_17.run(buf192, buf190, buf191, buf193, 48, 1, 1, stream=stream0)
            del buf190
            buf197 = reinterpret_tensor(buf181, (1, 197, 384), (75648, 384, 1), 0); del buf181  # reuse
            # Topologically Sorted Source Nodes: [x_93, x_95, x_96, linear_28], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_18:119
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_18.run(buf182, buf193, arg89_1, arg90_1, buf197, 197, 384, stream=stream0)
            del arg89_1
            del arg90_1
            buf198 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_28], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:120
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg91_1, buf198, 442368, stream=stream0)
            del arg91_1
            buf199 = buf172; del buf172  # reuse
            # Topologically Sorted Source Nodes: [linear_28], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:121
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg92_1, buf199, 1152, stream=stream0)
            del arg92_1
            buf200 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_93, x_95, x_96, linear_28], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8:122
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8.run(buf199, buf197, buf198, buf200, 126, 1, 1, stream=stream0)
            del buf198
            # Topologically Sorted Source Nodes: [linear_28, reshape_14, qkv_7, unbind_7, x_97], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:123
            buf201 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf200, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf200, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf200, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf200
            buf202 = buf201[0]
            assert_size_stride(buf202, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf202, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf201
            buf206 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_99], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:124
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg93_1, buf206, 147456, stream=stream0)
            del arg93_1
            buf207 = buf192; del buf192  # reuse
            # Topologically Sorted Source Nodes: [x_99], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:125
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg94_1, buf207, 384, stream=stream0)
            del arg94_1
            buf208 = reinterpret_tensor(buf197, (197, 384), (384, 1), 0); del buf197  # reuse
            # Topologically Sorted Source Nodes: [x_99, transpose_8, x_98], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_t_transpose_view_10:126
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_t_transpose_view_10.run(buf207, buf202, buf206, buf208, 12, 1, 1, stream=stream0)
            del buf206
            buf212 = reinterpret_tensor(buf202, (1, 197, 384), (75648, 384, 1), 0); del buf202  # reuse
            # Topologically Sorted Source Nodes: [x_93, x_95, x_99, x_101, x_102, x_103], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_19:127
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_19.run(buf182, buf193, buf208, arg95_1, arg96_1, buf212, 197, 384, stream=stream0)
            del arg95_1
            del arg96_1
            buf213 = reinterpret_tensor(buf191, (1536, 384), (384, 1), 0); del buf191  # reuse
            # Topologically Sorted Source Nodes: [x_103], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:128
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg97_1, buf213, 589824, stream=stream0)
            del arg97_1
            buf214 = buf188; del buf188  # reuse
            # Topologically Sorted Source Nodes: [x_103], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:129
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg98_1, buf214, 1536, stream=stream0)
            del arg98_1
            buf215 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_93, x_95, x_99, x_101, x_102, x_103], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14:130
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14.run(buf214, buf212, buf213, buf215, 96, 1, 1, stream=stream0)
            del buf214
            buf216 = reinterpret_tensor(buf215, (1, 197, 1536), (302592, 1536, 1), 0); del buf215  # reuse
            # Topologically Sorted Source Nodes: [x_103, x_104], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_15:131
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_15.run(buf216, 302592, stream=stream0)
            buf217 = reinterpret_tensor(buf213, (384, 1536), (1536, 1), 0); del buf213  # reuse
            # Topologically Sorted Source Nodes: [x_106], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_16:132
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_16.run(arg99_1, buf217, 589824, stream=stream0)
            del arg99_1
            buf218 = buf207; del buf207  # reuse
            # Topologically Sorted Source Nodes: [x_106], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:133
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg100_1, buf218, 384, stream=stream0)
            del arg100_1
            buf219 = reinterpret_tensor(buf212, (197, 384), (384, 1), 0); del buf212  # reuse
            # Topologically Sorted Source Nodes: [x_106, x_103, x_104], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_gelu_t_view_17:134
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_gelu_t_view_17.run(buf218, buf216, buf217, buf219, 48, 1, 1, stream=stream0)
            del buf217
            buf223 = empty_strided_cuda((1, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_93, x_95, x_99, x_101, x_106, x_108, x_109, linear_32], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_20:135
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_20.run(buf182, buf193, buf208, buf219, arg101_1, arg102_1, buf223, 197, 384, stream=stream0)
            del arg101_1
            del arg102_1
            buf224 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_32], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:136
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg103_1, buf224, 442368, stream=stream0)
            del arg103_1
            buf225 = buf199; del buf199  # reuse
            # Topologically Sorted Source Nodes: [linear_32], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:137
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg104_1, buf225, 1152, stream=stream0)
            del arg104_1
            buf226 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_93, x_95, x_99, x_101, x_106, x_108, x_109, linear_32], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8:138
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8.run(buf225, buf223, buf224, buf226, 126, 1, 1, stream=stream0)
            del buf224
            # Topologically Sorted Source Nodes: [linear_32, reshape_16, qkv_8, unbind_8, x_110], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:139
            buf227 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf226, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf226, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf226, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf226
            buf228 = buf227[0]
            assert_size_stride(buf228, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf228, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf227
            buf232 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_112], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:140
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg105_1, buf232, 147456, stream=stream0)
            del arg105_1
            buf233 = buf218; del buf218  # reuse
            # Topologically Sorted Source Nodes: [x_112], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:141
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg106_1, buf233, 384, stream=stream0)
            del arg106_1
            buf234 = reinterpret_tensor(buf223, (197, 384), (384, 1), 0); del buf223  # reuse
            # Topologically Sorted Source Nodes: [x_112, transpose_9, x_111], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_t_transpose_view_10:142
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_t_transpose_view_10.run(buf233, buf228, buf232, buf234, 12, 1, 1, stream=stream0)
            del buf232
            buf235 = buf182; del buf182  # reuse
            buf239 = reinterpret_tensor(buf228, (1, 197, 384), (75648, 384, 1), 0); del buf228  # reuse
            # Topologically Sorted Source Nodes: [x_93, x_95, x_99, x_101, x_106, x_108, x_112, x_114, x_115, x_116], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_21:143
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_21.run(buf235, buf193, buf208, buf219, buf234, arg107_1, arg108_1, buf239, 197, 384, stream=stream0)
            del arg107_1
            del arg108_1
            del buf193
            del buf208
            del buf219
            buf240 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_116], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:144
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg109_1, buf240, 589824, stream=stream0)
            del arg109_1
            buf241 = empty_strided_cuda((1536, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_116], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:145
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg110_1, buf241, 1536, stream=stream0)
            del arg110_1
            buf242 = reinterpret_tensor(buf216, (197, 1536), (1536, 1), 0); del buf216  # reuse
            # Topologically Sorted Source Nodes: [x_115, x_116], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14:146
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14.run(buf241, buf239, buf240, buf242, 96, 1, 1, stream=stream0)
            buf243 = reinterpret_tensor(buf242, (1, 197, 1536), (302592, 1536, 1), 0); del buf242  # reuse
            # Topologically Sorted Source Nodes: [x_116, x_117], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_15:147
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_15.run(buf243, 302592, stream=stream0)
            buf244 = reinterpret_tensor(buf240, (384, 1536), (1536, 1), 0); del buf240  # reuse
            # Topologically Sorted Source Nodes: [x_119], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_16:148
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_16.run(arg111_1, buf244, 589824, stream=stream0)
            del arg111_1
            buf245 = buf233; del buf233  # reuse
            # Topologically Sorted Source Nodes: [x_119], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:149
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg112_1, buf245, 384, stream=stream0)
            del arg112_1
            buf246 = reinterpret_tensor(buf239, (197, 384), (384, 1), 0); del buf239  # reuse
            # Topologically Sorted Source Nodes: [x_119, x_116, x_117], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_gelu_t_view_17:150
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_gelu_t_view_17.run(buf245, buf243, buf244, buf246, 48, 1, 1, stream=stream0)
            del buf243
            buf250 = reinterpret_tensor(buf234, (1, 197, 384), (75648, 384, 1), 0); del buf234  # reuse
            # Topologically Sorted Source Nodes: [x_119, x_121, x_122, linear_36], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_18:151
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_18.run(buf235, buf246, arg113_1, arg114_1, buf250, 197, 384, stream=stream0)
            del arg113_1
            del arg114_1
            buf251 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_36], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:152
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg115_1, buf251, 442368, stream=stream0)
            del arg115_1
            buf252 = buf225; del buf225  # reuse
            # Topologically Sorted Source Nodes: [linear_36], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:153
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg116_1, buf252, 1152, stream=stream0)
            del arg116_1
            buf253 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_119, x_121, x_122, linear_36], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8:154
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8.run(buf252, buf250, buf251, buf253, 126, 1, 1, stream=stream0)
            del buf251
            # Topologically Sorted Source Nodes: [linear_36, reshape_18, qkv_9, unbind_9, x_123], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:155
            buf254 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf253, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf253, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf253, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf253
            buf255 = buf254[0]
            assert_size_stride(buf255, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf255, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf254
            buf259 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_125], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:156
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg117_1, buf259, 147456, stream=stream0)
            del arg117_1
            buf260 = buf245; del buf245  # reuse
            # Topologically Sorted Source Nodes: [x_125], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:157
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg118_1, buf260, 384, stream=stream0)
            del arg118_1
            buf261 = reinterpret_tensor(buf250, (197, 384), (384, 1), 0); del buf250  # reuse
            # Topologically Sorted Source Nodes: [x_125, transpose_10, x_124], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_t_transpose_view_10:158
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_t_transpose_view_10.run(buf260, buf255, buf259, buf261, 12, 1, 1, stream=stream0)
            del buf259
            buf265 = reinterpret_tensor(buf255, (1, 197, 384), (75648, 384, 1), 0); del buf255  # reuse
            # Topologically Sorted Source Nodes: [x_119, x_121, x_125, x_127, x_128, x_129], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_19:159
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_19.run(buf235, buf246, buf261, arg119_1, arg120_1, buf265, 197, 384, stream=stream0)
            del arg119_1
            del arg120_1
            buf266 = reinterpret_tensor(buf244, (1536, 384), (384, 1), 0); del buf244  # reuse
            # Topologically Sorted Source Nodes: [x_129], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:160
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg121_1, buf266, 589824, stream=stream0)
            del arg121_1
            buf267 = buf241; del buf241  # reuse
            # Topologically Sorted Source Nodes: [x_129], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:161
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg122_1, buf267, 1536, stream=stream0)
            del arg122_1
            buf268 = empty_strided_cuda((197, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_119, x_121, x_125, x_127, x_128, x_129], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14:162
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14.run(buf267, buf265, buf266, buf268, 96, 1, 1, stream=stream0)
            del buf267
            buf269 = reinterpret_tensor(buf268, (1, 197, 1536), (302592, 1536, 1), 0); del buf268  # reuse
            # Topologically Sorted Source Nodes: [x_129, x_130], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_15:163
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_15.run(buf269, 302592, stream=stream0)
            buf270 = reinterpret_tensor(buf266, (384, 1536), (1536, 1), 0); del buf266  # reuse
            # Topologically Sorted Source Nodes: [x_132], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_16:164
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_16.run(arg123_1, buf270, 589824, stream=stream0)
            del arg123_1
            buf271 = buf260; del buf260  # reuse
            # Topologically Sorted Source Nodes: [x_132], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:165
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg124_1, buf271, 384, stream=stream0)
            del arg124_1
            buf272 = reinterpret_tensor(buf265, (197, 384), (384, 1), 0); del buf265  # reuse
            # Topologically Sorted Source Nodes: [x_132, x_129, x_130], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_gelu_t_view_17:166
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_gelu_t_view_17.run(buf271, buf269, buf270, buf272, 48, 1, 1, stream=stream0)
            del buf270
            buf276 = empty_strided_cuda((1, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_119, x_121, x_125, x_127, x_132, x_134, x_135, linear_40], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_20:167
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_20.run(buf235, buf246, buf261, buf272, arg125_1, arg126_1, buf276, 197, 384, stream=stream0)
            del arg125_1
            del arg126_1
            buf277 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_40], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:168
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg127_1, buf277, 442368, stream=stream0)
            del arg127_1
            buf278 = buf252; del buf252  # reuse
            # Topologically Sorted Source Nodes: [linear_40], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:169
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg128_1, buf278, 1152, stream=stream0)
            del arg128_1
            buf279 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_119, x_121, x_125, x_127, x_132, x_134, x_135, linear_40], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8:170
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8.run(buf278, buf276, buf277, buf279, 126, 1, 1, stream=stream0)
            del buf277
            # Topologically Sorted Source Nodes: [linear_40, reshape_20, qkv_10, unbind_10, x_136], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:171
            buf280 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf279, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf279, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf279, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf279
            buf281 = buf280[0]
            assert_size_stride(buf281, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf281, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf280
            buf285 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_138], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:172
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg129_1, buf285, 147456, stream=stream0)
            del arg129_1
            buf286 = buf271; del buf271  # reuse
            # Topologically Sorted Source Nodes: [x_138], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:173
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg130_1, buf286, 384, stream=stream0)
            del arg130_1
            buf287 = reinterpret_tensor(buf276, (197, 384), (384, 1), 0); del buf276  # reuse
            # Topologically Sorted Source Nodes: [x_138, transpose_11, x_137], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_t_transpose_view_10:174
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_t_transpose_view_10.run(buf286, buf281, buf285, buf287, 12, 1, 1, stream=stream0)
            del buf285
            buf288 = buf235; del buf235  # reuse
            buf292 = reinterpret_tensor(buf281, (1, 197, 384), (75648, 384, 1), 0); del buf281  # reuse
            # Topologically Sorted Source Nodes: [x_119, x_121, x_125, x_127, x_132, x_134, x_138, x_140, x_141, x_142], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_21:175
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_21.run(buf288, buf246, buf261, buf272, buf287, arg131_1, arg132_1, buf292, 197, 384, stream=stream0)
            del arg131_1
            del arg132_1
            del buf246
            del buf261
            del buf272
            buf293 = empty_strided_cuda((1536, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_142], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:176
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg133_1, buf293, 589824, stream=stream0)
            del arg133_1
            buf294 = empty_strided_cuda((1536, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_142], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:177
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg134_1, buf294, 1536, stream=stream0)
            del arg134_1
            buf295 = reinterpret_tensor(buf269, (197, 1536), (1536, 1), 0); del buf269  # reuse
            # Topologically Sorted Source Nodes: [x_141, x_142], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14:178
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_14.run(buf294, buf292, buf293, buf295, 96, 1, 1, stream=stream0)
            buf296 = reinterpret_tensor(buf295, (1, 197, 1536), (302592, 1536, 1), 0); del buf295  # reuse
            # Topologically Sorted Source Nodes: [x_142, x_143], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_15:179
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_15.run(buf296, 302592, stream=stream0)
            buf297 = reinterpret_tensor(buf293, (384, 1536), (1536, 1), 0); del buf293  # reuse
            # Topologically Sorted Source Nodes: [x_145], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_16:180
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_16.run(arg135_1, buf297, 589824, stream=stream0)
            del arg135_1
            buf298 = buf286; del buf286  # reuse
            # Topologically Sorted Source Nodes: [x_145], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:181
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg136_1, buf298, 384, stream=stream0)
            del arg136_1
            buf299 = reinterpret_tensor(buf292, (197, 384), (384, 1), 0); del buf292  # reuse
            # Topologically Sorted Source Nodes: [x_145, x_142, x_143], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_gelu_t_view_17:182
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_gelu_t_view_17.run(buf298, buf296, buf297, buf299, 48, 1, 1, stream=stream0)
            del buf296
            buf303 = reinterpret_tensor(buf287, (1, 197, 384), (75648, 384, 1), 0); del buf287  # reuse
            # Topologically Sorted Source Nodes: [x_145, x_147, x_148, linear_44], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_18:183
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_18.run(buf288, buf299, arg137_1, arg138_1, buf303, 197, 384, stream=stream0)
            del arg137_1
            del arg138_1
            buf304 = empty_strided_cuda((1152, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_44], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:184
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg139_1, buf304, 442368, stream=stream0)
            del arg139_1
            buf305 = buf278; del buf278  # reuse
            # Topologically Sorted Source Nodes: [linear_44], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:185
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(arg140_1, buf305, 1152, stream=stream0)
            del arg140_1
            buf306 = empty_strided_cuda((197, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_145, x_147, x_148, linear_44], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8:186
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_native_layer_norm_t_view_8.run(buf305, buf303, buf304, buf306, 126, 1, 1, stream=stream0)
            del buf304
            del buf305
            # Topologically Sorted Source Nodes: [linear_44, reshape_22, qkv_11, unbind_11, x_149], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:187
            buf307 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf306, (1, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf306, (1, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf306, (1, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf306
            buf308 = buf307[0]
            assert_size_stride(buf308, (1, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf308, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf307
            buf312 = empty_strided_cuda((384, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_151], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:188
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg141_1, buf312, 147456, stream=stream0)
            del arg141_1
            buf313 = buf298; del buf298  # reuse
            # Topologically Sorted Source Nodes: [x_151], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:189
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg142_1, buf313, 384, stream=stream0)
            del arg142_1
            buf314 = reinterpret_tensor(buf303, (197, 384), (384, 1), 0); del buf303  # reuse
            # Topologically Sorted Source Nodes: [x_151, transpose_12, x_150], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_t_transpose_view_10:190
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_t_transpose_view_10.run(buf313, buf308, buf312, buf314, 12, 1, 1, stream=stream0)
            del buf312
            del buf313
            buf318 = reinterpret_tensor(buf308, (1, 197, 384), (75648, 384, 1), 0); del buf308  # reuse
            # Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_154, x_155], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_19:191
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_19.run(buf288, buf299, buf314, arg143_1, arg144_1, buf318, 197, 384, stream=stream0)
            del arg143_1
            del arg144_1
            buf319 = reinterpret_tensor(buf297, (1536, 384), (384, 1), 0); del buf297  # reuse
            # Topologically Sorted Source Nodes: [x_155], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_12:192
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_12.run(arg145_1, buf319, 589824, stream=stream0)
            del arg145_1
            buf320 = buf294; del buf294  # reuse
            # Topologically Sorted Source Nodes: [x_155], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:193
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(arg146_1, buf320, 1536, stream=stream0)
            del arg146_1
            buf322 = empty_strided_cuda((1, 197, 1536), (302592, 1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_154, x_155, x_156], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm, aten.gelu]
            # [Provenance debug handles] triton_tem_fused__to_copy_add_addmm_gelu_native_layer_norm_t_view_22:194
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_add_addmm_gelu_native_layer_norm_t_view_22.run(buf320, buf318, buf319, buf322, 96, 1, 1, stream=stream0)
            del buf320
            buf323 = reinterpret_tensor(buf319, (384, 1536), (1536, 1), 0); del buf319  # reuse
            # Topologically Sorted Source Nodes: [x_158], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_16:195
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_16.run(arg147_1, buf323, 589824, stream=stream0)
            del arg147_1
            buf324 = empty_strided_cuda((384, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_158], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_2:196
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_2.run(arg148_1, buf324, 384, stream=stream0)
            del arg148_1
            buf325 = reinterpret_tensor(buf318, (197, 384), (384, 1), 0); del buf318  # reuse
            # Topologically Sorted Source Nodes: [x_158, x_155, x_156], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_addmm_gelu_t_view_17:197
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_addmm_gelu_t_view_17.run(buf324, buf322, buf323, buf325, 48, 1, 1, stream=stream0)
            del buf322
            del buf323
            buf326 = empty_strided_cuda((1, 197, 1), (197, 1, 197), torch.float32)
            buf327 = empty_strided_cuda((1, 197, 1), (197, 1, 197), torch.float32)
            # Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_158, x_160, x_161], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_23:198
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_view_23.run(buf288, buf299, buf314, buf325, buf326, buf327, 197, 384, stream=stream0)
            buf329 = reinterpret_tensor(buf324, (1, 384), (384, 1), 0); del buf324  # reuse
            # Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_158, x_160, x_161, x_162, x_164], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.select, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_native_layer_norm_select_view_24:199
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_native_layer_norm_select_view_24.run(buf288, buf299, buf314, buf325, buf326, buf327, arg149_1, arg150_1, buf329, 384, stream=stream0)
            del arg149_1
            del arg150_1
            del buf288
            del buf299
            del buf314
            del buf325
            del buf326
            del buf327
            buf330 = empty_strided_cuda((1000, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_164], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_25:200
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_25.run(arg151_1, buf330, 384000, stream=stream0)
            del arg151_1
            buf331 = empty_strided_cuda((1000, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_164], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_26:201
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_26.run(arg152_1, buf331, 1000, stream=stream0)
            del arg152_1
            buf332 = empty_strided_cuda((1, 1000), (1000, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_158, x_160, x_161, x_164, x_162], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.select, aten.t, aten.addmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_add_addmm_native_layer_norm_select_t_view_27:202
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_add_addmm_native_layer_norm_select_t_view_27.run(buf331, buf329, buf330, buf332, 32, 1, 1, stream=stream0)
            del buf329
            del buf330
            del buf331
        return (buf332, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 3, 224, 224), (150528, 50176, 224, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((384, 3, 16, 16), (768, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((1, 1, 384), (384, 384, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg31_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg32_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg33_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg34_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg35_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg36_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg37_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg38_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg39_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg40_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg41_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg42_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg43_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg44_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg45_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg46_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg47_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg48_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg49_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg50_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg51_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg52_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg53_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg54_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg55_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg56_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg57_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg58_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg59_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg60_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg61_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg62_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg63_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg64_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg65_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg66_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg67_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg68_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg69_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg70_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg71_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg72_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg73_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg74_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg75_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg76_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg77_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg78_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg79_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg80_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg81_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg82_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg83_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg84_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg85_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg86_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg87_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg88_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg89_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg90_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg91_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg92_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg93_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg94_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg95_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg96_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg97_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg98_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg99_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg100_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg101_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg102_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg103_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg104_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg105_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg106_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg107_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg108_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg109_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg110_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg111_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg112_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg113_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg114_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg115_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg116_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg117_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg118_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg119_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg120_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg121_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg122_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg123_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg124_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg125_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg126_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg127_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg128_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg129_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg130_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg131_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg132_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg133_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg134_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg135_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg136_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg137_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg138_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg139_1 = rand_strided((1152, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg140_1 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg141_1 = rand_strided((384, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg142_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg143_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg144_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg145_1 = rand_strided((1536, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg146_1 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg147_1 = rand_strided((384, 1536), (1536, 1), device='cuda:0', dtype=torch.float32)
    arg148_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg149_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg150_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg151_1 = rand_strided((1000, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg152_1 = rand_strided((1000, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
