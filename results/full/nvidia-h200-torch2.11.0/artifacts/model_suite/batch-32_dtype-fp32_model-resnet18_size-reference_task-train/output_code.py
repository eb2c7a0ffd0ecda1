# AOT ID: ['1_forward']
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


# kernel path: /tmp/lab-cache-ouBYJd/inductor/qy/cqy7z637ar6yrs7zoz762ajqptna3b4hk6qsigzedtz4turc57j6.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_poi_fused_0 = async_compile.triton('triton_poi_fused_0', '''
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
    size_hints={'y': 256, 'x': 64}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 75264, 'x': 37632}, 'kernel_num_gb': 7.5264e-05, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_0(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 192
    xnumel = 49
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 3)
    y1 = yindex // 3
    tmp0 = tl.load(in_ptr0 + (x2 + 49*y3), xmask & ymask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (y0 + 3*x2 + 147*y1), tmp0, xmask & ymask)


def get_args():
    arg_0 = rand_strided((64, 3, 7, 7), (147, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((64, 3, 7, 7), (147, 1, 21, 3), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 192, 49,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 7.5264e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/dm/cdmcvvtxlhoblj3hkkw5xnht6abjb6w2yonpb2uldwqcfmpylzkq.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_poi_fused_1 = async_compile.triton('triton_poi_fused_1', '''
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
    size_hints={'y': 128, 'x': 65536}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 38535168, 'x': 19267584}, 'kernel_num_gb': 0.038535168, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_1(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 96
    xnumel = 50176
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 3)
    y1 = yindex // 3
    tmp0 = tl.load(in_ptr0 + (x2 + 50176*y3), xmask & ymask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (y0 + 3*x2 + 150528*y1), tmp0, xmask & ymask)


def get_args():
    arg_0 = rand_strided((32, 3, 224, 224), (150528, 50176, 224, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 3, 224, 224), (150528, 1, 672, 3), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 96, 50176,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.038535168
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/qp/cqpnkc4q6g7zhutf2l6wqzk44n5asq3qptor5ozt6ao7j3vck77i.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_poi_fused_2 = async_compile.triton('triton_poi_fused_2', '''
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
    size_hints={'y': 4096, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 294912, 'x': 147456}, 'kernel_num_gb': 0.000294912, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_2(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 4096
    xnumel = 9
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 64)
    y1 = yindex // 64
    tmp0 = tl.load(in_ptr0 + (x2 + 9*y3), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (y0 + 64*x2 + 576*y1), tmp0, xmask)


def get_args():
    arg_0 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 4096, 9,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000294912
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/rp/crprmsrtycignec37f3lr4wel7tbot3zcd4lfuccoyz6bswquh5n.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_poi_fused_3 = async_compile.triton('triton_poi_fused_3', '''
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
    size_hints={'y': 8192, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 589824, 'x': 294912}, 'kernel_num_gb': 0.000589824, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_3(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 8192
    xnumel = 9
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 64)
    y1 = yindex // 64
    tmp0 = tl.load(in_ptr0 + (x2 + 9*y3), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (y0 + 64*x2 + 576*y1), tmp0, xmask)


def get_args():
    arg_0 = rand_strided((128, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 8192, 9,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000589824
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/x3/cx3io4dqgiclnfnyohmzxar7z6a4o3efpztf5g6igpgdq63rbzsi.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_poi_fused_4 = async_compile.triton('triton_poi_fused_4', '''
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
    size_hints={'y': 16384, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 1179648, 'x': 589824}, 'kernel_num_gb': 0.001179648, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_4(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 16384
    xnumel = 9
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 128)
    y1 = yindex // 128
    tmp0 = tl.load(in_ptr0 + (x2 + 9*y3), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (y0 + 128*x2 + 1152*y1), tmp0, xmask)


def get_args():
    arg_0 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 16384, 9,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001179648
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/n7/cn7ndxgyvojawnhodqvxbxmunvceavl2hfp6nm46dsiabfytyakg.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_poi_fused_5 = async_compile.triton('triton_poi_fused_5', '''
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
    size_hints={'y': 32768, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 2359296, 'x': 1179648}, 'kernel_num_gb': 0.002359296, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_5(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 32768
    xnumel = 9
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 128)
    y1 = yindex // 128
    tmp0 = tl.load(in_ptr0 + (x2 + 9*y3), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (y0 + 128*x2 + 1152*y1), tmp0, xmask)


def get_args():
    arg_0 = rand_strided((256, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((256, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 32768, 9,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.002359296
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/ix/cixgufpmi6pu37qwdhbaj6gzv43sgc4ssck3w4wff5dqgeviwifa.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_poi_fused_6 = async_compile.triton('triton_poi_fused_6', '''
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
    size_hints={'y': 65536, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 4718592, 'x': 2359296}, 'kernel_num_gb': 0.004718592, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_6(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 65536
    xnumel = 9
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 256)
    y1 = yindex // 256
    tmp0 = tl.load(in_ptr0 + (x2 + 9*y3), xmask & ymask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (y0 + 256*x2 + 2304*y1), tmp0, xmask & ymask)


def get_args():
    arg_0 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 65536, 9,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_6.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_6.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.004718592
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/ln/clnb6f4c7v6skstr2uvl3px63pq2sxt7g2xlk6xka6p4jp4toeu7.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_poi_fused_7 = async_compile.triton('triton_poi_fused_7', '''
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
    size_hints={'y': 131072, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 9437184, 'x': 4718592}, 'kernel_num_gb': 0.009437184, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_7(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 131072
    xnumel = 9
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 256)
    y1 = yindex // 256
    tmp0 = tl.load(in_ptr0 + (x2 + 9*y3), xmask & ymask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (y0 + 256*x2 + 2304*y1), tmp0, xmask & ymask)


def get_args():
    arg_0 = rand_strided((512, 256, 3, 3), (2304, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((512, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 131072, 9,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.009437184
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/sf/csfcifq7rq5xy3q4q27vfkmgp3td6reua64ytokbfzjx37ugcwik.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_poi_fused_8 = async_compile.triton('triton_poi_fused_8', '''
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
    size_hints={'y': 262144, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_8', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 18874368, 'x': 9437184}, 'kernel_num_gb': 0.018874368, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_8(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 262144
    xnumel = 9
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 512)
    y1 = yindex // 512
    tmp0 = tl.load(in_ptr0 + (x2 + 9*y3), xmask & ymask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (y0 + 512*x2 + 4608*y1), tmp0, xmask & ymask)


def get_args():
    arg_0 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 262144, 9,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.018874368
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/aq/caq65isnou3vra2ihxrr5kpsaihrqjgpkkeozaz4xprzwfcafrxt.py
# Topologically Sorted Source Nodes: [x_1], Original ATen: [aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   x_1 => var_mean
# Graph fragment:
#   %convolution : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = PlaceHolder[target=convolution]
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %buf19,%buf20,%buf21
triton_red_fused__native_batch_norm_legit_functional_9 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_9', '''
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
    size_hints={'x': 65536, 'r0_': 512},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_9', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 104333312, 'r0_': 0}, 'kernel_num_gb': 0.10354688, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_9(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 65536
    r0_numel = 392
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 64)
    x1 = xindex // 64
    tmp2_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_2 + 25088*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp2_mean_next, tmp2_m2_next, tmp2_weight_next = triton_helpers.welford_reduce(
            tmp1, tmp2_mean, tmp2_m2, tmp2_weight, roffset == 0
        )
        tmp2_mean = tl.where(r0_mask, tmp2_mean_next, tmp2_mean)
        tmp2_m2 = tl.where(r0_mask, tmp2_m2_next, tmp2_m2)
        tmp2_weight = tl.where(r0_mask, tmp2_weight_next, tmp2_weight)
    tmp3, tmp4, tmp5 = triton_helpers.welford(tmp2_mean, tmp2_m2, tmp2_weight, 1)
    tmp2 = tmp3[:, None]
    tmp6 = tmp4[:, None]
    tmp7 = tmp5[:, None]
    tl.store(out_ptr0 + (x3), tmp2, None)
    tl.store(out_ptr1 + (x3), tmp6, None)
    tl.store(out_ptr2 + (x3), tmp7, None)


def get_args():
    arg_0 = rand_strided((32, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 64, 1, 1, 1024), (65536, 1, 65536, 65536, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 64, 1, 1, 1024), (65536, 1, 65536, 65536, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 64, 1, 1, 1024), (65536, 1, 65536, 65536, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 65536, 392,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_9.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_9.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.10354688
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/6v/c6vmr7lcz2prrcjcnclqxdevh7zy6bxtkhfapb7l47zi4xwobgxj.py
# Topologically Sorted Source Nodes: [x_1], Original ATen: [aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   x_1 => var_mean
# Graph fragment:
#   %buf19 : Tensor "f32[1, 64, 1, 1, 1024][65536, 1, 65536, 65536, 64]cuda:0" = PlaceHolder[target=buf19]
#   %buf20 : Tensor "f32[1, 64, 1, 1, 1024][65536, 1, 65536, 65536, 64]cuda:0" = PlaceHolder[target=buf20]
#   %buf21 : Tensor "f32[1, 64, 1, 1, 1024][65536, 1, 65536, 65536, 64]cuda:0" = PlaceHolder[target=buf21]
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %buf22,%buf23,%buf24
triton_red_fused__native_batch_norm_legit_functional_10 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_10', '''
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
    size_hints={'x': 512, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_10', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 798720, 'r0_': 0}, 'kernel_num_gb': 0.000792576, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_10(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 64)
    x1 = xindex // 64
    tmp6_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp6_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp6_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.load(in_ptr2 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp6_mean_next, tmp6_m2_next, tmp6_weight_next = triton_helpers.welford_combine(
            tmp6_mean, tmp6_m2, tmp6_weight,
            tmp3, tmp4, tmp5
        )
        tmp6_mean = tl.where(r0_mask & xmask, tmp6_mean_next, tmp6_mean)
        tmp6_m2 = tl.where(r0_mask & xmask, tmp6_m2_next, tmp6_m2)
        tmp6_weight = tl.where(r0_mask & xmask, tmp6_weight_next, tmp6_weight)
    tmp7, tmp8, tmp9 = triton_helpers.welford(tmp6_mean, tmp6_m2, tmp6_weight, 1)
    tmp6 = tmp7[:, None]
    tmp10 = tmp8[:, None]
    tmp11 = tmp9[:, None]
    tl.store(out_ptr0 + (x3), tmp6, xmask)
    tl.store(out_ptr1 + (x3), tmp10, xmask)
    tl.store(out_ptr2 + (x3), tmp11, xmask)


def get_args():
    arg_0 = rand_strided((1, 64, 1, 1, 1024), (65536, 1, 65536, 65536, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 64, 1, 1, 1024), (65536, 1, 65536, 65536, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 64, 1, 1, 1024), (65536, 1, 65536, 65536, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 64, 1, 1, 8), (512, 1, 512, 512, 64), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 64, 1, 1, 8), (512, 1, 512, 512, 64), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 64, 1, 1, 8), (512, 1, 512, 512, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 512, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_10.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_10.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000792576
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/j3/cj34n26suhptv3xg3zlnrvy5d35ahtetlprzfgcdvvcrybo4nn3r.py
# Topologically Sorted Source Nodes: [x_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
# Source node to ATen node mapping:
#   x_1 => add_1, add_2, add_3, mul_1, mul_2, mul_3, mul_4, mul_5, rsqrt, squeeze, squeeze_2, var_mean
# Graph fragment:
#   %buf22 : Tensor "f32[1, 64, 1, 1, 8][512, 1, 512, 512, 64]cuda:0" = PlaceHolder[target=buf22]
#   %buf23 : Tensor "f32[1, 64, 1, 1, 8][512, 1, 512, 512, 64]cuda:0" = PlaceHolder[target=buf23]
#   %buf24 : Tensor "f32[1, 64, 1, 1, 8][512, 1, 512, 512, 64]cuda:0" = PlaceHolder[target=buf24]
#   %buf26 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=buf26]
#   %getitem_1 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_1]
#   %copy__1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=copy__1]
#   %add_2 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=add_2]
#   %copy__2 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=copy__2]
#   %add_3 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=add_3]
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_1 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_1,), kwargs = {})
#   %squeeze : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_1, [0, 2, 3]), kwargs = {})
#   %mul_1 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, 0.1), kwargs = {})
#   %mul_2 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_4, 0.9), kwargs = {})
#   %add_2 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %mul_2), kwargs = {})
#   %squeeze_2 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem, [0, 2, 3]), kwargs = {})
#   %mul_3 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_2, 1.0000024912370735), kwargs = {})
#   %mul_4 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_3, 0.1), kwargs = {})
#   %mul_5 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_5, 0.9), kwargs = {})
#   %add_3 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   %copy__1 : Tensor "f32[64][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_4, %add_2), kwargs = {})
#   %copy__2 : Tensor "f32[64][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_5, %add_3), kwargs = {})
#   return %getitem_1,%buf26,%rsqrt,%add_2,%buf244,%add_3,%buf247
triton_per_fused__native_batch_norm_legit_functional_copy__11 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_copy__11', '''
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
    size_hints={'x': 64, 'r0_': 8},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_copy__11', 'mutated_arg_names': ['in_ptr3', 'in_ptr4', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9216, 'r0_': 0}, 'kernel_num_gb': 7.936e-06, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_copy__11(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr4, out_ptr6, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
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
    tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x0 + 64*r0_1), xmask, other=0.0)
    tmp2 = tl.load(in_ptr2 + (x0 + 64*r0_1), xmask, other=0.0)
    tmp23 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp3, 0)
    tmp8 = tl.where(xmask, tmp4, 0)
    tmp9 = tl.where(xmask, tmp5, 0)
    tmp10, tmp11, tmp12 = triton_helpers.welford(tmp7, tmp8, tmp9, 1)
    tmp13 = tmp10[:, None]
    tmp14 = tmp11[:, None]
    tmp15 = tmp12[:, None]
    tmp16 = tl.full([1, 1], 401408.0, tl.float32)
    tmp17 = (tmp14 / tmp16)
    tmp18 = tl.full([1, 1], 1e-05, tl.float32)
    tmp19 = tmp17 + tmp18
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tl.full([1, 1], 0.1, tl.float32)
    tmp22 = tmp13 * tmp21
    tmp24 = tl.full([1, 1], 0.9, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tmp22 + tmp25
    tmp27 = tl.full([1, 1], 1.0000024912370735, tl.float32)
    tmp28 = tmp17 * tmp27
    tmp29 = tmp28 * tmp21
    tmp31 = tmp30 * tmp24
    tmp32 = tmp29 + tmp31
    tl.store(out_ptr2 + (x0), tmp20, xmask)
    tl.store(out_ptr4 + (x0), tmp26, xmask)
    tl.store(out_ptr6 + (x0), tmp32, xmask)
    tl.store(out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr1 + (x0), tmp14, xmask)


def get_args():
    arg_0 = rand_strided((1, 64, 1, 1, 8), (512, 1, 512, 512, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 64, 1, 1, 8), (512, 1, 512, 512, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 64, 1, 1, 8), (512, 1, 512, 512, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, 64, 8,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__native_batch_norm_legit_functional_copy__11.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__native_batch_norm_legit_functional_copy__11.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 7.936e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/2o/c2obzye3skq3jiyblovhaum4d6mvvanpokadhzmafpzhzdx7rxmp.py
# Topologically Sorted Source Nodes: [x_1, x_2], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
# Source node to ATen node mapping:
#   x_1 => add_1, add_4, mul, mul_6, rsqrt, sub, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, var_mean
#   x_2 => relu
# Graph fragment:
#   %convolution : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = PlaceHolder[target=convolution]
#   %getitem_1 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf26 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=buf26]
#   %primals_6 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_6]
#   %primals_7 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_7]
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_1 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_1,), kwargs = {})
#   %sub : Tensor "f32[32, 64, 112, 112][802816, 12544, 112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[32, 64, 112, 112][802816, 12544, 112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %unsqueeze : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_6, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, -1), kwargs = {})
#   %mul_6 : Tensor "f32[32, 64, 112, 112][802816, 12544, 112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %unsqueeze_1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, -1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, -1), kwargs = {})
#   %add_4 : Tensor "f32[32, 64, 112, 112][802816, 12544, 112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %unsqueeze_3), kwargs = {})
#   %relu : Tensor "f32[32, 64, 112, 112][802816, 12544, 112, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_4,), kwargs = {})
#   return %relu
triton_poi_fused__native_batch_norm_legit_functional_relu_12 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_relu_12', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_relu_12', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 308282368}, 'kernel_num_gb': 0.20552192, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_relu_12(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 25690112
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 401408.0, tl.float32)
    tmp5 = (tmp3 / tmp4)
    tmp6 = tl.full([1], 1e-05, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = libdevice.rsqrt(tmp7)
    tmp9 = tmp2 * tmp8
    tmp11 = tmp9 * tmp10
    tmp13 = tmp11 + tmp12
    tmp14 = tl.full([1], 0, tl.int32)
    tmp15 = triton_helpers.maximum(tmp14, tmp13)
    tl.store(out_ptr0 + (x2), tmp15, None)


def get_args():
    arg_0 = rand_strided((32, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 25690112,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_relu_12.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_relu_12.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.20552192
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/4u/c4ugzvqezp662olq3akhdem25qtvlomjkyzkqdw53nesdrgsjtew.py
# Topologically Sorted Source Nodes: [x_3], Original ATen: [aten.max_pool2d_with_indices]
# Source node to ATen node mapping:
#   x_3 => _low_memory_max_pool_with_offsets, getitem_2, getitem_3
# Graph fragment:
#   %relu : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = PlaceHolder[target=relu]
#   %_low_memory_max_pool_with_offsets : [num_users=2] = call_function[target=torch.ops.prims._low_memory_max_pool_with_offsets.default](args = (%relu, [3, 3], [2, 2], [1, 1], [1, 1], False), kwargs = {})
#   %getitem_2 : Tensor "f32[32, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=3] = call_function[target=operator.getitem](args = (%_low_memory_max_pool_with_offsets, 0), kwargs = {})
#   %getitem_3 : Tensor "i8[32, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=operator.getitem](args = (%_low_memory_max_pool_with_offsets, 1), kwargs = {})
#   return %getitem_2,%getitem_3
triton_poi_fused_max_pool2d_with_indices_13 = async_compile.triton('triton_poi_fused_max_pool2d_with_indices_13', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*i8', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_max_pool2d_with_indices_13', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 295436288}, 'kernel_num_gb': 0.263323648, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_max_pool2d_with_indices_13(in_ptr0, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 6422528
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = ((xindex // 3584) % 56)
    x1 = ((xindex // 64) % 56)
    x0 = (xindex % 64)
    x5 = xindex // 3584
    x6 = xindex
    tmp0 = (-1) + 2*x2
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 112, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tmp2 & tmp4
    tmp6 = (-1) + 2*x1
    tmp7 = tmp6 >= tmp1
    tmp8 = tmp6 < tmp3
    tmp9 = tmp7 & tmp8
    tmp10 = tmp5 & tmp9
    tmp11 = tl.load(in_ptr0 + ((-7232) + x0 + 128*x1 + 14336*x5), tmp10, other=float("-inf"))
    tmp12 = 2*x1
    tmp13 = tmp12 >= tmp1
    tmp14 = tmp12 < tmp3
    tmp15 = tmp13 & tmp14
    tmp16 = tmp5 & tmp15
    tmp17 = tl.load(in_ptr0 + ((-7168) + x0 + 128*x1 + 14336*x5), tmp16, other=float("-inf"))
    tmp18 = triton_helpers.maximum(tmp11, tmp17)
    tmp19 = 1 + 2*x1
    tmp20 = tmp19 >= tmp1
    tmp21 = tmp19 < tmp3
    tmp22 = tmp20 & tmp21
    tmp23 = tmp5 & tmp22
    tmp24 = tl.load(in_ptr0 + ((-7104) + x0 + 128*x1 + 14336*x5), tmp23, other=float("-inf"))
    tmp25 = triton_helpers.maximum(tmp18, tmp24)
    tmp26 = 2*x2
    tmp27 = tmp26 >= tmp1
    tmp28 = tmp26 < tmp3
    tmp29 = tmp27 & tmp28
    tmp30 = tmp29 & tmp9
    tmp31 = tl.load(in_ptr0 + ((-64) + x0 + 128*x1 + 14336*x5), tmp30, other=float("-inf"))
    tmp32 = triton_helpers.maximum(tmp25, tmp31)
    tmp33 = tmp29 & tmp15
    tmp34 = tl.load(in_ptr0 + (x0 + 128*x1 + 14336*x5), tmp33, other=float("-inf"))
    tmp35 = triton_helpers.maximum(tmp32, tmp34)
    tmp36 = tmp29 & tmp22
    tmp37 = tl.load(in_ptr0 + (64 + x0 + 128*x1 + 14336*x5), tmp36, other=float("-inf"))
    tmp38 = triton_helpers.maximum(tmp35, tmp37)
    tmp39 = 1 + 2*x2
    tmp40 = tmp39 >= tmp1
    tmp41 = tmp39 < tmp3
    tmp42 = tmp40 & tmp41
    tmp43 = tmp42 & tmp9
    tmp44 = tl.load(in_ptr0 + (7104 + x0 + 128*x1 + 14336*x5), tmp43, other=float("-inf"))
    tmp45 = triton_helpers.maximum(tmp38, tmp44)
    tmp46 = tmp42 & tmp15
    tmp47 = tl.load(in_ptr0 + (7168 + x0 + 128*x1 + 14336*x5), tmp46, other=float("-inf"))
    tmp48 = triton_helpers.maximum(tmp45, tmp47)
    tmp49 = tmp42 & tmp22
    tmp50 = tl.load(in_ptr0 + (7232 + x0 + 128*x1 + 14336*x5), tmp49, other=float("-inf"))
    tmp51 = triton_helpers.maximum(tmp48, tmp50)
    tmp52 = tmp11 > tmp17
    tmp53 = tmp11 == tmp17
    tmp54 = tmp11 != tmp11
    tmp55 = tmp17 != tmp17
    tmp56 = tmp54 > tmp55
    tmp57 = tmp52 | tmp56
    tmp58 = tmp54 & tmp55
    tmp59 = tmp53 | tmp58
    tmp60 = tl.full([1], 1, tl.int64)
    tmp61 = tmp1 < tmp60
    tmp62 = tmp59 & tmp61
    tmp63 = tmp57 | tmp62
    tmp64 = tl.where(tmp63, tmp11, tmp17)
    tmp65 = tl.where(tmp63, tmp1, tmp60)
    tmp66 = tmp64 > tmp24
    tmp67 = tmp64 == tmp24
    tmp68 = tmp64 != tmp64
    tmp69 = tmp24 != tmp24
    tmp70 = tmp68 > tmp69
    tmp71 = tmp66 | tmp70
    tmp72 = tmp68 & tmp69
    tmp73 = tmp67 | tmp72
    tmp74 = tl.full([1], 2, tl.int64)
    tmp75 = tmp65 < tmp74
    tmp76 = tmp73 & tmp75
    tmp77 = tmp71 | tmp76
    tmp78 = tl.where(tmp77, tmp64, tmp24)
    tmp79 = tl.where(tmp77, tmp65, tmp74)
    tmp80 = tmp78 > tmp31
    tmp81 = tmp78 == tmp31
    tmp82 = tmp78 != tmp78
    tmp83 = tmp31 != tmp31
    tmp84 = tmp82 > tmp83
    tmp85 = tmp80 | tmp84
    tmp86 = tmp82 & tmp83
    tmp87 = tmp81 | tmp86
    tmp88 = tl.full([1], 3, tl.int64)
    tmp89 = tmp79 < tmp88
    tmp90 = tmp87 & tmp89
    tmp91 = tmp85 | tmp90
    tmp92 = tl.where(tmp91, tmp78, tmp31)
    tmp93 = tl.where(tmp91, tmp79, tmp88)
    tmp94 = tmp92 > tmp34
    tmp95 = tmp92 == tmp34
    tmp96 = tmp92 != tmp92
    tmp97 = tmp34 != tmp34
    tmp98 = tmp96 > tmp97
    tmp99 = tmp94 | tmp98
    tmp100 = tmp96 & tmp97
    tmp101 = tmp95 | tmp100
    tmp102 = tl.full([1], 4, tl.int64)
    tmp103 = tmp93 < tmp102
    tmp104 = tmp101 & tmp103
    tmp105 = tmp99 | tmp104
    tmp106 = tl.where(tmp105, tmp92, tmp34)
    tmp107 = tl.where(tmp105, tmp93, tmp102)
    tmp108 = tmp106 > tmp37
    tmp109 = tmp106 == tmp37
    tmp110 = tmp106 != tmp106
    tmp111 = tmp37 != tmp37
    tmp112 = tmp110 > tmp111
    tmp113 = tmp108 | tmp112
    tmp114 = tmp110 & tmp111
    tmp115 = tmp109 | tmp114
    tmp116 = tl.full([1], 5, tl.int64)
    tmp117 = tmp107 < tmp116
    tmp118 = tmp115 & tmp117
    tmp119 = tmp113 | tmp118
    tmp120 = tl.where(tmp119, tmp106, tmp37)
    tmp121 = tl.where(tmp119, tmp107, tmp116)
    tmp122 = tmp120 > tmp44
    tmp123 = tmp120 == tmp44
    tmp124 = tmp120 != tmp120
    tmp125 = tmp44 != tmp44
    tmp126 = tmp124 > tmp125
    tmp127 = tmp122 | tmp126
    tmp128 = tmp124 & tmp125
    tmp129 = tmp123 | tmp128
    tmp130 = tl.full([1], 6, tl.int64)
    tmp131 = tmp121 < tmp130
    tmp132 = tmp129 & tmp131
    tmp133 = tmp127 | tmp132
    tmp134 = tl.where(tmp133, tmp120, tmp44)
    tmp135 = tl.where(tmp133, tmp121, tmp130)
    tmp136 = tmp134 > tmp47
    tmp137 = tmp134 == tmp47
    tmp138 = tmp134 != tmp134
    tmp139 = tmp47 != tmp47
    tmp140 = tmp138 > tmp139
    tmp141 = tmp136 | tmp140
    tmp142 = tmp138 & tmp139
    tmp143 = tmp137 | tmp142
    tmp144 = tl.full([1], 7, tl.int64)
    tmp145 = tmp135 < tmp144
    tmp146 = tmp143 & tmp145
    tmp147 = tmp141 | tmp146
    tmp148 = tl.where(tmp147, tmp134, tmp47)
    tmp149 = tl.where(tmp147, tmp135, tmp144)
    tmp150 = tmp148 > tmp50
    tmp151 = tmp148 == tmp50
    tmp152 = tmp148 != tmp148
    tmp153 = tmp50 != tmp50
    tmp154 = tmp152 > tmp153
    tmp155 = tmp150 | tmp154
    tmp156 = tmp152 & tmp153
    tmp157 = tmp151 | tmp156
    tmp158 = tl.full([1], 8, tl.int64)
    tmp159 = tmp149 < tmp158
    tmp160 = tmp157 & tmp159
    tmp161 = tmp155 | tmp160
    tmp162 = tl.where(tmp161, tmp148, tmp50)
    tmp163 = tl.where(tmp161, tmp149, tmp158)
    tmp164 = tmp163.to(tl.int8)
    tl.store(out_ptr0 + (x6), tmp51, None)
    tl.store(out_ptr1 + (x6), tmp164, None)


def get_args():
    arg_0 = rand_strided((32, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.int8)
    return arg_0, arg_1, arg_2, 6422528,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_max_pool2d_with_indices_13.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_max_pool2d_with_indices_13.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.263323648
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/ue/cuel42x2rckvsnj7f4xmxedfrlxy7ei7ki5hmq4g32thimxy3aoa.py
# Topologically Sorted Source Nodes: [out_1], Original ATen: [aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   out_1 => var_mean_1
# Graph fragment:
#   %convolution_1 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=convolution_1]
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_1, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %buf33,%buf34,%buf35
triton_red_fused__native_batch_norm_legit_functional_14 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_14', '''
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
    size_hints={'x': 65536, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_14', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 26894336, 'r0_': 0}, 'kernel_num_gb': 0.026292224, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_14(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 50176
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 64)
    x1 = xindex // 64
    tmp2_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp2_mean_next, tmp2_m2_next, tmp2_weight_next = triton_helpers.welford_reduce(
            tmp1, tmp2_mean, tmp2_m2, tmp2_weight, roffset == 0
        )
        tmp2_mean = tl.where(r0_mask & xmask, tmp2_mean_next, tmp2_mean)
        tmp2_m2 = tl.where(r0_mask & xmask, tmp2_m2_next, tmp2_m2)
        tmp2_weight = tl.where(r0_mask & xmask, tmp2_weight_next, tmp2_weight)
    tmp3, tmp4, tmp5 = triton_helpers.welford(tmp2_mean, tmp2_m2, tmp2_weight, 1)
    tmp2 = tmp3[:, None]
    tmp6 = tmp4[:, None]
    tmp7 = tmp5[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
    tl.store(out_ptr1 + (x3), tmp6, xmask)
    tl.store(out_ptr2 + (x3), tmp7, xmask)


def get_args():
    arg_0 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 64, 1, 1, 784), (50176, 1, 50176, 50176, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 64, 1, 1, 784), (50176, 1, 50176, 50176, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 64, 1, 1, 784), (50176, 1, 50176, 50176, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 50176, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_14.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_14.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.026292224
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/4w/c4w76tsogmhmevwsfcgdxysgzrbugne2ranaqgollqmyp4wive5f.py
# Topologically Sorted Source Nodes: [out_1], Original ATen: [aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   out_1 => var_mean_1
# Graph fragment:
#   %buf33 : Tensor "f32[1, 64, 1, 1, 784][50176, 1, 50176, 50176, 64]cuda:0" = PlaceHolder[target=buf33]
#   %buf34 : Tensor "f32[1, 64, 1, 1, 784][50176, 1, 50176, 50176, 64]cuda:0" = PlaceHolder[target=buf34]
#   %buf35 : Tensor "f32[1, 64, 1, 1, 784][50176, 1, 50176, 50176, 64]cuda:0" = PlaceHolder[target=buf35]
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_1, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %buf36,%buf37,%buf38
triton_red_fused__native_batch_norm_legit_functional_15 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_15', '''
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
    size_hints={'x': 512, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_15', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 612864, 'r0_': 0}, 'kernel_num_gb': 0.000607488, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_15(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 448
    r0_numel = 112
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 64)
    x1 = xindex // 64
    tmp6_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp6_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp6_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_2 + 7168*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 64*r0_2 + 7168*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.load(in_ptr2 + (x0 + 64*r0_2 + 7168*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp6_mean_next, tmp6_m2_next, tmp6_weight_next = triton_helpers.welford_combine(
            tmp6_mean, tmp6_m2, tmp6_weight,
            tmp3, tmp4, tmp5
        )
        tmp6_mean = tl.where(r0_mask & xmask, tmp6_mean_next, tmp6_mean)
        tmp6_m2 = tl.where(r0_mask & xmask, tmp6_m2_next, tmp6_m2)
        tmp6_weight = tl.where(r0_mask & xmask, tmp6_weight_next, tmp6_weight)
    tmp7, tmp8, tmp9 = triton_helpers.welford(tmp6_mean, tmp6_m2, tmp6_weight, 1)
    tmp6 = tmp7[:, None]
    tmp10 = tmp8[:, None]
    tmp11 = tmp9[:, None]
    tl.store(out_ptr0 + (x3), tmp6, xmask)
    tl.store(out_ptr1 + (x3), tmp10, xmask)
    tl.store(out_ptr2 + (x3), tmp11, xmask)


def get_args():
    arg_0 = rand_strided((1, 64, 1, 1, 784), (50176, 1, 50176, 50176, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 64, 1, 1, 784), (50176, 1, 50176, 50176, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 64, 1, 1, 784), (50176, 1, 50176, 50176, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 64, 1, 1, 7), (448, 1, 448, 448, 64), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 64, 1, 1, 7), (448, 1, 448, 448, 64), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 64, 1, 1, 7), (448, 1, 448, 448, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 448, 112,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_15.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_15.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000607488
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/tw/ctwfthb4ipizmsudyvf3dbjv5ju5hzumzmq3zeawwgww2adkfxlu.py
# Topologically Sorted Source Nodes: [out_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
# Source node to ATen node mapping:
#   out_1 => add_6, add_7, add_8, mul_10, mul_11, mul_12, mul_8, mul_9, rsqrt_1, squeeze_3, squeeze_5, var_mean_1
# Graph fragment:
#   %buf36 : Tensor "f32[1, 64, 1, 1, 7][448, 1, 448, 448, 64]cuda:0" = PlaceHolder[target=buf36]
#   %buf37 : Tensor "f32[1, 64, 1, 1, 7][448, 1, 448, 448, 64]cuda:0" = PlaceHolder[target=buf37]
#   %buf38 : Tensor "f32[1, 64, 1, 1, 7][448, 1, 448, 448, 64]cuda:0" = PlaceHolder[target=buf38]
#   %buf40 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=buf40]
#   %getitem_5 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_5]
#   %copy__4 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=copy__4]
#   %add_7 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=add_7]
#   %copy__5 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=copy__5]
#   %add_8 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=add_8]
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_1, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_6 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_4, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_6,), kwargs = {})
#   %squeeze_3 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_5, [0, 2, 3]), kwargs = {})
#   %mul_8 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_3, 0.1), kwargs = {})
#   %mul_9 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_10, 0.9), kwargs = {})
#   %add_7 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, %mul_9), kwargs = {})
#   %squeeze_5 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_4, [0, 2, 3]), kwargs = {})
#   %mul_10 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_5, 1.00000996502277), kwargs = {})
#   %mul_11 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, 0.1), kwargs = {})
#   %mul_12 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_11, 0.9), kwargs = {})
#   %add_8 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_11, %mul_12), kwargs = {})
#   %copy__4 : Tensor "f32[64][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_10, %add_7), kwargs = {})
#   %copy__5 : Tensor "f32[64][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_11, %add_8), kwargs = {})
#   return %getitem_5,%buf40,%rsqrt_1,%add_7,%buf252,%add_8,%buf255
triton_per_fused__native_batch_norm_legit_functional_copy__16 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_copy__16', '''
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
    size_hints={'x': 64, 'r0_': 8},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_copy__16', 'mutated_arg_names': ['in_ptr3', 'in_ptr4', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8448, 'r0_': 0}, 'kernel_num_gb': 7.168e-06, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_copy__16(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr4, out_ptr6, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 7
    R0_BLOCK: tl.constexpr = 8
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
    tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x0 + 64*r0_1), r0_mask & xmask, other=0.0)
    tmp2 = tl.load(in_ptr2 + (x0 + 64*r0_1), r0_mask & xmask, other=0.0)
    tmp23 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
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
    tmp16 = tl.full([1, 1], 100352.0, tl.float32)
    tmp17 = (tmp14 / tmp16)
    tmp18 = tl.full([1, 1], 1e-05, tl.float32)
    tmp19 = tmp17 + tmp18
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tl.full([1, 1], 0.1, tl.float32)
    tmp22 = tmp13 * tmp21
    tmp24 = tl.full([1, 1], 0.9, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tmp22 + tmp25
    tmp27 = tl.full([1, 1], 1.00000996502277, tl.float32)
    tmp28 = tmp17 * tmp27
    tmp29 = tmp28 * tmp21
    tmp31 = tmp30 * tmp24
    tmp32 = tmp29 + tmp31
    tl.store(out_ptr2 + (x0), tmp20, xmask)
    tl.store(out_ptr4 + (x0), tmp26, xmask)
    tl.store(out_ptr6 + (x0), tmp32, xmask)
    tl.store(out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr1 + (x0), tmp14, xmask)


def get_args():
    arg_0 = rand_strided((1, 64, 1, 1, 7), (448, 1, 448, 448, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 64, 1, 1, 7), (448, 1, 448, 448, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 64, 1, 1, 7), (448, 1, 448, 448, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, 64, 7,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__native_batch_norm_legit_functional_copy__16.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__native_batch_norm_legit_functional_copy__16.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 7.168e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/ht/chtajd4w4fomgnx6srf3bux4356t5p42a5dopfp3f7skicqiyp6q.py
# Topologically Sorted Source Nodes: [out_1, out_2], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
# Source node to ATen node mapping:
#   out_1 => add_6, add_9, mul_13, mul_7, rsqrt_1, sub_1, unsqueeze_4, unsqueeze_5, unsqueeze_6, unsqueeze_7, var_mean_1
#   out_2 => relu_1
# Graph fragment:
#   %convolution_1 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=convolution_1]
#   %getitem_5 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_5]
#   %buf40 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=buf40]
#   %primals_12 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_12]
#   %primals_13 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_13]
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_1, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_6 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_4, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_6,), kwargs = {})
#   %sub_1 : Tensor "f32[32, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %getitem_5), kwargs = {})
#   %mul_7 : Tensor "f32[32, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_12, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, -1), kwargs = {})
#   %mul_13 : Tensor "f32[32, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %unsqueeze_5), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_13, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, -1), kwargs = {})
#   %add_9 : Tensor "f32[32, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_13, %unsqueeze_7), kwargs = {})
#   %relu_1 : Tensor "f32[32, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_9,), kwargs = {})
#   return %relu_1
triton_poi_fused__native_batch_norm_legit_functional_relu_17 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_relu_17', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_relu_17', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 77071360}, 'kernel_num_gb': 0.051381248, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_relu_17(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 6422528
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 100352.0, tl.float32)
    tmp5 = (tmp3 / tmp4)
    tmp6 = tl.full([1], 1e-05, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = libdevice.rsqrt(tmp7)
    tmp9 = tmp2 * tmp8
    tmp11 = tmp9 * tmp10
    tmp13 = tmp11 + tmp12
    tmp14 = tl.full([1], 0, tl.int32)
    tmp15 = triton_helpers.maximum(tmp14, tmp13)
    tl.store(out_ptr0 + (x2), tmp15, None)


def get_args():
    arg_0 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 6422528,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_relu_17.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_relu_17.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.051381248
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/25/c2527jclfcmkrkcjh53z3ew6hrkf5xi5uyzhzzec4lctnb4cums6.py
# Topologically Sorted Source Nodes: [out_4, out_5, out_6], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
# Source node to ATen node mapping:
#   out_4 => add_11, add_14, mul_14, mul_20, rsqrt_2, sub_2, unsqueeze_10, unsqueeze_11, unsqueeze_8, unsqueeze_9, var_mean_2
#   out_5 => add_15
#   out_6 => relu_2
# Graph fragment:
#   %convolution_2 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=convolution_2]
#   %getitem_7 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_7]
#   %buf52 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=buf52]
#   %primals_18 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_18]
#   %primals_19 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_19]
#   %getitem_2 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_2]
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_2, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_11 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_6, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_11,), kwargs = {})
#   %sub_2 : Tensor "f32[32, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_2, %getitem_7), kwargs = {})
#   %mul_14 : Tensor "f32[32, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_2), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_18, -1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, -1), kwargs = {})
#   %mul_20 : Tensor "f32[32, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_14, %unsqueeze_9), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_19, -1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, -1), kwargs = {})
#   %add_14 : Tensor "f32[32, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_20, %unsqueeze_11), kwargs = {})
#   %add_15 : Tensor "f32[32, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_14, %getitem_2), kwargs = {})
#   %relu_2 : Tensor "f32[32, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_15,), kwargs = {})
#   return %relu_2
triton_poi_fused__native_batch_norm_legit_functional_add_relu_18 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_relu_18', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_relu_18', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 102761472}, 'kernel_num_gb': 0.07707136, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_relu_18(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 6422528
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr5 + (x2), None)
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 100352.0, tl.float32)
    tmp5 = (tmp3 / tmp4)
    tmp6 = tl.full([1], 1e-05, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = libdevice.rsqrt(tmp7)
    tmp9 = tmp2 * tmp8
    tmp11 = tmp9 * tmp10
    tmp13 = tmp11 + tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tl.store(out_ptr0 + (x2), tmp17, None)


def get_args():
    arg_0 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 6422528,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_add_relu_18.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_add_relu_18.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.07707136
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/bt/cbth4i5w576nc2rhfytburqsfp5jxgjq3zfoeep3utnbpmsjs453.py
# Topologically Sorted Source Nodes: [out_15], Original ATen: [aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   out_15 => var_mean_5
# Graph fragment:
#   %convolution_5 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_5]
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_5, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %buf81,%buf82,%buf83
triton_red_fused__native_batch_norm_legit_functional_19 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_19', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_19', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 13447168, 'r0_': 0}, 'kernel_num_gb': 0.013146112, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_19(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 25088
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 128)
    x1 = xindex // 128
    tmp2_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_2 + 16384*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp2_mean_next, tmp2_m2_next, tmp2_weight_next = triton_helpers.welford_reduce(
            tmp1, tmp2_mean, tmp2_m2, tmp2_weight, roffset == 0
        )
        tmp2_mean = tl.where(r0_mask & xmask, tmp2_mean_next, tmp2_mean)
        tmp2_m2 = tl.where(r0_mask & xmask, tmp2_m2_next, tmp2_m2)
        tmp2_weight = tl.where(r0_mask & xmask, tmp2_weight_next, tmp2_weight)
    tmp3, tmp4, tmp5 = triton_helpers.welford(tmp2_mean, tmp2_m2, tmp2_weight, 1)
    tmp2 = tmp3[:, None]
    tmp6 = tmp4[:, None]
    tmp7 = tmp5[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
    tl.store(out_ptr1 + (x3), tmp6, xmask)
    tl.store(out_ptr2 + (x3), tmp7, xmask)


def get_args():
    arg_0 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 128, 1, 1, 196), (25088, 1, 25088, 25088, 128), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 128, 1, 1, 196), (25088, 1, 25088, 25088, 128), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 128, 1, 1, 196), (25088, 1, 25088, 25088, 128), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 25088, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_19.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_19.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.013146112
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/hq/chqq4yoaakeyllbsds726k6b6nysssuxppulcuskm4n7x7uu62o4.py
# Topologically Sorted Source Nodes: [out_15], Original ATen: [aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   out_15 => var_mean_5
# Graph fragment:
#   %buf81 : Tensor "f32[1, 128, 1, 1, 196][25088, 1, 25088, 25088, 128]cuda:0" = PlaceHolder[target=buf81]
#   %buf82 : Tensor "f32[1, 128, 1, 1, 196][25088, 1, 25088, 25088, 128]cuda:0" = PlaceHolder[target=buf82]
#   %buf83 : Tensor "f32[1, 128, 1, 1, 196][25088, 1, 25088, 25088, 128]cuda:0" = PlaceHolder[target=buf83]
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_5, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %buf84,%buf85,%buf86
triton_red_fused__native_batch_norm_legit_functional_20 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_20', '''
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
    size_hints={'x': 256, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_20', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 307200, 'r0_': 0}, 'kernel_num_gb': 0.000304128, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_20(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 98
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 128)
    x1 = xindex // 128
    tmp6_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp6_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp6_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_2 + 12544*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 128*r0_2 + 12544*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.load(in_ptr2 + (x0 + 128*r0_2 + 12544*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp6_mean_next, tmp6_m2_next, tmp6_weight_next = triton_helpers.welford_combine(
            tmp6_mean, tmp6_m2, tmp6_weight,
            tmp3, tmp4, tmp5
        )
        tmp6_mean = tl.where(r0_mask & xmask, tmp6_mean_next, tmp6_mean)
        tmp6_m2 = tl.where(r0_mask & xmask, tmp6_m2_next, tmp6_m2)
        tmp6_weight = tl.where(r0_mask & xmask, tmp6_weight_next, tmp6_weight)
    tmp7, tmp8, tmp9 = triton_helpers.welford(tmp6_mean, tmp6_m2, tmp6_weight, 1)
    tmp6 = tmp7[:, None]
    tmp10 = tmp8[:, None]
    tmp11 = tmp9[:, None]
    tl.store(out_ptr0 + (x3), tmp6, xmask)
    tl.store(out_ptr1 + (x3), tmp10, xmask)
    tl.store(out_ptr2 + (x3), tmp11, xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 1, 1, 196), (25088, 1, 25088, 25088, 128), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 128, 1, 1, 196), (25088, 1, 25088, 25088, 128), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 128, 1, 1, 196), (25088, 1, 25088, 25088, 128), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 128, 1, 1, 2), (256, 1, 256, 256, 128), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 128, 1, 1, 2), (256, 1, 256, 256, 128), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 128, 1, 1, 2), (256, 1, 256, 256, 128), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 256, 98,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_20.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_20.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000304128
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/6z/c6z45tv3ijqgyvacjt4eajtxkaaf3u65z52ymnegi3tsk663uavd.py
# Topologically Sorted Source Nodes: [out_15], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
# Source node to ATen node mapping:
#   out_15 => add_28, add_29, add_30, mul_36, mul_37, mul_38, mul_39, mul_40, rsqrt_5, squeeze_15, squeeze_17, var_mean_5
# Graph fragment:
#   %buf84 : Tensor "f32[1, 128, 1, 1, 2][256, 1, 256, 256, 128]cuda:0" = PlaceHolder[target=buf84]
#   %buf85 : Tensor "f32[1, 128, 1, 1, 2][256, 1, 256, 256, 128]cuda:0" = PlaceHolder[target=buf85]
#   %buf86 : Tensor "f32[1, 128, 1, 1, 2][256, 1, 256, 256, 128]cuda:0" = PlaceHolder[target=buf86]
#   %buf88 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=buf88]
#   %getitem_13 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=getitem_13]
#   %copy__16 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=copy__16]
#   %add_29 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=add_29]
#   %copy__17 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=copy__17]
#   %add_30 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=add_30]
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_5, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_28 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_12, 1e-05), kwargs = {})
#   %rsqrt_5 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_28,), kwargs = {})
#   %squeeze_15 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_13, [0, 2, 3]), kwargs = {})
#   %mul_36 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_15, 0.1), kwargs = {})
#   %mul_37 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_34, 0.9), kwargs = {})
#   %add_29 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_36, %mul_37), kwargs = {})
#   %squeeze_17 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_12, [0, 2, 3]), kwargs = {})
#   %mul_38 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_17, 1.0000398612827361), kwargs = {})
#   %mul_39 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_38, 0.1), kwargs = {})
#   %mul_40 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_35, 0.9), kwargs = {})
#   %add_30 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_39, %mul_40), kwargs = {})
#   %copy__16 : Tensor "f32[128][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_34, %add_29), kwargs = {})
#   %copy__17 : Tensor "f32[128][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_35, %add_30), kwargs = {})
#   return %getitem_13,%buf88,%rsqrt_5,%add_29,%buf284,%add_30,%buf287
triton_per_fused__native_batch_norm_legit_functional_copy__21 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_copy__21', '''
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
    size_hints={'x': 128, 'r0_': 2},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_copy__21', 'mutated_arg_names': ['in_ptr3', 'in_ptr4', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9216, 'r0_': 0}, 'kernel_num_gb': 6.656e-06, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_copy__21(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr4, out_ptr6, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 2
    R0_BLOCK: tl.constexpr = 2
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
    tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_1), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x0 + 128*r0_1), xmask, other=0.0)
    tmp2 = tl.load(in_ptr2 + (x0 + 128*r0_1), xmask, other=0.0)
    tmp23 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp3, 0)
    tmp8 = tl.where(xmask, tmp4, 0)
    tmp9 = tl.where(xmask, tmp5, 0)
    tmp10, tmp11, tmp12 = triton_helpers.welford(tmp7, tmp8, tmp9, 1)
    tmp13 = tmp10[:, None]
    tmp14 = tmp11[:, None]
    tmp15 = tmp12[:, None]
    tmp16 = tl.full([1, 1], 25088.0, tl.float32)
    tmp17 = (tmp14 / tmp16)
    tmp18 = tl.full([1, 1], 1e-05, tl.float32)
    tmp19 = tmp17 + tmp18
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tl.full([1, 1], 0.1, tl.float32)
    tmp22 = tmp13 * tmp21
    tmp24 = tl.full([1, 1], 0.9, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tmp22 + tmp25
    tmp27 = tl.full([1, 1], 1.0000398612827361, tl.float32)
    tmp28 = tmp17 * tmp27
    tmp29 = tmp28 * tmp21
    tmp31 = tmp30 * tmp24
    tmp32 = tmp29 + tmp31
    tl.store(out_ptr2 + (x0), tmp20, xmask)
    tl.store(out_ptr4 + (x0), tmp26, xmask)
    tl.store(out_ptr6 + (x0), tmp32, xmask)
    tl.store(out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr1 + (x0), tmp14, xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 1, 1, 2), (256, 1, 256, 256, 128), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 128, 1, 1, 2), (256, 1, 256, 256, 128), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 128, 1, 1, 2), (256, 1, 256, 256, 128), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, 128, 2,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__native_batch_norm_legit_functional_copy__21.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__native_batch_norm_legit_functional_copy__21.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 6.656e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/hh/chhq4ntc5zdankmniyc4xcbt7lyslu5wmo6b74vansqtqzlut3ns.py
# Topologically Sorted Source Nodes: [out_15, out_16], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
# Source node to ATen node mapping:
#   out_15 => add_28, add_31, mul_35, mul_41, rsqrt_5, sub_5, unsqueeze_20, unsqueeze_21, unsqueeze_22, unsqueeze_23, var_mean_5
#   out_16 => relu_5
# Graph fragment:
#   %convolution_5 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_5]
#   %getitem_13 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=getitem_13]
#   %buf88 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=buf88]
#   %primals_36 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_36]
#   %primals_37 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_37]
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_5, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_28 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_12, 1e-05), kwargs = {})
#   %rsqrt_5 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_28,), kwargs = {})
#   %sub_5 : Tensor "f32[32, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_5, %getitem_13), kwargs = {})
#   %mul_35 : Tensor "f32[32, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_5, %rsqrt_5), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_36, -1), kwargs = {})
#   %unsqueeze_21 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_20, -1), kwargs = {})
#   %mul_41 : Tensor "f32[32, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_35, %unsqueeze_21), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_37, -1), kwargs = {})
#   %unsqueeze_23 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_22, -1), kwargs = {})
#   %add_31 : Tensor "f32[32, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_41, %unsqueeze_23), kwargs = {})
#   %relu_5 : Tensor "f32[32, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_31,), kwargs = {})
#   return %relu_5
triton_poi_fused__native_batch_norm_legit_functional_relu_22 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_relu_22', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_relu_22', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 38537216}, 'kernel_num_gb': 0.02569216, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_relu_22(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3211264
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 25088.0, tl.float32)
    tmp5 = (tmp3 / tmp4)
    tmp6 = tl.full([1], 1e-05, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = libdevice.rsqrt(tmp7)
    tmp9 = tmp2 * tmp8
    tmp11 = tmp9 * tmp10
    tmp13 = tmp11 + tmp12
    tmp14 = tl.full([1], 0, tl.int32)
    tmp15 = triton_helpers.maximum(tmp14, tmp13)
    tl.store(out_ptr0 + (x2), tmp15, None)


def get_args():
    arg_0 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 3211264,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_relu_22.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_relu_22.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.02569216
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/4f/c4fjcyjyralp6gxgbuayrvetnoximvffcqcrius5ltesj755k2zn.py
# Topologically Sorted Source Nodes: [out_18, input_2, out_19, out_20], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
# Source node to ATen node mapping:
#   input_2 => add_38, add_41, mul_49, mul_55, rsqrt_7, sub_7, unsqueeze_28, unsqueeze_29, unsqueeze_30, unsqueeze_31, var_mean_7
#   out_18 => add_33, add_36, mul_42, mul_48, rsqrt_6, sub_6, unsqueeze_24, unsqueeze_25, unsqueeze_26, unsqueeze_27, var_mean_6
#   out_19 => add_42
#   out_20 => relu_6
# Graph fragment:
#   %convolution_6 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_6]
#   %getitem_15 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=getitem_15]
#   %buf100 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=buf100]
#   %primals_42 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_42]
#   %primals_43 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_43]
#   %convolution_7 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_7]
#   %getitem_17 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=getitem_17]
#   %buf111 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=buf111]
#   %primals_48 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_48]
#   %primals_49 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_49]
#   %add_42 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=add_42]
#   %var_mean_6 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_6, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_33 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_14, 1e-05), kwargs = {})
#   %rsqrt_6 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_33,), kwargs = {})
#   %sub_6 : Tensor "f32[32, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_6, %getitem_15), kwargs = {})
#   %mul_42 : Tensor "f32[32, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %rsqrt_6), kwargs = {})
#   %unsqueeze_24 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_42, -1), kwargs = {})
#   %unsqueeze_25 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_24, -1), kwargs = {})
#   %mul_48 : Tensor "f32[32, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_42, %unsqueeze_25), kwargs = {})
#   %unsqueeze_26 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_43, -1), kwargs = {})
#   %unsqueeze_27 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_26, -1), kwargs = {})
#   %add_36 : Tensor "f32[32, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_48, %unsqueeze_27), kwargs = {})
#   %var_mean_7 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_7, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_38 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_16, 1e-05), kwargs = {})
#   %rsqrt_7 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_38,), kwargs = {})
#   %sub_7 : Tensor "f32[32, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_7, %getitem_17), kwargs = {})
#   %mul_49 : Tensor "f32[32, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_7, %rsqrt_7), kwargs = {})
#   %unsqueeze_28 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_48, -1), kwargs = {})
#   %unsqueeze_29 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_28, -1), kwargs = {})
#   %mul_55 : Tensor "f32[32, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_49, %unsqueeze_29), kwargs = {})
#   %unsqueeze_30 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_49, -1), kwargs = {})
#   %unsqueeze_31 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_30, -1), kwargs = {})
#   %add_41 : Tensor "f32[32, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_55, %unsqueeze_31), kwargs = {})
#   %add_42 : Tensor "f32[32, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_36, %add_41), kwargs = {})
#   %relu_6 : Tensor "f32[32, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_42,), kwargs = {})
#   return %add_42,%relu_6
triton_poi_fused__native_batch_norm_legit_functional_add_relu_23 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_relu_23', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_relu_23', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 51384320}, 'kernel_num_gb': 0.05138432, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_relu_23(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3211264
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr5 + (x2), None)
    tmp15 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr7 + (x0), None, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr8 + (x0), None, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr9 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 25088.0, tl.float32)
    tmp5 = (tmp3 / tmp4)
    tmp6 = tl.full([1], 1e-05, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = libdevice.rsqrt(tmp7)
    tmp9 = tmp2 * tmp8
    tmp11 = tmp9 * tmp10
    tmp13 = tmp11 + tmp12
    tmp16 = tmp14 - tmp15
    tmp18 = (tmp17 / tmp4)
    tmp19 = tmp18 + tmp6
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tmp16 * tmp20
    tmp23 = tmp21 * tmp22
    tmp25 = tmp23 + tmp24
    tmp26 = tmp13 + tmp25
    tmp27 = tl.full([1], 0, tl.int32)
    tmp28 = triton_helpers.maximum(tmp27, tmp26)
    tl.store(in_out_ptr0 + (x2), tmp28, None)


def get_args():
    arg_0 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_10 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, 3211264,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_add_relu_23.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_add_relu_23.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.05138432
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/s7/cs7d77yxntytx6untqbuar64mnrmjq3e6rhgcygwcelgyncrh26q.py
# Topologically Sorted Source Nodes: [out_25, out_26, out_27], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
# Source node to ATen node mapping:
#   out_25 => add_49, add_52, mul_63, mul_69, rsqrt_9, sub_9, unsqueeze_36, unsqueeze_37, unsqueeze_38, unsqueeze_39, var_mean_9
#   out_26 => add_53
#   out_27 => relu_8
# Graph fragment:
#   %convolution_9 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_9]
#   %getitem_21 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=getitem_21]
#   %buf136 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=buf136]
#   %primals_60 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_60]
#   %primals_61 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_61]
#   %relu_6 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=relu_6]
#   %var_mean_9 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_9, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_49 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_20, 1e-05), kwargs = {})
#   %rsqrt_9 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_49,), kwargs = {})
#   %sub_9 : Tensor "f32[32, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_9, %getitem_21), kwargs = {})
#   %mul_63 : Tensor "f32[32, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_9, %rsqrt_9), kwargs = {})
#   %unsqueeze_36 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_60, -1), kwargs = {})
#   %unsqueeze_37 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_36, -1), kwargs = {})
#   %mul_69 : Tensor "f32[32, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_63, %unsqueeze_37), kwargs = {})
#   %unsqueeze_38 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_61, -1), kwargs = {})
#   %unsqueeze_39 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_38, -1), kwargs = {})
#   %add_52 : Tensor "f32[32, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_69, %unsqueeze_39), kwargs = {})
#   %add_53 : Tensor "f32[32, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_52, %relu_6), kwargs = {})
#   %relu_8 : Tensor "f32[32, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_53,), kwargs = {})
#   return %relu_8
triton_poi_fused__native_batch_norm_legit_functional_add_relu_24 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_relu_24', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_relu_24', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 51382272}, 'kernel_num_gb': 0.038537216, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_relu_24(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3211264
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr5 + (x2), None)
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 25088.0, tl.float32)
    tmp5 = (tmp3 / tmp4)
    tmp6 = tl.full([1], 1e-05, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = libdevice.rsqrt(tmp7)
    tmp9 = tmp2 * tmp8
    tmp11 = tmp9 * tmp10
    tmp13 = tmp11 + tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tl.store(out_ptr0 + (x2), tmp17, None)


def get_args():
    arg_0 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 3211264,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_add_relu_24.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_add_relu_24.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.038537216
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/vq/cvqt2tohsp7s3vjrsehiuarvs2e2rh552ajgpiv32bt6vxi66t3g.py
# Topologically Sorted Source Nodes: [out_29], Original ATen: [aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   out_29 => var_mean_10
# Graph fragment:
#   %convolution_10 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_10]
#   %var_mean_10 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_10, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %buf141,%buf142,%buf143
triton_red_fused__native_batch_norm_legit_functional_25 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_25', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_25', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6723584, 'r0_': 0}, 'kernel_num_gb': 0.006573056, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_25(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 12544
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    tmp2_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp2_mean_next, tmp2_m2_next, tmp2_weight_next = triton_helpers.welford_reduce(
            tmp1, tmp2_mean, tmp2_m2, tmp2_weight, roffset == 0
        )
        tmp2_mean = tl.where(r0_mask & xmask, tmp2_mean_next, tmp2_mean)
        tmp2_m2 = tl.where(r0_mask & xmask, tmp2_m2_next, tmp2_m2)
        tmp2_weight = tl.where(r0_mask & xmask, tmp2_weight_next, tmp2_weight)
    tmp3, tmp4, tmp5 = triton_helpers.welford(tmp2_mean, tmp2_m2, tmp2_weight, 1)
    tmp2 = tmp3[:, None]
    tmp6 = tmp4[:, None]
    tmp7 = tmp5[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
    tl.store(out_ptr1 + (x3), tmp6, xmask)
    tl.store(out_ptr2 + (x3), tmp7, xmask)


def get_args():
    arg_0 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 256, 1, 1, 49), (12544, 1, 12544, 12544, 256), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 256, 1, 1, 49), (12544, 1, 12544, 12544, 256), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 256, 1, 1, 49), (12544, 1, 12544, 12544, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 12544, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_25.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_25.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.006573056
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/pc/cpcqv6zvslpipc2janxh5b5zzhhesmog7fndlidb7jvnyifdaykh.py
# Topologically Sorted Source Nodes: [out_29], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
# Source node to ATen node mapping:
#   out_29 => add_55, add_56, add_57, mul_71, mul_72, mul_73, mul_74, mul_75, rsqrt_10, squeeze_30, squeeze_32, var_mean_10
# Graph fragment:
#   %buf141 : Tensor "f32[1, 256, 1, 1, 49][12544, 1, 12544, 12544, 256]cuda:0" = PlaceHolder[target=buf141]
#   %buf142 : Tensor "f32[1, 256, 1, 1, 49][12544, 1, 12544, 12544, 256]cuda:0" = PlaceHolder[target=buf142]
#   %buf143 : Tensor "f32[1, 256, 1, 1, 49][12544, 1, 12544, 12544, 256]cuda:0" = PlaceHolder[target=buf143]
#   %buf145 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=buf145]
#   %getitem_23 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=getitem_23]
#   %copy__31 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=copy__31]
#   %add_56 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=add_56]
#   %copy__32 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=copy__32]
#   %add_57 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=add_57]
#   %var_mean_10 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_10, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_55 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_22, 1e-05), kwargs = {})
#   %rsqrt_10 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_55,), kwargs = {})
#   %squeeze_30 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_23, [0, 2, 3]), kwargs = {})
#   %mul_71 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_30, 0.1), kwargs = {})
#   %mul_72 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_64, 0.9), kwargs = {})
#   %add_56 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_71, %mul_72), kwargs = {})
#   %squeeze_32 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_22, [0, 2, 3]), kwargs = {})
#   %mul_73 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_32, 1.0001594642002871), kwargs = {})
#   %mul_74 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_73, 0.1), kwargs = {})
#   %mul_75 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_65, 0.9), kwargs = {})
#   %add_57 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_74, %mul_75), kwargs = {})
#   %copy__31 : Tensor "f32[256][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_64, %add_56), kwargs = {})
#   %copy__32 : Tensor "f32[256][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_65, %add_57), kwargs = {})
#   return %getitem_23,%buf145,%rsqrt_10,%add_56,%buf324,%add_57,%buf327
triton_per_fused__native_batch_norm_legit_functional_copy__26 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_copy__26', '''
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
    size_hints={'x': 256, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_copy__26', 'mutated_arg_names': ['in_ptr3', 'in_ptr4', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 162816, 'r0_': 0}, 'kernel_num_gb': 0.000157696, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_copy__26(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr4, out_ptr6, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 49
    R0_BLOCK: tl.constexpr = 64
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
    tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x0 + 256*r0_1), r0_mask & xmask, other=0.0)
    tmp2 = tl.load(in_ptr2 + (x0 + 256*r0_1), r0_mask & xmask, other=0.0)
    tmp23 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
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
    tmp16 = tl.full([1, 1], 6272.0, tl.float32)
    tmp17 = (tmp14 / tmp16)
    tmp18 = tl.full([1, 1], 1e-05, tl.float32)
    tmp19 = tmp17 + tmp18
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tl.full([1, 1], 0.1, tl.float32)
    tmp22 = tmp13 * tmp21
    tmp24 = tl.full([1, 1], 0.9, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tmp22 + tmp25
    tmp27 = tl.full([1, 1], 1.0001594642002871, tl.float32)
    tmp28 = tmp17 * tmp27
    tmp29 = tmp28 * tmp21
    tmp31 = tmp30 * tmp24
    tmp32 = tmp29 + tmp31
    tl.store(out_ptr2 + (x0), tmp20, xmask)
    tl.store(out_ptr4 + (x0), tmp26, xmask)
    tl.store(out_ptr6 + (x0), tmp32, xmask)
    tl.store(out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr1 + (x0), tmp14, xmask)


def get_args():
    arg_0 = rand_strided((1, 256, 1, 1, 49), (12544, 1, 12544, 12544, 256), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 256, 1, 1, 49), (12544, 1, 12544, 12544, 256), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 256, 1, 1, 49), (12544, 1, 12544, 12544, 256), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, 256, 49,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__native_batch_norm_legit_functional_copy__26.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__native_batch_norm_legit_functional_copy__26.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000157696
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/ud/cudd6p6rldjtyf4a2s7qqh76yp2aibkjd4vaeciuxh2slj3cbcrp.py
# Topologically Sorted Source Nodes: [out_29, out_30], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
# Source node to ATen node mapping:
#   out_29 => add_55, add_58, mul_70, mul_76, rsqrt_10, sub_10, unsqueeze_40, unsqueeze_41, unsqueeze_42, unsqueeze_43, var_mean_10
#   out_30 => relu_9
# Graph fragment:
#   %convolution_10 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_10]
#   %getitem_23 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=getitem_23]
#   %buf145 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=buf145]
#   %primals_66 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_66]
#   %primals_67 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_67]
#   %var_mean_10 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_10, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_55 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_22, 1e-05), kwargs = {})
#   %rsqrt_10 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_55,), kwargs = {})
#   %sub_10 : Tensor "f32[32, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_10, %getitem_23), kwargs = {})
#   %mul_70 : Tensor "f32[32, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_10, %rsqrt_10), kwargs = {})
#   %unsqueeze_40 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_66, -1), kwargs = {})
#   %unsqueeze_41 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_40, -1), kwargs = {})
#   %mul_76 : Tensor "f32[32, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_70, %unsqueeze_41), kwargs = {})
#   %unsqueeze_42 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_67, -1), kwargs = {})
#   %unsqueeze_43 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_42, -1), kwargs = {})
#   %add_58 : Tensor "f32[32, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_76, %unsqueeze_43), kwargs = {})
#   %relu_9 : Tensor "f32[32, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_58,), kwargs = {})
#   return %relu_9
triton_poi_fused__native_batch_norm_legit_functional_relu_27 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_relu_27', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_relu_27', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 19271680}, 'kernel_num_gb': 0.012849152, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_relu_27(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1605632
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 6272.0, tl.float32)
    tmp5 = (tmp3 / tmp4)
    tmp6 = tl.full([1], 1e-05, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = libdevice.rsqrt(tmp7)
    tmp9 = tmp2 * tmp8
    tmp11 = tmp9 * tmp10
    tmp13 = tmp11 + tmp12
    tmp14 = tl.full([1], 0, tl.int32)
    tmp15 = triton_helpers.maximum(tmp14, tmp13)
    tl.store(out_ptr0 + (x2), tmp15, None)


def get_args():
    arg_0 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 1605632,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_relu_27.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_relu_27.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.012849152
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/bz/cbzmrsqsmglmdxehue6h6cxf7mex46k2x6buaxvbyczzrfxbxhz4.py
# Topologically Sorted Source Nodes: [out_32, input_4, out_33, out_34], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
# Source node to ATen node mapping:
#   input_4 => add_65, add_68, mul_84, mul_90, rsqrt_12, sub_12, unsqueeze_48, unsqueeze_49, unsqueeze_50, unsqueeze_51, var_mean_12
#   out_32 => add_60, add_63, mul_77, mul_83, rsqrt_11, sub_11, unsqueeze_44, unsqueeze_45, unsqueeze_46, unsqueeze_47, var_mean_11
#   out_33 => add_69
#   out_34 => relu_10
# Graph fragment:
#   %convolution_11 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_11]
#   %getitem_25 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=getitem_25]
#   %buf154 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=buf154]
#   %primals_72 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_72]
#   %primals_73 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_73]
#   %convolution_12 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_12]
#   %getitem_27 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=getitem_27]
#   %buf162 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=buf162]
#   %primals_78 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_78]
#   %primals_79 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_79]
#   %add_69 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=add_69]
#   %var_mean_11 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_11, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_60 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_24, 1e-05), kwargs = {})
#   %rsqrt_11 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_60,), kwargs = {})
#   %sub_11 : Tensor "f32[32, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_11, %getitem_25), kwargs = {})
#   %mul_77 : Tensor "f32[32, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_11, %rsqrt_11), kwargs = {})
#   %unsqueeze_44 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_72, -1), kwargs = {})
#   %unsqueeze_45 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_44, -1), kwargs = {})
#   %mul_83 : Tensor "f32[32, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_77, %unsqueeze_45), kwargs = {})
#   %unsqueeze_46 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_73, -1), kwargs = {})
#   %unsqueeze_47 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_46, -1), kwargs = {})
#   %add_63 : Tensor "f32[32, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_83, %unsqueeze_47), kwargs = {})
#   %var_mean_12 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_12, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_65 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_26, 1e-05), kwargs = {})
#   %rsqrt_12 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_65,), kwargs = {})
#   %sub_12 : Tensor "f32[32, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_12, %getitem_27), kwargs = {})
#   %mul_84 : Tensor "f32[32, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_12, %rsqrt_12), kwargs = {})
#   %unsqueeze_48 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_78, -1), kwargs = {})
#   %unsqueeze_49 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_48, -1), kwargs = {})
#   %mul_90 : Tensor "f32[32, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_84, %unsqueeze_49), kwargs = {})
#   %unsqueeze_50 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_79, -1), kwargs = {})
#   %unsqueeze_51 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_50, -1), kwargs = {})
#   %add_68 : Tensor "f32[32, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_90, %unsqueeze_51), kwargs = {})
#   %add_69 : Tensor "f32[32, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_63, %add_68), kwargs = {})
#   %relu_10 : Tensor "f32[32, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_69,), kwargs = {})
#   return %add_69,%relu_10
triton_poi_fused__native_batch_norm_legit_functional_add_relu_28 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_relu_28', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_relu_28', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25698304}, 'kernel_num_gb': 0.025698304, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_relu_28(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1605632
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr5 + (x2), None)
    tmp15 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr7 + (x0), None, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr8 + (x0), None, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr9 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 6272.0, tl.float32)
    tmp5 = (tmp3 / tmp4)
    tmp6 = tl.full([1], 1e-05, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = libdevice.rsqrt(tmp7)
    tmp9 = tmp2 * tmp8
    tmp11 = tmp9 * tmp10
    tmp13 = tmp11 + tmp12
    tmp16 = tmp14 - tmp15
    tmp18 = (tmp17 / tmp4)
    tmp19 = tmp18 + tmp6
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tmp16 * tmp20
    tmp23 = tmp21 * tmp22
    tmp25 = tmp23 + tmp24
    tmp26 = tmp13 + tmp25
    tmp27 = tl.full([1], 0, tl.int32)
    tmp28 = triton_helpers.maximum(tmp27, tmp26)
    tl.store(in_out_ptr0 + (x2), tmp28, None)


def get_args():
    arg_0 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_10 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, 1605632,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_add_relu_28.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_add_relu_28.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.025698304
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/ob/cobnnkvmcx4sbkf4pnsf7hp547sucwfjuz5ol5akzfp3hqeqbjdz.py
# Topologically Sorted Source Nodes: [out_39, out_40, out_41], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
# Source node to ATen node mapping:
#   out_39 => add_76, add_79, mul_104, mul_98, rsqrt_14, sub_14, unsqueeze_56, unsqueeze_57, unsqueeze_58, unsqueeze_59, var_mean_14
#   out_40 => add_80
#   out_41 => relu_12
# Graph fragment:
#   %convolution_14 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_14]
#   %getitem_31 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=getitem_31]
#   %buf181 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=buf181]
#   %primals_90 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_90]
#   %primals_91 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_91]
#   %relu_10 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=relu_10]
#   %var_mean_14 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_14, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_76 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_30, 1e-05), kwargs = {})
#   %rsqrt_14 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_76,), kwargs = {})
#   %sub_14 : Tensor "f32[32, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_14, %getitem_31), kwargs = {})
#   %mul_98 : Tensor "f32[32, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_14, %rsqrt_14), kwargs = {})
#   %unsqueeze_56 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_90, -1), kwargs = {})
#   %unsqueeze_57 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_56, -1), kwargs = {})
#   %mul_104 : Tensor "f32[32, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_98, %unsqueeze_57), kwargs = {})
#   %unsqueeze_58 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_91, -1), kwargs = {})
#   %unsqueeze_59 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_58, -1), kwargs = {})
#   %add_79 : Tensor "f32[32, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_104, %unsqueeze_59), kwargs = {})
#   %add_80 : Tensor "f32[32, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_79, %relu_10), kwargs = {})
#   %relu_12 : Tensor "f32[32, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_80,), kwargs = {})
#   return %relu_12
triton_poi_fused__native_batch_norm_legit_functional_add_relu_29 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_relu_29', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_relu_29', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25694208}, 'kernel_num_gb': 0.01927168, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_relu_29(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1605632
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr5 + (x2), None)
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 6272.0, tl.float32)
    tmp5 = (tmp3 / tmp4)
    tmp6 = tl.full([1], 1e-05, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = libdevice.rsqrt(tmp7)
    tmp9 = tmp2 * tmp8
    tmp11 = tmp9 * tmp10
    tmp13 = tmp11 + tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tl.store(out_ptr0 + (x2), tmp17, None)


def get_args():
    arg_0 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 1605632,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_add_relu_29.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_add_relu_29.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.01927168
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/de/cdeo6q6lbcdyxlleqvrre6nlknxnp4cs2e22of4iecy34tdkhpr4.py
# Topologically Sorted Source Nodes: [out_43], Original ATen: [aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   out_43 => var_mean_15
# Graph fragment:
#   %convolution_15 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=convolution_15]
#   %var_mean_15 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_15, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %buf186,%buf187,%buf188
triton_red_fused__native_batch_norm_legit_functional_30 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_30', '''
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
    size_hints={'x': 8192, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_30', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3371008, 'r0_': 0}, 'kernel_num_gb': 0.003291136, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_30(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 6656
    r0_numel = 121
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = xindex // 512
    x0 = (xindex % 512)
    tmp13_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp13_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp13_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = r0_2 + 121*x1
        tmp1 = tl.full([1, 1], 1568, tl.int32)
        tmp2 = tmp0 < tmp1
        tmp3 = tl.load(in_ptr0 + (x0 + 512*(((r0_2 + 121*x1) % 1568))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.full([1, 1], 0.0, tl.float32)
        tmp5 = tl.full(tmp4.shape, 0, tmp4.dtype)
        tmp6 = tl.where(tmp2, tmp4, tmp5)
        tmp7 = tl.full([1, 1], 1.0, tl.float32)
        tmp8 = tl.full(tmp7.shape, 0, tmp7.dtype)
        tmp9 = tl.where(tmp2, tmp7, tmp8)
        tmp10 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
        tmp11 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp12 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
        tmp13_mean_next, tmp13_m2_next, tmp13_weight_next = triton_helpers.welford_combine(
            tmp13_mean, tmp13_m2, tmp13_weight,
            tmp10, tmp11, tmp12
        )
        tmp13_mean = tl.where(r0_mask & xmask, tmp13_mean_next, tmp13_mean)
        tmp13_m2 = tl.where(r0_mask & xmask, tmp13_m2_next, tmp13_m2)
        tmp13_weight = tl.where(r0_mask & xmask, tmp13_weight_next, tmp13_weight)
    tmp14, tmp15, tmp16 = triton_helpers.welford(tmp13_mean, tmp13_m2, tmp13_weight, 1)
    tmp13 = tmp14[:, None]
    tmp17 = tmp15[:, None]
    tmp18 = tmp16[:, None]
    tl.store(out_ptr0 + (x3), tmp13, xmask)
    tl.store(out_ptr1 + (x3), tmp17, xmask)
    tl.store(out_ptr2 + (x3), tmp18, xmask)


def get_args():
    arg_0 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 512, 1, 1, 13), (6656, 1, 6656, 6656, 512), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 512, 1, 1, 13), (6656, 1, 6656, 6656, 512), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 512, 1, 1, 13), (6656, 1, 6656, 6656, 512), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 6656, 121,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_30.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_30.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.003291136
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/ju/cjuhbpcg5fgjzoljx6opocetc7z35kpt264qwfxf42ngwenvgql5.py
# Topologically Sorted Source Nodes: [out_43], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
# Source node to ATen node mapping:
#   out_43 => add_82, add_83, add_84, mul_106, mul_107, mul_108, mul_109, mul_110, rsqrt_15, squeeze_45, squeeze_47, var_mean_15
# Graph fragment:
#   %buf186 : Tensor "f32[1, 512, 1, 1, 13][6656, 1, 6656, 6656, 512]cuda:0" = PlaceHolder[target=buf186]
#   %buf187 : Tensor "f32[1, 512, 1, 1, 13][6656, 1, 6656, 6656, 512]cuda:0" = PlaceHolder[target=buf187]
#   %buf188 : Tensor "f32[1, 512, 1, 1, 13][6656, 1, 6656, 6656, 512]cuda:0" = PlaceHolder[target=buf188]
#   %buf190 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf190]
#   %getitem_33 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=getitem_33]
#   %copy__46 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=copy__46]
#   %add_83 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=add_83]
#   %copy__47 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=copy__47]
#   %add_84 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=add_84]
#   %var_mean_15 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_15, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_82 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_32, 1e-05), kwargs = {})
#   %rsqrt_15 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_82,), kwargs = {})
#   %squeeze_45 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_33, [0, 2, 3]), kwargs = {})
#   %mul_106 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_45, 0.1), kwargs = {})
#   %mul_107 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_94, 0.9), kwargs = {})
#   %add_83 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_106, %mul_107), kwargs = {})
#   %squeeze_47 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_32, [0, 2, 3]), kwargs = {})
#   %mul_108 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_47, 1.0006381620931717), kwargs = {})
#   %mul_109 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_108, 0.1), kwargs = {})
#   %mul_110 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_95, 0.9), kwargs = {})
#   %add_84 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_109, %mul_110), kwargs = {})
#   %copy__46 : Tensor "f32[512][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_94, %add_83), kwargs = {})
#   %copy__47 : Tensor "f32[512][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_95, %add_84), kwargs = {})
#   return %getitem_33,%buf190,%rsqrt_15,%add_83,%buf364,%add_84,%buf367
triton_per_fused__native_batch_norm_legit_functional_copy__31 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_copy__31', '''
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
    size_hints={'x': 512, 'r0_': 16},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_copy__31', 'mutated_arg_names': ['in_ptr3', 'in_ptr4', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 104448, 'r0_': 0}, 'kernel_num_gb': 9.4208e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_copy__31(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr4, out_ptr6, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 13
    R0_BLOCK: tl.constexpr = 16
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
    tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_1), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x0 + 512*r0_1), r0_mask & xmask, other=0.0)
    tmp2 = tl.load(in_ptr2 + (x0 + 512*r0_1), r0_mask & xmask, other=0.0)
    tmp23 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
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
    tmp16 = tl.full([1, 1], 1568.0, tl.float32)
    tmp17 = (tmp14 / tmp16)
    tmp18 = tl.full([1, 1], 1e-05, tl.float32)
    tmp19 = tmp17 + tmp18
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tl.full([1, 1], 0.1, tl.float32)
    tmp22 = tmp13 * tmp21
    tmp24 = tl.full([1, 1], 0.9, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tmp22 + tmp25
    tmp27 = tl.full([1, 1], 1.0006381620931717, tl.float32)
    tmp28 = tmp17 * tmp27
    tmp29 = tmp28 * tmp21
    tmp31 = tmp30 * tmp24
    tmp32 = tmp29 + tmp31
    tl.store(out_ptr2 + (x0), tmp20, xmask)
    tl.store(out_ptr4 + (x0), tmp26, xmask)
    tl.store(out_ptr6 + (x0), tmp32, xmask)
    tl.store(out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr1 + (x0), tmp14, xmask)


def get_args():
    arg_0 = rand_strided((1, 512, 1, 1, 13), (6656, 1, 6656, 6656, 512), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 512, 1, 1, 13), (6656, 1, 6656, 6656, 512), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 512, 1, 1, 13), (6656, 1, 6656, 6656, 512), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, 512, 13,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__native_batch_norm_legit_functional_copy__31.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__native_batch_norm_legit_functional_copy__31.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 9.4208e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/w7/cw7qpks3wq4fpqsotm2pysysr6wrux4drwlx3abeberoadntmnfc.py
# Topologically Sorted Source Nodes: [out_43, out_44], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
# Source node to ATen node mapping:
#   out_43 => add_82, add_85, mul_105, mul_111, rsqrt_15, sub_15, unsqueeze_60, unsqueeze_61, unsqueeze_62, unsqueeze_63, var_mean_15
#   out_44 => relu_13
# Graph fragment:
#   %convolution_15 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=convolution_15]
#   %getitem_33 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=getitem_33]
#   %buf190 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf190]
#   %primals_96 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_96]
#   %primals_97 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_97]
#   %var_mean_15 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_15, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_82 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_32, 1e-05), kwargs = {})
#   %rsqrt_15 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_82,), kwargs = {})
#   %sub_15 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_15, %getitem_33), kwargs = {})
#   %mul_105 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_15, %rsqrt_15), kwargs = {})
#   %unsqueeze_60 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_96, -1), kwargs = {})
#   %unsqueeze_61 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_60, -1), kwargs = {})
#   %mul_111 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_105, %unsqueeze_61), kwargs = {})
#   %unsqueeze_62 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_97, -1), kwargs = {})
#   %unsqueeze_63 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_62, -1), kwargs = {})
#   %add_85 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_111, %unsqueeze_63), kwargs = {})
#   %relu_13 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_85,), kwargs = {})
#   return %relu_13
triton_poi_fused__native_batch_norm_legit_functional_relu_32 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_relu_32', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_relu_32', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9641984}, 'kernel_num_gb': 0.00643072, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_relu_32(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 802816
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 512)
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1568.0, tl.float32)
    tmp5 = (tmp3 / tmp4)
    tmp6 = tl.full([1], 1e-05, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = libdevice.rsqrt(tmp7)
    tmp9 = tmp2 * tmp8
    tmp11 = tmp9 * tmp10
    tmp13 = tmp11 + tmp12
    tmp14 = tl.full([1], 0, tl.int32)
    tmp15 = triton_helpers.maximum(tmp14, tmp13)
    tl.store(out_ptr0 + (x2), tmp15, None)


def get_args():
    arg_0 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 802816,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_relu_32.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_relu_32.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00643072
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/gl/cgljogzwju5kygf6heyopanue5k33ke6xilb4u6uv76g2kjs5ipp.py
# Topologically Sorted Source Nodes: [out_46, input_6, out_47, out_48], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
# Source node to ATen node mapping:
#   input_6 => add_92, add_95, mul_119, mul_125, rsqrt_17, sub_17, unsqueeze_68, unsqueeze_69, unsqueeze_70, unsqueeze_71, var_mean_17
#   out_46 => add_87, add_90, mul_112, mul_118, rsqrt_16, sub_16, unsqueeze_64, unsqueeze_65, unsqueeze_66, unsqueeze_67, var_mean_16
#   out_47 => add_96
#   out_48 => relu_14
# Graph fragment:
#   %convolution_16 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=convolution_16]
#   %getitem_35 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=getitem_35]
#   %buf199 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf199]
#   %primals_102 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_102]
#   %primals_103 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_103]
#   %convolution_17 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=convolution_17]
#   %getitem_37 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=getitem_37]
#   %buf207 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf207]
#   %primals_108 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_108]
#   %primals_109 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_109]
#   %add_96 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=add_96]
#   %var_mean_16 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_16, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_87 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_34, 1e-05), kwargs = {})
#   %rsqrt_16 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_87,), kwargs = {})
#   %sub_16 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_16, %getitem_35), kwargs = {})
#   %mul_112 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_16, %rsqrt_16), kwargs = {})
#   %unsqueeze_64 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_102, -1), kwargs = {})
#   %unsqueeze_65 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_64, -1), kwargs = {})
#   %mul_118 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_112, %unsqueeze_65), kwargs = {})
#   %unsqueeze_66 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_103, -1), kwargs = {})
#   %unsqueeze_67 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_66, -1), kwargs = {})
#   %add_90 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_118, %unsqueeze_67), kwargs = {})
#   %var_mean_17 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_17, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_92 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_36, 1e-05), kwargs = {})
#   %rsqrt_17 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_92,), kwargs = {})
#   %sub_17 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_17, %getitem_37), kwargs = {})
#   %mul_119 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_17, %rsqrt_17), kwargs = {})
#   %unsqueeze_68 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_108, -1), kwargs = {})
#   %unsqueeze_69 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_68, -1), kwargs = {})
#   %mul_125 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_119, %unsqueeze_69), kwargs = {})
#   %unsqueeze_70 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_109, -1), kwargs = {})
#   %unsqueeze_71 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_70, -1), kwargs = {})
#   %add_95 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_125, %unsqueeze_71), kwargs = {})
#   %add_96 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_90, %add_95), kwargs = {})
#   %relu_14 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_96,), kwargs = {})
#   return %add_96,%relu_14
triton_poi_fused__native_batch_norm_legit_functional_add_relu_33 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_relu_33', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_relu_33', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12861440}, 'kernel_num_gb': 0.01286144, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_relu_33(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, xnumel, XBLOCK : tl.constexpr):
    xnumel = 802816
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 512)
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr5 + (x2), None)
    tmp15 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr7 + (x0), None, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr8 + (x0), None, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr9 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1568.0, tl.float32)
    tmp5 = (tmp3 / tmp4)
    tmp6 = tl.full([1], 1e-05, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = libdevice.rsqrt(tmp7)
    tmp9 = tmp2 * tmp8
    tmp11 = tmp9 * tmp10
    tmp13 = tmp11 + tmp12
    tmp16 = tmp14 - tmp15
    tmp18 = (tmp17 / tmp4)
    tmp19 = tmp18 + tmp6
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tmp16 * tmp20
    tmp23 = tmp21 * tmp22
    tmp25 = tmp23 + tmp24
    tmp26 = tmp13 + tmp25
    tmp27 = tl.full([1], 0, tl.int32)
    tmp28 = triton_helpers.maximum(tmp27, tmp26)
    tl.store(in_out_ptr0 + (x2), tmp28, None)


def get_args():
    arg_0 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_10 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, 802816,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_add_relu_33.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_add_relu_33.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.01286144
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/sp/csptyucnwhktvb4frxaxrfy2mvbfvrucffraixyslp3xozapsrol.py
# Topologically Sorted Source Nodes: [out_53, out_54, out_55, x_4, le], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu, aten.mean, aten.threshold_backward]
# Source node to ATen node mapping:
#   le => le
#   out_53 => add_103, add_106, mul_133, mul_139, rsqrt_19, sub_19, unsqueeze_76, unsqueeze_77, unsqueeze_78, unsqueeze_79, var_mean_19
#   out_54 => add_107
#   out_55 => relu_16
#   x_4 => mean
# Graph fragment:
#   %convolution_19 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=convolution_19]
#   %getitem_41 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=getitem_41]
#   %buf226 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf226]
#   %primals_120 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_120]
#   %primals_121 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_121]
#   %relu_14 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=relu_14]
#   %relu_16 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=relu_16]
#   %buf230 : Tensor "f32[32, 512, 1, 1][512, 1, 16384, 16384]cuda:0" = PlaceHolder[target=buf230]
#   %var_mean_19 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_19, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_103 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_40, 1e-05), kwargs = {})
#   %rsqrt_19 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_103,), kwargs = {})
#   %sub_19 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_19, %getitem_41), kwargs = {})
#   %mul_133 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_19, %rsqrt_19), kwargs = {})
#   %unsqueeze_76 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_120, -1), kwargs = {})
#   %unsqueeze_77 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_76, -1), kwargs = {})
#   %mul_139 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_133, %unsqueeze_77), kwargs = {})
#   %unsqueeze_78 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_121, -1), kwargs = {})
#   %unsqueeze_79 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_78, -1), kwargs = {})
#   %add_106 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_139, %unsqueeze_79), kwargs = {})
#   %add_107 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_106, %relu_14), kwargs = {})
#   %relu_16 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_107,), kwargs = {})
#   %mean : Tensor "f32[32, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%relu_16, [-1, -2], True), kwargs = {})
#   %le : Tensor "b8[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_16, 0), kwargs = {})
#   return %relu_16,%buf230,%le,%mean
triton_per_fused__native_batch_norm_legit_functional_add_mean_relu_threshold_backward_34 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_add_mean_relu_threshold_backward_34', '''
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
    size_hints={'x': 16384, 'r0_': 64},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr1': '*i1', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_add_mean_relu_threshold_backward_34', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6561792, 'r0_': 1605632}, 'kernel_num_gb': 0.007364608, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_add_mean_relu_threshold_backward_34(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16384
    r0_numel = 49
    R0_BLOCK: tl.constexpr = 64
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
    x0 = (xindex % 512)
    x1 = xindex // 512
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_2 + 25088*x1), r0_mask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr5 + (x0 + 512*r0_2 + 25088*x1), r0_mask, other=0.0)
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1568.0, tl.float32)
    tmp5 = (tmp3 / tmp4)
    tmp6 = tl.full([1, 1], 1e-05, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = libdevice.rsqrt(tmp7)
    tmp9 = tmp2 * tmp8
    tmp11 = tmp9 * tmp10
    tmp13 = tmp11 + tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1, 1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp20 = tl.where(r0_mask, tmp18, 0)
    tmp21 = tl.sum(tmp20, 1)[:, None].to(tl.float32)
    tmp22 = tl.full([1, 1], 0.0, tl.float32)
    tmp23 = tmp17 <= tmp22
    tmp24 = tl.full([1, 1], 49.0, tl.float32)
    tmp25 = (tmp21 / tmp24)
    tl.store(out_ptr1 + (r0_2 + 49*x3), tmp23, r0_mask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x3), tmp25, None)


def get_args():
    arg_0 = rand_strided((32, 512, 1, 1), (512, 1, 16384, 16384), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((32, 512, 7, 7), (25088, 49, 7, 1), device='cuda:0', dtype=torch.bool)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 16384, 49,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__native_batch_norm_legit_functional_add_mean_relu_threshold_backward_34.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__native_batch_norm_legit_functional_add_mean_relu_threshold_backward_34.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.007364608
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/ru/cruuxiyfgqyzebgtfoh26eqhssblbszy5bvocbfjhdcteptltjzh.py
# Topologically Sorted Source Nodes: [, cross_entropy], Original ATen: [prims.prepare_softmax_online, aten._log_softmax]
# Source node to ATen node mapping:
#    => prepare_softmax_online_default
#   cross_entropy => log
# Graph fragment:
#   %addmm : Tensor "f32[32, 1000][1000, 1]cuda:0" = PlaceHolder[target=addmm]
#   %getitem_43 : Tensor "f32[32, 1][1, 32]cuda:0" = PlaceHolder[target=getitem_43]
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%addmm, 1), kwargs = {})
#   %log : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.log.default](args = (%getitem_43,), kwargs = {})
#   return %getitem_42,%getitem_43,%log
triton_per_fused__log_softmax_prepare_softmax_online_35 = async_compile.triton('triton_per_fused__log_softmax_prepare_softmax_online_35', '''
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
    size_hints={'x': 32, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__log_softmax_prepare_softmax_online_35', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 128000}, 'kernel_num_gb': 0.000128384, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__log_softmax_prepare_softmax_online_35(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 32
    r0_numel = 1000
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 1000*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask & xmask, tmp3, float("-inf"))
    tmp6 = triton_helpers.max2(tmp5, 1)[:, None].to(tl.float32)
    tmp7 = tmp1 - tmp6
    tmp8 = libdevice.exp(tmp7)
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask & xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp13 = tl_math.log(tmp12)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr0 + (x0), tmp6, xmask)


def get_args():
    arg_0 = rand_strided((32, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 1000), (1000, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 32, 1000,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__log_softmax_prepare_softmax_online_35.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__log_softmax_prepare_softmax_online_35.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000128384
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/ex/cexojsbvtchzxg6yc66vjxzls4z43ul5weyelycqzlsv577dln4y.py
# Topologically Sorted Source Nodes: [, cross_entropy], Original ATen: [aten.sub, aten._log_softmax, aten.nll_loss_forward]
# Source node to ATen node mapping:
#    => sub_tensor
#   cross_entropy => convert_element_type, div, full_default, full_default_1, gather, ne, neg, squeeze_60, sub_21, sum_2, sum_3, unsqueeze_80, where, where_1
# Graph fragment:
#   %primals_124 : Tensor "i64[32][1]cuda:0" = PlaceHolder[target=primals_124]
#   %addmm : Tensor "f32[32, 1000][1000, 1]cuda:0" = PlaceHolder[target=addmm]
#   %getitem_42 : Tensor "f32[32, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_42]
#   %log : Tensor "f32[32, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %sum_2 : Tensor "i64[][]cuda:0" = PlaceHolder[target=sum_2]
#   %sum_3 : Tensor "f32[][]cuda:0" = PlaceHolder[target=sum_3]
#   %convert_element_type : Tensor "f32[][]cuda:0" = PlaceHolder[target=convert_element_type]
#   %sub_tensor : Tensor "f32[32, 1000][1000, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%addmm, %getitem_42), kwargs = {})
#   %sub_21 : Tensor "f32[32, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_tensor, %log), kwargs = {})
#   %ne : Tensor "b8[32][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.ne.Scalar](args = (%primals_124, -100), kwargs = {})
#   %full_default : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "i64[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %primals_124, %full_default), kwargs = {})
#   %unsqueeze_80 : Tensor "i64[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%where, 1), kwargs = {})
#   %gather : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%sub_21, 1, %unsqueeze_80), kwargs = {})
#   %squeeze_60 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%gather, 1), kwargs = {})
#   %neg : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%squeeze_60,), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %neg, %full_default_1), kwargs = {})
#   %sum_2 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%ne,), kwargs = {})
#   %convert_element_type : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_2, torch.float32), kwargs = {})
#   %sum_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%where_1,), kwargs = {})
#   %div : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_3, %convert_element_type), kwargs = {})
#   return %sum_2,%sum_3,%convert_element_type,%div
triton_per_fused__log_softmax_nll_loss_forward_sub_36 = async_compile.triton('triton_per_fused__log_softmax_nll_loss_forward_sub_36', '''
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
    size_hints={'x': 1, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__log_softmax_nll_loss_forward_sub_36', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 512}, 'kernel_num_gb': 6.52e-07, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__log_softmax_nll_loss_forward_sub_36(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
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
    tmp9 = tl.full([1, 1], 1000, tl.int32)
    tmp10 = tmp8 + tmp9
    tmp11 = tmp8 < 0
    tmp12 = tl.where(tmp11, tmp10, tmp8)
    tl.device_assert((0 <= tmp12) & (tmp12 < 1000), "index out of bounds: 0 <= tmp12 < 1000")
    tmp14 = tl.load(in_ptr1 + (tmp12 + 1000*r0_0), None, eviction_policy='evict_last')
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
    arg_1 = rand_strided((32,), (1,), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((32, 1000), (1000, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((32, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((32, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 1, 32,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__log_softmax_nll_loss_forward_sub_36.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__log_softmax_nll_loss_forward_sub_36.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 6.52e-07
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/tp/ctpmjimwm6vuq6jvzhb3j54gq6qls7yyfxq7xduyhivo4ahbenk2.py
# Topologically Sorted Source Nodes: [add_], Original ATen: [aten.add, aten.copy_]
# Source node to ATen node mapping:
#   add_ => add
# Graph fragment:
#   %copy_ : Tensor "i64[][]cuda:0" = PlaceHolder[target=copy_]
#   %add : Tensor "i64[][]cuda:0" = PlaceHolder[target=add]
#   %add : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_3, 1), kwargs = {})
#   %copy_ : Tensor "i64[][]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_3, %add), kwargs = {})
#   return %add,%buf241
triton_poi_fused_add_copy__37 = async_compile.triton('triton_poi_fused_add_copy__37', '''
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
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr1': '*i64', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_copy__37', 'mutated_arg_names': ['in_ptr0', 'out_ptr1'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'kernel_num_gb': 1.6e-08, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_copy__37(in_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp2 = tl.full([1], 1, tl.int64)
    tmp3 = tmp1 + tmp2
    tl.store(out_ptr1 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp3, None)


def get_args():
    arg_0 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    arg_1 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    return arg_0, arg_1, 1,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_copy__37.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_copy__37.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 1.6e-08
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124 = args
        args.clear()
        assert_size_stride(primals_1, (64, 3, 7, 7), (147, 49, 7, 1))
        assert_size_stride(primals_2, (32, 3, 224, 224), (150528, 50176, 224, 1))
        assert_size_stride(primals_3, (), ())
        assert_size_stride(primals_4, (64, ), (1, ))
        assert_size_stride(primals_5, (64, ), (1, ))
        assert_size_stride(primals_6, (64, ), (1, ))
        assert_size_stride(primals_7, (64, ), (1, ))
        assert_size_stride(primals_8, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_9, (), ())
        assert_size_stride(primals_10, (64, ), (1, ))
        assert_size_stride(primals_11, (64, ), (1, ))
        assert_size_stride(primals_12, (64, ), (1, ))
        assert_size_stride(primals_13, (64, ), (1, ))
        assert_size_stride(primals_14, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_15, (), ())
        assert_size_stride(primals_16, (64, ), (1, ))
        assert_size_stride(primals_17, (64, ), (1, ))
        assert_size_stride(primals_18, (64, ), (1, ))
        assert_size_stride(primals_19, (64, ), (1, ))
        assert_size_stride(primals_20, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_21, (), ())
        assert_size_stride(primals_22, (64, ), (1, ))
        assert_size_stride(primals_23, (64, ), (1, ))
        assert_size_stride(primals_24, (64, ), (1, ))
        assert_size_stride(primals_25, (64, ), (1, ))
        assert_size_stride(primals_26, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_27, (), ())
        assert_size_stride(primals_28, (64, ), (1, ))
        assert_size_stride(primals_29, (64, ), (1, ))
        assert_size_stride(primals_30, (64, ), (1, ))
        assert_size_stride(primals_31, (64, ), (1, ))
        assert_size_stride(primals_32, (128, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_33, (), ())
        assert_size_stride(primals_34, (128, ), (1, ))
        assert_size_stride(primals_35, (128, ), (1, ))
        assert_size_stride(primals_36, (128, ), (1, ))
        assert_size_stride(primals_37, (128, ), (1, ))
        assert_size_stride(primals_38, (128, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(primals_39, (), ())
        assert_size_stride(primals_40, (128, ), (1, ))
        assert_size_stride(primals_41, (128, ), (1, ))
        assert_size_stride(primals_42, (128, ), (1, ))
        assert_size_stride(primals_43, (128, ), (1, ))
        assert_size_stride(primals_44, (128, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(primals_45, (), ())
        assert_size_stride(primals_46, (128, ), (1, ))
        assert_size_stride(primals_47, (128, ), (1, ))
        assert_size_stride(primals_48, (128, ), (1, ))
        assert_size_stride(primals_49, (128, ), (1, ))
        assert_size_stride(primals_50, (128, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(primals_51, (), ())
        assert_size_stride(primals_52, (128, ), (1, ))
        assert_size_stride(primals_53, (128, ), (1, ))
        assert_size_stride(primals_54, (128, ), (1, ))
        assert_size_stride(primals_55, (128, ), (1, ))
        assert_size_stride(primals_56, (128, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(primals_57, (), ())
        assert_size_stride(primals_58, (128, ), (1, ))
        assert_size_stride(primals_59, (128, ), (1, ))
        assert_size_stride(primals_60, (128, ), (1, ))
        assert_size_stride(primals_61, (128, ), (1, ))
        assert_size_stride(primals_62, (256, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(primals_63, (), ())
        assert_size_stride(primals_64, (256, ), (1, ))
        assert_size_stride(primals_65, (256, ), (1, ))
        assert_size_stride(primals_66, (256, ), (1, ))
        assert_size_stride(primals_67, (256, ), (1, ))
        assert_size_stride(primals_68, (256, 256, 3, 3), (2304, 9, 3, 1))
        assert_size_stride(primals_69, (), ())
        assert_size_stride(primals_70, (256, ), (1, ))
        assert_size_stride(primals_71, (256, ), (1, ))
        assert_size_stride(primals_72, (256, ), (1, ))
        assert_size_stride(primals_73, (256, ), (1, ))
        assert_size_stride(primals_74, (256, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(primals_75, (), ())
        assert_size_stride(primals_76, (256, ), (1, ))
        assert_size_stride(primals_77, (256, ), (1, ))
        assert_size_stride(primals_78, (256, ), (1, ))
        assert_size_stride(primals_79, (256, ), (1, ))
        assert_size_stride(primals_80, (256, 256, 3, 3), (2304, 9, 3, 1))
        assert_size_stride(primals_81, (), ())
        assert_size_stride(primals_82, (256, ), (1, ))
        assert_size_stride(primals_83, (256, ), (1, ))
        assert_size_stride(primals_84, (256, ), (1, ))
        assert_size_stride(primals_85, (256, ), (1, ))
        assert_size_stride(primals_86, (256, 256, 3, 3), (2304, 9, 3, 1))
        assert_size_stride(primals_87, (), ())
        assert_size_stride(primals_88, (256, ), (1, ))
        assert_size_stride(primals_89, (256, ), (1, ))
        assert_size_stride(primals_90, (256, ), (1, ))
        assert_size_stride(primals_91, (256, ), (1, ))
        assert_size_stride(primals_92, (512, 256, 3, 3), (2304, 9, 3, 1))
        assert_size_stride(primals_93, (), ())
        assert_size_stride(primals_94, (512, ), (1, ))
        assert_size_stride(primals_95, (512, ), (1, ))
        assert_size_stride(primals_96, (512, ), (1, ))
        assert_size_stride(primals_97, (512, ), (1, ))
        assert_size_stride(primals_98, (512, 512, 3, 3), (4608, 9, 3, 1))
        assert_size_stride(primals_99, (), ())
        assert_size_stride(primals_100, (512, ), (1, ))
        assert_size_stride(primals_101, (512, ), (1, ))
        assert_size_stride(primals_102, (512, ), (1, ))
        assert_size_stride(primals_103, (512, ), (1, ))
        assert_size_stride(primals_104, (512, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(primals_105, (), ())
        assert_size_stride(primals_106, (512, ), (1, ))
        assert_size_stride(primals_107, (512, ), (1, ))
        assert_size_stride(primals_108, (512, ), (1, ))
        assert_size_stride(primals_109, (512, ), (1, ))
        assert_size_stride(primals_110, (512, 512, 3, 3), (4608, 9, 3, 1))
        assert_size_stride(primals_111, (), ())
        assert_size_stride(primals_112, (512, ), (1, ))
        assert_size_stride(primals_113, (512, ), (1, ))
        assert_size_stride(primals_114, (512, ), (1, ))
        assert_size_stride(primals_115, (512, ), (1, ))
        assert_size_stride(primals_116, (512, 512, 3, 3), (4608, 9, 3, 1))
        assert_size_stride(primals_117, (), ())
        assert_size_stride(primals_118, (512, ), (1, ))
        assert_size_stride(primals_119, (512, ), (1, ))
        assert_size_stride(primals_120, (512, ), (1, ))
        assert_size_stride(primals_121, (512, ), (1, ))
        assert_size_stride(primals_122, (1000, 512), (512, 1))
        assert_size_stride(primals_123, (1000, ), (1, ))
        assert_size_stride(primals_124, (32, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((64, 3, 7, 7), (147, 1, 21, 3), torch.float32)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_0:1
            stream0 = get_raw_stream(0)
            triton_poi_fused_0.run(primals_1, buf0, 192, 49, stream=stream0)
            del primals_1
            buf1 = empty_strided_cuda((32, 3, 224, 224), (150528, 1, 672, 3), torch.float32)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_1:2
            stream0 = get_raw_stream(0)
            triton_poi_fused_1.run(primals_2, buf1, 96, 50176, stream=stream0)
            del primals_2
            buf2 = empty_strided_cuda((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_2:3
            stream0 = get_raw_stream(0)
            triton_poi_fused_2.run(primals_8, buf2, 4096, 9, stream=stream0)
            del primals_8
            buf3 = empty_strided_cuda((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_2:4
            stream0 = get_raw_stream(0)
            triton_poi_fused_2.run(primals_14, buf3, 4096, 9, stream=stream0)
            del primals_14
            buf4 = empty_strided_cuda((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_2:5
            stream0 = get_raw_stream(0)
            triton_poi_fused_2.run(primals_20, buf4, 4096, 9, stream=stream0)
            del primals_20
            buf5 = empty_strided_cuda((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_2:6
            stream0 = get_raw_stream(0)
            triton_poi_fused_2.run(primals_26, buf5, 4096, 9, stream=stream0)
            del primals_26
            buf6 = empty_strided_cuda((128, 64, 3, 3), (576, 1, 192, 64), torch.float32)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_3:7
            stream0 = get_raw_stream(0)
            triton_poi_fused_3.run(primals_32, buf6, 8192, 9, stream=stream0)
            del primals_32
            buf7 = empty_strided_cuda((128, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_4:8
            stream0 = get_raw_stream(0)
            triton_poi_fused_4.run(primals_38, buf7, 16384, 9, stream=stream0)
            del primals_38
            buf8 = empty_strided_cuda((128, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_4:9
            stream0 = get_raw_stream(0)
            triton_poi_fused_4.run(primals_50, buf8, 16384, 9, stream=stream0)
            del primals_50
            buf9 = empty_strided_cuda((128, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_4:10
            stream0 = get_raw_stream(0)
            triton_poi_fused_4.run(primals_56, buf9, 16384, 9, stream=stream0)
            del primals_56
            buf10 = empty_strided_cuda((256, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_5:11
            stream0 = get_raw_stream(0)
            triton_poi_fused_5.run(primals_62, buf10, 32768, 9, stream=stream0)
            del primals_62
            buf11 = empty_strided_cuda((256, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_6:12
            stream0 = get_raw_stream(0)
            triton_poi_fused_6.run(primals_68, buf11, 65536, 9, stream=stream0)
            del primals_68
            buf12 = empty_strided_cuda((256, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_6:13
            stream0 = get_raw_stream(0)
            triton_poi_fused_6.run(primals_80, buf12, 65536, 9, stream=stream0)
            del primals_80
            buf13 = empty_strided_cuda((256, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_6:14
            stream0 = get_raw_stream(0)
            triton_poi_fused_6.run(primals_86, buf13, 65536, 9, stream=stream0)
            del primals_86
            buf14 = empty_strided_cuda((512, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_7:15
            stream0 = get_raw_stream(0)
            triton_poi_fused_7.run(primals_92, buf14, 131072, 9, stream=stream0)
            del primals_92
            buf15 = empty_strided_cuda((512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_8:16
            stream0 = get_raw_stream(0)
            triton_poi_fused_8.run(primals_98, buf15, 262144, 9, stream=stream0)
            del primals_98
            buf16 = empty_strided_cuda((512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_8:17
            stream0 = get_raw_stream(0)
            triton_poi_fused_8.run(primals_110, buf16, 262144, 9, stream=stream0)
            del primals_110
            buf17 = empty_strided_cuda((512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_8:18
            stream0 = get_raw_stream(0)
            triton_poi_fused_8.run(primals_116, buf17, 262144, 9, stream=stream0)
            del primals_116
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:19
            buf18 = extern_kernels.convolution(buf1, buf0, stride=(2, 2), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf18, (32, 64, 112, 112), (802816, 1, 7168, 64), 'torch.ops.aten.convolution.default')
            buf19 = empty_strided_cuda((1, 64, 1, 1, 1024), (65536, 1, 65536, 65536, 64), torch.float32)
            buf20 = empty_strided_cuda((1, 64, 1, 1, 1024), (65536, 1, 65536, 65536, 64), torch.float32)
            buf21 = empty_strided_cuda((1, 64, 1, 1, 1024), (65536, 1, 65536, 65536, 64), torch.float32)
            # Topologically Sorted Source Nodes: [x_1], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_9:20
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_9.run(buf18, buf19, buf20, buf21, 65536, 392, stream=stream0)
            buf22 = empty_strided_cuda((1, 64, 1, 1, 8), (512, 1, 512, 512, 64), torch.float32)
            buf23 = empty_strided_cuda((1, 64, 1, 1, 8), (512, 1, 512, 512, 64), torch.float32)
            buf24 = empty_strided_cuda((1, 64, 1, 1, 8), (512, 1, 512, 512, 64), torch.float32)
            # Topologically Sorted Source Nodes: [x_1], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_10:21
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_10.run(buf19, buf20, buf21, buf22, buf23, buf24, 512, 128, stream=stream0)
            del buf19
            del buf20
            del buf21
            buf25 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            buf26 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            buf28 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            # Topologically Sorted Source Nodes: [x_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__11:22
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__11.run(buf22, buf23, buf24, primals_4, primals_5, buf25, buf26, buf28, primals_4, primals_5, 64, 8, stream=stream0)
            del primals_4
            del primals_5
            buf29 = empty_strided_cuda((32, 64, 112, 112), (802816, 1, 7168, 64), torch.float32)
            # Topologically Sorted Source Nodes: [x_1, x_2], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_12:23
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_12.run(buf18, buf25, buf26, primals_6, primals_7, buf29, 25690112, stream=stream0)
            del primals_7
            buf30 = empty_strided_cuda((32, 64, 56, 56), (200704, 1, 3584, 64), torch.float32)
            buf31 = empty_strided_cuda((32, 64, 56, 56), (200704, 1, 3584, 64), torch.int8)
            # Topologically Sorted Source Nodes: [x_3], Original ATen: [aten.max_pool2d_with_indices]
            # [Provenance debug handles] triton_poi_fused_max_pool2d_with_indices_13:24
            stream0 = get_raw_stream(0)
            triton_poi_fused_max_pool2d_with_indices_13.run(buf29, buf30, buf31, 6422528, stream=stream0)
            # Topologically Sorted Source Nodes: [out], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:25
            buf32 = extern_kernels.convolution(buf30, buf2, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf32, (32, 64, 56, 56), (200704, 1, 3584, 64), 'torch.ops.aten.convolution.default')
            buf33 = empty_strided_cuda((1, 64, 1, 1, 784), (50176, 1, 50176, 50176, 64), torch.float32)
            buf34 = empty_strided_cuda((1, 64, 1, 1, 784), (50176, 1, 50176, 50176, 64), torch.float32)
            buf35 = empty_strided_cuda((1, 64, 1, 1, 784), (50176, 1, 50176, 50176, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_1], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_14:26
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_14.run(buf32, buf33, buf34, buf35, 50176, 128, stream=stream0)
            buf36 = empty_strided_cuda((1, 64, 1, 1, 7), (448, 1, 448, 448, 64), torch.float32)
            buf37 = empty_strided_cuda((1, 64, 1, 1, 7), (448, 1, 448, 448, 64), torch.float32)
            buf38 = empty_strided_cuda((1, 64, 1, 1, 7), (448, 1, 448, 448, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_1], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_15:27
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_15.run(buf33, buf34, buf35, buf36, buf37, buf38, 448, 112, stream=stream0)
            buf39 = buf26; del buf26  # reuse
            buf40 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            buf42 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__16:28
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__16.run(buf36, buf37, buf38, primals_10, primals_11, buf39, buf40, buf42, primals_10, primals_11, 64, 7, stream=stream0)
            del primals_10
            del primals_11
            buf43 = empty_strided_cuda((32, 64, 56, 56), (200704, 1, 3584, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_1, out_2], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_17:29
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_17.run(buf32, buf39, buf40, primals_12, primals_13, buf43, 6422528, stream=stream0)
            del primals_13
            # Topologically Sorted Source Nodes: [out_3], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:30
            buf44 = extern_kernels.convolution(buf43, buf3, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf44, (32, 64, 56, 56), (200704, 1, 3584, 64), 'torch.ops.aten.convolution.default')
            buf45 = buf35; del buf35  # reuse
            buf46 = buf34; del buf34  # reuse
            buf47 = buf33; del buf33  # reuse
            # Topologically Sorted Source Nodes: [out_4], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_14:31
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_14.run(buf44, buf45, buf46, buf47, 50176, 128, stream=stream0)
            buf48 = buf38; del buf38  # reuse
            buf49 = buf37; del buf37  # reuse
            buf50 = buf36; del buf36  # reuse
            # Topologically Sorted Source Nodes: [out_4], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_15:32
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_15.run(buf45, buf46, buf47, buf48, buf49, buf50, 448, 112, stream=stream0)
            buf51 = buf40; del buf40  # reuse
            buf52 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            buf54 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_4], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__16:33
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__16.run(buf48, buf49, buf50, primals_16, primals_17, buf51, buf52, buf54, primals_16, primals_17, 64, 7, stream=stream0)
            del primals_16
            del primals_17
            buf55 = empty_strided_cuda((32, 64, 56, 56), (200704, 1, 3584, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_4, out_5, out_6], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_relu_18:34
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_relu_18.run(buf44, buf51, buf52, primals_18, primals_19, buf30, buf55, 6422528, stream=stream0)
            del primals_19
            # Topologically Sorted Source Nodes: [out_7], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:35
            buf56 = extern_kernels.convolution(buf55, buf4, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf56, (32, 64, 56, 56), (200704, 1, 3584, 64), 'torch.ops.aten.convolution.default')
            buf57 = buf47; del buf47  # reuse
            buf58 = buf46; del buf46  # reuse
            buf59 = buf45; del buf45  # reuse
            # Topologically Sorted Source Nodes: [out_8], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_14:36
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_14.run(buf56, buf57, buf58, buf59, 50176, 128, stream=stream0)
            buf60 = buf50; del buf50  # reuse
            buf61 = buf49; del buf49  # reuse
            buf62 = buf48; del buf48  # reuse
            # Topologically Sorted Source Nodes: [out_8], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_15:37
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_15.run(buf57, buf58, buf59, buf60, buf61, buf62, 448, 112, stream=stream0)
            buf63 = buf52; del buf52  # reuse
            buf64 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            buf66 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_8], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__16:38
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__16.run(buf60, buf61, buf62, primals_22, primals_23, buf63, buf64, buf66, primals_22, primals_23, 64, 7, stream=stream0)
            del primals_22
            del primals_23
            buf67 = empty_strided_cuda((32, 64, 56, 56), (200704, 1, 3584, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_8, out_9], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_17:39
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_17.run(buf56, buf63, buf64, primals_24, primals_25, buf67, 6422528, stream=stream0)
            del primals_25
            # Topologically Sorted Source Nodes: [out_10], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:40
            buf68 = extern_kernels.convolution(buf67, buf5, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf68, (32, 64, 56, 56), (200704, 1, 3584, 64), 'torch.ops.aten.convolution.default')
            buf69 = buf59; del buf59  # reuse
            buf70 = buf58; del buf58  # reuse
            buf71 = buf57; del buf57  # reuse
            # Topologically Sorted Source Nodes: [out_11], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_14:41
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_14.run(buf68, buf69, buf70, buf71, 50176, 128, stream=stream0)
            buf72 = buf62; del buf62  # reuse
            buf73 = buf61; del buf61  # reuse
            buf74 = buf60; del buf60  # reuse
            # Topologically Sorted Source Nodes: [out_11], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_15:42
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_15.run(buf69, buf70, buf71, buf72, buf73, buf74, 448, 112, stream=stream0)
            del buf69
            del buf70
            del buf71
            buf75 = buf64; del buf64  # reuse
            buf76 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            buf78 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_11], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__16:43
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__16.run(buf72, buf73, buf74, primals_28, primals_29, buf75, buf76, buf78, primals_28, primals_29, 64, 7, stream=stream0)
            del buf72
            del buf73
            del buf74
            del primals_28
            del primals_29
            buf79 = empty_strided_cuda((32, 64, 56, 56), (200704, 1, 3584, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_11, out_12, out_13], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_relu_18:44
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_relu_18.run(buf68, buf75, buf76, primals_30, primals_31, buf55, buf79, 6422528, stream=stream0)
            del buf76
            del primals_31
            # Topologically Sorted Source Nodes: [out_14], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:45
            buf80 = extern_kernels.convolution(buf79, buf6, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf80, (32, 128, 28, 28), (100352, 1, 3584, 128), 'torch.ops.aten.convolution.default')
            buf81 = empty_strided_cuda((1, 128, 1, 1, 196), (25088, 1, 25088, 25088, 128), torch.float32)
            buf82 = empty_strided_cuda((1, 128, 1, 1, 196), (25088, 1, 25088, 25088, 128), torch.float32)
            buf83 = empty_strided_cuda((1, 128, 1, 1, 196), (25088, 1, 25088, 25088, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_15], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_19:46
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_19.run(buf80, buf81, buf82, buf83, 25088, 128, stream=stream0)
            buf84 = empty_strided_cuda((1, 128, 1, 1, 2), (256, 1, 256, 256, 128), torch.float32)
            buf85 = empty_strided_cuda((1, 128, 1, 1, 2), (256, 1, 256, 256, 128), torch.float32)
            buf86 = empty_strided_cuda((1, 128, 1, 1, 2), (256, 1, 256, 256, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_15], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_20:47
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_20.run(buf81, buf82, buf83, buf84, buf85, buf86, 256, 98, stream=stream0)
            buf87 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            buf88 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            buf90 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_15], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__21:48
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__21.run(buf84, buf85, buf86, primals_34, primals_35, buf87, buf88, buf90, primals_34, primals_35, 128, 2, stream=stream0)
            del primals_34
            del primals_35
            buf91 = empty_strided_cuda((32, 128, 28, 28), (100352, 1, 3584, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_15, out_16], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_22:49
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_22.run(buf80, buf87, buf88, primals_36, primals_37, buf91, 3211264, stream=stream0)
            del primals_37
            # Topologically Sorted Source Nodes: [out_17], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:50
            buf92 = extern_kernels.convolution(buf91, buf7, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf92, (32, 128, 28, 28), (100352, 1, 3584, 128), 'torch.ops.aten.convolution.default')
            buf93 = buf83; del buf83  # reuse
            buf94 = buf82; del buf82  # reuse
            buf95 = buf81; del buf81  # reuse
            # Topologically Sorted Source Nodes: [out_18], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_19:51
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_19.run(buf92, buf93, buf94, buf95, 25088, 128, stream=stream0)
            buf96 = buf86; del buf86  # reuse
            buf97 = buf85; del buf85  # reuse
            buf98 = buf84; del buf84  # reuse
            # Topologically Sorted Source Nodes: [out_18], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_20:52
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_20.run(buf93, buf94, buf95, buf96, buf97, buf98, 256, 98, stream=stream0)
            buf99 = buf88; del buf88  # reuse
            buf100 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            buf102 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_18], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__21:53
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__21.run(buf96, buf97, buf98, primals_40, primals_41, buf99, buf100, buf102, primals_40, primals_41, 128, 2, stream=stream0)
            del primals_40
            del primals_41
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:54
            buf103 = extern_kernels.convolution(buf79, reinterpret_tensor(primals_44, (128, 64, 1, 1), (64, 1, 64, 64), 0), stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf103, (32, 128, 28, 28), (100352, 1, 3584, 128), 'torch.ops.aten.convolution.default')
            buf104 = buf95; del buf95  # reuse
            buf105 = buf94; del buf94  # reuse
            buf106 = buf93; del buf93  # reuse
            # Topologically Sorted Source Nodes: [input_2], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_19:55
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_19.run(buf103, buf104, buf105, buf106, 25088, 128, stream=stream0)
            buf107 = buf98; del buf98  # reuse
            buf108 = buf97; del buf97  # reuse
            buf109 = buf96; del buf96  # reuse
            # Topologically Sorted Source Nodes: [input_2], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_20:56
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_20.run(buf104, buf105, buf106, buf107, buf108, buf109, 256, 98, stream=stream0)
            buf110 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            buf111 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            buf113 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            # Topologically Sorted Source Nodes: [input_2], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__21:57
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__21.run(buf107, buf108, buf109, primals_46, primals_47, buf110, buf111, buf113, primals_46, primals_47, 128, 2, stream=stream0)
            del primals_46
            del primals_47
            buf114 = empty_strided_cuda((32, 128, 28, 28), (100352, 1, 3584, 128), torch.float32)
            buf115 = buf114; del buf114  # reuse
            # Topologically Sorted Source Nodes: [out_18, input_2, out_19, out_20], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_relu_23:58
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_relu_23.run(buf115, buf92, buf99, buf100, primals_42, primals_43, buf103, buf110, buf111, primals_48, primals_49, 3211264, stream=stream0)
            del primals_43
            del primals_49
            # Topologically Sorted Source Nodes: [out_21], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:59
            buf116 = extern_kernels.convolution(buf115, buf8, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf116, (32, 128, 28, 28), (100352, 1, 3584, 128), 'torch.ops.aten.convolution.default')
            buf117 = buf106; del buf106  # reuse
            buf118 = buf105; del buf105  # reuse
            buf119 = buf104; del buf104  # reuse
            # Topologically Sorted Source Nodes: [out_22], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_19:60
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_19.run(buf116, buf117, buf118, buf119, 25088, 128, stream=stream0)
            buf120 = buf109; del buf109  # reuse
            buf121 = buf108; del buf108  # reuse
            buf122 = buf107; del buf107  # reuse
            # Topologically Sorted Source Nodes: [out_22], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_20:61
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_20.run(buf117, buf118, buf119, buf120, buf121, buf122, 256, 98, stream=stream0)
            buf123 = buf111; del buf111  # reuse
            buf124 = buf100; del buf100  # reuse
            buf126 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_22], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__21:62
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__21.run(buf120, buf121, buf122, primals_52, primals_53, buf123, buf124, buf126, primals_52, primals_53, 128, 2, stream=stream0)
            del primals_52
            del primals_53
            buf127 = empty_strided_cuda((32, 128, 28, 28), (100352, 1, 3584, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_22, out_23], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_22:63
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_22.run(buf116, buf123, buf124, primals_54, primals_55, buf127, 3211264, stream=stream0)
            del primals_55
            # Topologically Sorted Source Nodes: [out_24], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:64
            buf128 = extern_kernels.convolution(buf127, buf9, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf128, (32, 128, 28, 28), (100352, 1, 3584, 128), 'torch.ops.aten.convolution.default')
            buf129 = buf119; del buf119  # reuse
            buf130 = buf118; del buf118  # reuse
            buf131 = buf117; del buf117  # reuse
            # Topologically Sorted Source Nodes: [out_25], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_19:65
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_19.run(buf128, buf129, buf130, buf131, 25088, 128, stream=stream0)
            buf132 = buf122; del buf122  # reuse
            buf133 = buf121; del buf121  # reuse
            buf134 = buf120; del buf120  # reuse
            # Topologically Sorted Source Nodes: [out_25], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_20:66
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_20.run(buf129, buf130, buf131, buf132, buf133, buf134, 256, 98, stream=stream0)
            del buf129
            del buf130
            del buf131
            buf135 = buf124; del buf124  # reuse
            buf136 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            buf138 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_25], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__21:67
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__21.run(buf132, buf133, buf134, primals_58, primals_59, buf135, buf136, buf138, primals_58, primals_59, 128, 2, stream=stream0)
            del primals_58
            del primals_59
            buf139 = empty_strided_cuda((32, 128, 28, 28), (100352, 1, 3584, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_25, out_26, out_27], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_relu_24:68
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_relu_24.run(buf128, buf135, buf136, primals_60, primals_61, buf115, buf139, 3211264, stream=stream0)
            del buf136
            del primals_61
            # Topologically Sorted Source Nodes: [out_28], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:69
            buf140 = extern_kernels.convolution(buf139, buf10, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf140, (32, 256, 14, 14), (50176, 1, 3584, 256), 'torch.ops.aten.convolution.default')
            buf141 = empty_strided_cuda((1, 256, 1, 1, 49), (12544, 1, 12544, 12544, 256), torch.float32)
            buf142 = empty_strided_cuda((1, 256, 1, 1, 49), (12544, 1, 12544, 12544, 256), torch.float32)
            buf143 = empty_strided_cuda((1, 256, 1, 1, 49), (12544, 1, 12544, 12544, 256), torch.float32)
            # Topologically Sorted Source Nodes: [out_29], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_25:70
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_25.run(buf140, buf141, buf142, buf143, 12544, 128, stream=stream0)
            buf144 = reinterpret_tensor(buf134, (1, 256, 1, 1), (256, 1, 256, 256), 0); del buf134  # reuse
            buf145 = reinterpret_tensor(buf133, (1, 256, 1, 1), (256, 1, 256, 256), 0); del buf133  # reuse
            buf147 = reinterpret_tensor(buf132, (1, 256, 1, 1), (256, 1, 256, 256), 0); del buf132  # reuse
            # Topologically Sorted Source Nodes: [out_29], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__26:71
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__26.run(buf141, buf142, buf143, primals_64, primals_65, buf144, buf145, buf147, primals_64, primals_65, 256, 49, stream=stream0)
            del primals_64
            del primals_65
            buf148 = empty_strided_cuda((32, 256, 14, 14), (50176, 1, 3584, 256), torch.float32)
            # Topologically Sorted Source Nodes: [out_29, out_30], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_27:72
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_27.run(buf140, buf144, buf145, primals_66, primals_67, buf148, 1605632, stream=stream0)
            del primals_67
            # Topologically Sorted Source Nodes: [out_31], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:73
            buf149 = extern_kernels.convolution(buf148, buf11, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf149, (32, 256, 14, 14), (50176, 1, 3584, 256), 'torch.ops.aten.convolution.default')
            buf150 = buf143; del buf143  # reuse
            buf151 = buf142; del buf142  # reuse
            buf152 = buf141; del buf141  # reuse
            # Topologically Sorted Source Nodes: [out_32], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_25:74
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_25.run(buf149, buf150, buf151, buf152, 12544, 128, stream=stream0)
            buf153 = buf145; del buf145  # reuse
            buf154 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            buf156 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            # Topologically Sorted Source Nodes: [out_32], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__26:75
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__26.run(buf150, buf151, buf152, primals_70, primals_71, buf153, buf154, buf156, primals_70, primals_71, 256, 49, stream=stream0)
            del primals_70
            del primals_71
            # Topologically Sorted Source Nodes: [input_3], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:76
            buf157 = extern_kernels.convolution(buf139, reinterpret_tensor(primals_74, (256, 128, 1, 1), (128, 1, 128, 128), 0), stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf157, (32, 256, 14, 14), (50176, 1, 3584, 256), 'torch.ops.aten.convolution.default')
            buf158 = buf152; del buf152  # reuse
            buf159 = buf151; del buf151  # reuse
            buf160 = buf150; del buf150  # reuse
            # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_25:77
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_25.run(buf157, buf158, buf159, buf160, 12544, 128, stream=stream0)
            buf161 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            buf162 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            buf164 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__26:78
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__26.run(buf158, buf159, buf160, primals_76, primals_77, buf161, buf162, buf164, primals_76, primals_77, 256, 49, stream=stream0)
            del primals_76
            del primals_77
            buf165 = empty_strided_cuda((32, 256, 14, 14), (50176, 1, 3584, 256), torch.float32)
            buf166 = buf165; del buf165  # reuse
            # Topologically Sorted Source Nodes: [out_32, input_4, out_33, out_34], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_relu_28:79
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_relu_28.run(buf166, buf149, buf153, buf154, primals_72, primals_73, buf157, buf161, buf162, primals_78, primals_79, 1605632, stream=stream0)
            del primals_73
            del primals_79
            # Topologically Sorted Source Nodes: [out_35], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:80
            buf167 = extern_kernels.convolution(buf166, buf12, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf167, (32, 256, 14, 14), (50176, 1, 3584, 256), 'torch.ops.aten.convolution.default')
            buf168 = buf160; del buf160  # reuse
            buf169 = buf159; del buf159  # reuse
            buf170 = buf158; del buf158  # reuse
            # Topologically Sorted Source Nodes: [out_36], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_25:81
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_25.run(buf167, buf168, buf169, buf170, 12544, 128, stream=stream0)
            buf171 = buf162; del buf162  # reuse
            buf172 = buf154; del buf154  # reuse
            buf174 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            # Topologically Sorted Source Nodes: [out_36], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__26:82
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__26.run(buf168, buf169, buf170, primals_82, primals_83, buf171, buf172, buf174, primals_82, primals_83, 256, 49, stream=stream0)
            del primals_82
            del primals_83
            buf175 = empty_strided_cuda((32, 256, 14, 14), (50176, 1, 3584, 256), torch.float32)
            # Topologically Sorted Source Nodes: [out_36, out_37], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_27:83
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_27.run(buf167, buf171, buf172, primals_84, primals_85, buf175, 1605632, stream=stream0)
            del primals_85
            # Topologically Sorted Source Nodes: [out_38], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:84
            buf176 = extern_kernels.convolution(buf175, buf13, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf176, (32, 256, 14, 14), (50176, 1, 3584, 256), 'torch.ops.aten.convolution.default')
            buf177 = buf170; del buf170  # reuse
            buf178 = buf169; del buf169  # reuse
            buf179 = buf168; del buf168  # reuse
            # Topologically Sorted Source Nodes: [out_39], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_25:85
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_25.run(buf176, buf177, buf178, buf179, 12544, 128, stream=stream0)
            buf180 = buf172; del buf172  # reuse
            buf181 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            buf183 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            # Topologically Sorted Source Nodes: [out_39], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__26:86
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__26.run(buf177, buf178, buf179, primals_88, primals_89, buf180, buf181, buf183, primals_88, primals_89, 256, 49, stream=stream0)
            del buf177
            del buf178
            del buf179
            del primals_88
            del primals_89
            buf184 = empty_strided_cuda((32, 256, 14, 14), (50176, 1, 3584, 256), torch.float32)
            # Topologically Sorted Source Nodes: [out_39, out_40, out_41], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_relu_29:87
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_relu_29.run(buf176, buf180, buf181, primals_90, primals_91, buf166, buf184, 1605632, stream=stream0)
            del buf181
            del primals_91
            # Topologically Sorted Source Nodes: [out_42], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:88
            buf185 = extern_kernels.convolution(buf184, buf14, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf185, (32, 512, 7, 7), (25088, 1, 3584, 512), 'torch.ops.aten.convolution.default')
            buf186 = empty_strided_cuda((1, 512, 1, 1, 13), (6656, 1, 6656, 6656, 512), torch.float32)
            buf187 = empty_strided_cuda((1, 512, 1, 1, 13), (6656, 1, 6656, 6656, 512), torch.float32)
            buf188 = empty_strided_cuda((1, 512, 1, 1, 13), (6656, 1, 6656, 6656, 512), torch.float32)
            # Topologically Sorted Source Nodes: [out_43], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_30:89
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_30.run(buf185, buf186, buf187, buf188, 6656, 121, stream=stream0)
            buf189 = reinterpret_tensor(buf24, (1, 512, 1, 1), (512, 1, 512, 512), 0); del buf24  # reuse
            buf190 = reinterpret_tensor(buf23, (1, 512, 1, 1), (512, 1, 512, 512), 0); del buf23  # reuse
            buf192 = reinterpret_tensor(buf22, (1, 512, 1, 1), (512, 1, 512, 512), 0); del buf22  # reuse
            # Topologically Sorted Source Nodes: [out_43], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__31:90
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__31.run(buf186, buf187, buf188, primals_94, primals_95, buf189, buf190, buf192, primals_94, primals_95, 512, 13, stream=stream0)
            del primals_94
            del primals_95
            buf193 = empty_strided_cuda((32, 512, 7, 7), (25088, 1, 3584, 512), torch.float32)
            # Topologically Sorted Source Nodes: [out_43, out_44], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_32:91
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_32.run(buf185, buf189, buf190, primals_96, primals_97, buf193, 802816, stream=stream0)
            del primals_97
            # Topologically Sorted Source Nodes: [out_45], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:92
            buf194 = extern_kernels.convolution(buf193, buf15, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf194, (32, 512, 7, 7), (25088, 1, 3584, 512), 'torch.ops.aten.convolution.default')
            buf195 = buf188; del buf188  # reuse
            buf196 = buf187; del buf187  # reuse
            buf197 = buf186; del buf186  # reuse
            # Topologically Sorted Source Nodes: [out_46], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_30:93
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_30.run(buf194, buf195, buf196, buf197, 6656, 121, stream=stream0)
            buf198 = buf190; del buf190  # reuse
            buf199 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            buf201 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            # Topologically Sorted Source Nodes: [out_46], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__31:94
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__31.run(buf195, buf196, buf197, primals_100, primals_101, buf198, buf199, buf201, primals_100, primals_101, 512, 13, stream=stream0)
            del primals_100
            del primals_101
            # Topologically Sorted Source Nodes: [input_5], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:95
            buf202 = extern_kernels.convolution(buf184, reinterpret_tensor(primals_104, (512, 256, 1, 1), (256, 1, 256, 256), 0), stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf202, (32, 512, 7, 7), (25088, 1, 3584, 512), 'torch.ops.aten.convolution.default')
            buf203 = buf197; del buf197  # reuse
            buf204 = buf196; del buf196  # reuse
            buf205 = buf195; del buf195  # reuse
            # Topologically Sorted Source Nodes: [input_6], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_30:96
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_30.run(buf202, buf203, buf204, buf205, 6656, 121, stream=stream0)
            buf206 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            buf207 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            buf209 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            # Topologically Sorted Source Nodes: [input_6], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__31:97
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__31.run(buf203, buf204, buf205, primals_106, primals_107, buf206, buf207, buf209, primals_106, primals_107, 512, 13, stream=stream0)
            del primals_106
            del primals_107
            buf210 = empty_strided_cuda((32, 512, 7, 7), (25088, 1, 3584, 512), torch.float32)
            buf211 = buf210; del buf210  # reuse
            # Topologically Sorted Source Nodes: [out_46, input_6, out_47, out_48], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_relu_33:98
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_relu_33.run(buf211, buf194, buf198, buf199, primals_102, primals_103, buf202, buf206, buf207, primals_108, primals_109, 802816, stream=stream0)
            del primals_103
            del primals_109
            # Topologically Sorted Source Nodes: [out_49], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:99
            buf212 = extern_kernels.convolution(buf211, buf16, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf212, (32, 512, 7, 7), (25088, 1, 3584, 512), 'torch.ops.aten.convolution.default')
            buf213 = buf205; del buf205  # reuse
            buf214 = buf204; del buf204  # reuse
            buf215 = buf203; del buf203  # reuse
            # Topologically Sorted Source Nodes: [out_50], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_30:100
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_30.run(buf212, buf213, buf214, buf215, 6656, 121, stream=stream0)
            buf216 = buf207; del buf207  # reuse
            buf217 = buf199; del buf199  # reuse
            buf219 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            # Topologically Sorted Source Nodes: [out_50], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__31:101
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__31.run(buf213, buf214, buf215, primals_112, primals_113, buf216, buf217, buf219, primals_112, primals_113, 512, 13, stream=stream0)
            del primals_112
            del primals_113
            buf220 = empty_strided_cuda((32, 512, 7, 7), (25088, 1, 3584, 512), torch.float32)
            # Topologically Sorted Source Nodes: [out_50, out_51], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_32:102
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_32.run(buf212, buf216, buf217, primals_114, primals_115, buf220, 802816, stream=stream0)
            del primals_115
            # Topologically Sorted Source Nodes: [out_52], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:103
            buf221 = extern_kernels.convolution(buf220, buf17, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf221, (32, 512, 7, 7), (25088, 1, 3584, 512), 'torch.ops.aten.convolution.default')
            buf222 = buf215; del buf215  # reuse
            buf223 = buf214; del buf214  # reuse
            buf224 = buf213; del buf213  # reuse
            # Topologically Sorted Source Nodes: [out_53], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_30:104
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_30.run(buf221, buf222, buf223, buf224, 6656, 121, stream=stream0)
            buf225 = buf217; del buf217  # reuse
            buf226 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            buf228 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            # Topologically Sorted Source Nodes: [out_53], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__31:105
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__31.run(buf222, buf223, buf224, primals_118, primals_119, buf225, buf226, buf228, primals_118, primals_119, 512, 13, stream=stream0)
            del buf222
            del buf223
            del buf224
            del primals_118
            del primals_119
            buf230 = empty_strided_cuda((32, 512, 1, 1), (512, 1, 16384, 16384), torch.float32)
            buf239 = empty_strided_cuda((32, 512, 7, 7), (25088, 49, 7, 1), torch.bool)
            buf231 = buf230; del buf230  # reuse
            # Topologically Sorted Source Nodes: [out_53, out_54, out_55, x_4, le], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu, aten.mean, aten.threshold_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_mean_relu_threshold_backward_34:106
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_mean_relu_threshold_backward_34.run(buf231, buf221, buf225, buf226, primals_120, primals_121, buf211, buf239, 16384, 49, stream=stream0)
            del buf226
            del primals_121
            buf232 = empty_strided_cuda((32, 1000), (1000, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_4, x_5, x_6], Original ATen: [aten.mean, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:107
            extern_kernels.addmm(primals_123, reinterpret_tensor(buf231, (32, 512), (512, 1), 0), reinterpret_tensor(primals_122, (512, 1000), (1, 512), 0), alpha=1, beta=1, out=buf232)
            del primals_123
            buf233 = empty_strided_cuda((32, 1), (1, 1), torch.float32)
            buf234 = empty_strided_cuda((32, 1), (1, 32), torch.float32)
            buf235 = reinterpret_tensor(buf234, (32, 1), (1, 1), 0); del buf234  # reuse
            # Topologically Sorted Source Nodes: [, cross_entropy], Original ATen: [prims.prepare_softmax_online, aten._log_softmax]
            # [Provenance debug handles] triton_per_fused__log_softmax_prepare_softmax_online_35:108
            stream0 = get_raw_stream(0)
            triton_per_fused__log_softmax_prepare_softmax_online_35.run(buf235, buf232, buf233, 32, 1000, stream=stream0)
            buf238 = empty_strided_cuda((), (), torch.float32)
            buf237 = empty_strided_cuda((), (), torch.float32)
            buf400 = buf238; del buf238  # reuse
            # Topologically Sorted Source Nodes: [, cross_entropy], Original ATen: [aten.sub, aten._log_softmax, aten.nll_loss_forward]
            # [Provenance debug handles] triton_per_fused__log_softmax_nll_loss_forward_sub_36:109
            stream0 = get_raw_stream(0)
            triton_per_fused__log_softmax_nll_loss_forward_sub_36.run(buf400, primals_124, buf232, buf233, buf235, buf237, 1, 32, stream=stream0)
            # Topologically Sorted Source Nodes: [add_], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__37:110
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__37.run(primals_3, primals_3, 1, stream=stream0)
            del primals_3
            # Topologically Sorted Source Nodes: [add__1], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__37:111
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__37.run(primals_9, primals_9, 1, stream=stream0)
            del primals_9
            # Topologically Sorted Source Nodes: [add__2], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__37:112
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__37.run(primals_15, primals_15, 1, stream=stream0)
            del primals_15
            # Topologically Sorted Source Nodes: [add__3], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__37:113
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__37.run(primals_21, primals_21, 1, stream=stream0)
            del primals_21
            # Topologically Sorted Source Nodes: [add__4], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__37:114
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__37.run(primals_27, primals_27, 1, stream=stream0)
            del primals_27
            # Topologically Sorted Source Nodes: [add__5], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__37:115
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__37.run(primals_33, primals_33, 1, stream=stream0)
            del primals_33
            # Topologically Sorted Source Nodes: [add__6], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__37:116
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__37.run(primals_39, primals_39, 1, stream=stream0)
            del primals_39
            # Topologically Sorted Source Nodes: [add__7], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__37:117
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__37.run(primals_45, primals_45, 1, stream=stream0)
            del primals_45
            # Topologically Sorted Source Nodes: [add__8], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__37:118
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__37.run(primals_51, primals_51, 1, stream=stream0)
            del primals_51
            # Topologically Sorted Source Nodes: [add__9], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__37:119
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__37.run(primals_57, primals_57, 1, stream=stream0)
            del primals_57
            # Topologically Sorted Source Nodes: [add__10], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__37:120
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__37.run(primals_63, primals_63, 1, stream=stream0)
            del primals_63
            # Topologically Sorted Source Nodes: [add__11], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__37:121
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__37.run(primals_69, primals_69, 1, stream=stream0)
            del primals_69
            # Topologically Sorted Source Nodes: [add__12], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__37:122
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__37.run(primals_75, primals_75, 1, stream=stream0)
            del primals_75
            # Topologically Sorted Source Nodes: [add__13], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__37:123
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__37.run(primals_81, primals_81, 1, stream=stream0)
            del primals_81
            # Topologically Sorted Source Nodes: [add__14], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__37:124
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__37.run(primals_87, primals_87, 1, stream=stream0)
            del primals_87
            # Topologically Sorted Source Nodes: [add__15], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__37:125
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__37.run(primals_93, primals_93, 1, stream=stream0)
            del primals_93
            # Topologically Sorted Source Nodes: [add__16], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__37:126
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__37.run(primals_99, primals_99, 1, stream=stream0)
            del primals_99
            # Topologically Sorted Source Nodes: [add__17], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__37:127
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__37.run(primals_105, primals_105, 1, stream=stream0)
            del primals_105
            # Topologically Sorted Source Nodes: [add__18], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__37:128
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__37.run(primals_111, primals_111, 1, stream=stream0)
            del primals_111
            # Topologically Sorted Source Nodes: [add__19], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__37:129
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__37.run(primals_117, primals_117, 1, stream=stream0)
            del primals_117
        return (buf400, buf0, buf1, primals_6, buf2, primals_12, buf3, primals_18, buf4, primals_24, buf5, primals_30, buf6, primals_36, buf7, primals_42, primals_44, primals_48, buf8, primals_54, buf9, primals_60, buf10, primals_66, buf11, primals_72, primals_74, primals_78, buf12, primals_84, buf13, primals_90, buf14, primals_96, buf15, primals_102, primals_104, primals_108, buf16, primals_114, buf17, primals_120, primals_122, primals_124, buf18, reinterpret_tensor(buf28, (64, ), (1, ), 0), buf29, buf30, buf31, buf32, reinterpret_tensor(buf42, (64, ), (1, ), 0), buf43, buf44, reinterpret_tensor(buf54, (64, ), (1, ), 0), buf55, buf56, reinterpret_tensor(buf66, (64, ), (1, ), 0), buf67, buf68, reinterpret_tensor(buf78, (64, ), (1, ), 0), buf79, buf80, reinterpret_tensor(buf90, (128, ), (1, ), 0), buf91, buf92, reinterpret_tensor(buf102, (128, ), (1, ), 0), buf103, reinterpret_tensor(buf113, (128, ), (1, ), 0), buf115, buf116, reinterpret_tensor(buf126, (128, ), (1, ), 0), buf127, buf128, reinterpret_tensor(buf138, (128, ), (1, ), 0), buf139, buf140, reinterpret_tensor(buf147, (256, ), (1, ), 0), buf148, buf149, reinterpret_tensor(buf156, (256, ), (1, ), 0), buf157, reinterpret_tensor(buf164, (256, ), (1, ), 0), buf166, buf167, reinterpret_tensor(buf174, (256, ), (1, ), 0), buf175, buf176, reinterpret_tensor(buf183, (256, ), (1, ), 0), buf184, buf185, reinterpret_tensor(buf192, (512, ), (1, ), 0), buf193, buf194, reinterpret_tensor(buf201, (512, ), (1, ), 0), buf202, reinterpret_tensor(buf209, (512, ), (1, ), 0), buf211, buf212, reinterpret_tensor(buf219, (512, ), (1, ), 0), buf220, buf221, reinterpret_tensor(buf228, (512, ), (1, ), 0), reinterpret_tensor(buf231, (32, 512), (512, 1), 0), buf232, buf233, buf235, buf237, buf239, reinterpret_tensor(buf225, (1, 512, 1, 1), (512, 1, 1, 1), 0), reinterpret_tensor(buf216, (1, 512, 1, 1), (512, 1, 1, 1), 0), reinterpret_tensor(buf206, (1, 512, 1, 1), (512, 1, 1, 1), 0), reinterpret_tensor(buf198, (1, 512, 1, 1), (512, 1, 1, 1), 0), reinterpret_tensor(buf189, (1, 512, 1, 1), (512, 1, 1, 1), 0), reinterpret_tensor(buf180, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf171, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf161, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf153, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf144, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf135, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf123, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf110, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf99, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf87, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf75, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf63, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf51, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf39, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf25, (1, 64, 1, 1), (64, 1, 1, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((64, 3, 7, 7), (147, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((32, 3, 224, 224), (150528, 50176, 224, 1), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_4 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_10 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_16 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_22 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_28 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_29 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((128, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_33 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_34 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_35 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_36 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_37 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_38 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_39 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_40 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_41 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_42 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_43 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_44 = rand_strided((128, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_45 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_46 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_47 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_48 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_49 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_50 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_51 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_52 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_53 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_54 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_55 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_56 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_57 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_58 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_59 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_60 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_61 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_62 = rand_strided((256, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_63 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_64 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_65 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_66 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_67 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_68 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_69 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_70 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_71 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_72 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_73 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_74 = rand_strided((256, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_75 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_76 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_77 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_78 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_79 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_80 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_81 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_82 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_83 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_84 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_85 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_86 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_87 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_88 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_89 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_90 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_91 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_92 = rand_strided((512, 256, 3, 3), (2304, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_93 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_94 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_95 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_96 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_97 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_98 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_99 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_100 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_101 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_102 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_103 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_104 = rand_strided((512, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_105 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_106 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_107 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_108 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_109 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_110 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_111 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_112 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_113 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_114 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_115 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_116 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_117 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_118 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_119 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_120 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_121 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_122 = rand_strided((1000, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_123 = rand_strided((1000, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_124 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.int64)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))


# AOT ID: ['1_backward']
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


# kernel path: /tmp/lab-cache-ouBYJd/inductor/l5/cl5m6rm63spmeokrlehnlqrmsrtk6f6s52qiqkj2qtnmzi3co6og.py
# Topologically Sorted Source Nodes: [div_1, unsqueeze_81, ne_3, cross_entropy, where_2, , where_3, mul_140, exp_1, sum_4, mul_141, sub_22], Original ATen: [aten.nll_loss_backward, aten.nll_loss_forward, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten.where, aten._log_softmax, aten._log_softmax_backward_data]
# Source node to ATen node mapping:
#    => eq_tensor, expand_default, iota_default, scalar_tensor_default, scalar_tensor_default_1, view_default, where_self
#   cross_entropy => full_default, full_default_1, sub_20, sub_21
#   div_1 => div_1
#   exp_1 => exp_1
#   mul_140 => mul_140
#   mul_141 => mul_141
#   ne_3 => ne_3
#   sub_22 => sub_22
#   sum_4 => sum_4
#   unsqueeze_81 => unsqueeze_81
#   where_2 => where_2
#   where_3 => where_3
# Graph fragment:
#   %primals_124 : Tensor "i64[32][1]cuda:0" = PlaceHolder[target=primals_124]
#   %tangents_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=tangents_1]
#   %convert_element_type : Tensor "f32[][]cuda:0" = PlaceHolder[target=convert_element_type]
#   %addmm : Tensor "f32[32, 1000][1000, 1]cuda:0" = PlaceHolder[target=addmm]
#   %amax : Tensor "f32[32, 1][1, 1]cuda:0" = PlaceHolder[target=amax]
#   %log : Tensor "f32[32, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %sum_4 : Tensor "f32[32, 1][1, 32]cuda:0" = PlaceHolder[target=sum_4]
#   %div_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%tangents_1, %convert_element_type), kwargs = {})
#   %unsqueeze_81 : Tensor "i64[32, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_124, 1), kwargs = {})
#   %ne_3 : Tensor "b8[32, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.ne.Scalar](args = (%unsqueeze_81, -100), kwargs = {})
#   %full_default : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_2 : Tensor "i64[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_3, %unsqueeze_81, %full_default), kwargs = {})
#   %iota_default : Tensor "i64[1000][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (1000,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %view_default : Tensor "i64[1, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%iota_default, [1, 1000]), kwargs = {})
#   %expand_default : Tensor "i64[32, 1000][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_2, [32, 1000]), kwargs = {})
#   %eq_tensor : Tensor "b8[32, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%expand_default, %view_default), kwargs = {})
#   %scalar_tensor_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (0,), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0})
#   %scalar_tensor_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (-1.0,), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0})
#   %where_self : Tensor "f32[32, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%eq_tensor, %scalar_tensor_default_1, %scalar_tensor_default), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_3 : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_3, %div_1, %full_default_1), kwargs = {})
#   %mul_140 : Tensor "f32[32, 1000][1000, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_self, %where_3), kwargs = {})
#   %sub_20 : Tensor "f32[32, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%addmm, %amax), kwargs = {})
#   %sub_21 : Tensor "f32[32, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_20, %log), kwargs = {})
#   %exp_1 : Tensor "f32[32, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_21,), kwargs = {})
#   %sum_4 : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_140, [1], True), kwargs = {})
#   %mul_141 : Tensor "f32[32, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_1, %sum_4), kwargs = {})
#   %sub_22 : Tensor "f32[32, 1000][1000, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_140, %mul_141), kwargs = {})
#   return %sum_4,%sub_22
triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0 = async_compile.triton('triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0', '''
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
    size_hints={'x': 32, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 384000}, 'kernel_num_gb': 0.00025652, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 32
    r0_numel = 1000
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
    tmp10 = tl.load(in_ptr1 + (0))
    tmp11 = tl.broadcast_to(tmp10, [1, 1])
    tmp12 = tl.load(in_ptr2 + (0))
    tmp13 = tl.broadcast_to(tmp12, [1, 1])
    tmp21 = tl.load(in_out_ptr0 + (r0_1 + 1000*x0), r0_mask & xmask, other=0.0)
    tmp22 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
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
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp23 = tmp21 - tmp22
    tmp25 = tmp23 - tmp24
    tmp26 = libdevice.exp(tmp25)
    tmp27 = tmp26 * tmp20
    tmp28 = tmp16 - tmp27
    tl.store(in_out_ptr0 + (r0_1 + 1000*x0), tmp28, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((32, 1000), (1000, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32,), (1,), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((32, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 32, 1000,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00025652
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/m7/cm77yyyqjcxabnqv3jzk34mw6t2iyvjxzohd4yqcaok7r632nfqy.py
# Topologically Sorted Source Nodes: [cross_entropy, view_2, expand, div_2, where_4, sub_23, mul_142, sum_7], Original ATen: [aten.nll_loss_forward, aten.view, aten.expand, aten.div, aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   cross_entropy => full_default_1
#   div_2 => div_2
#   expand => expand
#   mul_142 => mul_142
#   sub_23 => sub_23
#   sum_7 => sum_7
#   view_2 => view_2
#   where_4 => where_4
# Graph fragment:
#   %le : Tensor "b8[32, 512, 7, 7][25088, 49, 7, 1]cuda:0" = PlaceHolder[target=le]
#   %mm : Tensor "f32[32, 512][512, 1]cuda:0" = PlaceHolder[target=mm]
#   %convolution_19 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=convolution_19]
#   %unsqueeze_84 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_84]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_2 : Tensor "f32[32, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [32, 512, 1, 1]), kwargs = {})
#   %expand : Tensor "f32[32, 512, 7, 7][512, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_2, [32, 512, 7, 7]), kwargs = {})
#   %div_2 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 49), kwargs = {})
#   %where_4 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default_1, %div_2), kwargs = {})
#   %sub_23 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_19, %unsqueeze_84), kwargs = {})
#   %mul_142 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_4, %sub_23), kwargs = {})
#   %sum_7 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_142, [0, 2, 3]), kwargs = {})
#   return %buf6
triton_red_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_1 = async_compile.triton('triton_red_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_1', '''
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
    size_hints={'x': 8192, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i1', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3332096, 'r0_': 802816}, 'kernel_num_gb': 0.004108288, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 6656
    r0_numel = 121
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = xindex // 512
    x0 = (xindex % 512)
    _tmp16 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = r0_2 + 121*x1
        tmp1 = tl.full([1, 1], 1568, tl.int32)
        tmp2 = tmp0 < tmp1
        tmp3 = tl.load(in_ptr0 + (49*x0 + 25088*((((r0_2 + 121*x1) // 49) % 32)) + (((r0_2 + 121*x1) % 49))), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp4 = tl.load(in_ptr1 + (x0 + 512*((((r0_2 + 121*x1) // 49) % 32))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0)
        tmp5 = tl.full([1, 1], 0.02040816326530612, tl.float32)
        tmp6 = tmp4 * tmp5
        tmp7 = tl.full([1, 1], 0.0, tl.float32)
        tmp8 = tl.where(tmp3, tmp7, tmp6)
        tmp9 = tl.load(in_ptr2 + (x0 + 512*(((r0_2 + 121*x1) % 1568))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0)
        tmp10 = tl.load(in_ptr3 + (tl.broadcast_to(x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0)
        tmp11 = tmp9 - tmp10
        tmp12 = tmp8 * tmp11
        tmp13 = tl.full(tmp12.shape, 0, tmp12.dtype)
        tmp14 = tl.where(tmp2, tmp12, tmp13)
        tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
        tmp17 = _tmp16 + tmp15
        _tmp16 = tl.where(r0_mask & xmask, tmp17, _tmp16)
    tmp16 = tl.sum(_tmp16, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp16, xmask)


def get_args():
    arg_0 = rand_strided((32, 512, 7, 7), (25088, 49, 7, 1), device='cuda:0', dtype=torch.bool)
    arg_1 = rand_strided((32, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((512, 13), (1, 512), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 6656, 121,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.004108288
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/vd/cvduzrij4tci36nceibvemj57afcliwfmpr5svii7j3y3l6n3daf.py
# Topologically Sorted Source Nodes: [cross_entropy, view_2, expand, div_2, where_4, sub_23, mul_142, sum_7, mul_150], Original ATen: [aten.nll_loss_forward, aten.view, aten.expand, aten.div, aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   cross_entropy => full_default_1
#   div_2 => div_2
#   expand => expand
#   mul_142 => mul_142
#   mul_150 => mul_150
#   sub_23 => sub_23
#   sum_7 => sum_7
#   view_2 => view_2
#   where_4 => where_4
# Graph fragment:
#   %buf6 : Tensor "f32[512, 13][1, 512]cuda:0" = PlaceHolder[target=buf6]
#   %sum_7 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_7]
#   %squeeze_58 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=squeeze_58]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_2 : Tensor "f32[32, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [32, 512, 1, 1]), kwargs = {})
#   %expand : Tensor "f32[32, 512, 7, 7][512, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_2, [32, 512, 7, 7]), kwargs = {})
#   %div_2 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 49), kwargs = {})
#   %where_4 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default_1, %div_2), kwargs = {})
#   %sub_23 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_19, %unsqueeze_84), kwargs = {})
#   %mul_142 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_4, %sub_23), kwargs = {})
#   %sum_7 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_142, [0, 2, 3]), kwargs = {})
#   %mul_150 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_7, %squeeze_58), kwargs = {})
#   return %sum_7,%mul_150
triton_per_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_2 = async_compile.triton('triton_per_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_2', '''
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
    size_hints={'x': 512, 'r0_': 16},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 36864, 'r0_': 0}, 'kernel_num_gb': 3.2768e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_2(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 13
    R0_BLOCK: tl.constexpr = 16
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
    tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_1), r0_mask & xmask, other=0.0)
    tmp5 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tmp4 * tmp5
    tl.store(out_ptr1 + (x0), tmp6, xmask)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((512, 13), (1, 512), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 512, 13,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 3.2768e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/46/c46bxwqyaghqnii4sueymq2cfcw5y73bvj5brhto6gxlhkbyrbri.py
# Topologically Sorted Source Nodes: [cross_entropy, view_2, expand, div_2, where_4, sum_6, sub_23, mul_143, unsqueeze_85, unsqueeze_86, unsqueeze_87, mul_144, mul_145, mul_146, unsqueeze_88, unsqueeze_89, unsqueeze_90, mul_147, unsqueeze_91, unsqueeze_92, unsqueeze_93, mul_148, sub_25, sub_26, mul_149, convolution_backward], Original ATen: [aten.nll_loss_forward, aten.view, aten.expand, aten.div, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward => convolution_backward
#   cross_entropy => full_default_1
#   div_2 => div_2
#   expand => expand
#   mul_143 => mul_143
#   mul_144 => mul_144
#   mul_145 => mul_145
#   mul_146 => mul_146
#   mul_147 => mul_147
#   mul_148 => mul_148
#   mul_149 => mul_149
#   sub_23 => sub_23
#   sub_25 => sub_25
#   sub_26 => sub_26
#   sum_6 => sum_6
#   unsqueeze_85 => unsqueeze_85
#   unsqueeze_86 => unsqueeze_86
#   unsqueeze_87 => unsqueeze_87
#   unsqueeze_88 => unsqueeze_88
#   unsqueeze_89 => unsqueeze_89
#   unsqueeze_90 => unsqueeze_90
#   unsqueeze_91 => unsqueeze_91
#   unsqueeze_92 => unsqueeze_92
#   unsqueeze_93 => unsqueeze_93
#   view_2 => view_2
#   where_4 => where_4
# Graph fragment:
#   %le : Tensor "b8[32, 512, 7, 7][25088, 49, 7, 1]cuda:0" = PlaceHolder[target=le]
#   %mm : Tensor "f32[32, 512][512, 1]cuda:0" = PlaceHolder[target=mm]
#   %convolution_19 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=convolution_19]
#   %unsqueeze_84 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_84]
#   %sum_7 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_7]
#   %squeeze_58 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=squeeze_58]
#   %sum_6 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_6]
#   %primals_120 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_120]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_2 : Tensor "f32[32, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [32, 512, 1, 1]), kwargs = {})
#   %expand : Tensor "f32[32, 512, 7, 7][512, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_2, [32, 512, 7, 7]), kwargs = {})
#   %div_2 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 49), kwargs = {})
#   %where_4 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default_1, %div_2), kwargs = {})
#   %sum_6 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_4, [0, 2, 3]), kwargs = {})
#   %sub_23 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_19, %unsqueeze_84), kwargs = {})
#   %mul_143 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_6, 0.0006377551020408163), kwargs = {})
#   %unsqueeze_85 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_143, 0), kwargs = {})
#   %unsqueeze_86 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_85, 2), kwargs = {})
#   %unsqueeze_87 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_86, 3), kwargs = {})
#   %mul_144 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_7, 0.0006377551020408163), kwargs = {})
#   %mul_145 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_58, %squeeze_58), kwargs = {})
#   %mul_146 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_144, %mul_145), kwargs = {})
#   %unsqueeze_88 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_146, 0), kwargs = {})
#   %unsqueeze_89 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_88, 2), kwargs = {})
#   %unsqueeze_90 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_89, 3), kwargs = {})
#   %mul_147 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_58, %primals_120), kwargs = {})
#   %unsqueeze_91 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_147, 0), kwargs = {})
#   %unsqueeze_92 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_91, 2), kwargs = {})
#   %unsqueeze_93 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_92, 3), kwargs = {})
#   %mul_148 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_23, %unsqueeze_90), kwargs = {})
#   %sub_25 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_4, %mul_148), kwargs = {})
#   %sub_26 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_25, %unsqueeze_87), kwargs = {})
#   %mul_149 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_26, %unsqueeze_93), kwargs = {})
#   %convolution_backward : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_149, %relu_15, %primals_116, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %sum_6,%buf9
triton_red_fused_convolution_backward_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_3 = async_compile.triton('triton_red_fused_convolution_backward_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_3', '''
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
    size_hints={'x': 512, 'r0_': 2048},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i1', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_backward_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3289088, 'r0_': 7225344}, 'kernel_num_gb': 0.00730112, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_convolution_backward_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 1568
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 49)
        r0_2 = r0_index // 49
        tmp0 = tl.load(in_ptr0 + (r0_1 + 49*x0 + 25088*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp1 = tl.load(in_ptr1 + (x0 + 512*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tl.full([1, 1], 0.02040816326530612, tl.float32)
        tmp3 = tmp1 * tmp2
        tmp4 = tl.full([1, 1], 0.0, tl.float32)
        tmp5 = tl.where(tmp0, tmp4, tmp3)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp7, xmask)
    tmp16 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 49)
        r0_2 = r0_index // 49
        r0_3 = r0_index
        tmp9 = tl.load(in_ptr0 + (r0_1 + 49*x0 + 25088*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.int1)
        tmp10 = tl.load(in_ptr1 + (x0 + 512*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp15 = tl.load(in_ptr2 + (x0 + 512*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp11 = tl.full([1, 1], 0.02040816326530612, tl.float32)
        tmp12 = tmp10 * tmp11
        tmp13 = tl.full([1, 1], 0.0, tl.float32)
        tmp14 = tl.where(tmp9, tmp13, tmp12)
        tmp17 = tmp15 - tmp16
        tmp19 = tl.full([1, 1], 0.0006377551020408163, tl.float32)
        tmp20 = tmp18 * tmp19
        tmp22 = tmp21 * tmp21
        tmp23 = tmp20 * tmp22
        tmp24 = tmp17 * tmp23
        tmp25 = tmp14 - tmp24
        tmp26 = tmp7 * tmp19
        tmp27 = tmp25 - tmp26
        tmp29 = tmp21 * tmp28
        tmp30 = tmp27 * tmp29
        tl.store(out_ptr1 + (r0_1 + 49*x0 + 25088*r0_2), tmp30, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((32, 512, 7, 7), (25088, 49, 7, 1), device='cuda:0', dtype=torch.bool)
    arg_1 = rand_strided((32, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((32, 512, 7, 7), (25088, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 512, 1568,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_convolution_backward_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_convolution_backward_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00730112
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/ts/ctswehh2qjho4kksjbs3jbvcxsubzd3ki3lew7v5ke6mx2edgqpg.py
# Topologically Sorted Source Nodes: [cross_entropy, le_1, where_5, sum_8, sub_27, mul_151, sum_9], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   cross_entropy => full_default_1
#   le_1 => le_1
#   mul_151 => mul_151
#   sub_27 => sub_27
#   sum_8 => sum_8
#   sum_9 => sum_9
#   where_5 => where_5
# Graph fragment:
#   %relu_15 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=relu_15]
#   %getitem_42 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=getitem_42]
#   %convolution_18 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=convolution_18]
#   %unsqueeze_96 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_96]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_1 : Tensor "b8[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_15, 0), kwargs = {})
#   %where_5 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_1, %full_default_1, %getitem_42), kwargs = {})
#   %sum_8 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_5, [0, 2, 3]), kwargs = {})
#   %sub_27 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_18, %unsqueeze_96), kwargs = {})
#   %mul_151 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_5, %sub_27), kwargs = {})
#   %sum_9 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_151, [0, 2, 3]), kwargs = {})
#   return %buf13,%buf15
triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_4 = async_compile.triton('triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_4', '''
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
    size_hints={'x': 8192, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9742336, 'r0_': 0}, 'kernel_num_gb': 0.009689088, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 6656
    r0_numel = 121
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = xindex // 512
    x0 = (xindex % 512)
    _tmp11 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp20 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = r0_2 + 121*x1
        tmp1 = tl.full([1, 1], 1568, tl.int32)
        tmp2 = tmp0 < tmp1
        tmp3 = tl.load(in_ptr0 + (x0 + 512*(((r0_2 + 121*x1) % 1568))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.full([1, 1], 0.0, tl.float32)
        tmp5 = tmp3 <= tmp4
        tmp6 = tl.load(in_ptr1 + (x0 + 512*(((r0_2 + 121*x1) % 1568))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0)
        tmp7 = tl.where(tmp5, tmp4, tmp6)
        tmp8 = tl.full(tmp7.shape, 0, tmp7.dtype)
        tmp9 = tl.where(tmp2, tmp7, tmp8)
        tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
        tmp12 = _tmp11 + tmp10
        _tmp11 = tl.where(r0_mask & xmask, tmp12, _tmp11)
        tmp13 = tl.load(in_ptr2 + (x0 + 512*(((r0_2 + 121*x1) % 1568))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0)
        tmp14 = tl.load(in_ptr3 + (tl.broadcast_to(x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0)
        tmp15 = tmp13 - tmp14
        tmp16 = tmp7 * tmp15
        tmp17 = tl.full(tmp16.shape, 0, tmp16.dtype)
        tmp18 = tl.where(tmp2, tmp16, tmp17)
        tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
        tmp21 = _tmp20 + tmp19
        _tmp20 = tl.where(r0_mask & xmask, tmp21, _tmp20)
    tmp11 = tl.sum(_tmp11, 1)[:, None]
    tmp20 = tl.sum(_tmp20, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp11, xmask)
    tl.store(out_ptr1 + (x3), tmp20, xmask)


def get_args():
    arg_0 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((512, 13), (1, 512), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((512, 13), (1, 512), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 6656, 121,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.009689088
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/a5/ca5tjsls4ozofznl7glwgunmacsbntehtqatglpsh7bpqerm3st3.py
# Topologically Sorted Source Nodes: [cross_entropy, le_1, where_5, sum_8], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   cross_entropy => full_default_1
#   le_1 => le_1
#   sum_8 => sum_8
#   where_5 => where_5
# Graph fragment:
#   %buf13 : Tensor "f32[512, 13][1, 512]cuda:0" = PlaceHolder[target=buf13]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_1 : Tensor "b8[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_15, 0), kwargs = {})
#   %where_5 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_1, %full_default_1, %getitem_42), kwargs = {})
#   %sum_8 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_5, [0, 2, 3]), kwargs = {})
#   return %sum_8
triton_per_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_5 = async_compile.triton('triton_per_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_5', '''
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
    size_hints={'x': 512, 'r0_': 16},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 30720, 'r0_': 0}, 'kernel_num_gb': 2.8672e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_5(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 13
    R0_BLOCK: tl.constexpr = 16
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
    tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((512, 13), (1, 512), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 512, 13,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 2.8672e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/ua/cuadp5w73szxn6tz5zsqjj5wqg6jcec2tqk7pfo7sdwnymi53j4y.py
# Topologically Sorted Source Nodes: [cross_entropy, le_1, where_5, sub_27, mul_152, unsqueeze_97, unsqueeze_98, unsqueeze_99, mul_153, mul_154, mul_155, unsqueeze_100, unsqueeze_101, unsqueeze_102, mul_156, unsqueeze_103, unsqueeze_104, unsqueeze_105, mul_157, sub_29, sub_30, mul_158, convolution_backward_1], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward_1 => convolution_backward_1
#   cross_entropy => full_default_1
#   le_1 => le_1
#   mul_152 => mul_152
#   mul_153 => mul_153
#   mul_154 => mul_154
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_157 => mul_157
#   mul_158 => mul_158
#   sub_27 => sub_27
#   sub_29 => sub_29
#   sub_30 => sub_30
#   unsqueeze_100 => unsqueeze_100
#   unsqueeze_101 => unsqueeze_101
#   unsqueeze_102 => unsqueeze_102
#   unsqueeze_103 => unsqueeze_103
#   unsqueeze_104 => unsqueeze_104
#   unsqueeze_105 => unsqueeze_105
#   unsqueeze_97 => unsqueeze_97
#   unsqueeze_98 => unsqueeze_98
#   unsqueeze_99 => unsqueeze_99
#   where_5 => where_5
# Graph fragment:
#   %relu_15 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=relu_15]
#   %getitem_42 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=getitem_42]
#   %convolution_18 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=convolution_18]
#   %unsqueeze_96 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_96]
#   %sum_9 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_9]
#   %squeeze_55 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=squeeze_55]
#   %sum_8 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_8]
#   %primals_114 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_114]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_1 : Tensor "b8[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_15, 0), kwargs = {})
#   %where_5 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_1, %full_default_1, %getitem_42), kwargs = {})
#   %sub_27 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_18, %unsqueeze_96), kwargs = {})
#   %mul_152 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_8, 0.0006377551020408163), kwargs = {})
#   %unsqueeze_97 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_152, 0), kwargs = {})
#   %unsqueeze_98 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_97, 2), kwargs = {})
#   %unsqueeze_99 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_98, 3), kwargs = {})
#   %mul_153 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_9, 0.0006377551020408163), kwargs = {})
#   %mul_154 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_55, %squeeze_55), kwargs = {})
#   %mul_155 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_153, %mul_154), kwargs = {})
#   %unsqueeze_100 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_155, 0), kwargs = {})
#   %unsqueeze_101 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_100, 2), kwargs = {})
#   %unsqueeze_102 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_101, 3), kwargs = {})
#   %mul_156 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_55, %primals_114), kwargs = {})
#   %unsqueeze_103 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_156, 0), kwargs = {})
#   %unsqueeze_104 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_103, 2), kwargs = {})
#   %unsqueeze_105 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_104, 3), kwargs = {})
#   %mul_157 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_27, %unsqueeze_102), kwargs = {})
#   %sub_29 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_5, %mul_157), kwargs = {})
#   %sub_30 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_29, %unsqueeze_99), kwargs = {})
#   %mul_158 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_30, %unsqueeze_105), kwargs = {})
#   %convolution_backward_1 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_158, %relu_14, %primals_110, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf18
triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_6 = async_compile.triton('triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_6', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16066560}, 'kernel_num_gb': 0.012855296, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, XBLOCK : tl.constexpr):
    xnumel = 802816
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 512)
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp3 = tl.load(in_ptr0 + (x2), None)
    tmp5 = tl.load(in_ptr1 + (x2), None)
    tmp6 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp7 = tmp5 - tmp6
    tmp9 = tl.full([1], 0.0006377551020408163, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp12 = tmp11 * tmp11
    tmp13 = tmp10 * tmp12
    tmp14 = tmp7 * tmp13
    tmp15 = tmp4 - tmp14
    tmp17 = tmp16 * tmp9
    tmp18 = tmp15 - tmp17
    tmp20 = tmp11 * tmp19
    tmp21 = tmp18 * tmp20
    tl.store(in_out_ptr0 + (x2), tmp21, None)


def get_args():
    arg_0 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 802816,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_6.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_6.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.012855296
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/q3/cq37owszzrwt3d4uzwpxodvuvhuhdpfx5nupvylzy3t7emvugi3b.py
# Topologically Sorted Source Nodes: [cross_entropy, view_2, expand, div_2, where_4, add_108, le_2, where_6, sum_10, sub_31, mul_160, sum_11, sum_12, sub_35, mul_169, sum_13], Original ATen: [aten.nll_loss_forward, aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_108 => add_108
#   cross_entropy => full_default_1
#   div_2 => div_2
#   expand => expand
#   le_2 => le_2
#   mul_160 => mul_160
#   mul_169 => mul_169
#   sub_31 => sub_31
#   sub_35 => sub_35
#   sum_10 => sum_10
#   sum_11 => sum_11
#   sum_12 => sum_12
#   sum_13 => sum_13
#   view_2 => view_2
#   where_4 => where_4
#   where_6 => where_6
# Graph fragment:
#   %relu_14 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=relu_14]
#   %le : Tensor "b8[32, 512, 7, 7][25088, 49, 7, 1]cuda:0" = PlaceHolder[target=le]
#   %mm : Tensor "f32[32, 512][512, 1]cuda:0" = PlaceHolder[target=mm]
#   %getitem_45 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=getitem_45]
#   %convolution_17 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=convolution_17]
#   %unsqueeze_108 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_108]
#   %convolution_16 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=convolution_16]
#   %unsqueeze_120 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_120]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_2 : Tensor "f32[32, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [32, 512, 1, 1]), kwargs = {})
#   %expand : Tensor "f32[32, 512, 7, 7][512, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_2, [32, 512, 7, 7]), kwargs = {})
#   %div_2 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 49), kwargs = {})
#   %where_4 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default_1, %div_2), kwargs = {})
#   %add_108 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_4, %getitem_45), kwargs = {})
#   %le_2 : Tensor "b8[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_14, 0), kwargs = {})
#   %where_6 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.where.self](args = (%le_2, %full_default_1, %add_108), kwargs = {})
#   %sum_10 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_6, [0, 2, 3]), kwargs = {})
#   %sub_31 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_17, %unsqueeze_108), kwargs = {})
#   %mul_160 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_6, %sub_31), kwargs = {})
#   %sum_11 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_160, [0, 2, 3]), kwargs = {})
#   %sum_12 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_6, [0, 2, 3]), kwargs = {})
#   %sub_35 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_16, %unsqueeze_120), kwargs = {})
#   %mul_169 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_6, %sub_35), kwargs = {})
#   %sum_13 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_169, [0, 2, 3]), kwargs = {})
#   return %buf22,%buf24,%buf32,%buf34
triton_red_fused_add_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_7 = async_compile.triton('triton_red_fused_add_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_7', '''
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
    size_hints={'x': 8192, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 13127680, 'r0_': 802816}, 'kernel_num_gb': 0.013824, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 6656
    r0_numel = 121
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = xindex // 512
    x0 = (xindex % 512)
    _tmp17 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp26 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp35 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = r0_2 + 121*x1
        tmp1 = tl.full([1, 1], 1568, tl.int32)
        tmp2 = tmp0 < tmp1
        tmp3 = tl.load(in_ptr0 + (x0 + 512*(((r0_2 + 121*x1) % 1568))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.full([1, 1], 0.0, tl.float32)
        tmp5 = tmp3 <= tmp4
        tmp6 = tl.load(in_ptr1 + (49*x0 + 25088*((((r0_2 + 121*x1) // 49) % 32)) + (((r0_2 + 121*x1) % 49))), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp7 = tl.load(in_ptr2 + (x0 + 512*((((r0_2 + 121*x1) // 49) % 32))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0)
        tmp8 = tl.full([1, 1], 0.02040816326530612, tl.float32)
        tmp9 = tmp7 * tmp8
        tmp10 = tl.where(tmp6, tmp4, tmp9)
        tmp11 = tl.load(in_ptr3 + (x0 + 512*(((r0_2 + 121*x1) % 1568))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0)
        tmp12 = tmp10 + tmp11
        tmp13 = tl.where(tmp5, tmp4, tmp12)
        tmp14 = tl.full(tmp13.shape, 0, tmp13.dtype)
        tmp15 = tl.where(tmp2, tmp13, tmp14)
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
        tmp18 = _tmp17 + tmp16
        _tmp17 = tl.where(r0_mask & xmask, tmp18, _tmp17)
        tmp19 = tl.load(in_ptr4 + (x0 + 512*(((r0_2 + 121*x1) % 1568))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0)
        tmp20 = tl.load(in_ptr5 + (tl.broadcast_to(x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0)
        tmp21 = tmp19 - tmp20
        tmp22 = tmp13 * tmp21
        tmp23 = tl.full(tmp22.shape, 0, tmp22.dtype)
        tmp24 = tl.where(tmp2, tmp22, tmp23)
        tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
        tmp27 = _tmp26 + tmp25
        _tmp26 = tl.where(r0_mask & xmask, tmp27, _tmp26)
        tmp28 = tl.load(in_ptr6 + (x0 + 512*(((r0_2 + 121*x1) % 1568))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0)
        tmp29 = tl.load(in_ptr7 + (tl.broadcast_to(x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0)
        tmp30 = tmp28 - tmp29
        tmp31 = tmp13 * tmp30
        tmp32 = tl.full(tmp31.shape, 0, tmp31.dtype)
        tmp33 = tl.where(tmp2, tmp31, tmp32)
        tmp34 = tl.broadcast_to(tmp33, [XBLOCK, R0_BLOCK])
        tmp36 = _tmp35 + tmp34
        _tmp35 = tl.where(r0_mask & xmask, tmp36, _tmp35)
    tmp17 = tl.sum(_tmp17, 1)[:, None]
    tmp26 = tl.sum(_tmp26, 1)[:, None]
    tmp35 = tl.sum(_tmp35, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp17, xmask)
    tl.store(out_ptr1 + (x3), tmp26, xmask)
    tl.store(out_ptr2 + (x3), tmp17, xmask)
    tl.store(out_ptr3 + (x3), tmp35, xmask)


def get_args():
    arg_0 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 512, 7, 7), (25088, 49, 7, 1), device='cuda:0', dtype=torch.bool)
    arg_2 = rand_strided((32, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((512, 13), (1, 512), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((512, 13), (1, 512), device='cuda:0', dtype=torch.float32)
    arg_10 = rand_strided((512, 13), (1, 512), device='cuda:0', dtype=torch.float32)
    arg_11 = rand_strided((512, 13), (1, 512), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, arg_11, 6656, 121,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_add_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_add_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.013824
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/qt/cqtso67ct3lgcjeyli5ydbpjm4ipzskov3lxcx4ae3pvvjw7roty.py
# Topologically Sorted Source Nodes: [cross_entropy, view_2, expand, div_2, where_4, add_108, le_2, where_6, sub_31, mul_161, unsqueeze_109, unsqueeze_110, unsqueeze_111, mul_162, mul_163, mul_164, unsqueeze_112, unsqueeze_113, unsqueeze_114, mul_165, unsqueeze_115, unsqueeze_116, unsqueeze_117, mul_166, sub_33, sub_34, mul_167, convolution_backward_2, sub_35, mul_170, unsqueeze_121, unsqueeze_122, unsqueeze_123, mul_171, mul_172, mul_173, unsqueeze_124, unsqueeze_125, unsqueeze_126, mul_174, unsqueeze_127, unsqueeze_128, unsqueeze_129, mul_175, sub_37, sub_38, mul_176, convolution_backward_3], Original ATen: [aten.nll_loss_forward, aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_108 => add_108
#   convolution_backward_2 => convolution_backward_2
#   convolution_backward_3 => convolution_backward_3
#   cross_entropy => full_default_1
#   div_2 => div_2
#   expand => expand
#   le_2 => le_2
#   mul_161 => mul_161
#   mul_162 => mul_162
#   mul_163 => mul_163
#   mul_164 => mul_164
#   mul_165 => mul_165
#   mul_166 => mul_166
#   mul_167 => mul_167
#   mul_170 => mul_170
#   mul_171 => mul_171
#   mul_172 => mul_172
#   mul_173 => mul_173
#   mul_174 => mul_174
#   mul_175 => mul_175
#   mul_176 => mul_176
#   sub_31 => sub_31
#   sub_33 => sub_33
#   sub_34 => sub_34
#   sub_35 => sub_35
#   sub_37 => sub_37
#   sub_38 => sub_38
#   unsqueeze_109 => unsqueeze_109
#   unsqueeze_110 => unsqueeze_110
#   unsqueeze_111 => unsqueeze_111
#   unsqueeze_112 => unsqueeze_112
#   unsqueeze_113 => unsqueeze_113
#   unsqueeze_114 => unsqueeze_114
#   unsqueeze_115 => unsqueeze_115
#   unsqueeze_116 => unsqueeze_116
#   unsqueeze_117 => unsqueeze_117
#   unsqueeze_121 => unsqueeze_121
#   unsqueeze_122 => unsqueeze_122
#   unsqueeze_123 => unsqueeze_123
#   unsqueeze_124 => unsqueeze_124
#   unsqueeze_125 => unsqueeze_125
#   unsqueeze_126 => unsqueeze_126
#   unsqueeze_127 => unsqueeze_127
#   unsqueeze_128 => unsqueeze_128
#   unsqueeze_129 => unsqueeze_129
#   view_2 => view_2
#   where_4 => where_4
#   where_6 => where_6
# Graph fragment:
#   %relu_14 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=relu_14]
#   %le : Tensor "b8[32, 512, 7, 7][25088, 49, 7, 1]cuda:0" = PlaceHolder[target=le]
#   %mm : Tensor "f32[32, 512][512, 1]cuda:0" = PlaceHolder[target=mm]
#   %getitem_45 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=getitem_45]
#   %convolution_17 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=convolution_17]
#   %unsqueeze_108 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_108]
#   %sum_11 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_11]
#   %squeeze_52 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=squeeze_52]
#   %sum_10 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_10]
#   %convolution_16 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=convolution_16]
#   %unsqueeze_120 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_120]
#   %sum_13 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_13]
#   %squeeze_49 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=squeeze_49]
#   %sum_12 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_12]
#   %sub_34 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=sub_34]
#   %primals_108 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_108]
#   %sub_38 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=sub_38]
#   %primals_102 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_102]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_2 : Tensor "f32[32, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [32, 512, 1, 1]), kwargs = {})
#   %expand : Tensor "f32[32, 512, 7, 7][512, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_2, [32, 512, 7, 7]), kwargs = {})
#   %div_2 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 49), kwargs = {})
#   %where_4 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default_1, %div_2), kwargs = {})
#   %add_108 : Tensor "f32[32, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_4, %getitem_45), kwargs = {})
#   %le_2 : Tensor "b8[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_14, 0), kwargs = {})
#   %where_6 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.where.self](args = (%le_2, %full_default_1, %add_108), kwargs = {})
#   %sub_31 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_17, %unsqueeze_108), kwargs = {})
#   %mul_161 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_10, 0.0006377551020408163), kwargs = {})
#   %unsqueeze_109 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_161, 0), kwargs = {})
#   %unsqueeze_110 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_109, 2), kwargs = {})
#   %unsqueeze_111 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_110, 3), kwargs = {})
#   %mul_162 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_11, 0.0006377551020408163), kwargs = {})
#   %mul_163 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_52, %squeeze_52), kwargs = {})
#   %mul_164 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_162, %mul_163), kwargs = {})
#   %unsqueeze_112 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_164, 0), kwargs = {})
#   %unsqueeze_113 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_112, 2), kwargs = {})
#   %unsqueeze_114 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_113, 3), kwargs = {})
#   %mul_165 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_52, %primals_108), kwargs = {})
#   %unsqueeze_115 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_165, 0), kwargs = {})
#   %unsqueeze_116 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_115, 2), kwargs = {})
#   %unsqueeze_117 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_116, 3), kwargs = {})
#   %mul_166 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_31, %unsqueeze_114), kwargs = {})
#   %sub_33 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_6, %mul_166), kwargs = {})
#   %sub_34 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_33, %unsqueeze_111), kwargs = {})
#   %mul_167 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_34, %unsqueeze_117), kwargs = {})
#   %convolution_backward_2 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_167, %relu_12, %primals_104, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   %sub_35 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_16, %unsqueeze_120), kwargs = {})
#   %mul_170 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_12, 0.0006377551020408163), kwargs = {})
#   %unsqueeze_121 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_170, 0), kwargs = {})
#   %unsqueeze_122 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_121, 2), kwargs = {})
#   %unsqueeze_123 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_122, 3), kwargs = {})
#   %mul_171 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_13, 0.0006377551020408163), kwargs = {})
#   %mul_172 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_49, %squeeze_49), kwargs = {})
#   %mul_173 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_171, %mul_172), kwargs = {})
#   %unsqueeze_124 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_173, 0), kwargs = {})
#   %unsqueeze_125 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_124, 2), kwargs = {})
#   %unsqueeze_126 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_125, 3), kwargs = {})
#   %mul_174 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_49, %primals_102), kwargs = {})
#   %unsqueeze_127 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_174, 0), kwargs = {})
#   %unsqueeze_128 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_127, 2), kwargs = {})
#   %unsqueeze_129 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_128, 3), kwargs = {})
#   %mul_175 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_35, %unsqueeze_126), kwargs = {})
#   %sub_37 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_6, %mul_175), kwargs = {})
#   %sub_38 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_37, %unsqueeze_123), kwargs = {})
#   %mul_176 : Tensor "f32[32, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_38, %unsqueeze_129), kwargs = {})
#   %convolution_backward_3 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_176, %relu_13, %primals_98, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %sub_34,%sub_38,%buf28,%buf38
triton_poi_fused_add_convolution_backward_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_8 = async_compile.triton('triton_poi_fused_add_convolution_backward_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_8', '''
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
    size_hints={'y': 512, 'x': 2048}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'in_ptr11': '*fp32', 'in_ptr12': '*fp32', 'in_ptr13': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_convolution_backward_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_8', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 16, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 25776128, 'x': 802816}, 'kernel_num_gb': 0.020156416, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_convolution_backward_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_8(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, in_ptr12, in_ptr13, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 512
    xnumel = 1568
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x3 = xindex
    y0 = yindex
    x1 = (xindex % 49)
    x2 = xindex // 49
    tmp0 = tl.load(in_ptr0 + (y0 + 512*x3), xmask & ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x1 + 49*y0 + 25088*x2), xmask & ymask, eviction_policy='evict_last').to(tl.int1)
    tmp4 = tl.load(in_ptr2 + (y0 + 512*x2), xmask & ymask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr3 + (y0 + 512*x3), xmask & ymask, eviction_policy='evict_last')
    tmp11 = tl.load(in_out_ptr0 + (y0 + 512*x3), xmask & ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (y0), ymask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr5 + (y0), ymask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr6 + (y0), ymask, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr7 + (y0), ymask, eviction_policy='evict_last')
    tmp25 = tl.load(in_out_ptr1 + (y0 + 512*x3), xmask & ymask, eviction_policy='evict_last')
    tmp26 = tl.load(in_ptr8 + (y0), ymask, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr9 + (y0), ymask, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr10 + (y0), ymask, eviction_policy='evict_last')
    tmp35 = tl.load(in_ptr11 + (y0), ymask, eviction_policy='evict_last')
    tmp38 = tl.load(in_ptr12 + (y0), ymask, eviction_policy='evict_last')
    tmp41 = tl.load(in_ptr13 + (y0), ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp5 = tl.full([1, 1], 0.02040816326530612, tl.float32)
    tmp6 = tmp4 * tmp5
    tmp7 = tl.where(tmp3, tmp1, tmp6)
    tmp9 = tmp7 + tmp8
    tmp10 = tl.where(tmp2, tmp1, tmp9)
    tmp13 = tmp11 - tmp12
    tmp15 = tl.full([1, 1], 0.0006377551020408163, tl.float32)
    tmp16 = tmp14 * tmp15
    tmp18 = tmp17 * tmp17
    tmp19 = tmp16 * tmp18
    tmp20 = tmp13 * tmp19
    tmp21 = tmp10 - tmp20
    tmp23 = tmp22 * tmp15
    tmp24 = tmp21 - tmp23
    tmp27 = tmp25 - tmp26
    tmp29 = tmp28 * tmp15
    tmp31 = tmp30 * tmp30
    tmp32 = tmp29 * tmp31
    tmp33 = tmp27 * tmp32
    tmp34 = tmp10 - tmp33
    tmp36 = tmp35 * tmp15
    tmp37 = tmp34 - tmp36
    tmp39 = tmp17 * tmp38
    tmp40 = tmp24 * tmp39
    tmp42 = tmp30 * tmp41
    tmp43 = tmp37 * tmp42
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (y0 + 512*x3), tmp40, xmask & ymask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (y0 + 512*x3), tmp43, xmask & ymask)


def get_args():
    arg_0 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((32, 512, 7, 7), (25088, 49, 7, 1), device='cuda:0', dtype=torch.bool)
    arg_4 = rand_strided((32, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_10 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_11 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_12 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_13 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_14 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_15 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, arg_11, arg_12, arg_13, arg_14, arg_15, 512, 1568,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_convolution_backward_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_convolution_backward_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.020156416
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/cv/ccvgioohdmq2zlciih4z6nwjer5f6ewbkvnxblosw2hkeigkdt3j.py
# Topologically Sorted Source Nodes: [cross_entropy, add_109, le_4, where_8, sum_16, sub_43, mul_187, sum_17], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_109 => add_109
#   cross_entropy => full_default_1
#   le_4 => le_4
#   mul_187 => mul_187
#   sub_43 => sub_43
#   sum_16 => sum_16
#   sum_17 => sum_17
#   where_8 => where_8
# Graph fragment:
#   %relu_12 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=relu_12]
#   %getitem_48 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=getitem_48]
#   %getitem_54 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=getitem_54]
#   %convolution_14 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_14]
#   %unsqueeze_144 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_144]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_109 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_48, %getitem_54), kwargs = {})
#   %le_4 : Tensor "b8[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_12, 0), kwargs = {})
#   %where_8 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_4, %full_default_1, %add_109), kwargs = {})
#   %sum_16 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_8, [0, 2, 3]), kwargs = {})
#   %sub_43 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_14, %unsqueeze_144), kwargs = {})
#   %mul_187 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_8, %sub_43), kwargs = {})
#   %sum_17 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_187, [0, 2, 3]), kwargs = {})
#   return %buf51,%buf53
triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_9 = async_compile.triton('triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_9', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25891840, 'r0_': 0}, 'kernel_num_gb': 0.025791488, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_9(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 12544
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp11 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr1 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr2 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp10 = tl.load(in_ptr3 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp5 = tmp3 + tmp4
        tmp6 = tl.where(tmp2, tmp1, tmp5)
        tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask & xmask, tmp9, _tmp8)
        tmp12 = tmp10 - tmp11
        tmp13 = tmp6 * tmp12
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask & xmask, tmp16, _tmp15)
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp8, xmask)
    tl.store(out_ptr1 + (x3), tmp15, xmask)


def get_args():
    arg_0 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((256, 49), (1, 256), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((256, 49), (1, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 12544, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_9.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_9.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.025791488
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/fw/cfw6mpgdji5ujxlfpohkcfx6c6wf7urpei625axm66x47yle3pbq.py
# Topologically Sorted Source Nodes: [cross_entropy, add_109, le_4, where_8, sum_16], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_109 => add_109
#   cross_entropy => full_default_1
#   le_4 => le_4
#   sum_16 => sum_16
#   where_8 => where_8
# Graph fragment:
#   %buf51 : Tensor "f32[256, 49][1, 256]cuda:0" = PlaceHolder[target=buf51]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_109 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_48, %getitem_54), kwargs = {})
#   %le_4 : Tensor "b8[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_12, 0), kwargs = {})
#   %where_8 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_4, %full_default_1, %add_109), kwargs = {})
#   %sum_16 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_8, [0, 2, 3]), kwargs = {})
#   return %sum_16
triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_10 = async_compile.triton('triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_10', '''
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
    size_hints={'x': 256, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 52224, 'r0_': 0}, 'kernel_num_gb': 5.12e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_10(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 49
    R0_BLOCK: tl.constexpr = 64
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
    tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((256, 49), (1, 256), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 256, 49,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_10.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_10.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 5.12e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/vi/cvio76wfht6mpzaqi7jo4hescm2lxjacphgn5nislbqjqp3kresw.py
# Topologically Sorted Source Nodes: [cross_entropy, add_109, le_4, where_8, sub_43, mul_187, sum_17, mul_195], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_109 => add_109
#   cross_entropy => full_default_1
#   le_4 => le_4
#   mul_187 => mul_187
#   mul_195 => mul_195
#   sub_43 => sub_43
#   sum_17 => sum_17
#   where_8 => where_8
# Graph fragment:
#   %buf53 : Tensor "f32[256, 49][1, 256]cuda:0" = PlaceHolder[target=buf53]
#   %sum_17 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_17]
#   %squeeze_43 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=squeeze_43]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_109 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_48, %getitem_54), kwargs = {})
#   %le_4 : Tensor "b8[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_12, 0), kwargs = {})
#   %where_8 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_4, %full_default_1, %add_109), kwargs = {})
#   %sub_43 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_14, %unsqueeze_144), kwargs = {})
#   %mul_187 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_8, %sub_43), kwargs = {})
#   %sum_17 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_187, [0, 2, 3]), kwargs = {})
#   %mul_195 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_17, %squeeze_43), kwargs = {})
#   return %sum_17,%mul_195
triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_11 = async_compile.triton('triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_11', '''
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
    size_hints={'x': 256, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 55296, 'r0_': 0}, 'kernel_num_gb': 5.3248e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_11(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 49
    R0_BLOCK: tl.constexpr = 64
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
    tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), r0_mask & xmask, other=0.0)
    tmp5 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tmp4 * tmp5
    tl.store(out_ptr1 + (x0), tmp6, xmask)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((256, 49), (1, 256), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 256, 49,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_11.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_11.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 5.3248e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/op/cop4ahs5ef2igrqispxflygkfbxi3cbgsnjs65r2yrqwz6xnwlxf.py
# Topologically Sorted Source Nodes: [cross_entropy, add_109, le_4, where_8, sub_43, mul_188, unsqueeze_145, unsqueeze_146, unsqueeze_147, mul_189, mul_190, mul_191, unsqueeze_148, unsqueeze_149, unsqueeze_150, mul_192, unsqueeze_151, unsqueeze_152, unsqueeze_153, mul_193, sub_45, sub_46, mul_194], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_109 => add_109
#   cross_entropy => full_default_1
#   le_4 => le_4
#   mul_188 => mul_188
#   mul_189 => mul_189
#   mul_190 => mul_190
#   mul_191 => mul_191
#   mul_192 => mul_192
#   mul_193 => mul_193
#   mul_194 => mul_194
#   sub_43 => sub_43
#   sub_45 => sub_45
#   sub_46 => sub_46
#   unsqueeze_145 => unsqueeze_145
#   unsqueeze_146 => unsqueeze_146
#   unsqueeze_147 => unsqueeze_147
#   unsqueeze_148 => unsqueeze_148
#   unsqueeze_149 => unsqueeze_149
#   unsqueeze_150 => unsqueeze_150
#   unsqueeze_151 => unsqueeze_151
#   unsqueeze_152 => unsqueeze_152
#   unsqueeze_153 => unsqueeze_153
#   where_8 => where_8
# Graph fragment:
#   %relu_12 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=relu_12]
#   %getitem_48 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=getitem_48]
#   %getitem_54 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=getitem_54]
#   %convolution_14 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_14]
#   %unsqueeze_144 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_144]
#   %sum_17 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_17]
#   %squeeze_43 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=squeeze_43]
#   %sum_16 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_16]
#   %primals_90 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_90]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_109 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_48, %getitem_54), kwargs = {})
#   %le_4 : Tensor "b8[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_12, 0), kwargs = {})
#   %where_8 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_4, %full_default_1, %add_109), kwargs = {})
#   %sub_43 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_14, %unsqueeze_144), kwargs = {})
#   %mul_188 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_16, 0.00015943877551020407), kwargs = {})
#   %unsqueeze_145 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_188, 0), kwargs = {})
#   %unsqueeze_146 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_145, 2), kwargs = {})
#   %unsqueeze_147 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_146, 3), kwargs = {})
#   %mul_189 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_17, 0.00015943877551020407), kwargs = {})
#   %mul_190 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_43, %squeeze_43), kwargs = {})
#   %mul_191 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_189, %mul_190), kwargs = {})
#   %unsqueeze_148 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_191, 0), kwargs = {})
#   %unsqueeze_149 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_148, 2), kwargs = {})
#   %unsqueeze_150 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_149, 3), kwargs = {})
#   %mul_192 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_43, %primals_90), kwargs = {})
#   %unsqueeze_151 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_192, 0), kwargs = {})
#   %unsqueeze_152 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_151, 2), kwargs = {})
#   %unsqueeze_153 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_152, 3), kwargs = {})
#   %mul_193 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_43, %unsqueeze_150), kwargs = {})
#   %sub_45 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_8, %mul_193), kwargs = {})
#   %sub_46 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_45, %unsqueeze_147), kwargs = {})
#   %mul_194 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_46, %unsqueeze_153), kwargs = {})
#   return %mul_194
triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_12 = async_compile.triton('triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_12', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 38540288}, 'kernel_num_gb': 0.03211776, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_12(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1605632
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp3 = tl.load(in_ptr1 + (x2), None)
    tmp4 = tl.load(in_ptr2 + (x2), None)
    tmp7 = tl.load(in_out_ptr0 + (x2), None)
    tmp8 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr7 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp5 = tmp3 + tmp4
    tmp6 = tl.where(tmp2, tmp1, tmp5)
    tmp9 = tmp7 - tmp8
    tmp11 = tl.full([1], 0.00015943877551020407, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp14 = tmp13 * tmp13
    tmp15 = tmp12 * tmp14
    tmp16 = tmp9 * tmp15
    tmp17 = tmp6 - tmp16
    tmp19 = tmp18 * tmp11
    tmp20 = tmp17 - tmp19
    tmp22 = tmp13 * tmp21
    tmp23 = tmp20 * tmp22
    tl.store(in_out_ptr0 + (x2), tmp23, None)


def get_args():
    arg_0 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 1605632,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_12.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_12.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.03211776
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/y5/cy5s22gf5p2acikpjlrb5tbl35v7xuiiikq4cst7fy4l7ibhhnvm.py
# Topologically Sorted Source Nodes: [cross_entropy, le_5, where_9, sum_18, sub_47, mul_196, sum_19], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   cross_entropy => full_default_1
#   le_5 => le_5
#   mul_196 => mul_196
#   sub_47 => sub_47
#   sum_18 => sum_18
#   sum_19 => sum_19
#   where_9 => where_9
# Graph fragment:
#   %relu_11 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=relu_11]
#   %getitem_57 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=getitem_57]
#   %convolution_13 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_13]
#   %unsqueeze_156 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_156]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_5 : Tensor "b8[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_11, 0), kwargs = {})
#   %where_9 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_5, %full_default_1, %getitem_57), kwargs = {})
#   %sum_18 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_9, [0, 2, 3]), kwargs = {})
#   %sub_47 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_13, %unsqueeze_156), kwargs = {})
#   %mul_196 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_9, %sub_47), kwargs = {})
#   %sum_19 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_196, [0, 2, 3]), kwargs = {})
#   return %buf60,%buf62
triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_13 = async_compile.triton('triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_13', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 19469312, 'r0_': 0}, 'kernel_num_gb': 0.01936896, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_13(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 12544
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp9 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr1 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp8 = tl.load(in_ptr2 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tl.where(tmp2, tmp1, tmp3)
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask & xmask, tmp7, _tmp6)
        tmp10 = tmp8 - tmp9
        tmp11 = tmp4 * tmp10
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask & xmask, tmp14, _tmp13)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp6, xmask)
    tl.store(out_ptr1 + (x3), tmp13, xmask)


def get_args():
    arg_0 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((256, 49), (1, 256), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((256, 49), (1, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 12544, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_13.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_13.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.01936896
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/qi/cqiydd54fd5yulbsc4nkvf5vnkxuyqdjqknapnuy4lzz3jwfmf7f.py
# Topologically Sorted Source Nodes: [cross_entropy, le_5, where_9, sub_47, mul_197, unsqueeze_157, unsqueeze_158, unsqueeze_159, mul_198, mul_199, mul_200, unsqueeze_160, unsqueeze_161, unsqueeze_162, mul_201, unsqueeze_163, unsqueeze_164, unsqueeze_165, mul_202, sub_49, sub_50, mul_203, convolution_backward_6], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward_6 => convolution_backward_6
#   cross_entropy => full_default_1
#   le_5 => le_5
#   mul_197 => mul_197
#   mul_198 => mul_198
#   mul_199 => mul_199
#   mul_200 => mul_200
#   mul_201 => mul_201
#   mul_202 => mul_202
#   mul_203 => mul_203
#   sub_47 => sub_47
#   sub_49 => sub_49
#   sub_50 => sub_50
#   unsqueeze_157 => unsqueeze_157
#   unsqueeze_158 => unsqueeze_158
#   unsqueeze_159 => unsqueeze_159
#   unsqueeze_160 => unsqueeze_160
#   unsqueeze_161 => unsqueeze_161
#   unsqueeze_162 => unsqueeze_162
#   unsqueeze_163 => unsqueeze_163
#   unsqueeze_164 => unsqueeze_164
#   unsqueeze_165 => unsqueeze_165
#   where_9 => where_9
# Graph fragment:
#   %relu_11 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=relu_11]
#   %getitem_57 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=getitem_57]
#   %convolution_13 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_13]
#   %unsqueeze_156 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_156]
#   %sum_19 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_19]
#   %squeeze_40 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=squeeze_40]
#   %sum_18 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_18]
#   %primals_84 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_84]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_5 : Tensor "b8[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_11, 0), kwargs = {})
#   %where_9 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_5, %full_default_1, %getitem_57), kwargs = {})
#   %sub_47 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_13, %unsqueeze_156), kwargs = {})
#   %mul_197 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_18, 0.00015943877551020407), kwargs = {})
#   %unsqueeze_157 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_197, 0), kwargs = {})
#   %unsqueeze_158 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_157, 2), kwargs = {})
#   %unsqueeze_159 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_158, 3), kwargs = {})
#   %mul_198 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_19, 0.00015943877551020407), kwargs = {})
#   %mul_199 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_40, %squeeze_40), kwargs = {})
#   %mul_200 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_198, %mul_199), kwargs = {})
#   %unsqueeze_160 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_200, 0), kwargs = {})
#   %unsqueeze_161 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_160, 2), kwargs = {})
#   %unsqueeze_162 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_161, 3), kwargs = {})
#   %mul_201 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_40, %primals_84), kwargs = {})
#   %unsqueeze_163 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_201, 0), kwargs = {})
#   %unsqueeze_164 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_163, 2), kwargs = {})
#   %unsqueeze_165 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_164, 3), kwargs = {})
#   %mul_202 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_47, %unsqueeze_162), kwargs = {})
#   %sub_49 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_9, %mul_202), kwargs = {})
#   %sub_50 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_49, %unsqueeze_159), kwargs = {})
#   %mul_203 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_50, %unsqueeze_165), kwargs = {})
#   %convolution_backward_6 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_203, %relu_10, %primals_80, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf65
triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_14 = async_compile.triton('triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_14', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_14', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32117760}, 'kernel_num_gb': 0.025695232, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_14(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1605632
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp3 = tl.load(in_ptr0 + (x2), None)
    tmp5 = tl.load(in_ptr1 + (x2), None)
    tmp6 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp7 = tmp5 - tmp6
    tmp9 = tl.full([1], 0.00015943877551020407, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp12 = tmp11 * tmp11
    tmp13 = tmp10 * tmp12
    tmp14 = tmp7 * tmp13
    tmp15 = tmp4 - tmp14
    tmp17 = tmp16 * tmp9
    tmp18 = tmp15 - tmp17
    tmp20 = tmp11 * tmp19
    tmp21 = tmp18 * tmp20
    tl.store(in_out_ptr0 + (x2), tmp21, None)


def get_args():
    arg_0 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 1605632,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_14.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_14.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.025695232
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/pq/cpqzefn5vsfktng55tkzk6uc66izdn2nqxw77nyah6u4nkqesnhi.py
# Topologically Sorted Source Nodes: [cross_entropy, add_109, le_4, where_8, add_110, le_6, where_10], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward]
# Source node to ATen node mapping:
#   add_109 => add_109
#   add_110 => add_110
#   cross_entropy => full_default_1
#   le_4 => le_4
#   le_6 => le_6
#   where_10 => where_10
#   where_8 => where_8
# Graph fragment:
#   %relu_10 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=relu_10]
#   %relu_12 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=relu_12]
#   %getitem_48 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=getitem_48]
#   %getitem_54 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=getitem_54]
#   %getitem_60 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=getitem_60]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_109 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_48, %getitem_54), kwargs = {})
#   %le_4 : Tensor "b8[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_12, 0), kwargs = {})
#   %where_8 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_4, %full_default_1, %add_109), kwargs = {})
#   %add_110 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_8, %getitem_60), kwargs = {})
#   %le_6 : Tensor "b8[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_10, 0), kwargs = {})
#   %where_10 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.where.self](args = (%le_6, %full_default_1, %add_110), kwargs = {})
#   return %where_10
triton_poi_fused_add_nll_loss_forward_threshold_backward_15 = async_compile.triton('triton_poi_fused_add_nll_loss_forward_threshold_backward_15', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_nll_loss_forward_threshold_backward_15', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 44957696}, 'kernel_num_gb': 0.038535168, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_nll_loss_forward_threshold_backward_15(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1605632
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None)
    tmp3 = tl.load(in_ptr0 + (x0), None)
    tmp5 = tl.load(in_ptr1 + (x0), None)
    tmp6 = tl.load(in_ptr2 + (x0), None)
    tmp9 = tl.load(in_ptr3 + (x0), None)
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tmp3 <= tmp1
    tmp7 = tmp5 + tmp6
    tmp8 = tl.where(tmp4, tmp1, tmp7)
    tmp10 = tmp8 + tmp9
    tmp11 = tl.where(tmp2, tmp1, tmp10)
    tl.store(in_out_ptr0 + (x0), tmp11, None)


def get_args():
    arg_0 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 1605632,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_nll_loss_forward_threshold_backward_15.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_nll_loss_forward_threshold_backward_15.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.038535168
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/he/chemmgilsh3pml7oevynzutr2jp63hrej3xhjvtngwdsbhpo4tsx.py
# Topologically Sorted Source Nodes: [sum_20, sub_51, mul_205, sum_21, sum_22, sub_55, mul_214, sum_23], Original ATen: [aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   mul_205 => mul_205
#   mul_214 => mul_214
#   sub_51 => sub_51
#   sub_55 => sub_55
#   sum_20 => sum_20
#   sum_21 => sum_21
#   sum_22 => sum_22
#   sum_23 => sum_23
# Graph fragment:
#   %where_10 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=where_10]
#   %convolution_12 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_12]
#   %unsqueeze_168 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_168]
#   %convolution_11 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_11]
#   %unsqueeze_180 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_180]
#   %sum_20 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_10, [0, 2, 3]), kwargs = {})
#   %sub_51 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_12, %unsqueeze_168), kwargs = {})
#   %mul_205 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_10, %sub_51), kwargs = {})
#   %sum_21 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_205, [0, 2, 3]), kwargs = {})
#   %sum_22 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_10, [0, 2, 3]), kwargs = {})
#   %sub_55 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_11, %unsqueeze_180), kwargs = {})
#   %mul_214 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_10, %sub_55), kwargs = {})
#   %sum_23 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_214, [0, 2, 3]), kwargs = {})
#   return %buf70,%buf72,%buf79,%buf81
triton_red_fused_native_batch_norm_backward_16 = async_compile.triton('triton_red_fused_native_batch_norm_backward_16', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_batch_norm_backward_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 19671040, 'r0_': 0}, 'kernel_num_gb': 0.019470336, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_native_batch_norm_backward_16(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 12544
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp5 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    _tmp9 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp12 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp16 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr1 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp11 = tl.load(in_ptr3 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
        tmp6 = tmp4 - tmp5
        tmp7 = tmp0 * tmp6
        tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
        tmp10 = _tmp9 + tmp8
        _tmp9 = tl.where(r0_mask & xmask, tmp10, _tmp9)
        tmp13 = tmp11 - tmp12
        tmp14 = tmp0 * tmp13
        tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
        tmp17 = _tmp16 + tmp15
        _tmp16 = tl.where(r0_mask & xmask, tmp17, _tmp16)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tmp9 = tl.sum(_tmp9, 1)[:, None]
    tmp16 = tl.sum(_tmp16, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
    tl.store(out_ptr1 + (x3), tmp9, xmask)
    tl.store(out_ptr2 + (x3), tmp2, xmask)
    tl.store(out_ptr3 + (x3), tmp16, xmask)


def get_args():
    arg_0 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((256, 49), (1, 256), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((256, 49), (1, 256), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((256, 49), (1, 256), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((256, 49), (1, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 12544, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_native_batch_norm_backward_16.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_native_batch_norm_backward_16.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.019470336
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/kx/ckx2ifvo2lug2ehizsrbocw6rrnbolfk4yf56p2tvhcskxft2ysd.py
# Topologically Sorted Source Nodes: [sub_51, mul_206, unsqueeze_169, unsqueeze_170, unsqueeze_171, mul_207, mul_208, mul_209, unsqueeze_172, unsqueeze_173, unsqueeze_174, mul_210, unsqueeze_175, unsqueeze_176, unsqueeze_177, mul_211, sub_53, sub_54, mul_212, convolution_backward_7, sub_55, mul_215, unsqueeze_181, unsqueeze_182, unsqueeze_183, mul_216, mul_217, mul_218, unsqueeze_184, unsqueeze_185, unsqueeze_186, mul_219, unsqueeze_187, unsqueeze_188, unsqueeze_189, mul_220, sub_57, sub_58, mul_221, convolution_backward_8], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward_7 => convolution_backward_7
#   convolution_backward_8 => convolution_backward_8
#   mul_206 => mul_206
#   mul_207 => mul_207
#   mul_208 => mul_208
#   mul_209 => mul_209
#   mul_210 => mul_210
#   mul_211 => mul_211
#   mul_212 => mul_212
#   mul_215 => mul_215
#   mul_216 => mul_216
#   mul_217 => mul_217
#   mul_218 => mul_218
#   mul_219 => mul_219
#   mul_220 => mul_220
#   mul_221 => mul_221
#   sub_51 => sub_51
#   sub_53 => sub_53
#   sub_54 => sub_54
#   sub_55 => sub_55
#   sub_57 => sub_57
#   sub_58 => sub_58
#   unsqueeze_169 => unsqueeze_169
#   unsqueeze_170 => unsqueeze_170
#   unsqueeze_171 => unsqueeze_171
#   unsqueeze_172 => unsqueeze_172
#   unsqueeze_173 => unsqueeze_173
#   unsqueeze_174 => unsqueeze_174
#   unsqueeze_175 => unsqueeze_175
#   unsqueeze_176 => unsqueeze_176
#   unsqueeze_177 => unsqueeze_177
#   unsqueeze_181 => unsqueeze_181
#   unsqueeze_182 => unsqueeze_182
#   unsqueeze_183 => unsqueeze_183
#   unsqueeze_184 => unsqueeze_184
#   unsqueeze_185 => unsqueeze_185
#   unsqueeze_186 => unsqueeze_186
#   unsqueeze_187 => unsqueeze_187
#   unsqueeze_188 => unsqueeze_188
#   unsqueeze_189 => unsqueeze_189
# Graph fragment:
#   %where_10 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=where_10]
#   %convolution_12 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_12]
#   %unsqueeze_168 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_168]
#   %sum_21 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_21]
#   %squeeze_37 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=squeeze_37]
#   %sum_20 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_20]
#   %primals_78 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_78]
#   %convolution_11 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_11]
#   %unsqueeze_180 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_180]
#   %sum_23 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_23]
#   %squeeze_34 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=squeeze_34]
#   %sum_22 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_22]
#   %primals_72 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_72]
#   %sub_51 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_12, %unsqueeze_168), kwargs = {})
#   %mul_206 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_20, 0.00015943877551020407), kwargs = {})
#   %unsqueeze_169 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_206, 0), kwargs = {})
#   %unsqueeze_170 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_169, 2), kwargs = {})
#   %unsqueeze_171 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_170, 3), kwargs = {})
#   %mul_207 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_21, 0.00015943877551020407), kwargs = {})
#   %mul_208 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_37, %squeeze_37), kwargs = {})
#   %mul_209 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_207, %mul_208), kwargs = {})
#   %unsqueeze_172 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_209, 0), kwargs = {})
#   %unsqueeze_173 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_172, 2), kwargs = {})
#   %unsqueeze_174 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_173, 3), kwargs = {})
#   %mul_210 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_37, %primals_78), kwargs = {})
#   %unsqueeze_175 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_210, 0), kwargs = {})
#   %unsqueeze_176 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_175, 2), kwargs = {})
#   %unsqueeze_177 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_176, 3), kwargs = {})
#   %mul_211 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_51, %unsqueeze_174), kwargs = {})
#   %sub_53 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_10, %mul_211), kwargs = {})
#   %sub_54 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_53, %unsqueeze_171), kwargs = {})
#   %mul_212 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_54, %unsqueeze_177), kwargs = {})
#   %convolution_backward_7 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_212, %relu_8, %primals_74, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   %sub_55 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_11, %unsqueeze_180), kwargs = {})
#   %mul_215 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_22, 0.00015943877551020407), kwargs = {})
#   %unsqueeze_181 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_215, 0), kwargs = {})
#   %unsqueeze_182 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_181, 2), kwargs = {})
#   %unsqueeze_183 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_182, 3), kwargs = {})
#   %mul_216 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_23, 0.00015943877551020407), kwargs = {})
#   %mul_217 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_34, %squeeze_34), kwargs = {})
#   %mul_218 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_216, %mul_217), kwargs = {})
#   %unsqueeze_184 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_218, 0), kwargs = {})
#   %unsqueeze_185 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_184, 2), kwargs = {})
#   %unsqueeze_186 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_185, 3), kwargs = {})
#   %mul_219 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_34, %primals_72), kwargs = {})
#   %unsqueeze_187 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_219, 0), kwargs = {})
#   %unsqueeze_188 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_187, 2), kwargs = {})
#   %unsqueeze_189 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_188, 3), kwargs = {})
#   %mul_220 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_55, %unsqueeze_186), kwargs = {})
#   %sub_57 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_10, %mul_220), kwargs = {})
#   %sub_58 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_57, %unsqueeze_183), kwargs = {})
#   %mul_221 : Tensor "f32[32, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_58, %unsqueeze_189), kwargs = {})
#   %convolution_backward_8 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_221, %relu_9, %primals_68, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf75,%buf84
triton_poi_fused_convolution_backward_native_batch_norm_backward_17 = async_compile.triton('triton_poi_fused_convolution_backward_native_batch_norm_backward_17', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_backward_native_batch_norm_backward_17', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 13, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 44967936}, 'kernel_num_gb': 0.03212288, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_backward_native_batch_norm_backward_17(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1605632
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp1 = tl.load(in_out_ptr0 + (x2), None)
    tmp2 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_out_ptr1 + (x2), None)
    tmp19 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr7 + (x0), None, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr8 + (x0), None, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr9 + (x0), None, eviction_policy='evict_last')
    tmp31 = tl.load(in_ptr10 + (x0), None, eviction_policy='evict_last')
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 0.00015943877551020407, tl.float32)
    tmp6 = tmp4 * tmp5
    tmp8 = tmp7 * tmp7
    tmp9 = tmp6 * tmp8
    tmp10 = tmp3 * tmp9
    tmp11 = tmp0 - tmp10
    tmp13 = tmp12 * tmp5
    tmp14 = tmp11 - tmp13
    tmp16 = tmp7 * tmp15
    tmp17 = tmp14 * tmp16
    tmp20 = tmp18 - tmp19
    tmp22 = tmp21 * tmp5
    tmp24 = tmp23 * tmp23
    tmp25 = tmp22 * tmp24
    tmp26 = tmp20 * tmp25
    tmp27 = tmp0 - tmp26
    tmp29 = tmp28 * tmp5
    tmp30 = tmp27 - tmp29
    tmp32 = tmp23 * tmp31
    tmp33 = tmp30 * tmp32
    tl.store(in_out_ptr0 + (x2), tmp17, None)
    tl.store(in_out_ptr1 + (x2), tmp33, None)


def get_args():
    arg_0 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_10 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_11 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_12 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, arg_11, arg_12, 1605632,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_convolution_backward_native_batch_norm_backward_17.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_convolution_backward_native_batch_norm_backward_17.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.03212288
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/yf/cyfndtcgx2qvke77aoqzx45fx4wx6mbcjcf7cg4ovv5brbvjd2d2.py
# Topologically Sorted Source Nodes: [cross_entropy, add_111, le_8, where_12, sum_26, sub_63, mul_232, sum_27], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_111 => add_111
#   cross_entropy => full_default_1
#   le_8 => le_8
#   mul_232 => mul_232
#   sub_63 => sub_63
#   sum_26 => sum_26
#   sum_27 => sum_27
#   where_12 => where_12
# Graph fragment:
#   %relu_8 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=relu_8]
#   %getitem_63 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=getitem_63]
#   %getitem_69 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=getitem_69]
#   %convolution_9 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_9]
#   %unsqueeze_204 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_204]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_111 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_63, %getitem_69), kwargs = {})
#   %le_8 : Tensor "b8[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_8, 0), kwargs = {})
#   %where_12 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_8, %full_default_1, %add_111), kwargs = {})
#   %sum_26 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_12, [0, 2, 3]), kwargs = {})
#   %sub_63 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_9, %unsqueeze_204), kwargs = {})
#   %mul_232 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_12, %sub_63), kwargs = {})
#   %sum_27 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_232, [0, 2, 3]), kwargs = {})
#   return %buf97,%buf99
triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_18 = async_compile.triton('triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_18', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 51782144, 'r0_': 0}, 'kernel_num_gb': 0.05158144, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_18(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 25088
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 128)
    x1 = xindex // 128
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp11 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_2 + 16384*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr1 + (x0 + 128*r0_2 + 16384*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr2 + (x0 + 128*r0_2 + 16384*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp10 = tl.load(in_ptr3 + (x0 + 128*r0_2 + 16384*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp5 = tmp3 + tmp4
        tmp6 = tl.where(tmp2, tmp1, tmp5)
        tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask & xmask, tmp9, _tmp8)
        tmp12 = tmp10 - tmp11
        tmp13 = tmp6 * tmp12
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask & xmask, tmp16, _tmp15)
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp8, xmask)
    tl.store(out_ptr1 + (x3), tmp15, xmask)


def get_args():
    arg_0 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((128, 196), (1, 128), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((128, 196), (1, 128), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 25088, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_18.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_18.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.05158144
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/ty/ctyzz5s34jrv77k3rjq3shwin5n3ijbbrrc3ok7okcr7dmut2jur.py
# Topologically Sorted Source Nodes: [cross_entropy, add_111, le_8, where_12, sum_26], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_111 => add_111
#   cross_entropy => full_default_1
#   le_8 => le_8
#   sum_26 => sum_26
#   where_12 => where_12
# Graph fragment:
#   %buf97 : Tensor "f32[128, 196][1, 128]cuda:0" = PlaceHolder[target=buf97]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_111 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_63, %getitem_69), kwargs = {})
#   %le_8 : Tensor "b8[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_8, 0), kwargs = {})
#   %where_12 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_8, %full_default_1, %add_111), kwargs = {})
#   %sum_26 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_12, [0, 2, 3]), kwargs = {})
#   return %sum_26
triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_19 = async_compile.triton('triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_19', '''
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
    size_hints={'x': 128, 'r0_': 256},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_19', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 101376, 'r0_': 0}, 'kernel_num_gb': 0.000100864, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_19(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 196
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
        tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)


def get_args():
    arg_0 = rand_strided((128, 196), (1, 128), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 128, 196,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_19.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_19.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000100864
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/mo/cmoaqxpcbb5frsk6gxrrs4zs6sh3qr7vpibxu5um3n2yuhvq2t6g.py
# Topologically Sorted Source Nodes: [cross_entropy, add_111, le_8, where_12, sub_63, mul_232, sum_27, mul_240], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_111 => add_111
#   cross_entropy => full_default_1
#   le_8 => le_8
#   mul_232 => mul_232
#   mul_240 => mul_240
#   sub_63 => sub_63
#   sum_27 => sum_27
#   where_12 => where_12
# Graph fragment:
#   %buf99 : Tensor "f32[128, 196][1, 128]cuda:0" = PlaceHolder[target=buf99]
#   %sum_27 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_27]
#   %squeeze_28 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=squeeze_28]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_111 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_63, %getitem_69), kwargs = {})
#   %le_8 : Tensor "b8[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_8, 0), kwargs = {})
#   %where_12 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_8, %full_default_1, %add_111), kwargs = {})
#   %sub_63 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_9, %unsqueeze_204), kwargs = {})
#   %mul_232 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_12, %sub_63), kwargs = {})
#   %sum_27 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_232, [0, 2, 3]), kwargs = {})
#   %mul_240 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_27, %squeeze_28), kwargs = {})
#   return %sum_27,%mul_240
triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_20 = async_compile.triton('triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_20', '''
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
    size_hints={'x': 128, 'r0_': 256},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_20', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 102912, 'r0_': 0}, 'kernel_num_gb': 0.000101888, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_20(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 196
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
        tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tmp4 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp5 = tmp2 * tmp4
    tl.store(out_ptr1 + (x0), tmp5, xmask)


def get_args():
    arg_0 = rand_strided((128, 196), (1, 128), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 128, 196,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_20.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_20.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000101888
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/xo/cxortjhjmpfjgpncbqnhrmmgdks4w6hmpd3f4mkktr7l7qqztezp.py
# Topologically Sorted Source Nodes: [cross_entropy, add_111, le_8, where_12, sub_63, mul_233, unsqueeze_205, unsqueeze_206, unsqueeze_207, mul_234, mul_235, mul_236, unsqueeze_208, unsqueeze_209, unsqueeze_210, mul_237, unsqueeze_211, unsqueeze_212, unsqueeze_213, mul_238, sub_65, sub_66, mul_239], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_111 => add_111
#   cross_entropy => full_default_1
#   le_8 => le_8
#   mul_233 => mul_233
#   mul_234 => mul_234
#   mul_235 => mul_235
#   mul_236 => mul_236
#   mul_237 => mul_237
#   mul_238 => mul_238
#   mul_239 => mul_239
#   sub_63 => sub_63
#   sub_65 => sub_65
#   sub_66 => sub_66
#   unsqueeze_205 => unsqueeze_205
#   unsqueeze_206 => unsqueeze_206
#   unsqueeze_207 => unsqueeze_207
#   unsqueeze_208 => unsqueeze_208
#   unsqueeze_209 => unsqueeze_209
#   unsqueeze_210 => unsqueeze_210
#   unsqueeze_211 => unsqueeze_211
#   unsqueeze_212 => unsqueeze_212
#   unsqueeze_213 => unsqueeze_213
#   where_12 => where_12
# Graph fragment:
#   %relu_8 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=relu_8]
#   %getitem_63 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=getitem_63]
#   %getitem_69 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=getitem_69]
#   %convolution_9 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_9]
#   %unsqueeze_204 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_204]
#   %sum_27 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_27]
#   %squeeze_28 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=squeeze_28]
#   %sum_26 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_26]
#   %primals_60 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_60]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_111 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_63, %getitem_69), kwargs = {})
#   %le_8 : Tensor "b8[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_8, 0), kwargs = {})
#   %where_12 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_8, %full_default_1, %add_111), kwargs = {})
#   %sub_63 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_9, %unsqueeze_204), kwargs = {})
#   %mul_233 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_26, 3.985969387755102e-05), kwargs = {})
#   %unsqueeze_205 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_233, 0), kwargs = {})
#   %unsqueeze_206 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_205, 2), kwargs = {})
#   %unsqueeze_207 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_206, 3), kwargs = {})
#   %mul_234 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_27, 3.985969387755102e-05), kwargs = {})
#   %mul_235 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_28, %squeeze_28), kwargs = {})
#   %mul_236 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_234, %mul_235), kwargs = {})
#   %unsqueeze_208 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_236, 0), kwargs = {})
#   %unsqueeze_209 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_208, 2), kwargs = {})
#   %unsqueeze_210 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_209, 3), kwargs = {})
#   %mul_237 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_28, %primals_60), kwargs = {})
#   %unsqueeze_211 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_237, 0), kwargs = {})
#   %unsqueeze_212 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_211, 2), kwargs = {})
#   %unsqueeze_213 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_212, 3), kwargs = {})
#   %mul_238 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_63, %unsqueeze_210), kwargs = {})
#   %sub_65 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_12, %mul_238), kwargs = {})
#   %sub_66 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_65, %unsqueeze_207), kwargs = {})
#   %mul_239 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_66, %unsqueeze_213), kwargs = {})
#   return %mul_239
triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_21 = async_compile.triton('triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_21', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_21', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 77072896}, 'kernel_num_gb': 0.06422784, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_21(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3211264
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp3 = tl.load(in_ptr1 + (x2), None)
    tmp4 = tl.load(in_ptr2 + (x2), None)
    tmp7 = tl.load(in_out_ptr0 + (x2), None)
    tmp8 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr7 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp5 = tmp3 + tmp4
    tmp6 = tl.where(tmp2, tmp1, tmp5)
    tmp9 = tmp7 - tmp8
    tmp11 = tl.full([1], 3.985969387755102e-05, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp14 = tmp13 * tmp13
    tmp15 = tmp12 * tmp14
    tmp16 = tmp9 * tmp15
    tmp17 = tmp6 - tmp16
    tmp19 = tmp18 * tmp11
    tmp20 = tmp17 - tmp19
    tmp22 = tmp13 * tmp21
    tmp23 = tmp20 * tmp22
    tl.store(in_out_ptr0 + (x2), tmp23, None)


def get_args():
    arg_0 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 3211264,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_21.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_21.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.06422784
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/kp/ckpgrlbr6os24oab3z77vfbvprtzk4siwpy62n7z7ralt4kpmjmq.py
# Topologically Sorted Source Nodes: [cross_entropy, le_9, where_13, sum_28, sub_67, mul_241, sum_29], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   cross_entropy => full_default_1
#   le_9 => le_9
#   mul_241 => mul_241
#   sub_67 => sub_67
#   sum_28 => sum_28
#   sum_29 => sum_29
#   where_13 => where_13
# Graph fragment:
#   %relu_7 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=relu_7]
#   %getitem_72 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=getitem_72]
#   %convolution_8 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_8]
#   %unsqueeze_216 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_216]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_9 : Tensor "b8[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_7, 0), kwargs = {})
#   %where_13 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_9, %full_default_1, %getitem_72), kwargs = {})
#   %sum_28 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_13, [0, 2, 3]), kwargs = {})
#   %sub_67 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_8, %unsqueeze_216), kwargs = {})
#   %mul_241 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_13, %sub_67), kwargs = {})
#   %sum_29 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_241, [0, 2, 3]), kwargs = {})
#   return %buf106,%buf108
triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_22 = async_compile.triton('triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_22', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_22', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 38937088, 'r0_': 0}, 'kernel_num_gb': 0.038736384, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_22(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 25088
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 128)
    x1 = xindex // 128
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp9 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_2 + 16384*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr1 + (x0 + 128*r0_2 + 16384*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp8 = tl.load(in_ptr2 + (x0 + 128*r0_2 + 16384*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tl.where(tmp2, tmp1, tmp3)
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask & xmask, tmp7, _tmp6)
        tmp10 = tmp8 - tmp9
        tmp11 = tmp4 * tmp10
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask & xmask, tmp14, _tmp13)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp6, xmask)
    tl.store(out_ptr1 + (x3), tmp13, xmask)


def get_args():
    arg_0 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((128, 196), (1, 128), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((128, 196), (1, 128), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 25088, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_22.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_22.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.038736384
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/db/cdbe2aobctsazvp7k3pztovlzmslfvh36nigwn2c6fqezkoffqhv.py
# Topologically Sorted Source Nodes: [cross_entropy, le_9, where_13, sub_67, mul_242, unsqueeze_217, unsqueeze_218, unsqueeze_219, mul_243, mul_244, mul_245, unsqueeze_220, unsqueeze_221, unsqueeze_222, mul_246, unsqueeze_223, unsqueeze_224, unsqueeze_225, mul_247, sub_69, sub_70, mul_248, convolution_backward_11], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward_11 => convolution_backward_11
#   cross_entropy => full_default_1
#   le_9 => le_9
#   mul_242 => mul_242
#   mul_243 => mul_243
#   mul_244 => mul_244
#   mul_245 => mul_245
#   mul_246 => mul_246
#   mul_247 => mul_247
#   mul_248 => mul_248
#   sub_67 => sub_67
#   sub_69 => sub_69
#   sub_70 => sub_70
#   unsqueeze_217 => unsqueeze_217
#   unsqueeze_218 => unsqueeze_218
#   unsqueeze_219 => unsqueeze_219
#   unsqueeze_220 => unsqueeze_220
#   unsqueeze_221 => unsqueeze_221
#   unsqueeze_222 => unsqueeze_222
#   unsqueeze_223 => unsqueeze_223
#   unsqueeze_224 => unsqueeze_224
#   unsqueeze_225 => unsqueeze_225
#   where_13 => where_13
# Graph fragment:
#   %relu_7 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=relu_7]
#   %getitem_72 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=getitem_72]
#   %convolution_8 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_8]
#   %unsqueeze_216 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_216]
#   %sum_29 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_29]
#   %squeeze_25 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=squeeze_25]
#   %sum_28 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_28]
#   %primals_54 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_54]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_9 : Tensor "b8[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_7, 0), kwargs = {})
#   %where_13 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_9, %full_default_1, %getitem_72), kwargs = {})
#   %sub_67 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_8, %unsqueeze_216), kwargs = {})
#   %mul_242 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_28, 3.985969387755102e-05), kwargs = {})
#   %unsqueeze_217 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_242, 0), kwargs = {})
#   %unsqueeze_218 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_217, 2), kwargs = {})
#   %unsqueeze_219 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_218, 3), kwargs = {})
#   %mul_243 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_29, 3.985969387755102e-05), kwargs = {})
#   %mul_244 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_25, %squeeze_25), kwargs = {})
#   %mul_245 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_243, %mul_244), kwargs = {})
#   %unsqueeze_220 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_245, 0), kwargs = {})
#   %unsqueeze_221 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_220, 2), kwargs = {})
#   %unsqueeze_222 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_221, 3), kwargs = {})
#   %mul_246 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_25, %primals_54), kwargs = {})
#   %unsqueeze_223 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_246, 0), kwargs = {})
#   %unsqueeze_224 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_223, 2), kwargs = {})
#   %unsqueeze_225 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_224, 3), kwargs = {})
#   %mul_247 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_67, %unsqueeze_222), kwargs = {})
#   %sub_69 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_13, %mul_247), kwargs = {})
#   %sub_70 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_69, %unsqueeze_219), kwargs = {})
#   %mul_248 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_70, %unsqueeze_225), kwargs = {})
#   %convolution_backward_11 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_248, %relu_6, %primals_50, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf111
triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_23 = async_compile.triton('triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_23', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_23', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 64227840}, 'kernel_num_gb': 0.051382784, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_23(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3211264
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp3 = tl.load(in_ptr0 + (x2), None)
    tmp5 = tl.load(in_ptr1 + (x2), None)
    tmp6 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp7 = tmp5 - tmp6
    tmp9 = tl.full([1], 3.985969387755102e-05, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp12 = tmp11 * tmp11
    tmp13 = tmp10 * tmp12
    tmp14 = tmp7 * tmp13
    tmp15 = tmp4 - tmp14
    tmp17 = tmp16 * tmp9
    tmp18 = tmp15 - tmp17
    tmp20 = tmp11 * tmp19
    tmp21 = tmp18 * tmp20
    tl.store(in_out_ptr0 + (x2), tmp21, None)


def get_args():
    arg_0 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 3211264,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_23.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_23.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.051382784
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/ac/caclp4tgad2mtazxshkqsjfu7mzqzyimk7zrcbhyjtfse2i7zuz6.py
# Topologically Sorted Source Nodes: [cross_entropy, add_111, le_8, where_12, add_112, le_10, where_14], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward]
# Source node to ATen node mapping:
#   add_111 => add_111
#   add_112 => add_112
#   cross_entropy => full_default_1
#   le_10 => le_10
#   le_8 => le_8
#   where_12 => where_12
#   where_14 => where_14
# Graph fragment:
#   %relu_6 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=relu_6]
#   %relu_8 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=relu_8]
#   %getitem_63 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=getitem_63]
#   %getitem_69 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=getitem_69]
#   %getitem_75 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=getitem_75]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_111 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_63, %getitem_69), kwargs = {})
#   %le_8 : Tensor "b8[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_8, 0), kwargs = {})
#   %where_12 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_8, %full_default_1, %add_111), kwargs = {})
#   %add_112 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_12, %getitem_75), kwargs = {})
#   %le_10 : Tensor "b8[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_6, 0), kwargs = {})
#   %where_14 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.where.self](args = (%le_10, %full_default_1, %add_112), kwargs = {})
#   return %where_14
triton_poi_fused_add_nll_loss_forward_threshold_backward_24 = async_compile.triton('triton_poi_fused_add_nll_loss_forward_threshold_backward_24', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_nll_loss_forward_threshold_backward_24', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 89915392}, 'kernel_num_gb': 0.077070336, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_nll_loss_forward_threshold_backward_24(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3211264
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None)
    tmp3 = tl.load(in_ptr0 + (x0), None)
    tmp5 = tl.load(in_ptr1 + (x0), None)
    tmp6 = tl.load(in_ptr2 + (x0), None)
    tmp9 = tl.load(in_ptr3 + (x0), None)
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tmp3 <= tmp1
    tmp7 = tmp5 + tmp6
    tmp8 = tl.where(tmp4, tmp1, tmp7)
    tmp10 = tmp8 + tmp9
    tmp11 = tl.where(tmp2, tmp1, tmp10)
    tl.store(in_out_ptr0 + (x0), tmp11, None)


def get_args():
    arg_0 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 3211264,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_nll_loss_forward_threshold_backward_24.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_nll_loss_forward_threshold_backward_24.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.077070336
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/xf/cxfdj5kn3gatzm2z2ikiovrapdn5z5cfnplktiwlp7qf7542tmqp.py
# Topologically Sorted Source Nodes: [sum_30, sub_71, mul_250, sum_31, sum_32, sub_75, mul_259, sum_33], Original ATen: [aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   mul_250 => mul_250
#   mul_259 => mul_259
#   sub_71 => sub_71
#   sub_75 => sub_75
#   sum_30 => sum_30
#   sum_31 => sum_31
#   sum_32 => sum_32
#   sum_33 => sum_33
# Graph fragment:
#   %where_14 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=where_14]
#   %convolution_7 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_7]
#   %unsqueeze_228 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_228]
#   %convolution_6 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_6]
#   %unsqueeze_240 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_240]
#   %sum_30 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_14, [0, 2, 3]), kwargs = {})
#   %sub_71 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_7, %unsqueeze_228), kwargs = {})
#   %mul_250 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_14, %sub_71), kwargs = {})
#   %sum_31 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_250, [0, 2, 3]), kwargs = {})
#   %sum_32 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_14, [0, 2, 3]), kwargs = {})
#   %sub_75 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_6, %unsqueeze_240), kwargs = {})
#   %mul_259 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_14, %sub_75), kwargs = {})
#   %sum_33 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_259, [0, 2, 3]), kwargs = {})
#   return %buf116,%buf118,%buf125,%buf127
triton_red_fused_native_batch_norm_backward_25 = async_compile.triton('triton_red_fused_native_batch_norm_backward_25', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_batch_norm_backward_25', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 39339008, 'r0_': 0}, 'kernel_num_gb': 0.0389376, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_native_batch_norm_backward_25(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 25088
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 128)
    x1 = xindex // 128
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp5 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    _tmp9 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp12 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp16 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_2 + 16384*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr1 + (x0 + 128*r0_2 + 16384*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp11 = tl.load(in_ptr3 + (x0 + 128*r0_2 + 16384*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
        tmp6 = tmp4 - tmp5
        tmp7 = tmp0 * tmp6
        tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
        tmp10 = _tmp9 + tmp8
        _tmp9 = tl.where(r0_mask & xmask, tmp10, _tmp9)
        tmp13 = tmp11 - tmp12
        tmp14 = tmp0 * tmp13
        tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
        tmp17 = _tmp16 + tmp15
        _tmp16 = tl.where(r0_mask & xmask, tmp17, _tmp16)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tmp9 = tl.sum(_tmp9, 1)[:, None]
    tmp16 = tl.sum(_tmp16, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
    tl.store(out_ptr1 + (x3), tmp9, xmask)
    tl.store(out_ptr2 + (x3), tmp2, xmask)
    tl.store(out_ptr3 + (x3), tmp16, xmask)


def get_args():
    arg_0 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((128, 196), (1, 128), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((128, 196), (1, 128), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((128, 196), (1, 128), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((128, 196), (1, 128), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 25088, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_native_batch_norm_backward_25.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_native_batch_norm_backward_25.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.0389376
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/nh/cnhlxvscwwjrrb4v64x26hpgduac647cwbcsqyr5dmgofijidzmp.py
# Topologically Sorted Source Nodes: [sub_71, mul_251, unsqueeze_229, unsqueeze_230, unsqueeze_231, mul_252, mul_253, mul_254, unsqueeze_232, unsqueeze_233, unsqueeze_234, mul_255, unsqueeze_235, unsqueeze_236, unsqueeze_237, mul_256, sub_73, sub_74, mul_257, convolution_backward_12, sub_75, mul_260, unsqueeze_241, unsqueeze_242, unsqueeze_243, mul_261, mul_262, mul_263, unsqueeze_244, unsqueeze_245, unsqueeze_246, mul_264, unsqueeze_247, unsqueeze_248, unsqueeze_249, mul_265, sub_77, sub_78, mul_266, convolution_backward_13], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward_12 => convolution_backward_12
#   convolution_backward_13 => convolution_backward_13
#   mul_251 => mul_251
#   mul_252 => mul_252
#   mul_253 => mul_253
#   mul_254 => mul_254
#   mul_255 => mul_255
#   mul_256 => mul_256
#   mul_257 => mul_257
#   mul_260 => mul_260
#   mul_261 => mul_261
#   mul_262 => mul_262
#   mul_263 => mul_263
#   mul_264 => mul_264
#   mul_265 => mul_265
#   mul_266 => mul_266
#   sub_71 => sub_71
#   sub_73 => sub_73
#   sub_74 => sub_74
#   sub_75 => sub_75
#   sub_77 => sub_77
#   sub_78 => sub_78
#   unsqueeze_229 => unsqueeze_229
#   unsqueeze_230 => unsqueeze_230
#   unsqueeze_231 => unsqueeze_231
#   unsqueeze_232 => unsqueeze_232
#   unsqueeze_233 => unsqueeze_233
#   unsqueeze_234 => unsqueeze_234
#   unsqueeze_235 => unsqueeze_235
#   unsqueeze_236 => unsqueeze_236
#   unsqueeze_237 => unsqueeze_237
#   unsqueeze_241 => unsqueeze_241
#   unsqueeze_242 => unsqueeze_242
#   unsqueeze_243 => unsqueeze_243
#   unsqueeze_244 => unsqueeze_244
#   unsqueeze_245 => unsqueeze_245
#   unsqueeze_246 => unsqueeze_246
#   unsqueeze_247 => unsqueeze_247
#   unsqueeze_248 => unsqueeze_248
#   unsqueeze_249 => unsqueeze_249
# Graph fragment:
#   %where_14 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=where_14]
#   %convolution_7 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_7]
#   %unsqueeze_228 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_228]
#   %sum_31 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_31]
#   %squeeze_22 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=squeeze_22]
#   %sum_30 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_30]
#   %primals_48 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_48]
#   %convolution_6 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_6]
#   %unsqueeze_240 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_240]
#   %sum_33 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_33]
#   %squeeze_19 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=squeeze_19]
#   %sum_32 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_32]
#   %primals_42 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_42]
#   %sub_71 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_7, %unsqueeze_228), kwargs = {})
#   %mul_251 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_30, 3.985969387755102e-05), kwargs = {})
#   %unsqueeze_229 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_251, 0), kwargs = {})
#   %unsqueeze_230 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_229, 2), kwargs = {})
#   %unsqueeze_231 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_230, 3), kwargs = {})
#   %mul_252 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_31, 3.985969387755102e-05), kwargs = {})
#   %mul_253 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_22, %squeeze_22), kwargs = {})
#   %mul_254 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_252, %mul_253), kwargs = {})
#   %unsqueeze_232 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_254, 0), kwargs = {})
#   %unsqueeze_233 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_232, 2), kwargs = {})
#   %unsqueeze_234 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_233, 3), kwargs = {})
#   %mul_255 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_22, %primals_48), kwargs = {})
#   %unsqueeze_235 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_255, 0), kwargs = {})
#   %unsqueeze_236 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_235, 2), kwargs = {})
#   %unsqueeze_237 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_236, 3), kwargs = {})
#   %mul_256 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_71, %unsqueeze_234), kwargs = {})
#   %sub_73 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_14, %mul_256), kwargs = {})
#   %sub_74 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_73, %unsqueeze_231), kwargs = {})
#   %mul_257 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_74, %unsqueeze_237), kwargs = {})
#   %convolution_backward_12 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_257, %relu_4, %primals_44, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   %sub_75 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_6, %unsqueeze_240), kwargs = {})
#   %mul_260 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_32, 3.985969387755102e-05), kwargs = {})
#   %unsqueeze_241 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_260, 0), kwargs = {})
#   %unsqueeze_242 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_241, 2), kwargs = {})
#   %unsqueeze_243 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_242, 3), kwargs = {})
#   %mul_261 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_33, 3.985969387755102e-05), kwargs = {})
#   %mul_262 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_19, %squeeze_19), kwargs = {})
#   %mul_263 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_261, %mul_262), kwargs = {})
#   %unsqueeze_244 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_263, 0), kwargs = {})
#   %unsqueeze_245 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_244, 2), kwargs = {})
#   %unsqueeze_246 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_245, 3), kwargs = {})
#   %mul_264 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_19, %primals_42), kwargs = {})
#   %unsqueeze_247 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_264, 0), kwargs = {})
#   %unsqueeze_248 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_247, 2), kwargs = {})
#   %unsqueeze_249 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_248, 3), kwargs = {})
#   %mul_265 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_75, %unsqueeze_246), kwargs = {})
#   %sub_77 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_14, %mul_265), kwargs = {})
#   %sub_78 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_77, %unsqueeze_243), kwargs = {})
#   %mul_266 : Tensor "f32[32, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_78, %unsqueeze_249), kwargs = {})
#   %convolution_backward_13 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_266, %relu_5, %primals_38, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf121,%buf130
triton_poi_fused_convolution_backward_native_batch_norm_backward_26 = async_compile.triton('triton_poi_fused_convolution_backward_native_batch_norm_backward_26', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_backward_native_batch_norm_backward_26', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 13, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 89920512}, 'kernel_num_gb': 0.0642304, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_backward_native_batch_norm_backward_26(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3211264
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp1 = tl.load(in_out_ptr0 + (x2), None)
    tmp2 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_out_ptr1 + (x2), None)
    tmp19 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr7 + (x0), None, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr8 + (x0), None, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr9 + (x0), None, eviction_policy='evict_last')
    tmp31 = tl.load(in_ptr10 + (x0), None, eviction_policy='evict_last')
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 3.985969387755102e-05, tl.float32)
    tmp6 = tmp4 * tmp5
    tmp8 = tmp7 * tmp7
    tmp9 = tmp6 * tmp8
    tmp10 = tmp3 * tmp9
    tmp11 = tmp0 - tmp10
    tmp13 = tmp12 * tmp5
    tmp14 = tmp11 - tmp13
    tmp16 = tmp7 * tmp15
    tmp17 = tmp14 * tmp16
    tmp20 = tmp18 - tmp19
    tmp22 = tmp21 * tmp5
    tmp24 = tmp23 * tmp23
    tmp25 = tmp22 * tmp24
    tmp26 = tmp20 * tmp25
    tmp27 = tmp0 - tmp26
    tmp29 = tmp28 * tmp5
    tmp30 = tmp27 - tmp29
    tmp32 = tmp23 * tmp31
    tmp33 = tmp30 * tmp32
    tl.store(in_out_ptr0 + (x2), tmp17, None)
    tl.store(in_out_ptr1 + (x2), tmp33, None)


def get_args():
    arg_0 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_10 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_11 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_12 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, arg_11, arg_12, 3211264,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_convolution_backward_native_batch_norm_backward_26.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_convolution_backward_native_batch_norm_backward_26.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.0642304
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/3u/c3u2rw54ha24muh43pycylsfoihrestbjbg6bskrggmmyf5fgxvk.py
# Topologically Sorted Source Nodes: [cross_entropy, add_113, le_12, where_16, sum_36, sub_83, mul_277, sum_37], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_113 => add_113
#   cross_entropy => full_default_1
#   le_12 => le_12
#   mul_277 => mul_277
#   sub_83 => sub_83
#   sum_36 => sum_36
#   sum_37 => sum_37
#   where_16 => where_16
# Graph fragment:
#   %relu_4 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=relu_4]
#   %getitem_78 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_78]
#   %getitem_84 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_84]
#   %convolution_4 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=convolution_4]
#   %unsqueeze_264 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_264]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_113 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_78, %getitem_84), kwargs = {})
#   %le_12 : Tensor "b8[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_4, 0), kwargs = {})
#   %where_16 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_12, %full_default_1, %add_113), kwargs = {})
#   %sum_36 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_16, [0, 2, 3]), kwargs = {})
#   %sub_83 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_4, %unsqueeze_264), kwargs = {})
#   %mul_277 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_16, %sub_83), kwargs = {})
#   %sum_37 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_277, [0, 2, 3]), kwargs = {})
#   return %buf143,%buf145
triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_27 = async_compile.triton('triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_27', '''
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
    size_hints={'x': 65536, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_27', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 103563520, 'r0_': 0}, 'kernel_num_gb': 0.103162112, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_27(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 50176
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 64)
    x1 = xindex // 64
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp11 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr1 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr2 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp10 = tl.load(in_ptr3 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp5 = tmp3 + tmp4
        tmp6 = tl.where(tmp2, tmp1, tmp5)
        tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask & xmask, tmp9, _tmp8)
        tmp12 = tmp10 - tmp11
        tmp13 = tmp6 * tmp12
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask & xmask, tmp16, _tmp15)
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp8, xmask)
    tl.store(out_ptr1 + (x3), tmp15, xmask)


def get_args():
    arg_0 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((64, 784), (1, 64), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((64, 784), (1, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 50176, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_27.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_27.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.103162112
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/qx/cqxlxxyd42qhysulzhkvogqir4aaxewjukcvu4r2pcnyawsxey4y.py
# Topologically Sorted Source Nodes: [cross_entropy, add_113, le_12, where_16, sum_36], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_113 => add_113
#   cross_entropy => full_default_1
#   le_12 => le_12
#   sum_36 => sum_36
#   where_16 => where_16
# Graph fragment:
#   %buf143 : Tensor "f32[64, 784][1, 64]cuda:0" = PlaceHolder[target=buf143]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_113 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_78, %getitem_84), kwargs = {})
#   %le_12 : Tensor "b8[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_4, 0), kwargs = {})
#   %where_16 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_12, %full_default_1, %add_113), kwargs = {})
#   %sum_36 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_16, [0, 2, 3]), kwargs = {})
#   return %sum_36
triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_28 = async_compile.triton('triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_28', '''
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
    size_hints={'x': 64, 'r0_': 1024},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_28', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 201216, 'r0_': 0}, 'kernel_num_gb': 0.00020096, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_28(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 784
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
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)


def get_args():
    arg_0 = rand_strided((64, 784), (1, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 64, 784,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_28.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_28.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00020096
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/5i/c5ijeasspr4sef4wvjdyctotm76xujlec2gsu4rxhrk6kclrwqu3.py
# Topologically Sorted Source Nodes: [cross_entropy, add_113, le_12, where_16, sub_83, mul_277, sum_37, mul_285], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_113 => add_113
#   cross_entropy => full_default_1
#   le_12 => le_12
#   mul_277 => mul_277
#   mul_285 => mul_285
#   sub_83 => sub_83
#   sum_37 => sum_37
#   where_16 => where_16
# Graph fragment:
#   %buf145 : Tensor "f32[64, 784][1, 64]cuda:0" = PlaceHolder[target=buf145]
#   %sum_37 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_37]
#   %squeeze_13 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_13]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_113 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_78, %getitem_84), kwargs = {})
#   %le_12 : Tensor "b8[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_4, 0), kwargs = {})
#   %where_16 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_12, %full_default_1, %add_113), kwargs = {})
#   %sub_83 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_4, %unsqueeze_264), kwargs = {})
#   %mul_277 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_16, %sub_83), kwargs = {})
#   %sum_37 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_277, [0, 2, 3]), kwargs = {})
#   %mul_285 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_37, %squeeze_13), kwargs = {})
#   return %sum_37,%mul_285
triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_29 = async_compile.triton('triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_29', '''
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
    size_hints={'x': 64, 'r0_': 1024},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_29', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 201984, 'r0_': 0}, 'kernel_num_gb': 0.000201472, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_29(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 784
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
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tmp4 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp5 = tmp2 * tmp4
    tl.store(out_ptr1 + (x0), tmp5, xmask)


def get_args():
    arg_0 = rand_strided((64, 784), (1, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 64, 784,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_29.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_29.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000201472
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/k2/ck2c6kjn7buh6lvlja7k4pm2naxj27n7ey3nqc6wr5yugjdsev65.py
# Topologically Sorted Source Nodes: [cross_entropy, add_113, le_12, where_16, sub_83, mul_278, unsqueeze_265, unsqueeze_266, unsqueeze_267, mul_279, mul_280, mul_281, unsqueeze_268, unsqueeze_269, unsqueeze_270, mul_282, unsqueeze_271, unsqueeze_272, unsqueeze_273, mul_283, sub_85, sub_86, mul_284], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_113 => add_113
#   cross_entropy => full_default_1
#   le_12 => le_12
#   mul_278 => mul_278
#   mul_279 => mul_279
#   mul_280 => mul_280
#   mul_281 => mul_281
#   mul_282 => mul_282
#   mul_283 => mul_283
#   mul_284 => mul_284
#   sub_83 => sub_83
#   sub_85 => sub_85
#   sub_86 => sub_86
#   unsqueeze_265 => unsqueeze_265
#   unsqueeze_266 => unsqueeze_266
#   unsqueeze_267 => unsqueeze_267
#   unsqueeze_268 => unsqueeze_268
#   unsqueeze_269 => unsqueeze_269
#   unsqueeze_270 => unsqueeze_270
#   unsqueeze_271 => unsqueeze_271
#   unsqueeze_272 => unsqueeze_272
#   unsqueeze_273 => unsqueeze_273
#   where_16 => where_16
# Graph fragment:
#   %relu_4 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=relu_4]
#   %getitem_78 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_78]
#   %getitem_84 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_84]
#   %convolution_4 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=convolution_4]
#   %unsqueeze_264 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_264]
#   %sum_37 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_37]
#   %squeeze_13 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_13]
#   %sum_36 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_36]
#   %primals_30 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_30]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_113 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_78, %getitem_84), kwargs = {})
#   %le_12 : Tensor "b8[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_4, 0), kwargs = {})
#   %where_16 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_12, %full_default_1, %add_113), kwargs = {})
#   %sub_83 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_4, %unsqueeze_264), kwargs = {})
#   %mul_278 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_36, 9.964923469387754e-06), kwargs = {})
#   %unsqueeze_265 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_278, 0), kwargs = {})
#   %unsqueeze_266 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_265, 2), kwargs = {})
#   %unsqueeze_267 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_266, 3), kwargs = {})
#   %mul_279 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_37, 9.964923469387754e-06), kwargs = {})
#   %mul_280 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_13, %squeeze_13), kwargs = {})
#   %mul_281 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_279, %mul_280), kwargs = {})
#   %unsqueeze_268 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_281, 0), kwargs = {})
#   %unsqueeze_269 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_268, 2), kwargs = {})
#   %unsqueeze_270 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_269, 3), kwargs = {})
#   %mul_282 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_13, %primals_30), kwargs = {})
#   %unsqueeze_271 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_282, 0), kwargs = {})
#   %unsqueeze_272 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_271, 2), kwargs = {})
#   %unsqueeze_273 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_272, 3), kwargs = {})
#   %mul_283 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_83, %unsqueeze_270), kwargs = {})
#   %sub_85 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_16, %mul_283), kwargs = {})
#   %sub_86 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_85, %unsqueeze_267), kwargs = {})
#   %mul_284 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_86, %unsqueeze_273), kwargs = {})
#   return %mul_284
triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_30 = async_compile.triton('triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_30', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_30', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 154141952}, 'kernel_num_gb': 0.12845184, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_30(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, xnumel, XBLOCK : tl.constexpr):
    xnumel = 6422528
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp3 = tl.load(in_ptr1 + (x2), None)
    tmp4 = tl.load(in_ptr2 + (x2), None)
    tmp7 = tl.load(in_out_ptr0 + (x2), None)
    tmp8 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr7 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp5 = tmp3 + tmp4
    tmp6 = tl.where(tmp2, tmp1, tmp5)
    tmp9 = tmp7 - tmp8
    tmp11 = tl.full([1], 9.964923469387754e-06, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp14 = tmp13 * tmp13
    tmp15 = tmp12 * tmp14
    tmp16 = tmp9 * tmp15
    tmp17 = tmp6 - tmp16
    tmp19 = tmp18 * tmp11
    tmp20 = tmp17 - tmp19
    tmp22 = tmp13 * tmp21
    tmp23 = tmp20 * tmp22
    tl.store(in_out_ptr0 + (x2), tmp23, None)


def get_args():
    arg_0 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 6422528,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_30.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_30.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.12845184
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/fx/cfx3xwch3saix3xuwxby4wnp6ofse4iouoyikla6tbji56ge7ejn.py
# Topologically Sorted Source Nodes: [cross_entropy, le_13, where_17, sum_38, sub_87, mul_286, sum_39], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   cross_entropy => full_default_1
#   le_13 => le_13
#   mul_286 => mul_286
#   sub_87 => sub_87
#   sum_38 => sum_38
#   sum_39 => sum_39
#   where_17 => where_17
# Graph fragment:
#   %relu_3 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=relu_3]
#   %getitem_87 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_87]
#   %convolution_3 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=convolution_3]
#   %unsqueeze_276 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_276]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_13 : Tensor "b8[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_3, 0), kwargs = {})
#   %where_17 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_13, %full_default_1, %getitem_87), kwargs = {})
#   %sum_38 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_17, [0, 2, 3]), kwargs = {})
#   %sub_87 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_3, %unsqueeze_276), kwargs = {})
#   %mul_286 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_17, %sub_87), kwargs = {})
#   %sum_39 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_286, [0, 2, 3]), kwargs = {})
#   return %buf152,%buf154
triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_31 = async_compile.triton('triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_31', '''
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
    size_hints={'x': 65536, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_31', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 77873408, 'r0_': 0}, 'kernel_num_gb': 0.077472, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_31(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 50176
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 64)
    x1 = xindex // 64
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp9 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr1 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp8 = tl.load(in_ptr2 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tl.where(tmp2, tmp1, tmp3)
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask & xmask, tmp7, _tmp6)
        tmp10 = tmp8 - tmp9
        tmp11 = tmp4 * tmp10
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask & xmask, tmp14, _tmp13)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp6, xmask)
    tl.store(out_ptr1 + (x3), tmp13, xmask)


def get_args():
    arg_0 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((64, 784), (1, 64), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((64, 784), (1, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 50176, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_31.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_31.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.077472
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/43/c43wwfrysi3jxj6xxx6gv7y4glgrngdabqhvldvqxnrq73ojl4wl.py
# Topologically Sorted Source Nodes: [cross_entropy, le_13, where_17, sub_87, mul_287, unsqueeze_277, unsqueeze_278, unsqueeze_279, mul_288, mul_289, mul_290, unsqueeze_280, unsqueeze_281, unsqueeze_282, mul_291, unsqueeze_283, unsqueeze_284, unsqueeze_285, mul_292, sub_89, sub_90, mul_293, convolution_backward_16], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward_16 => convolution_backward_16
#   cross_entropy => full_default_1
#   le_13 => le_13
#   mul_287 => mul_287
#   mul_288 => mul_288
#   mul_289 => mul_289
#   mul_290 => mul_290
#   mul_291 => mul_291
#   mul_292 => mul_292
#   mul_293 => mul_293
#   sub_87 => sub_87
#   sub_89 => sub_89
#   sub_90 => sub_90
#   unsqueeze_277 => unsqueeze_277
#   unsqueeze_278 => unsqueeze_278
#   unsqueeze_279 => unsqueeze_279
#   unsqueeze_280 => unsqueeze_280
#   unsqueeze_281 => unsqueeze_281
#   unsqueeze_282 => unsqueeze_282
#   unsqueeze_283 => unsqueeze_283
#   unsqueeze_284 => unsqueeze_284
#   unsqueeze_285 => unsqueeze_285
#   where_17 => where_17
# Graph fragment:
#   %relu_3 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=relu_3]
#   %getitem_87 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_87]
#   %convolution_3 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=convolution_3]
#   %unsqueeze_276 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_276]
#   %sum_39 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_39]
#   %squeeze_10 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_10]
#   %sum_38 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_38]
#   %primals_24 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_24]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_13 : Tensor "b8[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_3, 0), kwargs = {})
#   %where_17 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_13, %full_default_1, %getitem_87), kwargs = {})
#   %sub_87 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_3, %unsqueeze_276), kwargs = {})
#   %mul_287 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_38, 9.964923469387754e-06), kwargs = {})
#   %unsqueeze_277 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_287, 0), kwargs = {})
#   %unsqueeze_278 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_277, 2), kwargs = {})
#   %unsqueeze_279 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_278, 3), kwargs = {})
#   %mul_288 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_39, 9.964923469387754e-06), kwargs = {})
#   %mul_289 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_10, %squeeze_10), kwargs = {})
#   %mul_290 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_288, %mul_289), kwargs = {})
#   %unsqueeze_280 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_290, 0), kwargs = {})
#   %unsqueeze_281 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_280, 2), kwargs = {})
#   %unsqueeze_282 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_281, 3), kwargs = {})
#   %mul_291 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_10, %primals_24), kwargs = {})
#   %unsqueeze_283 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_291, 0), kwargs = {})
#   %unsqueeze_284 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_283, 2), kwargs = {})
#   %unsqueeze_285 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_284, 3), kwargs = {})
#   %mul_292 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_87, %unsqueeze_282), kwargs = {})
#   %sub_89 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_17, %mul_292), kwargs = {})
#   %sub_90 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_89, %unsqueeze_279), kwargs = {})
#   %mul_293 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_90, %unsqueeze_285), kwargs = {})
#   %convolution_backward_16 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_293, %relu_2, %primals_20, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf157
triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_32 = async_compile.triton('triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_32', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_32', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128451840}, 'kernel_num_gb': 0.102761728, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_32(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, XBLOCK : tl.constexpr):
    xnumel = 6422528
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp3 = tl.load(in_ptr0 + (x2), None)
    tmp5 = tl.load(in_ptr1 + (x2), None)
    tmp6 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp7 = tmp5 - tmp6
    tmp9 = tl.full([1], 9.964923469387754e-06, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp12 = tmp11 * tmp11
    tmp13 = tmp10 * tmp12
    tmp14 = tmp7 * tmp13
    tmp15 = tmp4 - tmp14
    tmp17 = tmp16 * tmp9
    tmp18 = tmp15 - tmp17
    tmp20 = tmp11 * tmp19
    tmp21 = tmp18 * tmp20
    tl.store(in_out_ptr0 + (x2), tmp21, None)


def get_args():
    arg_0 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 6422528,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_32.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_32.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.102761728
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/cf/ccfy4noqkgbzddbruefdg2cl6pzxcprvroejipp6lpwrkwnwhkgv.py
# Topologically Sorted Source Nodes: [cross_entropy, add_113, le_12, where_16, add_114, le_14, where_18], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward]
# Source node to ATen node mapping:
#   add_113 => add_113
#   add_114 => add_114
#   cross_entropy => full_default_1
#   le_12 => le_12
#   le_14 => le_14
#   where_16 => where_16
#   where_18 => where_18
# Graph fragment:
#   %relu_2 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=relu_2]
#   %relu_4 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=relu_4]
#   %getitem_78 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_78]
#   %getitem_84 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_84]
#   %getitem_90 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_90]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_113 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_78, %getitem_84), kwargs = {})
#   %le_12 : Tensor "b8[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_4, 0), kwargs = {})
#   %where_16 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_12, %full_default_1, %add_113), kwargs = {})
#   %add_114 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_16, %getitem_90), kwargs = {})
#   %le_14 : Tensor "b8[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_2, 0), kwargs = {})
#   %where_18 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_14, %full_default_1, %add_114), kwargs = {})
#   return %where_18
triton_poi_fused_add_nll_loss_forward_threshold_backward_33 = async_compile.triton('triton_poi_fused_add_nll_loss_forward_threshold_backward_33', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_nll_loss_forward_threshold_backward_33', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 179830784}, 'kernel_num_gb': 0.154140672, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_nll_loss_forward_threshold_backward_33(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 6422528
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None)
    tmp3 = tl.load(in_ptr0 + (x0), None)
    tmp5 = tl.load(in_ptr1 + (x0), None)
    tmp6 = tl.load(in_ptr2 + (x0), None)
    tmp9 = tl.load(in_ptr3 + (x0), None)
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tmp3 <= tmp1
    tmp7 = tmp5 + tmp6
    tmp8 = tl.where(tmp4, tmp1, tmp7)
    tmp10 = tmp8 + tmp9
    tmp11 = tl.where(tmp2, tmp1, tmp10)
    tl.store(in_out_ptr0 + (x0), tmp11, None)


def get_args():
    arg_0 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 6422528,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_nll_loss_forward_threshold_backward_33.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_nll_loss_forward_threshold_backward_33.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.154140672
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/uf/cufxi56qpm3ookuitwywn5au44kn3tje23a4a6kz6n3cok2pgi34.py
# Topologically Sorted Source Nodes: [sum_40, sub_91, mul_295, sum_41], Original ATen: [aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   mul_295 => mul_295
#   sub_91 => sub_91
#   sum_40 => sum_40
#   sum_41 => sum_41
# Graph fragment:
#   %where_18 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=where_18]
#   %convolution_2 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=convolution_2]
#   %unsqueeze_288 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_288]
#   %sum_40 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_18, [0, 2, 3]), kwargs = {})
#   %sub_91 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_2, %unsqueeze_288), kwargs = {})
#   %mul_295 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_18, %sub_91), kwargs = {})
#   %sum_41 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_295, [0, 2, 3]), kwargs = {})
#   return %buf162,%buf164
triton_red_fused_native_batch_norm_backward_34 = async_compile.triton('triton_red_fused_native_batch_norm_backward_34', '''
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
    size_hints={'x': 65536, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_batch_norm_backward_34', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 52183296, 'r0_': 0}, 'kernel_num_gb': 0.051781888, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_native_batch_norm_backward_34(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 50176
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 64)
    x1 = xindex // 64
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp5 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    _tmp9 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr1 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
        tmp6 = tmp4 - tmp5
        tmp7 = tmp0 * tmp6
        tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
        tmp10 = _tmp9 + tmp8
        _tmp9 = tl.where(r0_mask & xmask, tmp10, _tmp9)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tmp9 = tl.sum(_tmp9, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
    tl.store(out_ptr1 + (x3), tmp9, xmask)


def get_args():
    arg_0 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((64, 784), (1, 64), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((64, 784), (1, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 50176, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_native_batch_norm_backward_34.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_native_batch_norm_backward_34.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.051781888
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/hq/chq37ltukbwblziq5j3ilu6oj2hxduojleseoiwabfmqll4iai3k.py
# Topologically Sorted Source Nodes: [sub_91, mul_296, unsqueeze_289, unsqueeze_290, unsqueeze_291, mul_297, mul_298, mul_299, unsqueeze_292, unsqueeze_293, unsqueeze_294, mul_300, unsqueeze_295, unsqueeze_296, unsqueeze_297, mul_301, sub_93, sub_94, mul_302, convolution_backward_17], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward_17 => convolution_backward_17
#   mul_296 => mul_296
#   mul_297 => mul_297
#   mul_298 => mul_298
#   mul_299 => mul_299
#   mul_300 => mul_300
#   mul_301 => mul_301
#   mul_302 => mul_302
#   sub_91 => sub_91
#   sub_93 => sub_93
#   sub_94 => sub_94
#   unsqueeze_289 => unsqueeze_289
#   unsqueeze_290 => unsqueeze_290
#   unsqueeze_291 => unsqueeze_291
#   unsqueeze_292 => unsqueeze_292
#   unsqueeze_293 => unsqueeze_293
#   unsqueeze_294 => unsqueeze_294
#   unsqueeze_295 => unsqueeze_295
#   unsqueeze_296 => unsqueeze_296
#   unsqueeze_297 => unsqueeze_297
# Graph fragment:
#   %where_18 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=where_18]
#   %convolution_2 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=convolution_2]
#   %unsqueeze_288 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_288]
#   %sum_41 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_41]
#   %squeeze_7 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_7]
#   %sum_40 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_40]
#   %primals_18 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_18]
#   %sub_91 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_2, %unsqueeze_288), kwargs = {})
#   %mul_296 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_40, 9.964923469387754e-06), kwargs = {})
#   %unsqueeze_289 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_296, 0), kwargs = {})
#   %unsqueeze_290 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_289, 2), kwargs = {})
#   %unsqueeze_291 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_290, 3), kwargs = {})
#   %mul_297 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_41, 9.964923469387754e-06), kwargs = {})
#   %mul_298 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_7, %squeeze_7), kwargs = {})
#   %mul_299 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_297, %mul_298), kwargs = {})
#   %unsqueeze_292 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_299, 0), kwargs = {})
#   %unsqueeze_293 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_292, 2), kwargs = {})
#   %unsqueeze_294 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_293, 3), kwargs = {})
#   %mul_300 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_7, %primals_18), kwargs = {})
#   %unsqueeze_295 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_300, 0), kwargs = {})
#   %unsqueeze_296 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_295, 2), kwargs = {})
#   %unsqueeze_297 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_296, 3), kwargs = {})
#   %mul_301 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_91, %unsqueeze_294), kwargs = {})
#   %sub_93 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_18, %mul_301), kwargs = {})
#   %sub_94 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_93, %unsqueeze_291), kwargs = {})
#   %mul_302 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_94, %unsqueeze_297), kwargs = {})
#   %convolution_backward_17 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_302, %relu_1, %primals_14, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf167
triton_poi_fused_convolution_backward_native_batch_norm_backward_35 = async_compile.triton('triton_poi_fused_convolution_backward_native_batch_norm_backward_35', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_backward_native_batch_norm_backward_35', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 102761728}, 'kernel_num_gb': 0.077071616, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_backward_native_batch_norm_backward_35(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, xnumel, XBLOCK : tl.constexpr):
    xnumel = 6422528
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp1 = tl.load(in_out_ptr0 + (x2), None)
    tmp2 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 9.964923469387754e-06, tl.float32)
    tmp6 = tmp4 * tmp5
    tmp8 = tmp7 * tmp7
    tmp9 = tmp6 * tmp8
    tmp10 = tmp3 * tmp9
    tmp11 = tmp0 - tmp10
    tmp13 = tmp12 * tmp5
    tmp14 = tmp11 - tmp13
    tmp16 = tmp7 * tmp15
    tmp17 = tmp14 * tmp16
    tl.store(in_out_ptr0 + (x2), tmp17, None)


def get_args():
    arg_0 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 6422528,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_convolution_backward_native_batch_norm_backward_35.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_convolution_backward_native_batch_norm_backward_35.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.077071616
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/3s/c3s5x7rafdygg2vyotdnvkbba375jvkhjaji7sfglpw3ehx2yzre.py
# Topologically Sorted Source Nodes: [add_115], Original ATen: [aten.add]
# Source node to ATen node mapping:
#   add_115 => add_115
# Graph fragment:
#   %where_18 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=where_18]
#   %getitem_96 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_96]
#   %add_115 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_18, %getitem_96), kwargs = {})
#   return %add_115
triton_poi_fused_add_36 = async_compile.triton('triton_poi_fused_add_36', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_36', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 102760448}, 'kernel_num_gb': 0.077070336, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_36(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 6422528
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None)
    tmp1 = tl.load(in_ptr0 + (x0), None)
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x0), tmp2, None)


def get_args():
    arg_0 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 6422528,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_36.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_36.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.077070336
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/et/cethb7s7d7pg52wpcfcq6gx3ft5daqwyhohuegrlkkcyjyp5saub.py
# Topologically Sorted Source Nodes: [add_115, x_3, max_pool2d_with_indices_backward], Original ATen: [aten.add, aten.max_pool2d_with_indices, aten.max_pool2d_with_indices_backward]
# Source node to ATen node mapping:
#   add_115 => add_115
#   max_pool2d_with_indices_backward => max_pool2d_with_indices_backward
#   x_3 => _low_memory_max_pool_offsets_to_indices
# Graph fragment:
#   %getitem_3 : Tensor "i8[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_3]
#   %add_115 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=add_115]
#   %add_115 : Tensor "f32[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_18, %getitem_96), kwargs = {})
#   %_low_memory_max_pool_offsets_to_indices : Tensor "i64[32, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims._low_memory_max_pool_offsets_to_indices.default](args = (%getitem_3, [3, 3], [112, 112], [2, 2], [1, 1], [1, 1]), kwargs = {})
#   %max_pool2d_with_indices_backward : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.max_pool2d_with_indices_backward.default](args = (%add_115, %relu, [3, 3], [2, 2], [1, 1], [1, 1], False, %_low_memory_max_pool_offsets_to_indices), kwargs = {})
#   return %max_pool2d_with_indices_backward
triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_37 = async_compile.triton('triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_37', '''
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
    triton_meta={'signature': {'in_ptr0': '*i8', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_37', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 333971456}, 'kernel_num_gb': 0.134873088, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_37(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 25690112
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 112)
    x2 = ((xindex // 7168) % 112)
    x3 = xindex // 802816
    x4 = ((xindex // 64) % 12544)
    x7 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*((x1 // 2) * ((x1 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (x1 // 2))) + 3584*((x2 // 2) * ((x2 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (x2 // 2))) + 200704*x3), None)
    tmp6 = tl.load(in_ptr1 + (x0 + 64*((x1 // 2) * ((x1 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (x1 // 2))) + 3584*((x2 // 2) * ((x2 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (x2 // 2))) + 200704*x3), None)
    tmp12 = tl.load(in_ptr0 + (x0 + 64*((1 + (x1 // 2)) * ((1 + (x1 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (1 + (x1 // 2)))) + 3584*((x2 // 2) * ((x2 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (x2 // 2))) + 200704*x3), None)
    tmp17 = tl.load(in_ptr1 + (x0 + 64*((1 + (x1 // 2)) * ((1 + (x1 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (1 + (x1 // 2)))) + 3584*((x2 // 2) * ((x2 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (x2 // 2))) + 200704*x3), None)
    tmp30 = tl.load(in_ptr0 + (x0 + 64*((x1 // 2) * ((x1 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (x1 // 2))) + 3584*((1 + (x2 // 2)) * ((1 + (x2 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (1 + (x2 // 2)))) + 200704*x3), None)
    tmp35 = tl.load(in_ptr1 + (x0 + 64*((x1 // 2) * ((x1 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (x1 // 2))) + 3584*((1 + (x2 // 2)) * ((1 + (x2 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (1 + (x2 // 2)))) + 200704*x3), None)
    tmp46 = tl.load(in_ptr0 + (x0 + 64*((1 + (x1 // 2)) * ((1 + (x1 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (1 + (x1 // 2)))) + 3584*((1 + (x2 // 2)) * ((1 + (x2 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (1 + (x2 // 2)))) + 200704*x3), None)
    tmp51 = tl.load(in_ptr1 + (x0 + 64*((1 + (x1 // 2)) * ((1 + (x1 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (1 + (x1 // 2)))) + 3584*((1 + (x2 // 2)) * ((1 + (x2 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (1 + (x2 // 2)))) + 200704*x3), None)
    tmp1 = tl.full([XBLOCK], 9, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert((0 <= tmp4) & (tmp4 < 9), "index out of bounds: 0 <= tmp4 < 9")
    tmp7 = (-113) + tmp4 + 2*((x1 // 2) * ((x1 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (x1 // 2))) + 109*(tmp4 // 3) + 224*((x2 // 2) * ((x2 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (x2 // 2)))
    tmp8 = x4
    tmp9 = tmp7 == tmp8
    tmp10 = tl.full([1], 0.0, tl.float32)
    tmp11 = tl.where(tmp9, tmp6, tmp10)
    tmp13 = tmp12 + tmp1
    tmp14 = tmp12 < 0
    tmp15 = tl.where(tmp14, tmp13, tmp12)
    tl.device_assert((0 <= tmp15) & (tmp15 < 9), "index out of bounds: 0 <= tmp15 < 9")
    tmp18 = (-113) + tmp15 + 2*((1 + (x1 // 2)) * ((1 + (x1 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (1 + (x1 // 2)))) + 109*(tmp15 // 3) + 224*((x2 // 2) * ((x2 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (x2 // 2)))
    tmp19 = tmp18 == tmp8
    tmp20 = x2 // 2
    tmp21 = ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))
    tmp22 = tmp20 < tmp21
    tmp23 = 1 + (x1 // 2)
    tmp24 = ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))
    tmp25 = tmp23 < tmp24
    tmp26 = tmp22 & tmp25
    tmp27 = tmp26 & tmp19
    tmp28 = tmp11 + tmp17
    tmp29 = tl.where(tmp27, tmp28, tmp11)
    tmp31 = tmp30 + tmp1
    tmp32 = tmp30 < 0
    tmp33 = tl.where(tmp32, tmp31, tmp30)
    tl.device_assert((0 <= tmp33) & (tmp33 < 9), "index out of bounds: 0 <= tmp33 < 9")
    tmp36 = (-113) + tmp33 + 2*((x1 // 2) * ((x1 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (x1 // 2))) + 109*(tmp33 // 3) + 224*((1 + (x2 // 2)) * ((1 + (x2 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (1 + (x2 // 2))))
    tmp37 = tmp36 == tmp8
    tmp38 = 1 + (x2 // 2)
    tmp39 = tmp38 < tmp21
    tmp40 = x1 // 2
    tmp41 = tmp40 < tmp24
    tmp42 = tmp39 & tmp41
    tmp43 = tmp42 & tmp37
    tmp44 = tmp29 + tmp35
    tmp45 = tl.where(tmp43, tmp44, tmp29)
    tmp47 = tmp46 + tmp1
    tmp48 = tmp46 < 0
    tmp49 = tl.where(tmp48, tmp47, tmp46)
    tl.device_assert((0 <= tmp49) & (tmp49 < 9), "index out of bounds: 0 <= tmp49 < 9")
    tmp52 = (-113) + tmp49 + 2*((1 + (x1 // 2)) * ((1 + (x1 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (1 + (x1 // 2)))) + 109*(tmp49 // 3) + 224*((1 + (x2 // 2)) * ((1 + (x2 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (1 + (x2 // 2))))
    tmp53 = tmp52 == tmp8
    tmp54 = tmp39 & tmp25
    tmp55 = tmp54 & tmp53
    tmp56 = tmp45 + tmp51
    tmp57 = tl.where(tmp55, tmp56, tmp45)
    tl.store(out_ptr0 + (x7), tmp57, None)


def get_args():
    arg_0 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.int8)
    arg_1 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 25690112,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_37.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_37.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.134873088
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/m4/cm4hreczebhorhw4khja2d7am3vrlmnyxlept7xn4u7vqe34nu2k.py
# Topologically Sorted Source Nodes: [cross_entropy, le_16, where_20, sum_44, sub_99, mul_313, sum_45], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   cross_entropy => full_default_1
#   le_16 => le_16
#   mul_313 => mul_313
#   sub_99 => sub_99
#   sum_44 => sum_44
#   sum_45 => sum_45
#   where_20 => where_20
# Graph fragment:
#   %relu : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = PlaceHolder[target=relu]
#   %max_pool2d_with_indices_backward : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = PlaceHolder[target=max_pool2d_with_indices_backward]
#   %convolution : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = PlaceHolder[target=convolution]
#   %unsqueeze_312 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_312]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_16 : Tensor "b8[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_20 : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_16, %full_default_1, %max_pool2d_with_indices_backward), kwargs = {})
#   %sum_44 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_20, [0, 2, 3]), kwargs = {})
#   %sub_99 : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_312), kwargs = {})
#   %mul_313 : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_20, %sub_99), kwargs = {})
#   %sum_45 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_313, [0, 2, 3]), kwargs = {})
#   return %buf182,%buf184
triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_38 = async_compile.triton('triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_38', '''
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
    size_hints={'x': 65536, 'r0_': 512},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_38', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 309330176, 'r0_': 0}, 'kernel_num_gb': 0.308805888, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_38(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 65536
    r0_numel = 392
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 64)
    x1 = xindex // 64
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp9 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_2 + 25088*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr1 + (x0 + 64*r0_2 + 25088*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp8 = tl.load(in_ptr2 + (x0 + 64*r0_2 + 25088*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tl.where(tmp2, tmp1, tmp3)
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask, tmp7, _tmp6)
        tmp10 = tmp8 - tmp9
        tmp11 = tmp4 * tmp10
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask, tmp14, _tmp13)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp6, None)
    tl.store(out_ptr1 + (x3), tmp13, None)


def get_args():
    arg_0 = rand_strided((32, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((64, 1024), (1, 64), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((64, 1024), (1, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 65536, 392,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_38.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_38.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.308805888
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/ve/cve6gkuz6jb2f47pyhvlueveexb33gbuaapnxqcill23r7n6ppal.py
# Topologically Sorted Source Nodes: [cross_entropy, le_16, where_20, sum_44], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   cross_entropy => full_default_1
#   le_16 => le_16
#   sum_44 => sum_44
#   where_20 => where_20
# Graph fragment:
#   %buf182 : Tensor "f32[64, 1024][1, 64]cuda:0" = PlaceHolder[target=buf182]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_16 : Tensor "b8[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_20 : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_16, %full_default_1, %max_pool2d_with_indices_backward), kwargs = {})
#   %sum_44 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_20, [0, 2, 3]), kwargs = {})
#   return %sum_44
triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_39 = async_compile.triton('triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_39', '''
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
    size_hints={'x': 64, 'r0_': 1024},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_39', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 262656, 'r0_': 0}, 'kernel_num_gb': 0.0002624, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_39(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 1024
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
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)


def get_args():
    arg_0 = rand_strided((64, 1024), (1, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 64, 1024,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_39.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_39.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.0002624
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/bk/cbkhl5olhhpiwqie5hjyhkw5fzcyau4s4pj5lte7djvrrkhl7qqy.py
# Topologically Sorted Source Nodes: [cross_entropy, le_16, where_20, sub_99, mul_313, sum_45, mul_321], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   cross_entropy => full_default_1
#   le_16 => le_16
#   mul_313 => mul_313
#   mul_321 => mul_321
#   sub_99 => sub_99
#   sum_45 => sum_45
#   where_20 => where_20
# Graph fragment:
#   %buf184 : Tensor "f32[64, 1024][1, 64]cuda:0" = PlaceHolder[target=buf184]
#   %sum_45 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_45]
#   %squeeze_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_1]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_16 : Tensor "b8[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_20 : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_16, %full_default_1, %max_pool2d_with_indices_backward), kwargs = {})
#   %sub_99 : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_312), kwargs = {})
#   %mul_313 : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_20, %sub_99), kwargs = {})
#   %sum_45 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_313, [0, 2, 3]), kwargs = {})
#   %mul_321 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_45, %squeeze_1), kwargs = {})
#   return %sum_45,%mul_321
triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_40 = async_compile.triton('triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_40', '''
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
    size_hints={'x': 64, 'r0_': 1024},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_40', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 263424, 'r0_': 0}, 'kernel_num_gb': 0.000262912, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_40(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 1024
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
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tmp4 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp5 = tmp2 * tmp4
    tl.store(out_ptr1 + (x0), tmp5, xmask)


def get_args():
    arg_0 = rand_strided((64, 1024), (1, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 64, 1024,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_40.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_40.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000262912
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/uv/cuvnec3lkrsydq42gminoghwkoatbqwdevfhazwnqgrkhncud5wq.py
# Topologically Sorted Source Nodes: [cross_entropy, le_16, where_20, sub_99, mul_314, unsqueeze_313, unsqueeze_314, unsqueeze_315, mul_315, mul_316, mul_317, unsqueeze_316, unsqueeze_317, unsqueeze_318, mul_318, unsqueeze_319, unsqueeze_320, unsqueeze_321, mul_319, sub_101, sub_102, mul_320, convolution_backward_19], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward_19 => convolution_backward_19
#   cross_entropy => full_default_1
#   le_16 => le_16
#   mul_314 => mul_314
#   mul_315 => mul_315
#   mul_316 => mul_316
#   mul_317 => mul_317
#   mul_318 => mul_318
#   mul_319 => mul_319
#   mul_320 => mul_320
#   sub_101 => sub_101
#   sub_102 => sub_102
#   sub_99 => sub_99
#   unsqueeze_313 => unsqueeze_313
#   unsqueeze_314 => unsqueeze_314
#   unsqueeze_315 => unsqueeze_315
#   unsqueeze_316 => unsqueeze_316
#   unsqueeze_317 => unsqueeze_317
#   unsqueeze_318 => unsqueeze_318
#   unsqueeze_319 => unsqueeze_319
#   unsqueeze_320 => unsqueeze_320
#   unsqueeze_321 => unsqueeze_321
#   where_20 => where_20
# Graph fragment:
#   %relu : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = PlaceHolder[target=relu]
#   %max_pool2d_with_indices_backward : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = PlaceHolder[target=max_pool2d_with_indices_backward]
#   %convolution : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = PlaceHolder[target=convolution]
#   %unsqueeze_312 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_312]
#   %sum_45 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_45]
#   %squeeze_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_1]
#   %sum_44 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_44]
#   %primals_6 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_6]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=18] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_16 : Tensor "b8[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_20 : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_16, %full_default_1, %max_pool2d_with_indices_backward), kwargs = {})
#   %sub_99 : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_312), kwargs = {})
#   %mul_314 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_44, 2.4912308673469386e-06), kwargs = {})
#   %unsqueeze_313 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_314, 0), kwargs = {})
#   %unsqueeze_314 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_313, 2), kwargs = {})
#   %unsqueeze_315 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_314, 3), kwargs = {})
#   %mul_315 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_45, 2.4912308673469386e-06), kwargs = {})
#   %mul_316 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %squeeze_1), kwargs = {})
#   %mul_317 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_315, %mul_316), kwargs = {})
#   %unsqueeze_316 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_317, 0), kwargs = {})
#   %unsqueeze_317 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_316, 2), kwargs = {})
#   %unsqueeze_318 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_317, 3), kwargs = {})
#   %mul_318 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %primals_6), kwargs = {})
#   %unsqueeze_319 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_318, 0), kwargs = {})
#   %unsqueeze_320 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_319, 2), kwargs = {})
#   %unsqueeze_321 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_320, 3), kwargs = {})
#   %mul_319 : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_99, %unsqueeze_318), kwargs = {})
#   %sub_101 : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_20, %mul_319), kwargs = {})
#   %sub_102 : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_101, %unsqueeze_315), kwargs = {})
#   %mul_320 : Tensor "f32[32, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_102, %unsqueeze_321), kwargs = {})
#   %convolution_backward_19 : [num_users=1] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_320, %primals_2, %primals_1, [0], [2, 2], [3, 3], [1, 1], False, [0, 0], 1, [False, True, False]), kwargs = {})
#   return %buf187
triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_41 = async_compile.triton('triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_41', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_41', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 513803520}, 'kernel_num_gb': 0.411043072, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_41(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, XBLOCK : tl.constexpr):
    xnumel = 25690112
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp3 = tl.load(in_ptr0 + (x2), None)
    tmp5 = tl.load(in_ptr1 + (x2), None)
    tmp6 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp7 = tmp5 - tmp6
    tmp9 = tl.full([1], 2.4912308673469386e-06, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp12 = tmp11 * tmp11
    tmp13 = tmp10 * tmp12
    tmp14 = tmp7 * tmp13
    tmp15 = tmp4 - tmp14
    tmp17 = tmp16 * tmp9
    tmp18 = tmp15 - tmp17
    tmp20 = tmp11 * tmp19
    tmp21 = tmp18 * tmp20
    tl.store(in_out_ptr0 + (x2), tmp21, None)


def get_args():
    arg_0 = rand_strided((32, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 25690112,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_41.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_41.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.411043072
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-ouBYJd/inductor/ue/cuewighqvn3j6vfpmebm5g2cowkwk2rvm32xd3747inzimo66tyc.py
# Topologically Sorted Source Nodes: [sum_5], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_5 => sum_5
# Graph fragment:
#   %sub_22 : Tensor "f32[32, 1000][1000, 1]cuda:0" = PlaceHolder[target=sub_22]
#   %sum_5 : Tensor "f32[1, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%sub_22, [0], True), kwargs = {})
#   return %sum_5
triton_per_fused_sum_42 = async_compile.triton('triton_per_fused_sum_42', '''
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
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_42', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 136000, 'r0_': 0}, 'kernel_num_gb': 0.000132, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_sum_42(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1000
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
    tmp0 = tl.load(in_ptr0 + (x0 + 1000*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((32, 1000), (1000, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 1000), (1000, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 1000, 32,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_sum_42.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_sum_42.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000132
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
        primals_1, primals_2, primals_6, primals_8, primals_12, primals_14, primals_18, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_38, primals_42, primals_44, primals_48, primals_50, primals_54, primals_56, primals_60, primals_62, primals_66, primals_68, primals_72, primals_74, primals_78, primals_80, primals_84, primals_86, primals_90, primals_92, primals_96, primals_98, primals_102, primals_104, primals_108, primals_110, primals_114, primals_116, primals_120, primals_122, primals_124, convolution, squeeze_1, relu, getitem_2, getitem_3, convolution_1, squeeze_4, relu_1, convolution_2, squeeze_7, relu_2, convolution_3, squeeze_10, relu_3, convolution_4, squeeze_13, relu_4, convolution_5, squeeze_16, relu_5, convolution_6, squeeze_19, convolution_7, squeeze_22, relu_6, convolution_8, squeeze_25, relu_7, convolution_9, squeeze_28, relu_8, convolution_10, squeeze_31, relu_9, convolution_11, squeeze_34, convolution_12, squeeze_37, relu_10, convolution_13, squeeze_40, relu_11, convolution_14, squeeze_43, relu_12, convolution_15, squeeze_46, relu_13, convolution_16, squeeze_49, convolution_17, squeeze_52, relu_14, convolution_18, squeeze_55, relu_15, convolution_19, squeeze_58, view, addmm, amax, log, convert_element_type, le, unsqueeze_84, unsqueeze_96, unsqueeze_108, unsqueeze_120, unsqueeze_132, unsqueeze_144, unsqueeze_156, unsqueeze_168, unsqueeze_180, unsqueeze_192, unsqueeze_204, unsqueeze_216, unsqueeze_228, unsqueeze_240, unsqueeze_252, unsqueeze_264, unsqueeze_276, unsqueeze_288, unsqueeze_300, unsqueeze_312, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (64, 3, 7, 7), (147, 1, 21, 3))
        assert_size_stride(primals_2, (32, 3, 224, 224), (150528, 1, 672, 3))
        assert_size_stride(primals_6, (64, ), (1, ))
        assert_size_stride(primals_8, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_12, (64, ), (1, ))
        assert_size_stride(primals_14, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_18, (64, ), (1, ))
        assert_size_stride(primals_20, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_24, (64, ), (1, ))
        assert_size_stride(primals_26, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_30, (64, ), (1, ))
        assert_size_stride(primals_32, (128, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_36, (128, ), (1, ))
        assert_size_stride(primals_38, (128, 128, 3, 3), (1152, 1, 384, 128))
        assert_size_stride(primals_42, (128, ), (1, ))
        assert_size_stride(primals_44, (128, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(primals_48, (128, ), (1, ))
        assert_size_stride(primals_50, (128, 128, 3, 3), (1152, 1, 384, 128))
        assert_size_stride(primals_54, (128, ), (1, ))
        assert_size_stride(primals_56, (128, 128, 3, 3), (1152, 1, 384, 128))
        assert_size_stride(primals_60, (128, ), (1, ))
        assert_size_stride(primals_62, (256, 128, 3, 3), (1152, 1, 384, 128))
        assert_size_stride(primals_66, (256, ), (1, ))
        assert_size_stride(primals_68, (256, 256, 3, 3), (2304, 1, 768, 256))
        assert_size_stride(primals_72, (256, ), (1, ))
        assert_size_stride(primals_74, (256, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(primals_78, (256, ), (1, ))
        assert_size_stride(primals_80, (256, 256, 3, 3), (2304, 1, 768, 256))
        assert_size_stride(primals_84, (256, ), (1, ))
        assert_size_stride(primals_86, (256, 256, 3, 3), (2304, 1, 768, 256))
        assert_size_stride(primals_90, (256, ), (1, ))
        assert_size_stride(primals_92, (512, 256, 3, 3), (2304, 1, 768, 256))
        assert_size_stride(primals_96, (512, ), (1, ))
        assert_size_stride(primals_98, (512, 512, 3, 3), (4608, 1, 1536, 512))
        assert_size_stride(primals_102, (512, ), (1, ))
        assert_size_stride(primals_104, (512, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(primals_108, (512, ), (1, ))
        assert_size_stride(primals_110, (512, 512, 3, 3), (4608, 1, 1536, 512))
        assert_size_stride(primals_114, (512, ), (1, ))
        assert_size_stride(primals_116, (512, 512, 3, 3), (4608, 1, 1536, 512))
        assert_size_stride(primals_120, (512, ), (1, ))
        assert_size_stride(primals_122, (1000, 512), (512, 1))
        assert_size_stride(primals_124, (32, ), (1, ))
        assert_size_stride(convolution, (32, 64, 112, 112), (802816, 1, 7168, 64))
        assert_size_stride(squeeze_1, (64, ), (1, ))
        assert_size_stride(relu, (32, 64, 112, 112), (802816, 1, 7168, 64))
        assert_size_stride(getitem_2, (32, 64, 56, 56), (200704, 1, 3584, 64))
        assert_size_stride(getitem_3, (32, 64, 56, 56), (200704, 1, 3584, 64))
        assert_size_stride(convolution_1, (32, 64, 56, 56), (200704, 1, 3584, 64))
        assert_size_stride(squeeze_4, (64, ), (1, ))
        assert_size_stride(relu_1, (32, 64, 56, 56), (200704, 1, 3584, 64))
        assert_size_stride(convolution_2, (32, 64, 56, 56), (200704, 1, 3584, 64))
        assert_size_stride(squeeze_7, (64, ), (1, ))
        assert_size_stride(relu_2, (32, 64, 56, 56), (200704, 1, 3584, 64))
        assert_size_stride(convolution_3, (32, 64, 56, 56), (200704, 1, 3584, 64))
        assert_size_stride(squeeze_10, (64, ), (1, ))
        assert_size_stride(relu_3, (32, 64, 56, 56), (200704, 1, 3584, 64))
        assert_size_stride(convolution_4, (32, 64, 56, 56), (200704, 1, 3584, 64))
        assert_size_stride(squeeze_13, (64, ), (1, ))
        assert_size_stride(relu_4, (32, 64, 56, 56), (200704, 1, 3584, 64))
        assert_size_stride(convolution_5, (32, 128, 28, 28), (100352, 1, 3584, 128))
        assert_size_stride(squeeze_16, (128, ), (1, ))
        assert_size_stride(relu_5, (32, 128, 28, 28), (100352, 1, 3584, 128))
        assert_size_stride(convolution_6, (32, 128, 28, 28), (100352, 1, 3584, 128))
        assert_size_stride(squeeze_19, (128, ), (1, ))
        assert_size_stride(convolution_7, (32, 128, 28, 28), (100352, 1, 3584, 128))
        assert_size_stride(squeeze_22, (128, ), (1, ))
        assert_size_stride(relu_6, (32, 128, 28, 28), (100352, 1, 3584, 128))
        assert_size_stride(convolution_8, (32, 128, 28, 28), (100352, 1, 3584, 128))
        assert_size_stride(squeeze_25, (128, ), (1, ))
        assert_size_stride(relu_7, (32, 128, 28, 28), (100352, 1, 3584, 128))
        assert_size_stride(convolution_9, (32, 128, 28, 28), (100352, 1, 3584, 128))
        assert_size_stride(squeeze_28, (128, ), (1, ))
        assert_size_stride(relu_8, (32, 128, 28, 28), (100352, 1, 3584, 128))
        assert_size_stride(convolution_10, (32, 256, 14, 14), (50176, 1, 3584, 256))
        assert_size_stride(squeeze_31, (256, ), (1, ))
        assert_size_stride(relu_9, (32, 256, 14, 14), (50176, 1, 3584, 256))
        assert_size_stride(convolution_11, (32, 256, 14, 14), (50176, 1, 3584, 256))
        assert_size_stride(squeeze_34, (256, ), (1, ))
        assert_size_stride(convolution_12, (32, 256, 14, 14), (50176, 1, 3584, 256))
        assert_size_stride(squeeze_37, (256, ), (1, ))
        assert_size_stride(relu_10, (32, 256, 14, 14), (50176, 1, 3584, 256))
        assert_size_stride(convolution_13, (32, 256, 14, 14), (50176, 1, 3584, 256))
        assert_size_stride(squeeze_40, (256, ), (1, ))
        assert_size_stride(relu_11, (32, 256, 14, 14), (50176, 1, 3584, 256))
        assert_size_stride(convolution_14, (32, 256, 14, 14), (50176, 1, 3584, 256))
        assert_size_stride(squeeze_43, (256, ), (1, ))
        assert_size_stride(relu_12, (32, 256, 14, 14), (50176, 1, 3584, 256))
        assert_size_stride(convolution_15, (32, 512, 7, 7), (25088, 1, 3584, 512))
        assert_size_stride(squeeze_46, (512, ), (1, ))
        assert_size_stride(relu_13, (32, 512, 7, 7), (25088, 1, 3584, 512))
        assert_size_stride(convolution_16, (32, 512, 7, 7), (25088, 1, 3584, 512))
        assert_size_stride(squeeze_49, (512, ), (1, ))
        assert_size_stride(convolution_17, (32, 512, 7, 7), (25088, 1, 3584, 512))
        assert_size_stride(squeeze_52, (512, ), (1, ))
        assert_size_stride(relu_14, (32, 512, 7, 7), (25088, 1, 3584, 512))
        assert_size_stride(convolution_18, (32, 512, 7, 7), (25088, 1, 3584, 512))
        assert_size_stride(squeeze_55, (512, ), (1, ))
        assert_size_stride(relu_15, (32, 512, 7, 7), (25088, 1, 3584, 512))
        assert_size_stride(convolution_19, (32, 512, 7, 7), (25088, 1, 3584, 512))
        assert_size_stride(squeeze_58, (512, ), (1, ))
        assert_size_stride(view, (32, 512), (512, 1))
        assert_size_stride(addmm, (32, 1000), (1000, 1))
        assert_size_stride(amax, (32, 1), (1, 1))
        assert_size_stride(log, (32, 1), (1, 1))
        assert_size_stride(convert_element_type, (), ())
        assert_size_stride(le, (32, 512, 7, 7), (25088, 49, 7, 1))
        assert_size_stride(unsqueeze_84, (1, 512, 1, 1), (512, 1, 1, 1))
        assert_size_stride(unsqueeze_96, (1, 512, 1, 1), (512, 1, 1, 1))
        assert_size_stride(unsqueeze_108, (1, 512, 1, 1), (512, 1, 1, 1))
        assert_size_stride(unsqueeze_120, (1, 512, 1, 1), (512, 1, 1, 1))
        assert_size_stride(unsqueeze_132, (1, 512, 1, 1), (512, 1, 1, 1))
        assert_size_stride(unsqueeze_144, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_156, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_168, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_180, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_192, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_204, (1, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(unsqueeze_216, (1, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(unsqueeze_228, (1, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(unsqueeze_240, (1, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(unsqueeze_252, (1, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(unsqueeze_264, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_276, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_288, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_300, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_312, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(tangents_1, (), ())
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = addmm; del addmm  # reuse
            # Topologically Sorted Source Nodes: [div_1, unsqueeze_81, ne_3, cross_entropy, where_2, , where_3, mul_140, exp_1, sum_4, mul_141, sub_22], Original ATen: [aten.nll_loss_backward, aten.nll_loss_forward, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten.where, aten._log_softmax, aten._log_softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0:1
            stream0 = get_raw_stream(0)
            triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_where_0.run(buf1, primals_124, tangents_1, convert_element_type, amax, log, 32, 1000, stream=stream0)
            del amax
            del convert_element_type
            del log
            del primals_124
            del tangents_1
            buf2 = empty_strided_cuda((32, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_6, permute_1, mm], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:2
            extern_kernels.mm(buf1, primals_122, out=buf2)
            del primals_122
            buf6 = empty_strided_cuda((512, 13), (1, 512), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, view_2, expand, div_2, where_4, sub_23, mul_142, sum_7], Original ATen: [aten.nll_loss_forward, aten.view, aten.expand, aten.div, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_1:3
            stream0 = get_raw_stream(0)
            triton_red_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_1.run(le, buf2, convolution_19, unsqueeze_84, buf6, 6656, 121, stream=stream0)
            buf7 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf8 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, view_2, expand, div_2, where_4, sub_23, mul_142, sum_7, mul_150], Original ATen: [aten.nll_loss_forward, aten.view, aten.expand, aten.div, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_2:4
            stream0 = get_raw_stream(0)
            triton_per_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_2.run(buf6, squeeze_58, buf7, buf8, 512, 13, stream=stream0)
            buf5 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf9 = empty_strided_cuda((32, 512, 7, 7), (25088, 49, 7, 1), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, view_2, expand, div_2, where_4, sum_6, sub_23, mul_143, unsqueeze_85, unsqueeze_86, unsqueeze_87, mul_144, mul_145, mul_146, unsqueeze_88, unsqueeze_89, unsqueeze_90, mul_147, unsqueeze_91, unsqueeze_92, unsqueeze_93, mul_148, sub_25, sub_26, mul_149, convolution_backward], Original ATen: [aten.nll_loss_forward, aten.view, aten.expand, aten.div, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_red_fused_convolution_backward_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_3:5
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_3.run(le, buf2, convolution_19, unsqueeze_84, buf7, squeeze_58, primals_120, buf5, buf9, 512, 1568, stream=stream0)
            del convolution_19
            del primals_120
            del squeeze_58
            del unsqueeze_84
            # Topologically Sorted Source Nodes: [cross_entropy, view_2, expand, div_2, where_4, sub_23, mul_143, unsqueeze_85, unsqueeze_86, unsqueeze_87, mul_144, mul_145, mul_146, unsqueeze_88, unsqueeze_89, unsqueeze_90, mul_147, unsqueeze_91, unsqueeze_92, unsqueeze_93, mul_148, sub_25, sub_26, mul_149, convolution_backward], Original ATen: [aten.nll_loss_forward, aten.view, aten.expand, aten.div, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:6
            buf10 = torch.ops.aten.convolution_backward.default(buf9, relu_15, primals_116, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf9
            del primals_116
            buf11 = buf10[0]
            assert_size_stride(buf11, (32, 512, 7, 7), (25088, 1, 3584, 512), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf11, 16, 'torch.ops.aten.convolution_backward.default')
            buf12 = buf10[1]
            assert_size_stride(buf12, (512, 512, 3, 3), (4608, 1, 1536, 512), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf12, 16, 'torch.ops.aten.convolution_backward.default')
            del buf10
            buf13 = buf6; del buf6  # reuse
            buf15 = empty_strided_cuda((512, 13), (1, 512), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, le_1, where_5, sum_8, sub_27, mul_151, sum_9], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_4:7
            stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_4.run(relu_15, buf11, convolution_18, unsqueeze_96, buf13, buf15, 6656, 121, stream=stream0)
            buf14 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_1, where_5, sum_8], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_5:8
            stream0 = get_raw_stream(0)
            triton_per_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_5.run(buf13, buf14, 512, 13, stream=stream0)
            buf16 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf17 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, le_1, where_5, sub_27, mul_151, sum_9, mul_159], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_2:9
            stream0 = get_raw_stream(0)
            triton_per_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_2.run(buf15, squeeze_55, buf16, buf17, 512, 13, stream=stream0)
            buf18 = relu_15; del relu_15  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_1, where_5, sub_27, mul_152, unsqueeze_97, unsqueeze_98, unsqueeze_99, mul_153, mul_154, mul_155, unsqueeze_100, unsqueeze_101, unsqueeze_102, mul_156, unsqueeze_103, unsqueeze_104, unsqueeze_105, mul_157, sub_29, sub_30, mul_158, convolution_backward_1], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_6:10
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_6.run(buf18, buf11, convolution_18, unsqueeze_96, buf16, squeeze_55, buf14, primals_114, 802816, stream=stream0)
            del buf11
            del convolution_18
            del primals_114
            del squeeze_55
            del unsqueeze_96
            # Topologically Sorted Source Nodes: [cross_entropy, le_1, where_5, sub_27, mul_152, unsqueeze_97, unsqueeze_98, unsqueeze_99, mul_153, mul_154, mul_155, unsqueeze_100, unsqueeze_101, unsqueeze_102, mul_156, unsqueeze_103, unsqueeze_104, unsqueeze_105, mul_157, sub_29, sub_30, mul_158, convolution_backward_1], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:11
            buf19 = torch.ops.aten.convolution_backward.default(buf18, relu_14, primals_110, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf18
            del primals_110
            buf20 = buf19[0]
            assert_size_stride(buf20, (32, 512, 7, 7), (25088, 1, 3584, 512), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf20, 16, 'torch.ops.aten.convolution_backward.default')
            buf21 = buf19[1]
            assert_size_stride(buf21, (512, 512, 3, 3), (4608, 1, 1536, 512), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf21, 16, 'torch.ops.aten.convolution_backward.default')
            del buf19
            buf22 = buf15; del buf15  # reuse
            buf24 = buf13; del buf13  # reuse
            buf32 = empty_strided_cuda((512, 13), (1, 512), torch.float32)
            buf34 = empty_strided_cuda((512, 13), (1, 512), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, view_2, expand, div_2, where_4, add_108, le_2, where_6, sum_10, sub_31, mul_160, sum_11, sum_12, sub_35, mul_169, sum_13], Original ATen: [aten.nll_loss_forward, aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_7:12
            stream0 = get_raw_stream(0)
            triton_red_fused_add_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_7.run(relu_14, le, buf2, buf20, convolution_17, unsqueeze_108, convolution_16, unsqueeze_120, buf22, buf24, buf32, buf34, 6656, 121, stream=stream0)
            buf23 = buf16; del buf16  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, view_2, expand, div_2, where_4, add_108, le_2, where_6, sum_10], Original ATen: [aten.nll_loss_forward, aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_5:13
            stream0 = get_raw_stream(0)
            triton_per_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_5.run(buf22, buf23, 512, 13, stream=stream0)
            del buf22
            buf33 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, view_2, expand, div_2, where_4, add_108, le_2, where_6, sum_12], Original ATen: [aten.nll_loss_forward, aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_5:14
            stream0 = get_raw_stream(0)
            triton_per_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_5.run(buf32, buf33, 512, 13, stream=stream0)
            del buf32
            buf25 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf27 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, view_2, expand, div_2, where_4, add_108, le_2, where_6, sub_31, mul_160, sum_11, mul_168], Original ATen: [aten.nll_loss_forward, aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_2:15
            stream0 = get_raw_stream(0)
            triton_per_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_2.run(buf24, squeeze_52, buf25, buf27, 512, 13, stream=stream0)
            buf35 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf37 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, view_2, expand, div_2, where_4, add_108, le_2, where_6, sub_35, mul_169, sum_13, mul_177], Original ATen: [aten.nll_loss_forward, aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_2:16
            stream0 = get_raw_stream(0)
            triton_per_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_2.run(buf34, squeeze_49, buf35, buf37, 512, 13, stream=stream0)
            buf26 = convolution_17; del convolution_17  # reuse
            buf36 = convolution_16; del convolution_16  # reuse
            buf28 = buf26; del buf26  # reuse
            buf38 = buf36; del buf36  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, view_2, expand, div_2, where_4, add_108, le_2, where_6, sub_31, mul_161, unsqueeze_109, unsqueeze_110, unsqueeze_111, mul_162, mul_163, mul_164, unsqueeze_112, unsqueeze_113, unsqueeze_114, mul_165, unsqueeze_115, unsqueeze_116, unsqueeze_117, mul_166, sub_33, sub_34, mul_167, convolution_backward_2, sub_35, mul_170, unsqueeze_121, unsqueeze_122, unsqueeze_123, mul_171, mul_172, mul_173, unsqueeze_124, unsqueeze_125, unsqueeze_126, mul_174, unsqueeze_127, unsqueeze_128, unsqueeze_129, mul_175, sub_37, sub_38, mul_176, convolution_backward_3], Original ATen: [aten.nll_loss_forward, aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused_add_convolution_backward_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_8:17
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_convolution_backward_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_8.run(buf28, buf38, relu_14, le, buf2, buf20, unsqueeze_108, buf25, squeeze_52, buf23, unsqueeze_120, buf35, squeeze_49, buf33, primals_108, primals_102, 512, 1568, stream=stream0)
            del buf2
            del buf20
            del le
            del primals_102
            del primals_108
            del relu_14
            del squeeze_49
            del squeeze_52
            del unsqueeze_108
            del unsqueeze_120
            # Topologically Sorted Source Nodes: [mul_165, unsqueeze_115, unsqueeze_116, unsqueeze_117, mul_167, convolution_backward_2], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:18
            buf29 = torch.ops.aten.convolution_backward.default(buf28, relu_12, primals_104, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf28
            del primals_104
            buf30 = buf29[0]
            assert_size_stride(buf30, (32, 256, 14, 14), (50176, 1, 3584, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf30, 16, 'torch.ops.aten.convolution_backward.default')
            buf31 = buf29[1]
            assert_size_stride(buf31, (512, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf31, 16, 'torch.ops.aten.convolution_backward.default')
            del buf29
            # Topologically Sorted Source Nodes: [mul_174, unsqueeze_127, unsqueeze_128, unsqueeze_129, mul_176, convolution_backward_3], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:19
            buf39 = torch.ops.aten.convolution_backward.default(buf38, relu_13, primals_98, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf38
            del primals_98
            buf40 = buf39[0]
            assert_size_stride(buf40, (32, 512, 7, 7), (25088, 1, 3584, 512), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf40, 16, 'torch.ops.aten.convolution_backward.default')
            buf41 = buf39[1]
            assert_size_stride(buf41, (512, 512, 3, 3), (4608, 1, 1536, 512), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf41, 16, 'torch.ops.aten.convolution_backward.default')
            del buf39
            buf42 = buf34; del buf34  # reuse
            buf44 = buf24; del buf24  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_3, where_7, sum_14, sub_39, mul_178, sum_15], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_4:20
            stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_4.run(relu_13, buf40, convolution_15, unsqueeze_132, buf42, buf44, 6656, 121, stream=stream0)
            buf43 = buf35; del buf35  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_3, where_7, sum_14], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_5:21
            stream0 = get_raw_stream(0)
            triton_per_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_5.run(buf42, buf43, 512, 13, stream=stream0)
            del buf42
            buf45 = buf25; del buf25  # reuse
            buf46 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, le_3, where_7, sub_39, mul_178, sum_15, mul_186], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_2:22
            stream0 = get_raw_stream(0)
            triton_per_fused_div_expand_native_batch_norm_backward_nll_loss_forward_threshold_backward_view_2.run(buf44, squeeze_46, buf45, buf46, 512, 13, stream=stream0)
            del buf44
            buf47 = relu_13; del relu_13  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_3, where_7, sub_39, mul_179, unsqueeze_133, unsqueeze_134, unsqueeze_135, mul_180, mul_181, mul_182, unsqueeze_136, unsqueeze_137, unsqueeze_138, mul_183, unsqueeze_139, unsqueeze_140, unsqueeze_141, mul_184, sub_41, sub_42, mul_185, convolution_backward_4], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_6:23
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_6.run(buf47, buf40, convolution_15, unsqueeze_132, buf45, squeeze_46, buf43, primals_96, 802816, stream=stream0)
            del buf40
            del buf45
            del convolution_15
            del primals_96
            del squeeze_46
            del unsqueeze_132
            # Topologically Sorted Source Nodes: [cross_entropy, le_3, where_7, sub_39, mul_179, unsqueeze_133, unsqueeze_134, unsqueeze_135, mul_180, mul_181, mul_182, unsqueeze_136, unsqueeze_137, unsqueeze_138, mul_183, unsqueeze_139, unsqueeze_140, unsqueeze_141, mul_184, sub_41, sub_42, mul_185, convolution_backward_4], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:24
            buf48 = torch.ops.aten.convolution_backward.default(buf47, relu_12, primals_92, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf47
            del primals_92
            buf49 = buf48[0]
            assert_size_stride(buf49, (32, 256, 14, 14), (50176, 1, 3584, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf49, 16, 'torch.ops.aten.convolution_backward.default')
            buf50 = buf48[1]
            assert_size_stride(buf50, (512, 256, 3, 3), (2304, 1, 768, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf50, 16, 'torch.ops.aten.convolution_backward.default')
            del buf48
            buf51 = empty_strided_cuda((256, 49), (1, 256), torch.float32)
            buf53 = empty_strided_cuda((256, 49), (1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, add_109, le_4, where_8, sum_16, sub_43, mul_187, sum_17], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_9:25
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_9.run(relu_12, buf30, buf49, convolution_14, unsqueeze_144, buf51, buf53, 12544, 128, stream=stream0)
            buf52 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, add_109, le_4, where_8, sum_16], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_10:26
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_10.run(buf51, buf52, 256, 49, stream=stream0)
            del buf51
            buf54 = empty_strided_cuda((256, ), (1, ), torch.float32)
            buf56 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, add_109, le_4, where_8, sub_43, mul_187, sum_17, mul_195], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_11:27
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_11.run(buf53, squeeze_43, buf54, buf56, 256, 49, stream=stream0)
            del buf53
            buf55 = convolution_14; del convolution_14  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, add_109, le_4, where_8, sub_43, mul_188, unsqueeze_145, unsqueeze_146, unsqueeze_147, mul_189, mul_190, mul_191, unsqueeze_148, unsqueeze_149, unsqueeze_150, mul_192, unsqueeze_151, unsqueeze_152, unsqueeze_153, mul_193, sub_45, sub_46, mul_194], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_12:28
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_12.run(buf55, relu_12, buf30, buf49, unsqueeze_144, buf54, squeeze_43, buf52, primals_90, 1605632, stream=stream0)
            del primals_90
            del squeeze_43
            del unsqueeze_144
            # Topologically Sorted Source Nodes: [convolution_backward_5], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:29
            buf57 = torch.ops.aten.convolution_backward.default(buf55, relu_11, primals_86, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf55
            del primals_86
            buf58 = buf57[0]
            assert_size_stride(buf58, (32, 256, 14, 14), (50176, 1, 3584, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf58, 16, 'torch.ops.aten.convolution_backward.default')
            buf59 = buf57[1]
            assert_size_stride(buf59, (256, 256, 3, 3), (2304, 1, 768, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf59, 16, 'torch.ops.aten.convolution_backward.default')
            del buf57
            buf60 = empty_strided_cuda((256, 49), (1, 256), torch.float32)
            buf62 = empty_strided_cuda((256, 49), (1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, le_5, where_9, sum_18, sub_47, mul_196, sum_19], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_13:30
            stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_13.run(relu_11, buf58, convolution_13, unsqueeze_156, buf60, buf62, 12544, 128, stream=stream0)
            buf61 = buf54; del buf54  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_5, where_9, sum_18], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_10:31
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_10.run(buf60, buf61, 256, 49, stream=stream0)
            del buf60
            buf63 = empty_strided_cuda((256, ), (1, ), torch.float32)
            buf64 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, le_5, where_9, sub_47, mul_196, sum_19, mul_204], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_11:32
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_11.run(buf62, squeeze_40, buf63, buf64, 256, 49, stream=stream0)
            del buf62
            buf65 = relu_11; del relu_11  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_5, where_9, sub_47, mul_197, unsqueeze_157, unsqueeze_158, unsqueeze_159, mul_198, mul_199, mul_200, unsqueeze_160, unsqueeze_161, unsqueeze_162, mul_201, unsqueeze_163, unsqueeze_164, unsqueeze_165, mul_202, sub_49, sub_50, mul_203, convolution_backward_6], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_14:33
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_14.run(buf65, buf58, convolution_13, unsqueeze_156, buf63, squeeze_40, buf61, primals_84, 1605632, stream=stream0)
            del buf58
            del convolution_13
            del primals_84
            del squeeze_40
            del unsqueeze_156
            # Topologically Sorted Source Nodes: [cross_entropy, le_5, where_9, sub_47, mul_197, unsqueeze_157, unsqueeze_158, unsqueeze_159, mul_198, mul_199, mul_200, unsqueeze_160, unsqueeze_161, unsqueeze_162, mul_201, unsqueeze_163, unsqueeze_164, unsqueeze_165, mul_202, sub_49, sub_50, mul_203, convolution_backward_6], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:34
            buf66 = torch.ops.aten.convolution_backward.default(buf65, relu_10, primals_80, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf65
            del primals_80
            buf67 = buf66[0]
            assert_size_stride(buf67, (32, 256, 14, 14), (50176, 1, 3584, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf67, 16, 'torch.ops.aten.convolution_backward.default')
            buf68 = buf66[1]
            assert_size_stride(buf68, (256, 256, 3, 3), (2304, 1, 768, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf68, 16, 'torch.ops.aten.convolution_backward.default')
            del buf66
            buf69 = relu_10; del relu_10  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, add_109, le_4, where_8, add_110, le_6, where_10], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward]
            # [Provenance debug handles] triton_poi_fused_add_nll_loss_forward_threshold_backward_15:35
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_nll_loss_forward_threshold_backward_15.run(buf69, relu_12, buf30, buf49, buf67, 1605632, stream=stream0)
            del buf30
            del buf49
            del buf67
            del relu_12
            buf70 = empty_strided_cuda((256, 49), (1, 256), torch.float32)
            buf72 = empty_strided_cuda((256, 49), (1, 256), torch.float32)
            buf79 = empty_strided_cuda((256, 49), (1, 256), torch.float32)
            buf81 = empty_strided_cuda((256, 49), (1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [sum_20, sub_51, mul_205, sum_21, sum_22, sub_55, mul_214, sum_23], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_16:36
            stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_16.run(buf69, convolution_12, unsqueeze_168, convolution_11, unsqueeze_180, buf70, buf72, buf79, buf81, 12544, 128, stream=stream0)
            buf71 = buf63; del buf63  # reuse
            # Topologically Sorted Source Nodes: [sum_20], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_10:37
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_10.run(buf70, buf71, 256, 49, stream=stream0)
            del buf70
            buf80 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_22], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_10:38
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_10.run(buf79, buf80, 256, 49, stream=stream0)
            del buf79
            buf73 = empty_strided_cuda((256, ), (1, ), torch.float32)
            buf74 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sub_51, mul_205, sum_21, mul_213], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_11:39
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_11.run(buf72, squeeze_37, buf73, buf74, 256, 49, stream=stream0)
            buf82 = empty_strided_cuda((256, ), (1, ), torch.float32)
            buf83 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sub_55, mul_214, sum_23, mul_222], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_11:40
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_11.run(buf81, squeeze_34, buf82, buf83, 256, 49, stream=stream0)
            buf75 = convolution_12; del convolution_12  # reuse
            buf84 = convolution_11; del convolution_11  # reuse
            # Topologically Sorted Source Nodes: [sub_51, mul_206, unsqueeze_169, unsqueeze_170, unsqueeze_171, mul_207, mul_208, mul_209, unsqueeze_172, unsqueeze_173, unsqueeze_174, mul_210, unsqueeze_175, unsqueeze_176, unsqueeze_177, mul_211, sub_53, sub_54, mul_212, convolution_backward_7, sub_55, mul_215, unsqueeze_181, unsqueeze_182, unsqueeze_183, mul_216, mul_217, mul_218, unsqueeze_184, unsqueeze_185, unsqueeze_186, mul_219, unsqueeze_187, unsqueeze_188, unsqueeze_189, mul_220, sub_57, sub_58, mul_221, convolution_backward_8], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused_convolution_backward_native_batch_norm_backward_17:41
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_backward_native_batch_norm_backward_17.run(buf75, buf84, buf69, unsqueeze_168, buf73, squeeze_37, buf71, primals_78, unsqueeze_180, buf82, squeeze_34, buf80, primals_72, 1605632, stream=stream0)
            del buf69
            del primals_72
            del primals_78
            del squeeze_34
            del squeeze_37
            del unsqueeze_168
            del unsqueeze_180
            # Topologically Sorted Source Nodes: [sub_51, mul_206, unsqueeze_169, unsqueeze_170, unsqueeze_171, mul_207, mul_208, mul_209, unsqueeze_172, unsqueeze_173, unsqueeze_174, mul_210, unsqueeze_175, unsqueeze_176, unsqueeze_177, mul_211, sub_53, sub_54, mul_212, convolution_backward_7], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:42
            buf76 = torch.ops.aten.convolution_backward.default(buf75, relu_8, primals_74, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf75
            del primals_74
            buf77 = buf76[0]
            assert_size_stride(buf77, (32, 128, 28, 28), (100352, 1, 3584, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf77, 16, 'torch.ops.aten.convolution_backward.default')
            buf78 = buf76[1]
            assert_size_stride(buf78, (256, 128, 1, 1), (128, 1, 128, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf78, 16, 'torch.ops.aten.convolution_backward.default')
            del buf76
            # Topologically Sorted Source Nodes: [sub_55, mul_215, unsqueeze_181, unsqueeze_182, unsqueeze_183, mul_216, mul_217, mul_218, unsqueeze_184, unsqueeze_185, unsqueeze_186, mul_219, unsqueeze_187, unsqueeze_188, unsqueeze_189, mul_220, sub_57, sub_58, mul_221, convolution_backward_8], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:43
            buf85 = torch.ops.aten.convolution_backward.default(buf84, relu_9, primals_68, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf84
            del primals_68
            buf86 = buf85[0]
            assert_size_stride(buf86, (32, 256, 14, 14), (50176, 1, 3584, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf86, 16, 'torch.ops.aten.convolution_backward.default')
            buf87 = buf85[1]
            assert_size_stride(buf87, (256, 256, 3, 3), (2304, 1, 768, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf87, 16, 'torch.ops.aten.convolution_backward.default')
            del buf85
            buf88 = buf81; del buf81  # reuse
            buf90 = buf72; del buf72  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_7, where_11, sum_24, sub_59, mul_223, sum_25], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_13:44
            stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_13.run(relu_9, buf86, convolution_10, unsqueeze_192, buf88, buf90, 12544, 128, stream=stream0)
            buf89 = buf82; del buf82  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_7, where_11, sum_24], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_10:45
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_10.run(buf88, buf89, 256, 49, stream=stream0)
            del buf88
            buf91 = buf73; del buf73  # reuse
            buf92 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, le_7, where_11, sub_59, mul_223, sum_25, mul_231], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_11:46
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_11.run(buf90, squeeze_31, buf91, buf92, 256, 49, stream=stream0)
            del buf90
            buf93 = relu_9; del relu_9  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_7, where_11, sub_59, mul_224, unsqueeze_193, unsqueeze_194, unsqueeze_195, mul_225, mul_226, mul_227, unsqueeze_196, unsqueeze_197, unsqueeze_198, mul_228, unsqueeze_199, unsqueeze_200, unsqueeze_201, mul_229, sub_61, sub_62, mul_230, convolution_backward_9], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_14:47
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_14.run(buf93, buf86, convolution_10, unsqueeze_192, buf91, squeeze_31, buf89, primals_66, 1605632, stream=stream0)
            del buf86
            del buf91
            del convolution_10
            del primals_66
            del squeeze_31
            del unsqueeze_192
            # Topologically Sorted Source Nodes: [cross_entropy, le_7, where_11, sub_59, mul_224, unsqueeze_193, unsqueeze_194, unsqueeze_195, mul_225, mul_226, mul_227, unsqueeze_196, unsqueeze_197, unsqueeze_198, mul_228, unsqueeze_199, unsqueeze_200, unsqueeze_201, mul_229, sub_61, sub_62, mul_230, convolution_backward_9], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:48
            buf94 = torch.ops.aten.convolution_backward.default(buf93, relu_8, primals_62, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf93
            del primals_62
            buf95 = buf94[0]
            assert_size_stride(buf95, (32, 128, 28, 28), (100352, 1, 3584, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf95, 16, 'torch.ops.aten.convolution_backward.default')
            buf96 = buf94[1]
            assert_size_stride(buf96, (256, 128, 3, 3), (1152, 1, 384, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf96, 16, 'torch.ops.aten.convolution_backward.default')
            del buf94
            buf97 = empty_strided_cuda((128, 196), (1, 128), torch.float32)
            buf99 = empty_strided_cuda((128, 196), (1, 128), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, add_111, le_8, where_12, sum_26, sub_63, mul_232, sum_27], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_18:49
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_18.run(relu_8, buf77, buf95, convolution_9, unsqueeze_204, buf97, buf99, 25088, 128, stream=stream0)
            buf98 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, add_111, le_8, where_12, sum_26], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_19:50
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_19.run(buf97, buf98, 128, 196, stream=stream0)
            buf100 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf102 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, add_111, le_8, where_12, sub_63, mul_232, sum_27, mul_240], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_20:51
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_20.run(buf99, squeeze_28, buf100, buf102, 128, 196, stream=stream0)
            buf101 = convolution_9; del convolution_9  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, add_111, le_8, where_12, sub_63, mul_233, unsqueeze_205, unsqueeze_206, unsqueeze_207, mul_234, mul_235, mul_236, unsqueeze_208, unsqueeze_209, unsqueeze_210, mul_237, unsqueeze_211, unsqueeze_212, unsqueeze_213, mul_238, sub_65, sub_66, mul_239], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_21:52
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_21.run(buf101, relu_8, buf77, buf95, unsqueeze_204, buf100, squeeze_28, buf98, primals_60, 3211264, stream=stream0)
            del primals_60
            del squeeze_28
            del unsqueeze_204
            # Topologically Sorted Source Nodes: [convolution_backward_10], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:53
            buf103 = torch.ops.aten.convolution_backward.default(buf101, relu_7, primals_56, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf101
            del primals_56
            buf104 = buf103[0]
            assert_size_stride(buf104, (32, 128, 28, 28), (100352, 1, 3584, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf104, 16, 'torch.ops.aten.convolution_backward.default')
            buf105 = buf103[1]
            assert_size_stride(buf105, (128, 128, 3, 3), (1152, 1, 384, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf105, 16, 'torch.ops.aten.convolution_backward.default')
            del buf103
            buf106 = buf99; del buf99  # reuse
            buf108 = buf97; del buf97  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_9, where_13, sum_28, sub_67, mul_241, sum_29], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_22:54
            stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_22.run(relu_7, buf104, convolution_8, unsqueeze_216, buf106, buf108, 25088, 128, stream=stream0)
            buf107 = buf100; del buf100  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_9, where_13, sum_28], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_19:55
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_19.run(buf106, buf107, 128, 196, stream=stream0)
            buf109 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf110 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, le_9, where_13, sub_67, mul_241, sum_29, mul_249], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_20:56
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_20.run(buf108, squeeze_25, buf109, buf110, 128, 196, stream=stream0)
            buf111 = relu_7; del relu_7  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_9, where_13, sub_67, mul_242, unsqueeze_217, unsqueeze_218, unsqueeze_219, mul_243, mul_244, mul_245, unsqueeze_220, unsqueeze_221, unsqueeze_222, mul_246, unsqueeze_223, unsqueeze_224, unsqueeze_225, mul_247, sub_69, sub_70, mul_248, convolution_backward_11], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_23:57
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_23.run(buf111, buf104, convolution_8, unsqueeze_216, buf109, squeeze_25, buf107, primals_54, 3211264, stream=stream0)
            del buf104
            del convolution_8
            del primals_54
            del squeeze_25
            del unsqueeze_216
            # Topologically Sorted Source Nodes: [cross_entropy, le_9, where_13, sub_67, mul_242, unsqueeze_217, unsqueeze_218, unsqueeze_219, mul_243, mul_244, mul_245, unsqueeze_220, unsqueeze_221, unsqueeze_222, mul_246, unsqueeze_223, unsqueeze_224, unsqueeze_225, mul_247, sub_69, sub_70, mul_248, convolution_backward_11], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:58
            buf112 = torch.ops.aten.convolution_backward.default(buf111, relu_6, primals_50, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf111
            del primals_50
            buf113 = buf112[0]
            assert_size_stride(buf113, (32, 128, 28, 28), (100352, 1, 3584, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf113, 16, 'torch.ops.aten.convolution_backward.default')
            buf114 = buf112[1]
            assert_size_stride(buf114, (128, 128, 3, 3), (1152, 1, 384, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf114, 16, 'torch.ops.aten.convolution_backward.default')
            del buf112
            buf115 = relu_6; del relu_6  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, add_111, le_8, where_12, add_112, le_10, where_14], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward]
            # [Provenance debug handles] triton_poi_fused_add_nll_loss_forward_threshold_backward_24:59
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_nll_loss_forward_threshold_backward_24.run(buf115, relu_8, buf77, buf95, buf113, 3211264, stream=stream0)
            del buf113
            del buf77
            del buf95
            del relu_8
            buf116 = buf108; del buf108  # reuse
            buf118 = buf106; del buf106  # reuse
            buf125 = empty_strided_cuda((128, 196), (1, 128), torch.float32)
            buf127 = empty_strided_cuda((128, 196), (1, 128), torch.float32)
            # Topologically Sorted Source Nodes: [sum_30, sub_71, mul_250, sum_31, sum_32, sub_75, mul_259, sum_33], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_25:60
            stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_25.run(buf115, convolution_7, unsqueeze_228, convolution_6, unsqueeze_240, buf116, buf118, buf125, buf127, 25088, 128, stream=stream0)
            buf117 = buf109; del buf109  # reuse
            # Topologically Sorted Source Nodes: [sum_30], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_19:61
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_19.run(buf116, buf117, 128, 196, stream=stream0)
            del buf116
            buf126 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_32], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_19:62
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_19.run(buf125, buf126, 128, 196, stream=stream0)
            del buf125
            buf119 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf120 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sub_71, mul_250, sum_31, mul_258], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_20:63
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_20.run(buf118, squeeze_22, buf119, buf120, 128, 196, stream=stream0)
            buf128 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf129 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sub_75, mul_259, sum_33, mul_267], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_20:64
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_20.run(buf127, squeeze_19, buf128, buf129, 128, 196, stream=stream0)
            buf121 = convolution_7; del convolution_7  # reuse
            buf130 = convolution_6; del convolution_6  # reuse
            # Topologically Sorted Source Nodes: [sub_71, mul_251, unsqueeze_229, unsqueeze_230, unsqueeze_231, mul_252, mul_253, mul_254, unsqueeze_232, unsqueeze_233, unsqueeze_234, mul_255, unsqueeze_235, unsqueeze_236, unsqueeze_237, mul_256, sub_73, sub_74, mul_257, convolution_backward_12, sub_75, mul_260, unsqueeze_241, unsqueeze_242, unsqueeze_243, mul_261, mul_262, mul_263, unsqueeze_244, unsqueeze_245, unsqueeze_246, mul_264, unsqueeze_247, unsqueeze_248, unsqueeze_249, mul_265, sub_77, sub_78, mul_266, convolution_backward_13], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused_convolution_backward_native_batch_norm_backward_26:65
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_backward_native_batch_norm_backward_26.run(buf121, buf130, buf115, unsqueeze_228, buf119, squeeze_22, buf117, primals_48, unsqueeze_240, buf128, squeeze_19, buf126, primals_42, 3211264, stream=stream0)
            del buf115
            del primals_42
            del primals_48
            del squeeze_19
            del squeeze_22
            del unsqueeze_228
            del unsqueeze_240
            # Topologically Sorted Source Nodes: [sub_71, mul_251, unsqueeze_229, unsqueeze_230, unsqueeze_231, mul_252, mul_253, mul_254, unsqueeze_232, unsqueeze_233, unsqueeze_234, mul_255, unsqueeze_235, unsqueeze_236, unsqueeze_237, mul_256, sub_73, sub_74, mul_257, convolution_backward_12], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:66
            buf122 = torch.ops.aten.convolution_backward.default(buf121, relu_4, primals_44, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf121
            del primals_44
            buf123 = buf122[0]
            assert_size_stride(buf123, (32, 64, 56, 56), (200704, 1, 3584, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf123, 16, 'torch.ops.aten.convolution_backward.default')
            buf124 = buf122[1]
            assert_size_stride(buf124, (128, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf124, 16, 'torch.ops.aten.convolution_backward.default')
            del buf122
            # Topologically Sorted Source Nodes: [sub_75, mul_260, unsqueeze_241, unsqueeze_242, unsqueeze_243, mul_261, mul_262, mul_263, unsqueeze_244, unsqueeze_245, unsqueeze_246, mul_264, unsqueeze_247, unsqueeze_248, unsqueeze_249, mul_265, sub_77, sub_78, mul_266, convolution_backward_13], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:67
            buf131 = torch.ops.aten.convolution_backward.default(buf130, relu_5, primals_38, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf130
            del primals_38
            buf132 = buf131[0]
            assert_size_stride(buf132, (32, 128, 28, 28), (100352, 1, 3584, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf132, 16, 'torch.ops.aten.convolution_backward.default')
            buf133 = buf131[1]
            assert_size_stride(buf133, (128, 128, 3, 3), (1152, 1, 384, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf133, 16, 'torch.ops.aten.convolution_backward.default')
            del buf131
            buf134 = buf127; del buf127  # reuse
            buf136 = buf118; del buf118  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_11, where_15, sum_34, sub_79, mul_268, sum_35], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_22:68
            stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_22.run(relu_5, buf132, convolution_5, unsqueeze_252, buf134, buf136, 25088, 128, stream=stream0)
            buf135 = buf128; del buf128  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_11, where_15, sum_34], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_19:69
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_19.run(buf134, buf135, 128, 196, stream=stream0)
            del buf134
            buf137 = buf119; del buf119  # reuse
            buf138 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, le_11, where_15, sub_79, mul_268, sum_35, mul_276], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_20:70
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_20.run(buf136, squeeze_16, buf137, buf138, 128, 196, stream=stream0)
            del buf136
            buf139 = relu_5; del relu_5  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_11, where_15, sub_79, mul_269, unsqueeze_253, unsqueeze_254, unsqueeze_255, mul_270, mul_271, mul_272, unsqueeze_256, unsqueeze_257, unsqueeze_258, mul_273, unsqueeze_259, unsqueeze_260, unsqueeze_261, mul_274, sub_81, sub_82, mul_275, convolution_backward_14], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_23:71
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_23.run(buf139, buf132, convolution_5, unsqueeze_252, buf137, squeeze_16, buf135, primals_36, 3211264, stream=stream0)
            del buf132
            del buf137
            del convolution_5
            del primals_36
            del squeeze_16
            del unsqueeze_252
            # Topologically Sorted Source Nodes: [cross_entropy, le_11, where_15, sub_79, mul_269, unsqueeze_253, unsqueeze_254, unsqueeze_255, mul_270, mul_271, mul_272, unsqueeze_256, unsqueeze_257, unsqueeze_258, mul_273, unsqueeze_259, unsqueeze_260, unsqueeze_261, mul_274, sub_81, sub_82, mul_275, convolution_backward_14], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:72
            buf140 = torch.ops.aten.convolution_backward.default(buf139, relu_4, primals_32, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf139
            del primals_32
            buf141 = buf140[0]
            assert_size_stride(buf141, (32, 64, 56, 56), (200704, 1, 3584, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf141, 16, 'torch.ops.aten.convolution_backward.default')
            buf142 = buf140[1]
            assert_size_stride(buf142, (128, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf142, 16, 'torch.ops.aten.convolution_backward.default')
            del buf140
            buf143 = empty_strided_cuda((64, 784), (1, 64), torch.float32)
            buf145 = empty_strided_cuda((64, 784), (1, 64), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, add_113, le_12, where_16, sum_36, sub_83, mul_277, sum_37], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_27:73
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_27.run(relu_4, buf123, buf141, convolution_4, unsqueeze_264, buf143, buf145, 50176, 128, stream=stream0)
            buf144 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, add_113, le_12, where_16, sum_36], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_28:74
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_28.run(buf143, buf144, 64, 784, stream=stream0)
            buf146 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf148 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, add_113, le_12, where_16, sub_83, mul_277, sum_37, mul_285], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_29:75
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_29.run(buf145, squeeze_13, buf146, buf148, 64, 784, stream=stream0)
            buf147 = convolution_4; del convolution_4  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, add_113, le_12, where_16, sub_83, mul_278, unsqueeze_265, unsqueeze_266, unsqueeze_267, mul_279, mul_280, mul_281, unsqueeze_268, unsqueeze_269, unsqueeze_270, mul_282, unsqueeze_271, unsqueeze_272, unsqueeze_273, mul_283, sub_85, sub_86, mul_284], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_30:76
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_30.run(buf147, relu_4, buf123, buf141, unsqueeze_264, buf146, squeeze_13, buf144, primals_30, 6422528, stream=stream0)
            del primals_30
            del squeeze_13
            del unsqueeze_264
            # Topologically Sorted Source Nodes: [convolution_backward_15], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:77
            buf149 = torch.ops.aten.convolution_backward.default(buf147, relu_3, primals_26, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf147
            del primals_26
            buf150 = buf149[0]
            assert_size_stride(buf150, (32, 64, 56, 56), (200704, 1, 3584, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf150, 16, 'torch.ops.aten.convolution_backward.default')
            buf151 = buf149[1]
            assert_size_stride(buf151, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf151, 16, 'torch.ops.aten.convolution_backward.default')
            del buf149
            buf152 = buf145; del buf145  # reuse
            buf154 = buf143; del buf143  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_13, where_17, sum_38, sub_87, mul_286, sum_39], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_31:78
            stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_31.run(relu_3, buf150, convolution_3, unsqueeze_276, buf152, buf154, 50176, 128, stream=stream0)
            buf153 = buf146; del buf146  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_13, where_17, sum_38], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_28:79
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_28.run(buf152, buf153, 64, 784, stream=stream0)
            buf155 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf156 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, le_13, where_17, sub_87, mul_286, sum_39, mul_294], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_29:80
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_29.run(buf154, squeeze_10, buf155, buf156, 64, 784, stream=stream0)
            buf157 = relu_3; del relu_3  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_13, where_17, sub_87, mul_287, unsqueeze_277, unsqueeze_278, unsqueeze_279, mul_288, mul_289, mul_290, unsqueeze_280, unsqueeze_281, unsqueeze_282, mul_291, unsqueeze_283, unsqueeze_284, unsqueeze_285, mul_292, sub_89, sub_90, mul_293, convolution_backward_16], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_32:81
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_32.run(buf157, buf150, convolution_3, unsqueeze_276, buf155, squeeze_10, buf153, primals_24, 6422528, stream=stream0)
            del buf150
            del convolution_3
            del primals_24
            del squeeze_10
            del unsqueeze_276
            # Topologically Sorted Source Nodes: [cross_entropy, le_13, where_17, sub_87, mul_287, unsqueeze_277, unsqueeze_278, unsqueeze_279, mul_288, mul_289, mul_290, unsqueeze_280, unsqueeze_281, unsqueeze_282, mul_291, unsqueeze_283, unsqueeze_284, unsqueeze_285, mul_292, sub_89, sub_90, mul_293, convolution_backward_16], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:82
            buf158 = torch.ops.aten.convolution_backward.default(buf157, relu_2, primals_20, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf157
            del primals_20
            buf159 = buf158[0]
            assert_size_stride(buf159, (32, 64, 56, 56), (200704, 1, 3584, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf159, 16, 'torch.ops.aten.convolution_backward.default')
            buf160 = buf158[1]
            assert_size_stride(buf160, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf160, 16, 'torch.ops.aten.convolution_backward.default')
            del buf158
            buf161 = relu_2; del relu_2  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, add_113, le_12, where_16, add_114, le_14, where_18], Original ATen: [aten.nll_loss_forward, aten.add, aten.threshold_backward]
            # [Provenance debug handles] triton_poi_fused_add_nll_loss_forward_threshold_backward_33:83
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_nll_loss_forward_threshold_backward_33.run(buf161, relu_4, buf123, buf141, buf159, 6422528, stream=stream0)
            del buf123
            del buf141
            del buf159
            del relu_4
            buf162 = buf154; del buf154  # reuse
            buf164 = buf152; del buf152  # reuse
            # Topologically Sorted Source Nodes: [sum_40, sub_91, mul_295, sum_41], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_34:84
            stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_34.run(buf161, convolution_2, unsqueeze_288, buf162, buf164, 50176, 128, stream=stream0)
            buf163 = buf155; del buf155  # reuse
            # Topologically Sorted Source Nodes: [sum_40], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_28:85
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_28.run(buf162, buf163, 64, 784, stream=stream0)
            buf165 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf166 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sub_91, mul_295, sum_41, mul_303], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_29:86
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_29.run(buf164, squeeze_7, buf165, buf166, 64, 784, stream=stream0)
            buf167 = convolution_2; del convolution_2  # reuse
            # Topologically Sorted Source Nodes: [sub_91, mul_296, unsqueeze_289, unsqueeze_290, unsqueeze_291, mul_297, mul_298, mul_299, unsqueeze_292, unsqueeze_293, unsqueeze_294, mul_300, unsqueeze_295, unsqueeze_296, unsqueeze_297, mul_301, sub_93, sub_94, mul_302, convolution_backward_17], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused_convolution_backward_native_batch_norm_backward_35:87
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_backward_native_batch_norm_backward_35.run(buf167, buf161, unsqueeze_288, buf165, squeeze_7, buf163, primals_18, 6422528, stream=stream0)
            del primals_18
            del squeeze_7
            del unsqueeze_288
            # Topologically Sorted Source Nodes: [sub_91, mul_296, unsqueeze_289, unsqueeze_290, unsqueeze_291, mul_297, mul_298, mul_299, unsqueeze_292, unsqueeze_293, unsqueeze_294, mul_300, unsqueeze_295, unsqueeze_296, unsqueeze_297, mul_301, sub_93, sub_94, mul_302, convolution_backward_17], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:88
            buf168 = torch.ops.aten.convolution_backward.default(buf167, relu_1, primals_14, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf167
            del primals_14
            buf169 = buf168[0]
            assert_size_stride(buf169, (32, 64, 56, 56), (200704, 1, 3584, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf169, 16, 'torch.ops.aten.convolution_backward.default')
            buf170 = buf168[1]
            assert_size_stride(buf170, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf170, 16, 'torch.ops.aten.convolution_backward.default')
            del buf168
            buf171 = buf164; del buf164  # reuse
            buf173 = buf162; del buf162  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_15, where_19, sum_42, sub_95, mul_304, sum_43], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_31:89
            stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_31.run(relu_1, buf169, convolution_1, unsqueeze_300, buf171, buf173, 50176, 128, stream=stream0)
            buf172 = buf165; del buf165  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_15, where_19, sum_42], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_28:90
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_28.run(buf171, buf172, 64, 784, stream=stream0)
            del buf171
            buf174 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf175 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, le_15, where_19, sub_95, mul_304, sum_43, mul_312], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_29:91
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_nll_loss_forward_threshold_backward_29.run(buf173, squeeze_4, buf174, buf175, 64, 784, stream=stream0)
            del buf173
            buf176 = relu_1; del relu_1  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_15, where_19, sub_95, mul_305, unsqueeze_301, unsqueeze_302, unsqueeze_303, mul_306, mul_307, mul_308, unsqueeze_304, unsqueeze_305, unsqueeze_306, mul_309, unsqueeze_307, unsqueeze_308, unsqueeze_309, mul_310, sub_97, sub_98, mul_311, convolution_backward_18], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_32:92
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_32.run(buf176, buf169, convolution_1, unsqueeze_300, buf174, squeeze_4, buf172, primals_12, 6422528, stream=stream0)
            del buf169
            del convolution_1
            del primals_12
            del squeeze_4
            del unsqueeze_300
            # Topologically Sorted Source Nodes: [cross_entropy, le_15, where_19, sub_95, mul_305, unsqueeze_301, unsqueeze_302, unsqueeze_303, mul_306, mul_307, mul_308, unsqueeze_304, unsqueeze_305, unsqueeze_306, mul_309, unsqueeze_307, unsqueeze_308, unsqueeze_309, mul_310, sub_97, sub_98, mul_311, convolution_backward_18], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:93
            buf177 = torch.ops.aten.convolution_backward.default(buf176, getitem_2, primals_8, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf176
            del getitem_2
            del primals_8
            buf178 = buf177[0]
            assert_size_stride(buf178, (32, 64, 56, 56), (200704, 1, 3584, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf178, 16, 'torch.ops.aten.convolution_backward.default')
            buf179 = buf177[1]
            assert_size_stride(buf179, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf179, 16, 'torch.ops.aten.convolution_backward.default')
            del buf177
            buf180 = buf161; del buf161  # reuse
            # Topologically Sorted Source Nodes: [add_115], Original ATen: [aten.add]
            # [Provenance debug handles] triton_poi_fused_add_36:94
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_36.run(buf180, buf178, 6422528, stream=stream0)
            del buf178
            buf181 = empty_strided_cuda((32, 64, 112, 112), (802816, 1, 7168, 64), torch.float32)
            # Topologically Sorted Source Nodes: [add_115, x_3, max_pool2d_with_indices_backward], Original ATen: [aten.add, aten.max_pool2d_with_indices, aten.max_pool2d_with_indices_backward]
            # [Provenance debug handles] triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_37:95
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_37.run(getitem_3, buf180, buf181, 25690112, stream=stream0)
            del buf180
            del getitem_3
            buf182 = empty_strided_cuda((64, 1024), (1, 64), torch.float32)
            buf184 = empty_strided_cuda((64, 1024), (1, 64), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, le_16, where_20, sum_44, sub_99, mul_313, sum_45], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_38:96
            stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_38.run(relu, buf181, convolution, unsqueeze_312, buf182, buf184, 65536, 392, stream=stream0)
            buf183 = buf174; del buf174  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_16, where_20, sum_44], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_39:97
            stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_39.run(buf182, buf183, 64, 1024, stream=stream0)
            del buf182
            buf185 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf186 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, le_16, where_20, sub_99, mul_313, sum_45, mul_321], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_40:98
            stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_nll_loss_forward_threshold_backward_40.run(buf184, squeeze_1, buf185, buf186, 64, 1024, stream=stream0)
            del buf184
            buf187 = relu; del relu  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_16, where_20, sub_99, mul_314, unsqueeze_313, unsqueeze_314, unsqueeze_315, mul_315, mul_316, mul_317, unsqueeze_316, unsqueeze_317, unsqueeze_318, mul_318, unsqueeze_319, unsqueeze_320, unsqueeze_321, mul_319, sub_101, sub_102, mul_320, convolution_backward_19], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_41:99
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_backward_native_batch_norm_backward_nll_loss_forward_threshold_backward_41.run(buf187, buf181, convolution, unsqueeze_312, buf185, squeeze_1, buf183, primals_6, 25690112, stream=stream0)
            del buf181
            del buf185
            del convolution
            del primals_6
            del squeeze_1
            del unsqueeze_312
            # Topologically Sorted Source Nodes: [cross_entropy, le_16, where_20, sub_99, mul_314, unsqueeze_313, unsqueeze_314, unsqueeze_315, mul_315, mul_316, mul_317, unsqueeze_316, unsqueeze_317, unsqueeze_318, mul_318, unsqueeze_319, unsqueeze_320, unsqueeze_321, mul_319, sub_101, sub_102, mul_320, convolution_backward_19], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:100
            buf188 = torch.ops.aten.convolution_backward.default(buf187, primals_2, primals_1, [0], [2, 2], [3, 3], [1, 1], False, [0, 0], 1, [False, True, False])
            del buf187
            del primals_1
            del primals_2
            buf189 = buf188[1]
            assert_size_stride(buf189, (64, 3, 7, 7), (147, 1, 21, 3), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf189, 16, 'torch.ops.aten.convolution_backward.default')
            del buf188
            buf4 = empty_strided_cuda((1, 1000), (1000, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_5], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_42:101
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_42.run(buf1, buf4, 1000, 32, stream=stream0)
            buf3 = empty_strided_cuda((1000, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_2, permute_4], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:102
            extern_kernels.mm(reinterpret_tensor(buf1, (1000, 32), (1, 1000), 0), view, out=buf3)
            del buf1
            del view
        return (buf189, None, None, None, None, buf186, buf183, buf179, None, None, None, buf175, buf172, buf170, None, None, None, buf166, buf163, buf160, None, None, None, buf156, buf153, buf151, None, None, None, buf148, buf144, buf142, None, None, None, buf138, buf135, buf133, None, None, None, buf129, buf126, buf124, None, None, None, buf120, buf117, buf114, None, None, None, buf110, buf107, buf105, None, None, None, buf102, buf98, buf96, None, None, None, buf92, buf89, buf87, None, None, None, buf83, buf80, buf78, None, None, None, buf74, buf71, buf68, None, None, None, buf64, buf61, buf59, None, None, None, buf56, buf52, buf50, None, None, None, buf46, buf43, buf41, None, None, None, buf37, buf33, buf31, None, None, None, buf27, buf23, buf21, None, None, None, buf17, buf14, buf12, None, None, None, buf8, buf5, buf3, reinterpret_tensor(buf4, (1000, ), (1, ), 0), None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((64, 3, 7, 7), (147, 1, 21, 3), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((32, 3, 224, 224), (150528, 1, 672, 3), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((128, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.float32)
    primals_36 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_38 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.float32)
    primals_42 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_44 = rand_strided((128, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_48 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_50 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.float32)
    primals_54 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_56 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.float32)
    primals_60 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_62 = rand_strided((256, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.float32)
    primals_66 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_68 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.float32)
    primals_72 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_74 = rand_strided((256, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_78 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_80 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.float32)
    primals_84 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_86 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.float32)
    primals_90 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_92 = rand_strided((512, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.float32)
    primals_96 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_98 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.float32)
    primals_102 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_104 = rand_strided((512, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_108 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_110 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.float32)
    primals_114 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_116 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.float32)
    primals_120 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_122 = rand_strided((1000, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_124 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.int64)
    convolution = rand_strided((32, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.float32)
    squeeze_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu = rand_strided((32, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.float32)
    getitem_2 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    getitem_3 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.int8)
    convolution_1 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    squeeze_4 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_1 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    convolution_2 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    squeeze_7 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_2 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    convolution_3 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    squeeze_10 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_3 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    convolution_4 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    squeeze_13 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_4 = rand_strided((32, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.float32)
    convolution_5 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    squeeze_16 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_5 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    convolution_6 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    squeeze_19 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    convolution_7 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    squeeze_22 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_6 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    convolution_8 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    squeeze_25 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_7 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    convolution_9 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    squeeze_28 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_8 = rand_strided((32, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    convolution_10 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    squeeze_31 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_9 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    convolution_11 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    squeeze_34 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    convolution_12 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    squeeze_37 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_10 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    convolution_13 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    squeeze_40 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_11 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    convolution_14 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    squeeze_43 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_12 = rand_strided((32, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    convolution_15 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    squeeze_46 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_13 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    convolution_16 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    squeeze_49 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    convolution_17 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    squeeze_52 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_14 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    convolution_18 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    squeeze_55 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_15 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    convolution_19 = rand_strided((32, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.float32)
    squeeze_58 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    view = rand_strided((32, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    addmm = rand_strided((32, 1000), (1000, 1), device='cuda:0', dtype=torch.float32)
    amax = rand_strided((32, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    log = rand_strided((32, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    le = rand_strided((32, 512, 7, 7), (25088, 49, 7, 1), device='cuda:0', dtype=torch.bool)
    unsqueeze_84 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_96 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_108 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_120 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_132 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_144 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_156 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_168 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_180 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_192 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_204 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_216 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_228 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_240 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_252 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_264 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_276 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_288 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_300 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_312 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_6, primals_8, primals_12, primals_14, primals_18, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_38, primals_42, primals_44, primals_48, primals_50, primals_54, primals_56, primals_60, primals_62, primals_66, primals_68, primals_72, primals_74, primals_78, primals_80, primals_84, primals_86, primals_90, primals_92, primals_96, primals_98, primals_102, primals_104, primals_108, primals_110, primals_114, primals_116, primals_120, primals_122, primals_124, convolution, squeeze_1, relu, getitem_2, getitem_3, convolution_1, squeeze_4, relu_1, convolution_2, squeeze_7, relu_2, convolution_3, squeeze_10, relu_3, convolution_4, squeeze_13, relu_4, convolution_5, squeeze_16, relu_5, convolution_6, squeeze_19, convolution_7, squeeze_22, relu_6, convolution_8, squeeze_25, relu_7, convolution_9, squeeze_28, relu_8, convolution_10, squeeze_31, relu_9, convolution_11, squeeze_34, convolution_12, squeeze_37, relu_10, convolution_13, squeeze_40, relu_11, convolution_14, squeeze_43, relu_12, convolution_15, squeeze_46, relu_13, convolution_16, squeeze_49, convolution_17, squeeze_52, relu_14, convolution_18, squeeze_55, relu_15, convolution_19, squeeze_58, view, addmm, amax, log, convert_element_type, le, unsqueeze_84, unsqueeze_96, unsqueeze_108, unsqueeze_120, unsqueeze_132, unsqueeze_144, unsqueeze_156, unsqueeze_168, unsqueeze_180, unsqueeze_192, unsqueeze_204, unsqueeze_216, unsqueeze_228, unsqueeze_240, unsqueeze_252, unsqueeze_264, unsqueeze_276, unsqueeze_288, unsqueeze_300, unsqueeze_312, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
