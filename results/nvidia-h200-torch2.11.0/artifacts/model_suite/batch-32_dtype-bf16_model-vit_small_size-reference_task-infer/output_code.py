# ---- default ----
# AOT ID: ['112_inference']
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/pj/cpjfeulyikaaes2aitwyapaqvh2eckrubh4mpy6dj5zouwxl57yu.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
# Graph fragment:
#   %arg0_1 : Tensor "f32[32, 3, 224, 224][150528, 50176, 224, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %convert_element_type_2 : Tensor "bf16[32, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[32, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
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
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_convolution_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 38535168}, 'kernel_num_gb': 0.028901376, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_convolution_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4816896
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((32, 3, 224, 224), (150528, 50176, 224, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 3, 224, 224), (150528, 50176, 224, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 4816896,


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
    num_gb = 0.028901376
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/f2/cf2v236glhamwlgayl5njkixkwtq6hu5lho3wfaryy7yrhgh53hx.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
# Graph fragment:
#   %arg1_1 : Tensor "f32[384, 3, 16, 16][768, 256, 16, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %convert_element_type_2 : Tensor "bf16[32, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[32, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/rv/crvke2mflr6fdb5en3am7y6w7aux6idd3wmdprquz6u7a7cdrz5k.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
# Source node to ATen node mapping:
#   x => convert_element_type, convert_element_type_1, convert_element_type_2, convolution
# Graph fragment:
#   %arg2_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %convert_element_type_2 : Tensor "bf16[32, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[32, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/fc/cfc2nhvzidyr43clnz26sd3accn54hocaipdhnhj64v45qeutyok.py
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
#   %buf3 : Tensor "bf16[32, 384, 14, 14][75264, 196, 14, 1]cuda:0" = PlaceHolder[target=buf3]
#   %buf2 : Tensor "bf16[384][1]cuda:0" = PlaceHolder[target=buf2]
#   %arg4_1 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %expand : Tensor "f32[32, 1, 384][0, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%arg3_1, [32, -1, -1]), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[32, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[32, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view : Tensor "bf16[32, 384, 196][75264, 196, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [32, 384, 196]), kwargs = {})
#   %permute : Tensor "bf16[32, 196, 384][75264, 1, 196]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view, [0, 2, 1]), kwargs = {})
#   %cat : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%expand, %permute], 1), kwargs = {})
#   %add : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %arg4_1), kwargs = {})
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
    size_hints={'x': 32768, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 453888, 'r0_': 304896}, 'kernel_num_gb': 0.005348736, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 18912
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = ((xindex // 3) % 197)
    x0 = (xindex % 3)
    x2 = xindex // 591
    x5 = (xindex % 591)
    tmp19_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp19_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp19_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x6 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp16 = tl.load(in_ptr3 + (r0_3 + 128*x5), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp0 = x1
        tmp1 = tl.full([1, 1], 0, tl.int64)
        tmp2 = tmp0 >= tmp1
        tmp3 = tl.full([1, 1], 1, tl.int64)
        tmp4 = tmp0 < tmp3
        tmp5 = tl.load(in_ptr0 + (r0_3 + 128*x0), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0)
        tmp6 = tmp0 >= tmp3
        tmp7 = tl.full([1, 1], 197, tl.int64)
        tmp8 = tmp0 < tmp7
        tmp9 = tl.load(in_ptr1 + (196*r0_3 + 25088*x0 + 75264*x2 + ((((-1) + x1) % 196))), r0_mask & tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp10 = tl.load(in_ptr2 + (r0_3 + 128*x0), r0_mask & tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
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
    tl.store(out_ptr0 + (x6), tmp19, xmask)
    tl.store(out_ptr1 + (x6), tmp23, xmask)
    tl.store(out_ptr2 + (x6), tmp24, xmask)


def get_args():
    arg_0 = rand_strided((1, 1, 384), (384, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 384, 14, 14), (75264, 196, 14, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((32, 197, 1, 3), (591, 3, 18912, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 197, 1, 3), (591, 3, 18912, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((32, 197, 1, 3), (591, 3, 18912, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 18912, 128,


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
    num_gb = 0.005348736
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/wq/cwqxstzoe6td7ujniqs5vaqsjwmw645h3frz64ntjqhvrq4rnelf.py
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
#   %buf4 : Tensor "f32[32, 197, 1, 3][591, 3, 18912, 1]cuda:0" = PlaceHolder[target=buf4]
#   %buf5 : Tensor "f32[32, 197, 1, 3][591, 3, 18912, 1]cuda:0" = PlaceHolder[target=buf5]
#   %buf6 : Tensor "f32[32, 197, 1, 3][591, 3, 18912, 1]cuda:0" = PlaceHolder[target=buf6]
#   %expand : Tensor "f32[32, 1, 384][0, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%arg3_1, [32, -1, -1]), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[32, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[32, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view : Tensor "bf16[32, 384, 196][75264, 196, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [32, 384, 196]), kwargs = {})
#   %permute : Tensor "bf16[32, 196, 384][75264, 1, 196]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view, [0, 2, 1]), kwargs = {})
#   %cat : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%expand, %permute], 1), kwargs = {})
#   %add : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %arg4_1), kwargs = {})
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
    size_hints={'x': 8192, 'r0_': 4},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 100864, 'r0_': 85104}, 'kernel_num_gb': 0.000277376, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 6304
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
    arg_0 = rand_strided((32, 197, 1, 3), (591, 3, 18912, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 197, 1, 3), (591, 3, 18912, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 197, 1, 3), (591, 3, 18912, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((32, 197, 1), (197, 1, 6304), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((32, 197, 1), (197, 1, 6304), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 6304, 3,


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
    num_gb = 0.000277376
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/3u/c3u7nk7t2lyahofqa4qzfabov4jpexp2mpshumcu4qpr2qw5hlbt.py
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
#   %buf3 : Tensor "bf16[32, 384, 14, 14][75264, 196, 14, 1]cuda:0" = PlaceHolder[target=buf3]
#   %buf2 : Tensor "bf16[384][1]cuda:0" = PlaceHolder[target=buf2]
#   %arg4_1 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %getitem_1 : Tensor "f32[32, 197, 1][197, 1, 6304]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf8 : Tensor "f32[32, 197, 1][197, 1, 6304]cuda:0" = PlaceHolder[target=buf8]
#   %arg5_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %mul_1 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=mul_1]
#   %arg6_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %expand : Tensor "f32[32, 1, 384][0, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%arg3_1, [32, -1, -1]), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[32, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[32, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view : Tensor "bf16[32, 384, 196][75264, 196, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [32, 384, 196]), kwargs = {})
#   %permute : Tensor "bf16[32, 196, 384][75264, 1, 196]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view, [0, 2, 1]), kwargs = {})
#   %cat : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%expand, %permute], 1), kwargs = {})
#   %add : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %arg4_1), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add, %getitem_1), kwargs = {})
#   %add_1 : Tensor "f32[32, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[32, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_1,), kwargs = {})
#   %mul : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg5_1), kwargs = {})
#   %add_2 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %arg6_1), kwargs = {})
#   %convert_element_type_5 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_2, torch.bfloat16), kwargs = {})
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
    size_hints={'x': 4194304}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9990912}, 'kernel_num_gb': 0.010016768, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2420736
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = ((xindex // 384) % 197)
    x0 = (xindex % 384)
    x2 = xindex // 75648
    x4 = (xindex % 75648)
    x3 = xindex // 384
    x5 = xindex
    tmp16 = tl.load(in_ptr3 + (x4), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr4 + (x3), None, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr5 + (x3), None, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr7 + (x0), None, eviction_policy='evict_last')
    tmp0 = x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 1, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0), tmp4, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 197, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tl.load(in_ptr1 + (196*x0 + 75264*x2 + ((((-1) + x1) % 196))), tmp6, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp10 = tl.load(in_ptr2 + (x0), tmp6, eviction_policy='evict_last', other=0.0).to(tl.float32)
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
    tl.store(out_ptr1 + (x5), tmp31, None)


def get_args():
    arg_0 = rand_strided((1, 1, 384), (384, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 384, 14, 14), (75264, 196, 14, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((32, 197, 1), (197, 1, 6304), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 197, 1), (197, 1, 6304), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((32, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 2420736,


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
    num_gb = 0.010016768
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/oq/coqtm7gm4tszi2hejkffmgq43qg7vuej726oq36qicjqhcwaf5ff.py
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/l3/cl3gzs3ykifraua2y75fjubrmcghljhw5b72jkal4ldd6npctp2p.py
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/qi/cqi7kjtgvay7odu65behpzhkanryf4pfbnizbjyqr2hpxoqgek6i.py
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/6y/c6yl55phmf2qlsqvywb7rx7vuvzkav4lfkbflqqud2hqwvg2ndkk.py
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
#   %buf3 : Tensor "bf16[32, 384, 14, 14][75264, 196, 14, 1]cuda:0" = PlaceHolder[target=buf3]
#   %buf2 : Tensor "bf16[384][1]cuda:0" = PlaceHolder[target=buf2]
#   %arg4_1 : Tensor "f32[1, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %addmm_1 : Tensor "bf16[6304, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %add_3 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_3]
#   %getitem_15 : Tensor "f32[32, 197, 1][197, 1, 6304]cuda:0" = PlaceHolder[target=getitem_15]
#   %buf25 : Tensor "f32[32, 197, 1][197, 1, 6304]cuda:0" = PlaceHolder[target=buf25]
#   %arg11_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %arg12_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg12_1]
#   %expand : Tensor "f32[32, 1, 384][0, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%arg3_1, [32, -1, -1]), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[32, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[384, 3, 16, 16][768, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %convert_element_type : Tensor "bf16[384][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.bfloat16), kwargs = {})
#   %convolution : Tensor "bf16[32, 384, 14, 14][75264, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_2, %convert_element_type_1, %convert_element_type, [16, 16], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view : Tensor "bf16[32, 384, 196][75264, 196, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [32, 384, 196]), kwargs = {})
#   %permute : Tensor "bf16[32, 196, 384][75264, 1, 196]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view, [0, 2, 1]), kwargs = {})
#   %cat : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%expand, %permute], 1), kwargs = {})
#   %add : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%cat, %arg4_1), kwargs = {})
#   %view_6 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [32, 197, 384]), kwargs = {})
#   %add_3 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add, %view_6), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_3, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_1 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_3, %getitem_15), kwargs = {})
#   %add_4 : Tensor "f32[32, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_14, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[32, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_4,), kwargs = {})
#   %mul_2 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_3 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %arg11_1), kwargs = {})
#   %add_5 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %arg12_1), kwargs = {})
#   %convert_element_type_16 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_5, torch.bfloat16), kwargs = {})
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
    size_hints={'x': 8192, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*bf16', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*fp32', 'out_ptr3': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 34198272}, 'kernel_num_gb': 0.024490752, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_9(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 6304
    r0_numel = 384
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 197)
    x1 = xindex // 197
    x3 = xindex
    tmp22_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp22_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp22_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp16 = tl.load(in_ptr3 + (r0_2 + 384*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp18 = tl.load(in_ptr4 + (r0_2 + 384*x3), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp0 = x0
        tmp1 = tl.full([1, 1], 0, tl.int64)
        tmp2 = tmp0 >= tmp1
        tmp3 = tl.full([1, 1], 1, tl.int64)
        tmp4 = tmp0 < tmp3
        tmp5 = tl.load(in_ptr0 + (tl.broadcast_to(r0_2, [XBLOCK, R0_BLOCK])), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0)
        tmp6 = tmp0 >= tmp3
        tmp7 = tl.full([1, 1], 197, tl.int64)
        tmp8 = tmp0 < tmp7
        tmp9 = tl.load(in_ptr1 + (196*r0_2 + 75264*x1 + ((((-1) + x0) % 196))), r0_mask & tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp10 = tl.load(in_ptr2 + (tl.broadcast_to(r0_2, [XBLOCK, R0_BLOCK])), r0_mask & tmp6 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
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
        tl.store(out_ptr0 + (r0_2 + 384*x3), tmp20, r0_mask & xmask)
    tmp23, tmp24, tmp25 = triton_helpers.welford(tmp22_mean, tmp22_m2, tmp22_weight, 1)
    tmp22 = tmp23[:, None]
    tmp26 = tmp24[:, None]
    tmp27 = tmp25[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp28 = tl.load(out_ptr0 + (r0_2 + 384*x3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp36 = tl.load(in_ptr5 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp38 = tl.load(in_ptr6 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
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
        tl.store(out_ptr3 + (r0_2 + 384*x3), tmp40, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 1, 384), (384, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 384, 14, 14), (75264, 196, 14, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((6304, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_5 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((32, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((32, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 6304, 384,


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
    num_gb = 0.024490752
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/e3/ce3thybiywjgh7hh65fggcwxpopra5gkasskhp4imix7nkneapbe.py
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/ox/cox34glikfckpbslyyrits7emejwxshaucehf5lbtvupg2i3pt2v.py
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/c5/cc55f362uqzkxjiangoljemqht5jho5wba7d22jc5vvdbzev5y2b.py
# Topologically Sorted Source Nodes: [x_12, x_13], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   x_12 => view_8
#   x_13 => add_6, convert_element_type_20, convert_element_type_21, erf, mul_4, mul_5, mul_6
# Graph fragment:
#   %addmm_2 : Tensor "bf16[6304, 1536][1536, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_8 : Tensor "bf16[32, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [32, 197, 1536]), kwargs = {})
#   %convert_element_type_20 : Tensor "f32[32, 197, 1536][302592, 1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_8, torch.float32), kwargs = {})
#   %mul_4 : Tensor "f32[32, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_20, 0.5), kwargs = {})
#   %mul_5 : Tensor "f32[32, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_20, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[32, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_5,), kwargs = {})
#   %add_6 : Tensor "f32[32, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_6 : Tensor "f32[32, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %add_6), kwargs = {})
#   %convert_element_type_21 : Tensor "bf16[32, 197, 1536][302592, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_6, torch.bfloat16), kwargs = {})
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
    size_hints={'x': 16777216}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 58097664}, 'kernel_num_gb': 0.038731776, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_12(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 9682944
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
    arg_0 = rand_strided((32, 197, 1536), (302592, 1536, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, 9682944,


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
    num_gb = 0.038731776
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/wk/cwkb2v7xwykn6mtkdlrklgpymt7h7h4yc4s4letx6x6xh5n6tue4.py
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/yk/cykxas4o3jkrwrjyofhig4uumgr6l72fjvsw2y67ecllseie44hn.py
# Topologically Sorted Source Nodes: [x_15, x_17, x_18, linear_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   linear_4 => convert_element_type_29
#   x_15 => view_10
#   x_17 => add_7
#   x_18 => add_8, add_9, mul_7, mul_8, rsqrt_2, sub_2, var_mean_2
# Graph fragment:
#   %add_3 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_3]
#   %addmm_3 : Tensor "bf16[6304, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %getitem_17 : Tensor "f32[32, 197, 1][197, 1, 6304]cuda:0" = PlaceHolder[target=getitem_17]
#   %buf36 : Tensor "f32[32, 197, 1][197, 1, 6304]cuda:0" = PlaceHolder[target=buf36]
#   %arg17_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg17_1]
#   %arg18_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg18_1]
#   %view_10 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [32, 197, 384]), kwargs = {})
#   %add_7 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %view_10), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_7, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_2 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_7, %getitem_17), kwargs = {})
#   %add_8 : Tensor "f32[32, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_16, 1e-06), kwargs = {})
#   %rsqrt_2 : Tensor "f32[32, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %mul_7 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_2), kwargs = {})
#   %mul_8 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %arg17_1), kwargs = {})
#   %add_9 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, %arg18_1), kwargs = {})
#   %convert_element_type_29 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_9, torch.bfloat16), kwargs = {})
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
    size_hints={'x': 8192, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 24210432}, 'kernel_num_gb': 0.01936896, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_14(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 6304
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
    arg_0 = rand_strided((32, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((6304, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((32, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 6304, 384,


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
    num_gb = 0.01936896
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/he/chemsraeb57vo6bofg5agop4dhhrbpfiplj57t3ifxofgt2fkgeo.py
# Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_24, x_25], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   x_15 => view_10
#   x_17 => add_7
#   x_21 => view_16
#   x_23 => add_10
#   x_24 => add_11, add_12, mul_10, mul_9, rsqrt_3, sub_3, var_mean_3
#   x_25 => convert_element_type_40
# Graph fragment:
#   %add_3 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_3]
#   %addmm_3 : Tensor "bf16[6304, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %addmm_5 : Tensor "bf16[6304, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %getitem_31 : Tensor "f32[32, 197, 1][197, 1, 6304]cuda:0" = PlaceHolder[target=getitem_31]
#   %buf51 : Tensor "f32[32, 197, 1][197, 1, 6304]cuda:0" = PlaceHolder[target=buf51]
#   %arg23_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg23_1]
#   %arg24_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg24_1]
#   %view_10 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [32, 197, 384]), kwargs = {})
#   %add_7 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %view_10), kwargs = {})
#   %view_16 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [32, 197, 384]), kwargs = {})
#   %add_10 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_7, %view_16), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_10, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_3 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_10, %getitem_31), kwargs = {})
#   %add_11 : Tensor "f32[32, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_30, 1e-06), kwargs = {})
#   %rsqrt_3 : Tensor "f32[32, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_11,), kwargs = {})
#   %mul_9 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_3), kwargs = {})
#   %mul_10 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_9, %arg23_1), kwargs = {})
#   %add_12 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_10, %arg24_1), kwargs = {})
#   %convert_element_type_40 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_12, torch.bfloat16), kwargs = {})
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
    size_hints={'x': 8192, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_15', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 29051904}, 'kernel_num_gb': 0.024210432, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_15(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 6304
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
    arg_0 = rand_strided((32, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((6304, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((6304, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 6304, 384,


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
    num_gb = 0.024210432
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/y5/cy5da4gjirz7uolqzcldq6d64jxggnd4rtb22g62koclsd267qpl.py
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
#   %add_3 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_3]
#   %addmm_3 : Tensor "bf16[6304, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %addmm_5 : Tensor "bf16[6304, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %addmm_7 : Tensor "bf16[6304, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_7]
#   %getitem_33 : Tensor "f32[32, 197, 1][197, 1, 6304]cuda:0" = PlaceHolder[target=getitem_33]
#   %buf62 : Tensor "f32[32, 197, 1][197, 1, 6304]cuda:0" = PlaceHolder[target=buf62]
#   %arg29_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg29_1]
#   %arg30_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg30_1]
#   %view_10 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [32, 197, 384]), kwargs = {})
#   %add_7 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %view_10), kwargs = {})
#   %view_16 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [32, 197, 384]), kwargs = {})
#   %add_10 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_7, %view_16), kwargs = {})
#   %view_20 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_7, [32, 197, 384]), kwargs = {})
#   %add_14 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %view_20), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_14, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_4 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_14, %getitem_33), kwargs = {})
#   %add_15 : Tensor "f32[32, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_32, 1e-06), kwargs = {})
#   %rsqrt_4 : Tensor "f32[32, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_15,), kwargs = {})
#   %mul_14 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %rsqrt_4), kwargs = {})
#   %mul_15 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_14, %arg29_1), kwargs = {})
#   %add_16 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_15, %arg30_1), kwargs = {})
#   %convert_element_type_53 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_16, torch.bfloat16), kwargs = {})
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
    size_hints={'x': 8192, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 33893376}, 'kernel_num_gb': 0.029051904, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_16(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 6304
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
    arg_0 = rand_strided((32, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((6304, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((6304, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((6304, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((32, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 6304, 384,


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
    num_gb = 0.029051904
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/ia/ciaueofgg5fpy4f6osnmd2utu2uwbb3p45xstaxzlnlshaxpybed.py
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
#   %add_3 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_3]
#   %addmm_3 : Tensor "bf16[6304, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %addmm_5 : Tensor "bf16[6304, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %addmm_7 : Tensor "bf16[6304, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_7]
#   %addmm_9 : Tensor "bf16[6304, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_9]
#   %add_17 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_17]
#   %getitem_47 : Tensor "f32[32, 197, 1][197, 1, 6304]cuda:0" = PlaceHolder[target=getitem_47]
#   %buf78 : Tensor "f32[32, 197, 1][197, 1, 6304]cuda:0" = PlaceHolder[target=buf78]
#   %arg35_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg35_1]
#   %arg36_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg36_1]
#   %view_10 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [32, 197, 384]), kwargs = {})
#   %add_7 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %view_10), kwargs = {})
#   %view_16 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [32, 197, 384]), kwargs = {})
#   %add_10 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_7, %view_16), kwargs = {})
#   %view_20 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_7, [32, 197, 384]), kwargs = {})
#   %add_14 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %view_20), kwargs = {})
#   %view_26 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_9, [32, 197, 384]), kwargs = {})
#   %add_17 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_14, %view_26), kwargs = {})
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_17, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_5 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_17, %getitem_47), kwargs = {})
#   %add_18 : Tensor "f32[32, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_46, 1e-06), kwargs = {})
#   %rsqrt_5 : Tensor "f32[32, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_18,), kwargs = {})
#   %mul_16 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_5, %rsqrt_5), kwargs = {})
#   %mul_17 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, %arg35_1), kwargs = {})
#   %add_19 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_17, %arg36_1), kwargs = {})
#   %convert_element_type_64 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_19, torch.bfloat16), kwargs = {})
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
    size_hints={'x': 8192, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_17', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 58100736}, 'kernel_num_gb': 0.04357632, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_17(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 6304
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
    arg_0 = rand_strided((32, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((6304, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((6304, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((6304, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((6304, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_5 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((32, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 6304, 384,


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
    num_gb = 0.04357632
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/ae/caeblyoh3buzxxkk4fse4dvrkeurfhecszq4taka2z5f6ipyjvri.py
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
#   %add_73 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_73]
#   %addmm_43 : Tensor "bf16[6304, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_43]
#   %addmm_45 : Tensor "bf16[6304, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_45]
#   %addmm_47 : Tensor "bf16[6304, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_47]
#   %view_110 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_43, [32, 197, 384]), kwargs = {})
#   %add_77 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_73, %view_110), kwargs = {})
#   %view_116 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_45, [32, 197, 384]), kwargs = {})
#   %add_80 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_77, %view_116), kwargs = {})
#   %view_120 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_47, [32, 197, 384]), kwargs = {})
#   %add_84 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_80, %view_120), kwargs = {})
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
    size_hints={'x': 8192, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_view_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 100864, 'r0_': 24207360}, 'kernel_num_gb': 0.024257792, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_view_18(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 6304
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
    arg_0 = rand_strided((32, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((6304, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((6304, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((6304, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((32, 197, 1), (197, 1, 6304), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 197, 1), (197, 1, 6304), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 6304, 384,


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
    num_gb = 0.024257792
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/bd/cbdofjwqugaw7veioibv6x5ny6wfnitqr7pqmohyeqrbfkn54qac.py
# Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_158, x_160, x_161, x_162, x_163, x_164], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.select, aten.clone, aten._to_copy]
# Source node to ATen node mapping:
#   x_145 => view_110
#   x_147 => add_77
#   x_151 => view_116
#   x_153 => add_80
#   x_158 => view_120
#   x_160 => add_84
#   x_161 => add_85, add_86, mul_84, mul_85, rsqrt_24, sub_24, var_mean_24
#   x_162 => select
#   x_163 => clone_37
#   x_164 => convert_element_type_293
# Graph fragment:
#   %add_73 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0" = PlaceHolder[target=add_73]
#   %addmm_43 : Tensor "bf16[6304, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_43]
#   %addmm_45 : Tensor "bf16[6304, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_45]
#   %addmm_47 : Tensor "bf16[6304, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_47]
#   %getitem_193 : Tensor "f32[32, 197, 1][197, 1, 6304]cuda:0" = PlaceHolder[target=getitem_193]
#   %buf327 : Tensor "f32[32, 197, 1][197, 1, 6304]cuda:0" = PlaceHolder[target=buf327]
#   %arg149_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg149_1]
#   %arg150_1 : Tensor "f32[384][1]cuda:0" = PlaceHolder[target=arg150_1]
#   %view_110 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_43, [32, 197, 384]), kwargs = {})
#   %add_77 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_73, %view_110), kwargs = {})
#   %view_116 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_45, [32, 197, 384]), kwargs = {})
#   %add_80 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_77, %view_116), kwargs = {})
#   %view_120 : Tensor "bf16[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_47, [32, 197, 384]), kwargs = {})
#   %add_84 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_80, %view_120), kwargs = {})
#   %var_mean_24 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_84, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_24 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_84, %getitem_193), kwargs = {})
#   %add_85 : Tensor "f32[32, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_192, 1e-06), kwargs = {})
#   %rsqrt_24 : Tensor "f32[32, 197, 1][197, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_85,), kwargs = {})
#   %mul_84 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_24, %rsqrt_24), kwargs = {})
#   %mul_85 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_84, %arg149_1), kwargs = {})
#   %add_86 : Tensor "f32[32, 197, 384][75648, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_85, %arg150_1), kwargs = {})
#   %select : Tensor "f32[32, 384][75648, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%add_86, 1, 0), kwargs = {})
#   %clone_37 : Tensor "f32[32, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%select,), kwargs = {})
#   %convert_element_type_293 : Tensor "bf16[32, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clone_37, torch.bfloat16), kwargs = {})
#   return %convert_element_type_293
triton_poi_fused__to_copy_add_clone_native_layer_norm_select_view_19 = async_compile.triton('triton_poi_fused__to_copy_add_clone_native_layer_norm_select_view_19', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_clone_native_layer_norm_select_view_19', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 175104}, 'kernel_num_gb': 0.00020096, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_clone_native_layer_norm_select_view_19(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 12288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 384)
    x1 = xindex // 384
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 75648*x1), None)
    tmp1 = tl.load(in_ptr1 + (x0 + 75648*x1), None).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (x0 + 75648*x1), None).to(tl.float32)
    tmp7 = tl.load(in_ptr3 + (x0 + 75648*x1), None).to(tl.float32)
    tmp10 = tl.load(in_ptr4 + (197*x1), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr5 + (197*x1), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr7 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp1.to(tl.float32)
    tmp3 = tmp0 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tmp6 + tmp8
    tmp11 = tmp9 - tmp10
    tmp13 = tl.full([1], 384.0, tl.float32)
    tmp14 = (tmp12 / tmp13)
    tmp15 = tl.full([1], 1e-06, tl.float32)
    tmp16 = tmp14 + tmp15
    tmp17 = libdevice.rsqrt(tmp16)
    tmp18 = tmp11 * tmp17
    tmp20 = tmp18 * tmp19
    tmp22 = tmp20 + tmp21
    tmp23 = tmp22.to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp23, None)


def get_args():
    arg_0 = rand_strided((32, 197, 384), (75648, 384, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((6304, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((6304, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((6304, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((32, 197, 1), (197, 1, 6304), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 197, 1), (197, 1, 6304), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((384,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((32, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 12288,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_add_clone_native_layer_norm_select_view_19.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_add_clone_native_layer_norm_select_view_19.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00020096
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/vx/cvxsd5ftru4mp5fbprn6eely27azsirvbmlax5t275nxmbwqdw23.py
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/7i/c7itdzrumf7fifaho3oyq3zvn2zm2o44pbvgsvu6mejzoajpv2e3.py
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
        assert_size_stride(arg0_1, (32, 3, 224, 224), (150528, 50176, 224, 1))
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
            buf0 = empty_strided_cuda((32, 3, 224, 224), (150528, 50176, 224, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy, aten.convolution]
            # [Provenance debug handles] triton_poi_fused__to_copy_convolution_0:1
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_convolution_0.run(arg0_1, buf0, 4816896, stream=stream0)
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
            assert_size_stride(buf3, (32, 384, 14, 14), (75264, 196, 14, 1), 'torch.ops.aten.convolution.default')
            del buf0
            del buf1
            buf4 = empty_strided_cuda((32, 197, 1, 3), (591, 3, 18912, 1), torch.float32)
            buf5 = empty_strided_cuda((32, 197, 1, 3), (591, 3, 18912, 1), torch.float32)
            buf6 = empty_strided_cuda((32, 197, 1, 3), (591, 3, 18912, 1), torch.float32)
            # Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_5], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3:5
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_3.run(arg3_1, buf3, buf2, arg4_1, buf4, buf5, buf6, 18912, 128, stream=stream0)
            buf7 = empty_strided_cuda((32, 197, 1), (197, 1, 6304), torch.float32)
            buf8 = empty_strided_cuda((32, 197, 1), (197, 1, 6304), torch.float32)
            # Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_5], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4:6
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_4.run(buf4, buf5, buf6, buf7, buf8, 6304, 3, stream=stream0)
            del buf4
            del buf5
            del buf6
            buf11 = empty_strided_cuda((32, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_5, linear], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5:7
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_5.run(arg3_1, buf3, buf2, arg4_1, buf7, buf8, arg5_1, arg6_1, buf11, 2420736, stream=stream0)
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
            buf14 = empty_strided_cuda((6304, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear, x_5], Original ATen: [aten._to_copy, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:10
            extern_kernels.addmm(buf13, reinterpret_tensor(buf11, (6304, 384), (384, 1), 0), reinterpret_tensor(buf12, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf14)
            # Topologically Sorted Source Nodes: [linear, reshape, qkv, unbind, x_6], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:11
            buf15 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf14, (32, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf14, (32, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf14, (32, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf14
            buf16 = buf15[0]
            assert_size_stride(buf16, (32, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
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
            buf22 = reinterpret_tensor(buf11, (6304, 384), (384, 1), 0); del buf11  # reuse
            # Topologically Sorted Source Nodes: [x_8, transpose_1, x_7], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:14
            extern_kernels.addmm(buf21, reinterpret_tensor(buf16, (6304, 384), (384, 1), 0), reinterpret_tensor(buf20, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf22)
            del buf21
            buf23 = empty_strided_cuda((32, 197, 384), (75648, 384, 1), torch.float32)
            buf27 = reinterpret_tensor(buf16, (32, 197, 384), (75648, 384, 1), 0); del buf16  # reuse
            # Topologically Sorted Source Nodes: [expand, x, flatten, x_1, x_2, x_3, x_8, x_10, x_11, x_12], Original ATen: [aten.expand, aten._to_copy, aten.convolution, aten.view, aten.transpose, aten.cat, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_9:15
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_cat_convolution_expand_native_layer_norm_transpose_view_9.run(arg3_1, buf3, buf2, arg4_1, buf22, arg11_1, arg12_1, buf23, buf27, 6304, 384, stream=stream0)
            del arg11_1
            del arg12_1
            del arg3_1
            del arg4_1
            del buf22
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
            buf30 = empty_strided_cuda((6304, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_11, x_12], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:18
            extern_kernels.addmm(buf29, reinterpret_tensor(buf27, (6304, 384), (384, 1), 0), reinterpret_tensor(buf28, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf30)
            buf31 = reinterpret_tensor(buf30, (32, 197, 1536), (302592, 1536, 1), 0); del buf30  # reuse
            # Topologically Sorted Source Nodes: [x_12, x_13], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:19
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf31, 9682944, stream=stream0)
            buf32 = reinterpret_tensor(buf28, (384, 1536), (1536, 1), 0); del buf28  # reuse
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
            buf34 = reinterpret_tensor(buf27, (6304, 384), (384, 1), 0); del buf27  # reuse
            # Topologically Sorted Source Nodes: [x_15, x_12, x_13], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:22
            extern_kernels.addmm(buf33, reinterpret_tensor(buf31, (6304, 1536), (1536, 1), 0), reinterpret_tensor(buf32, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf34)
            del buf31
            buf38 = empty_strided_cuda((32, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_15, x_17, x_18, linear_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:23
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf23, buf34, arg17_1, arg18_1, buf38, 6304, 384, stream=stream0)
            del arg17_1
            del arg18_1
            buf39 = buf12; del buf12  # reuse
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
            buf41 = empty_strided_cuda((6304, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_15, x_17, x_18, linear_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:26
            extern_kernels.addmm(buf40, reinterpret_tensor(buf38, (6304, 384), (384, 1), 0), reinterpret_tensor(buf39, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf41)
            del buf39
            del buf40
            # Topologically Sorted Source Nodes: [linear_4, reshape_2, qkv_1, unbind_1, x_19], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:27
            buf42 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf41, (32, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf41, (32, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf41, (32, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf41
            buf43 = buf42[0]
            assert_size_stride(buf43, (32, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf43, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf42
            buf47 = buf20; del buf20  # reuse
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
            buf49 = reinterpret_tensor(buf38, (6304, 384), (384, 1), 0); del buf38  # reuse
            # Topologically Sorted Source Nodes: [x_21, transpose_2, x_20], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:30
            extern_kernels.addmm(buf48, reinterpret_tensor(buf43, (6304, 384), (384, 1), 0), reinterpret_tensor(buf47, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf49)
            del buf47
            del buf48
            buf53 = reinterpret_tensor(buf43, (32, 197, 384), (75648, 384, 1), 0); del buf43  # reuse
            # Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_24, x_25], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:31
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf23, buf34, buf49, arg23_1, arg24_1, buf53, 6304, 384, stream=stream0)
            del arg23_1
            del arg24_1
            buf54 = reinterpret_tensor(buf32, (1536, 384), (384, 1), 0); del buf32  # reuse
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
            buf56 = empty_strided_cuda((6304, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_24, x_25], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:34
            extern_kernels.addmm(buf55, reinterpret_tensor(buf53, (6304, 384), (384, 1), 0), reinterpret_tensor(buf54, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf56)
            del buf53
            del buf54
            del buf55
            buf57 = reinterpret_tensor(buf56, (32, 197, 1536), (302592, 1536, 1), 0); del buf56  # reuse
            # Topologically Sorted Source Nodes: [x_25, x_26], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:35
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf57, 9682944, stream=stream0)
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
            buf60 = empty_strided_cuda((6304, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_28, x_25, x_26], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:38
            extern_kernels.addmm(buf59, reinterpret_tensor(buf57, (6304, 1536), (1536, 1), 0), reinterpret_tensor(buf58, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf60)
            del buf57
            buf64 = empty_strided_cuda((32, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_28, x_30, x_31, linear_8], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:39
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf23, buf34, buf49, buf60, arg29_1, arg30_1, buf64, 6304, 384, stream=stream0)
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
            buf67 = empty_strided_cuda((6304, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_28, x_30, x_31, linear_8], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:42
            extern_kernels.addmm(buf66, reinterpret_tensor(buf64, (6304, 384), (384, 1), 0), reinterpret_tensor(buf65, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf67)
            # Topologically Sorted Source Nodes: [linear_8, reshape_4, qkv_2, unbind_2, x_32], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:43
            buf68 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf67, (32, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf67, (32, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf67, (32, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf67
            buf69 = buf68[0]
            assert_size_stride(buf69, (32, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
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
            buf75 = reinterpret_tensor(buf64, (6304, 384), (384, 1), 0); del buf64  # reuse
            # Topologically Sorted Source Nodes: [x_34, transpose_3, x_33], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:46
            extern_kernels.addmm(buf74, reinterpret_tensor(buf69, (6304, 384), (384, 1), 0), reinterpret_tensor(buf73, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf75)
            buf76 = buf23; del buf23  # reuse
            buf80 = reinterpret_tensor(buf69, (32, 197, 384), (75648, 384, 1), 0); del buf69  # reuse
            # Topologically Sorted Source Nodes: [x_15, x_17, x_21, x_23, x_28, x_30, x_34, x_36, x_37, x_38], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_17:47
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_17.run(buf76, buf34, buf49, buf60, buf75, arg35_1, arg36_1, buf80, 6304, 384, stream=stream0)
            del arg35_1
            del arg36_1
            del buf34
            del buf49
            del buf60
            del buf75
            buf81 = reinterpret_tensor(buf58, (1536, 384), (384, 1), 0); del buf58  # reuse
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
            buf83 = empty_strided_cuda((6304, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_37, x_38], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:50
            extern_kernels.addmm(buf82, reinterpret_tensor(buf80, (6304, 384), (384, 1), 0), reinterpret_tensor(buf81, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf83)
            buf84 = reinterpret_tensor(buf83, (32, 197, 1536), (302592, 1536, 1), 0); del buf83  # reuse
            # Topologically Sorted Source Nodes: [x_38, x_39], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:51
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf84, 9682944, stream=stream0)
            buf85 = reinterpret_tensor(buf81, (384, 1536), (1536, 1), 0); del buf81  # reuse
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
            buf87 = reinterpret_tensor(buf80, (6304, 384), (384, 1), 0); del buf80  # reuse
            # Topologically Sorted Source Nodes: [x_41, x_38, x_39], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:54
            extern_kernels.addmm(buf86, reinterpret_tensor(buf84, (6304, 1536), (1536, 1), 0), reinterpret_tensor(buf85, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf87)
            del buf84
            buf91 = empty_strided_cuda((32, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_41, x_43, x_44, linear_12], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:55
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf76, buf87, arg41_1, arg42_1, buf91, 6304, 384, stream=stream0)
            del arg41_1
            del arg42_1
            buf92 = buf65; del buf65  # reuse
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
            buf94 = empty_strided_cuda((6304, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_41, x_43, x_44, linear_12], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:58
            extern_kernels.addmm(buf93, reinterpret_tensor(buf91, (6304, 384), (384, 1), 0), reinterpret_tensor(buf92, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf94)
            del buf92
            del buf93
            # Topologically Sorted Source Nodes: [linear_12, reshape_6, qkv_3, unbind_3, x_45], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:59
            buf95 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf94, (32, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf94, (32, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf94, (32, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf94
            buf96 = buf95[0]
            assert_size_stride(buf96, (32, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf96, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf95
            buf100 = buf73; del buf73  # reuse
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
            buf102 = reinterpret_tensor(buf91, (6304, 384), (384, 1), 0); del buf91  # reuse
            # Topologically Sorted Source Nodes: [x_47, transpose_4, x_46], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:62
            extern_kernels.addmm(buf101, reinterpret_tensor(buf96, (6304, 384), (384, 1), 0), reinterpret_tensor(buf100, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf102)
            del buf100
            del buf101
            buf106 = reinterpret_tensor(buf96, (32, 197, 384), (75648, 384, 1), 0); del buf96  # reuse
            # Topologically Sorted Source Nodes: [x_41, x_43, x_47, x_49, x_50, x_51], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:63
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf76, buf87, buf102, arg47_1, arg48_1, buf106, 6304, 384, stream=stream0)
            del arg47_1
            del arg48_1
            buf107 = reinterpret_tensor(buf85, (1536, 384), (384, 1), 0); del buf85  # reuse
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
            buf109 = empty_strided_cuda((6304, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_41, x_43, x_47, x_49, x_50, x_51], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:66
            extern_kernels.addmm(buf108, reinterpret_tensor(buf106, (6304, 384), (384, 1), 0), reinterpret_tensor(buf107, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf109)
            del buf106
            del buf107
            del buf108
            buf110 = reinterpret_tensor(buf109, (32, 197, 1536), (302592, 1536, 1), 0); del buf109  # reuse
            # Topologically Sorted Source Nodes: [x_51, x_52], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:67
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf110, 9682944, stream=stream0)
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
            buf113 = empty_strided_cuda((6304, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_54, x_51, x_52], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:70
            extern_kernels.addmm(buf112, reinterpret_tensor(buf110, (6304, 1536), (1536, 1), 0), reinterpret_tensor(buf111, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf113)
            del buf110
            buf117 = empty_strided_cuda((32, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_41, x_43, x_47, x_49, x_54, x_56, x_57, linear_16], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:71
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf76, buf87, buf102, buf113, arg53_1, arg54_1, buf117, 6304, 384, stream=stream0)
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
            buf120 = empty_strided_cuda((6304, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_41, x_43, x_47, x_49, x_54, x_56, x_57, linear_16], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:74
            extern_kernels.addmm(buf119, reinterpret_tensor(buf117, (6304, 384), (384, 1), 0), reinterpret_tensor(buf118, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf120)
            # Topologically Sorted Source Nodes: [linear_16, reshape_8, qkv_4, unbind_4, x_58], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:75
            buf121 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf120, (32, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf120, (32, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf120, (32, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf120
            buf122 = buf121[0]
            assert_size_stride(buf122, (32, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
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
            buf128 = reinterpret_tensor(buf117, (6304, 384), (384, 1), 0); del buf117  # reuse
            # Topologically Sorted Source Nodes: [x_60, transpose_5, x_59], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:78
            extern_kernels.addmm(buf127, reinterpret_tensor(buf122, (6304, 384), (384, 1), 0), reinterpret_tensor(buf126, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf128)
            buf129 = buf76; del buf76  # reuse
            buf133 = reinterpret_tensor(buf122, (32, 197, 384), (75648, 384, 1), 0); del buf122  # reuse
            # Topologically Sorted Source Nodes: [x_41, x_43, x_47, x_49, x_54, x_56, x_60, x_62, x_63, x_64], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_17:79
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_17.run(buf129, buf87, buf102, buf113, buf128, arg59_1, arg60_1, buf133, 6304, 384, stream=stream0)
            del arg59_1
            del arg60_1
            del buf102
            del buf113
            del buf128
            del buf87
            buf134 = reinterpret_tensor(buf111, (1536, 384), (384, 1), 0); del buf111  # reuse
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
            buf136 = empty_strided_cuda((6304, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_63, x_64], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:82
            extern_kernels.addmm(buf135, reinterpret_tensor(buf133, (6304, 384), (384, 1), 0), reinterpret_tensor(buf134, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf136)
            buf137 = reinterpret_tensor(buf136, (32, 197, 1536), (302592, 1536, 1), 0); del buf136  # reuse
            # Topologically Sorted Source Nodes: [x_64, x_65], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:83
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf137, 9682944, stream=stream0)
            buf138 = reinterpret_tensor(buf134, (384, 1536), (1536, 1), 0); del buf134  # reuse
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
            buf140 = reinterpret_tensor(buf133, (6304, 384), (384, 1), 0); del buf133  # reuse
            # Topologically Sorted Source Nodes: [x_67, x_64, x_65], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:86
            extern_kernels.addmm(buf139, reinterpret_tensor(buf137, (6304, 1536), (1536, 1), 0), reinterpret_tensor(buf138, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf140)
            del buf137
            buf144 = empty_strided_cuda((32, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_67, x_69, x_70, linear_20], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:87
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf129, buf140, arg65_1, arg66_1, buf144, 6304, 384, stream=stream0)
            del arg65_1
            del arg66_1
            buf145 = buf118; del buf118  # reuse
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
            buf147 = empty_strided_cuda((6304, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_67, x_69, x_70, linear_20], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:90
            extern_kernels.addmm(buf146, reinterpret_tensor(buf144, (6304, 384), (384, 1), 0), reinterpret_tensor(buf145, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf147)
            del buf145
            del buf146
            # Topologically Sorted Source Nodes: [linear_20, reshape_10, qkv_5, unbind_5, x_71], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:91
            buf148 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf147, (32, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf147, (32, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf147, (32, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf147
            buf149 = buf148[0]
            assert_size_stride(buf149, (32, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf149, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf148
            buf153 = buf126; del buf126  # reuse
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
            buf155 = reinterpret_tensor(buf144, (6304, 384), (384, 1), 0); del buf144  # reuse
            # Topologically Sorted Source Nodes: [x_73, transpose_6, x_72], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:94
            extern_kernels.addmm(buf154, reinterpret_tensor(buf149, (6304, 384), (384, 1), 0), reinterpret_tensor(buf153, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf155)
            del buf153
            del buf154
            buf159 = reinterpret_tensor(buf149, (32, 197, 384), (75648, 384, 1), 0); del buf149  # reuse
            # Topologically Sorted Source Nodes: [x_67, x_69, x_73, x_75, x_76, x_77], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:95
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf129, buf140, buf155, arg71_1, arg72_1, buf159, 6304, 384, stream=stream0)
            del arg71_1
            del arg72_1
            buf160 = reinterpret_tensor(buf138, (1536, 384), (384, 1), 0); del buf138  # reuse
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
            buf162 = empty_strided_cuda((6304, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_67, x_69, x_73, x_75, x_76, x_77], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:98
            extern_kernels.addmm(buf161, reinterpret_tensor(buf159, (6304, 384), (384, 1), 0), reinterpret_tensor(buf160, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf162)
            del buf159
            del buf160
            del buf161
            buf163 = reinterpret_tensor(buf162, (32, 197, 1536), (302592, 1536, 1), 0); del buf162  # reuse
            # Topologically Sorted Source Nodes: [x_77, x_78], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:99
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf163, 9682944, stream=stream0)
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
            buf166 = empty_strided_cuda((6304, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_80, x_77, x_78], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:102
            extern_kernels.addmm(buf165, reinterpret_tensor(buf163, (6304, 1536), (1536, 1), 0), reinterpret_tensor(buf164, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf166)
            del buf163
            buf170 = empty_strided_cuda((32, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_67, x_69, x_73, x_75, x_80, x_82, x_83, linear_24], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:103
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf129, buf140, buf155, buf166, arg77_1, arg78_1, buf170, 6304, 384, stream=stream0)
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
            buf173 = empty_strided_cuda((6304, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_67, x_69, x_73, x_75, x_80, x_82, x_83, linear_24], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:106
            extern_kernels.addmm(buf172, reinterpret_tensor(buf170, (6304, 384), (384, 1), 0), reinterpret_tensor(buf171, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf173)
            # Topologically Sorted Source Nodes: [linear_24, reshape_12, qkv_6, unbind_6, x_84], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:107
            buf174 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf173, (32, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf173, (32, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf173, (32, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf173
            buf175 = buf174[0]
            assert_size_stride(buf175, (32, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
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
            buf181 = reinterpret_tensor(buf170, (6304, 384), (384, 1), 0); del buf170  # reuse
            # Topologically Sorted Source Nodes: [x_86, transpose_7, x_85], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:110
            extern_kernels.addmm(buf180, reinterpret_tensor(buf175, (6304, 384), (384, 1), 0), reinterpret_tensor(buf179, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf181)
            buf182 = buf129; del buf129  # reuse
            buf186 = reinterpret_tensor(buf175, (32, 197, 384), (75648, 384, 1), 0); del buf175  # reuse
            # Topologically Sorted Source Nodes: [x_67, x_69, x_73, x_75, x_80, x_82, x_86, x_88, x_89, x_90], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_17:111
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_17.run(buf182, buf140, buf155, buf166, buf181, arg83_1, arg84_1, buf186, 6304, 384, stream=stream0)
            del arg83_1
            del arg84_1
            del buf140
            del buf155
            del buf166
            del buf181
            buf187 = reinterpret_tensor(buf164, (1536, 384), (384, 1), 0); del buf164  # reuse
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
            buf189 = empty_strided_cuda((6304, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_89, x_90], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:114
            extern_kernels.addmm(buf188, reinterpret_tensor(buf186, (6304, 384), (384, 1), 0), reinterpret_tensor(buf187, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf189)
            buf190 = reinterpret_tensor(buf189, (32, 197, 1536), (302592, 1536, 1), 0); del buf189  # reuse
            # Topologically Sorted Source Nodes: [x_90, x_91], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:115
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf190, 9682944, stream=stream0)
            buf191 = reinterpret_tensor(buf187, (384, 1536), (1536, 1), 0); del buf187  # reuse
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
            buf193 = reinterpret_tensor(buf186, (6304, 384), (384, 1), 0); del buf186  # reuse
            # Topologically Sorted Source Nodes: [x_93, x_90, x_91], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:118
            extern_kernels.addmm(buf192, reinterpret_tensor(buf190, (6304, 1536), (1536, 1), 0), reinterpret_tensor(buf191, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf193)
            del buf190
            buf197 = empty_strided_cuda((32, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_93, x_95, x_96, linear_28], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:119
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf182, buf193, arg89_1, arg90_1, buf197, 6304, 384, stream=stream0)
            del arg89_1
            del arg90_1
            buf198 = buf171; del buf171  # reuse
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
            buf200 = empty_strided_cuda((6304, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_93, x_95, x_96, linear_28], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:122
            extern_kernels.addmm(buf199, reinterpret_tensor(buf197, (6304, 384), (384, 1), 0), reinterpret_tensor(buf198, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf200)
            del buf198
            del buf199
            # Topologically Sorted Source Nodes: [linear_28, reshape_14, qkv_7, unbind_7, x_97], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:123
            buf201 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf200, (32, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf200, (32, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf200, (32, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf200
            buf202 = buf201[0]
            assert_size_stride(buf202, (32, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf202, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf201
            buf206 = buf179; del buf179  # reuse
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
            buf208 = reinterpret_tensor(buf197, (6304, 384), (384, 1), 0); del buf197  # reuse
            # Topologically Sorted Source Nodes: [x_99, transpose_8, x_98], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:126
            extern_kernels.addmm(buf207, reinterpret_tensor(buf202, (6304, 384), (384, 1), 0), reinterpret_tensor(buf206, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf208)
            del buf206
            del buf207
            buf212 = reinterpret_tensor(buf202, (32, 197, 384), (75648, 384, 1), 0); del buf202  # reuse
            # Topologically Sorted Source Nodes: [x_93, x_95, x_99, x_101, x_102, x_103], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:127
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf182, buf193, buf208, arg95_1, arg96_1, buf212, 6304, 384, stream=stream0)
            del arg95_1
            del arg96_1
            buf213 = reinterpret_tensor(buf191, (1536, 384), (384, 1), 0); del buf191  # reuse
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
            buf215 = empty_strided_cuda((6304, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_93, x_95, x_99, x_101, x_102, x_103], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:130
            extern_kernels.addmm(buf214, reinterpret_tensor(buf212, (6304, 384), (384, 1), 0), reinterpret_tensor(buf213, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf215)
            del buf212
            del buf213
            del buf214
            buf216 = reinterpret_tensor(buf215, (32, 197, 1536), (302592, 1536, 1), 0); del buf215  # reuse
            # Topologically Sorted Source Nodes: [x_103, x_104], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:131
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf216, 9682944, stream=stream0)
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
            buf219 = empty_strided_cuda((6304, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_106, x_103, x_104], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:134
            extern_kernels.addmm(buf218, reinterpret_tensor(buf216, (6304, 1536), (1536, 1), 0), reinterpret_tensor(buf217, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf219)
            del buf216
            buf223 = empty_strided_cuda((32, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_93, x_95, x_99, x_101, x_106, x_108, x_109, linear_32], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:135
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf182, buf193, buf208, buf219, arg101_1, arg102_1, buf223, 6304, 384, stream=stream0)
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
            buf226 = empty_strided_cuda((6304, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_93, x_95, x_99, x_101, x_106, x_108, x_109, linear_32], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:138
            extern_kernels.addmm(buf225, reinterpret_tensor(buf223, (6304, 384), (384, 1), 0), reinterpret_tensor(buf224, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf226)
            # Topologically Sorted Source Nodes: [linear_32, reshape_16, qkv_8, unbind_8, x_110], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:139
            buf227 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf226, (32, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf226, (32, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf226, (32, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf226
            buf228 = buf227[0]
            assert_size_stride(buf228, (32, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
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
            buf234 = reinterpret_tensor(buf223, (6304, 384), (384, 1), 0); del buf223  # reuse
            # Topologically Sorted Source Nodes: [x_112, transpose_9, x_111], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:142
            extern_kernels.addmm(buf233, reinterpret_tensor(buf228, (6304, 384), (384, 1), 0), reinterpret_tensor(buf232, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf234)
            buf235 = buf182; del buf182  # reuse
            buf239 = reinterpret_tensor(buf228, (32, 197, 384), (75648, 384, 1), 0); del buf228  # reuse
            # Topologically Sorted Source Nodes: [x_93, x_95, x_99, x_101, x_106, x_108, x_112, x_114, x_115, x_116], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_17:143
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_17.run(buf235, buf193, buf208, buf219, buf234, arg107_1, arg108_1, buf239, 6304, 384, stream=stream0)
            del arg107_1
            del arg108_1
            del buf193
            del buf208
            del buf219
            del buf234
            buf240 = reinterpret_tensor(buf217, (1536, 384), (384, 1), 0); del buf217  # reuse
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
            buf242 = empty_strided_cuda((6304, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_115, x_116], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:146
            extern_kernels.addmm(buf241, reinterpret_tensor(buf239, (6304, 384), (384, 1), 0), reinterpret_tensor(buf240, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf242)
            buf243 = reinterpret_tensor(buf242, (32, 197, 1536), (302592, 1536, 1), 0); del buf242  # reuse
            # Topologically Sorted Source Nodes: [x_116, x_117], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:147
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf243, 9682944, stream=stream0)
            buf244 = reinterpret_tensor(buf240, (384, 1536), (1536, 1), 0); del buf240  # reuse
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
            buf246 = reinterpret_tensor(buf239, (6304, 384), (384, 1), 0); del buf239  # reuse
            # Topologically Sorted Source Nodes: [x_119, x_116, x_117], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:150
            extern_kernels.addmm(buf245, reinterpret_tensor(buf243, (6304, 1536), (1536, 1), 0), reinterpret_tensor(buf244, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf246)
            del buf243
            buf250 = empty_strided_cuda((32, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_119, x_121, x_122, linear_36], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:151
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf235, buf246, arg113_1, arg114_1, buf250, 6304, 384, stream=stream0)
            del arg113_1
            del arg114_1
            buf251 = buf224; del buf224  # reuse
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
            buf253 = empty_strided_cuda((6304, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_119, x_121, x_122, linear_36], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:154
            extern_kernels.addmm(buf252, reinterpret_tensor(buf250, (6304, 384), (384, 1), 0), reinterpret_tensor(buf251, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf253)
            del buf251
            del buf252
            # Topologically Sorted Source Nodes: [linear_36, reshape_18, qkv_9, unbind_9, x_123], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:155
            buf254 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf253, (32, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf253, (32, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf253, (32, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf253
            buf255 = buf254[0]
            assert_size_stride(buf255, (32, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf255, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf254
            buf259 = buf232; del buf232  # reuse
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
            buf261 = reinterpret_tensor(buf250, (6304, 384), (384, 1), 0); del buf250  # reuse
            # Topologically Sorted Source Nodes: [x_125, transpose_10, x_124], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:158
            extern_kernels.addmm(buf260, reinterpret_tensor(buf255, (6304, 384), (384, 1), 0), reinterpret_tensor(buf259, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf261)
            del buf259
            del buf260
            buf265 = reinterpret_tensor(buf255, (32, 197, 384), (75648, 384, 1), 0); del buf255  # reuse
            # Topologically Sorted Source Nodes: [x_119, x_121, x_125, x_127, x_128, x_129], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:159
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf235, buf246, buf261, arg119_1, arg120_1, buf265, 6304, 384, stream=stream0)
            del arg119_1
            del arg120_1
            buf266 = reinterpret_tensor(buf244, (1536, 384), (384, 1), 0); del buf244  # reuse
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
            buf268 = empty_strided_cuda((6304, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_119, x_121, x_125, x_127, x_128, x_129], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:162
            extern_kernels.addmm(buf267, reinterpret_tensor(buf265, (6304, 384), (384, 1), 0), reinterpret_tensor(buf266, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf268)
            del buf265
            del buf266
            del buf267
            buf269 = reinterpret_tensor(buf268, (32, 197, 1536), (302592, 1536, 1), 0); del buf268  # reuse
            # Topologically Sorted Source Nodes: [x_129, x_130], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:163
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf269, 9682944, stream=stream0)
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
            buf272 = empty_strided_cuda((6304, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_132, x_129, x_130], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:166
            extern_kernels.addmm(buf271, reinterpret_tensor(buf269, (6304, 1536), (1536, 1), 0), reinterpret_tensor(buf270, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf272)
            del buf269
            buf276 = empty_strided_cuda((32, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_119, x_121, x_125, x_127, x_132, x_134, x_135, linear_40], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:167
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf235, buf246, buf261, buf272, arg125_1, arg126_1, buf276, 6304, 384, stream=stream0)
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
            buf279 = empty_strided_cuda((6304, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_119, x_121, x_125, x_127, x_132, x_134, x_135, linear_40], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:170
            extern_kernels.addmm(buf278, reinterpret_tensor(buf276, (6304, 384), (384, 1), 0), reinterpret_tensor(buf277, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf279)
            # Topologically Sorted Source Nodes: [linear_40, reshape_20, qkv_10, unbind_10, x_136], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:171
            buf280 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf279, (32, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf279, (32, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf279, (32, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf279
            buf281 = buf280[0]
            assert_size_stride(buf281, (32, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
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
            buf287 = reinterpret_tensor(buf276, (6304, 384), (384, 1), 0); del buf276  # reuse
            # Topologically Sorted Source Nodes: [x_138, transpose_11, x_137], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:174
            extern_kernels.addmm(buf286, reinterpret_tensor(buf281, (6304, 384), (384, 1), 0), reinterpret_tensor(buf285, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf287)
            buf288 = buf235; del buf235  # reuse
            buf292 = reinterpret_tensor(buf281, (32, 197, 384), (75648, 384, 1), 0); del buf281  # reuse
            # Topologically Sorted Source Nodes: [x_119, x_121, x_125, x_127, x_132, x_134, x_138, x_140, x_141, x_142], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_17:175
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_17.run(buf288, buf246, buf261, buf272, buf287, arg131_1, arg132_1, buf292, 6304, 384, stream=stream0)
            del arg131_1
            del arg132_1
            del buf246
            del buf261
            del buf272
            del buf287
            buf293 = reinterpret_tensor(buf270, (1536, 384), (384, 1), 0); del buf270  # reuse
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
            buf295 = empty_strided_cuda((6304, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_141, x_142], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:178
            extern_kernels.addmm(buf294, reinterpret_tensor(buf292, (6304, 384), (384, 1), 0), reinterpret_tensor(buf293, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf295)
            buf296 = reinterpret_tensor(buf295, (32, 197, 1536), (302592, 1536, 1), 0); del buf295  # reuse
            # Topologically Sorted Source Nodes: [x_142, x_143], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:179
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf296, 9682944, stream=stream0)
            buf297 = reinterpret_tensor(buf293, (384, 1536), (1536, 1), 0); del buf293  # reuse
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
            buf299 = reinterpret_tensor(buf292, (6304, 384), (384, 1), 0); del buf292  # reuse
            # Topologically Sorted Source Nodes: [x_145, x_142, x_143], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:182
            extern_kernels.addmm(buf298, reinterpret_tensor(buf296, (6304, 1536), (1536, 1), 0), reinterpret_tensor(buf297, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf299)
            del buf296
            buf303 = empty_strided_cuda((32, 197, 384), (75648, 384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_145, x_147, x_148, linear_44], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:183
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf288, buf299, arg137_1, arg138_1, buf303, 6304, 384, stream=stream0)
            del arg137_1
            del arg138_1
            buf304 = buf277; del buf277  # reuse
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
            buf306 = empty_strided_cuda((6304, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_145, x_147, x_148, linear_44], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:186
            extern_kernels.addmm(buf305, reinterpret_tensor(buf303, (6304, 384), (384, 1), 0), reinterpret_tensor(buf304, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf306)
            del buf304
            del buf305
            # Topologically Sorted Source Nodes: [linear_44, reshape_22, qkv_11, unbind_11, x_149], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:187
            buf307 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf306, (32, 6, 197, 64), (226944, 64, 1152, 1), 0), reinterpret_tensor(buf306, (32, 6, 197, 64), (226944, 64, 1152, 1), 384), reinterpret_tensor(buf306, (32, 6, 197, 64), (226944, 64, 1152, 1), 768), None, False)
            del buf306
            buf308 = buf307[0]
            assert_size_stride(buf308, (32, 6, 197, 64), (75648, 64, 384, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf308, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf307
            buf312 = buf285; del buf285  # reuse
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
            buf314 = reinterpret_tensor(buf303, (6304, 384), (384, 1), 0); del buf303  # reuse
            # Topologically Sorted Source Nodes: [x_151, transpose_12, x_150], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:190
            extern_kernels.addmm(buf313, reinterpret_tensor(buf308, (6304, 384), (384, 1), 0), reinterpret_tensor(buf312, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf314)
            del buf312
            del buf313
            buf318 = reinterpret_tensor(buf308, (32, 197, 384), (75648, 384, 1), 0); del buf308  # reuse
            # Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_154, x_155], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:191
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf288, buf299, buf314, arg143_1, arg144_1, buf318, 6304, 384, stream=stream0)
            del arg143_1
            del arg144_1
            buf319 = reinterpret_tensor(buf297, (1536, 384), (384, 1), 0); del buf297  # reuse
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
            buf321 = empty_strided_cuda((6304, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_154, x_155], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:194
            extern_kernels.addmm(buf320, reinterpret_tensor(buf318, (6304, 384), (384, 1), 0), reinterpret_tensor(buf319, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf321)
            del buf318
            del buf319
            del buf320
            buf322 = reinterpret_tensor(buf321, (32, 197, 1536), (302592, 1536, 1), 0); del buf321  # reuse
            # Topologically Sorted Source Nodes: [x_155, x_156], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_12:195
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf322, 9682944, stream=stream0)
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
            buf325 = empty_strided_cuda((6304, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_158, x_155, x_156], Original ATen: [aten._to_copy, aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:198
            extern_kernels.addmm(buf324, reinterpret_tensor(buf322, (6304, 1536), (1536, 1), 0), reinterpret_tensor(buf323, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf325)
            del buf322
            del buf323
            del buf324
            buf326 = empty_strided_cuda((32, 197, 1), (197, 1, 6304), torch.float32)
            buf327 = empty_strided_cuda((32, 197, 1), (197, 1, 6304), torch.float32)
            # Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_158, x_160, x_161], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_18:199
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_view_18.run(buf288, buf299, buf314, buf325, buf326, buf327, 6304, 384, stream=stream0)
            buf329 = empty_strided_cuda((32, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_158, x_160, x_161, x_162, x_163, x_164], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.select, aten.clone, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_clone_native_layer_norm_select_view_19:200
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_clone_native_layer_norm_select_view_19.run(buf288, buf299, buf314, buf325, buf326, buf327, arg149_1, arg150_1, buf329, 12288, stream=stream0)
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
            buf332 = empty_strided_cuda((32, 1000), (1000, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_145, x_147, x_151, x_153, x_158, x_160, x_161, x_164, x_162, x_163], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.select, aten.clone, aten.t, aten.addmm]
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
    arg0_1 = rand_strided((32, 3, 224, 224), (150528, 50176, 224, 1), device='cuda:0', dtype=torch.float32)
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
