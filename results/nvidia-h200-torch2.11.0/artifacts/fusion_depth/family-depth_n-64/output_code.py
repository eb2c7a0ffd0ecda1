# AOT ID: ['77_inference']
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/m6/cm6vdourtbynqxq7ky2bso3mrib4qao4vnaq57dsai22xykgkw6e.py
# Topologically Sorted Source Nodes: [linear, x], Original ATen: [aten.addmm, aten.relu]
# Source node to ATen node mapping:
#   linear => add_tensor_63
#   x => relu
# Graph fragment:
#   %arg2_1 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %mm_default_63 : Tensor "f32[64, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default_63]
#   %add_tensor_63 : Tensor "f32[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg2_1, %mm_default_63), kwargs = {})
#   %relu : Tensor "f32[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_tensor_63,), kwargs = {})
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
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_relu_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 395264}, 'kernel_num_gb': 0.000264192, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_relu_0(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
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
    arg_0 = rand_strided((64, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 32768,


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
    num_gb = 0.000264192
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1 = args
        args.clear()
        assert_size_stride(arg0_1, (64, 512), (512, 1))
        assert_size_stride(arg1_1, (512, 512), (512, 1))
        assert_size_stride(arg2_1, (512, ), (1, ))
        assert_size_stride(arg3_1, (512, 512), (512, 1))
        assert_size_stride(arg4_1, (512, ), (1, ))
        assert_size_stride(arg5_1, (512, 512), (512, 1))
        assert_size_stride(arg6_1, (512, ), (1, ))
        assert_size_stride(arg7_1, (512, 512), (512, 1))
        assert_size_stride(arg8_1, (512, ), (1, ))
        assert_size_stride(arg9_1, (512, 512), (512, 1))
        assert_size_stride(arg10_1, (512, ), (1, ))
        assert_size_stride(arg11_1, (512, 512), (512, 1))
        assert_size_stride(arg12_1, (512, ), (1, ))
        assert_size_stride(arg13_1, (512, 512), (512, 1))
        assert_size_stride(arg14_1, (512, ), (1, ))
        assert_size_stride(arg15_1, (512, 512), (512, 1))
        assert_size_stride(arg16_1, (512, ), (1, ))
        assert_size_stride(arg17_1, (512, 512), (512, 1))
        assert_size_stride(arg18_1, (512, ), (1, ))
        assert_size_stride(arg19_1, (512, 512), (512, 1))
        assert_size_stride(arg20_1, (512, ), (1, ))
        assert_size_stride(arg21_1, (512, 512), (512, 1))
        assert_size_stride(arg22_1, (512, ), (1, ))
        assert_size_stride(arg23_1, (512, 512), (512, 1))
        assert_size_stride(arg24_1, (512, ), (1, ))
        assert_size_stride(arg25_1, (512, 512), (512, 1))
        assert_size_stride(arg26_1, (512, ), (1, ))
        assert_size_stride(arg27_1, (512, 512), (512, 1))
        assert_size_stride(arg28_1, (512, ), (1, ))
        assert_size_stride(arg29_1, (512, 512), (512, 1))
        assert_size_stride(arg30_1, (512, ), (1, ))
        assert_size_stride(arg31_1, (512, 512), (512, 1))
        assert_size_stride(arg32_1, (512, ), (1, ))
        assert_size_stride(arg33_1, (512, 512), (512, 1))
        assert_size_stride(arg34_1, (512, ), (1, ))
        assert_size_stride(arg35_1, (512, 512), (512, 1))
        assert_size_stride(arg36_1, (512, ), (1, ))
        assert_size_stride(arg37_1, (512, 512), (512, 1))
        assert_size_stride(arg38_1, (512, ), (1, ))
        assert_size_stride(arg39_1, (512, 512), (512, 1))
        assert_size_stride(arg40_1, (512, ), (1, ))
        assert_size_stride(arg41_1, (512, 512), (512, 1))
        assert_size_stride(arg42_1, (512, ), (1, ))
        assert_size_stride(arg43_1, (512, 512), (512, 1))
        assert_size_stride(arg44_1, (512, ), (1, ))
        assert_size_stride(arg45_1, (512, 512), (512, 1))
        assert_size_stride(arg46_1, (512, ), (1, ))
        assert_size_stride(arg47_1, (512, 512), (512, 1))
        assert_size_stride(arg48_1, (512, ), (1, ))
        assert_size_stride(arg49_1, (512, 512), (512, 1))
        assert_size_stride(arg50_1, (512, ), (1, ))
        assert_size_stride(arg51_1, (512, 512), (512, 1))
        assert_size_stride(arg52_1, (512, ), (1, ))
        assert_size_stride(arg53_1, (512, 512), (512, 1))
        assert_size_stride(arg54_1, (512, ), (1, ))
        assert_size_stride(arg55_1, (512, 512), (512, 1))
        assert_size_stride(arg56_1, (512, ), (1, ))
        assert_size_stride(arg57_1, (512, 512), (512, 1))
        assert_size_stride(arg58_1, (512, ), (1, ))
        assert_size_stride(arg59_1, (512, 512), (512, 1))
        assert_size_stride(arg60_1, (512, ), (1, ))
        assert_size_stride(arg61_1, (512, 512), (512, 1))
        assert_size_stride(arg62_1, (512, ), (1, ))
        assert_size_stride(arg63_1, (512, 512), (512, 1))
        assert_size_stride(arg64_1, (512, ), (1, ))
        assert_size_stride(arg65_1, (512, 512), (512, 1))
        assert_size_stride(arg66_1, (512, ), (1, ))
        assert_size_stride(arg67_1, (512, 512), (512, 1))
        assert_size_stride(arg68_1, (512, ), (1, ))
        assert_size_stride(arg69_1, (512, 512), (512, 1))
        assert_size_stride(arg70_1, (512, ), (1, ))
        assert_size_stride(arg71_1, (512, 512), (512, 1))
        assert_size_stride(arg72_1, (512, ), (1, ))
        assert_size_stride(arg73_1, (512, 512), (512, 1))
        assert_size_stride(arg74_1, (512, ), (1, ))
        assert_size_stride(arg75_1, (512, 512), (512, 1))
        assert_size_stride(arg76_1, (512, ), (1, ))
        assert_size_stride(arg77_1, (512, 512), (512, 1))
        assert_size_stride(arg78_1, (512, ), (1, ))
        assert_size_stride(arg79_1, (512, 512), (512, 1))
        assert_size_stride(arg80_1, (512, ), (1, ))
        assert_size_stride(arg81_1, (512, 512), (512, 1))
        assert_size_stride(arg82_1, (512, ), (1, ))
        assert_size_stride(arg83_1, (512, 512), (512, 1))
        assert_size_stride(arg84_1, (512, ), (1, ))
        assert_size_stride(arg85_1, (512, 512), (512, 1))
        assert_size_stride(arg86_1, (512, ), (1, ))
        assert_size_stride(arg87_1, (512, 512), (512, 1))
        assert_size_stride(arg88_1, (512, ), (1, ))
        assert_size_stride(arg89_1, (512, 512), (512, 1))
        assert_size_stride(arg90_1, (512, ), (1, ))
        assert_size_stride(arg91_1, (512, 512), (512, 1))
        assert_size_stride(arg92_1, (512, ), (1, ))
        assert_size_stride(arg93_1, (512, 512), (512, 1))
        assert_size_stride(arg94_1, (512, ), (1, ))
        assert_size_stride(arg95_1, (512, 512), (512, 1))
        assert_size_stride(arg96_1, (512, ), (1, ))
        assert_size_stride(arg97_1, (512, 512), (512, 1))
        assert_size_stride(arg98_1, (512, ), (1, ))
        assert_size_stride(arg99_1, (512, 512), (512, 1))
        assert_size_stride(arg100_1, (512, ), (1, ))
        assert_size_stride(arg101_1, (512, 512), (512, 1))
        assert_size_stride(arg102_1, (512, ), (1, ))
        assert_size_stride(arg103_1, (512, 512), (512, 1))
        assert_size_stride(arg104_1, (512, ), (1, ))
        assert_size_stride(arg105_1, (512, 512), (512, 1))
        assert_size_stride(arg106_1, (512, ), (1, ))
        assert_size_stride(arg107_1, (512, 512), (512, 1))
        assert_size_stride(arg108_1, (512, ), (1, ))
        assert_size_stride(arg109_1, (512, 512), (512, 1))
        assert_size_stride(arg110_1, (512, ), (1, ))
        assert_size_stride(arg111_1, (512, 512), (512, 1))
        assert_size_stride(arg112_1, (512, ), (1, ))
        assert_size_stride(arg113_1, (512, 512), (512, 1))
        assert_size_stride(arg114_1, (512, ), (1, ))
        assert_size_stride(arg115_1, (512, 512), (512, 1))
        assert_size_stride(arg116_1, (512, ), (1, ))
        assert_size_stride(arg117_1, (512, 512), (512, 1))
        assert_size_stride(arg118_1, (512, ), (1, ))
        assert_size_stride(arg119_1, (512, 512), (512, 1))
        assert_size_stride(arg120_1, (512, ), (1, ))
        assert_size_stride(arg121_1, (512, 512), (512, 1))
        assert_size_stride(arg122_1, (512, ), (1, ))
        assert_size_stride(arg123_1, (512, 512), (512, 1))
        assert_size_stride(arg124_1, (512, ), (1, ))
        assert_size_stride(arg125_1, (512, 512), (512, 1))
        assert_size_stride(arg126_1, (512, ), (1, ))
        assert_size_stride(arg127_1, (512, 512), (512, 1))
        assert_size_stride(arg128_1, (512, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.t, aten.addmm]
            extern_kernels.mm(arg0_1, reinterpret_tensor(arg1_1, (512, 512), (1, 512), 0), out=buf0)
            del arg0_1
            del arg1_1
            buf1 = buf0; del buf0  # reuse
            # Topologically Sorted Source Nodes: [linear, x], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf1, arg2_1, 32768, stream=stream0)
            del arg2_1
            buf2 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, x, linear_1], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf1, reinterpret_tensor(arg3_1, (512, 512), (1, 512), 0), out=buf2)
            del arg3_1
            del buf1
            buf3 = buf2; del buf2  # reuse
            # Topologically Sorted Source Nodes: [linear_1, x_1], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf3, arg4_1, 32768, stream=stream0)
            del arg4_1
            buf4 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1, x_1, linear_2], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf3, reinterpret_tensor(arg5_1, (512, 512), (1, 512), 0), out=buf4)
            del arg5_1
            del buf3
            buf5 = buf4; del buf4  # reuse
            # Topologically Sorted Source Nodes: [linear_2, x_2], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf5, arg6_1, 32768, stream=stream0)
            del arg6_1
            buf6 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2, x_2, linear_3], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf5, reinterpret_tensor(arg7_1, (512, 512), (1, 512), 0), out=buf6)
            del arg7_1
            del buf5
            buf7 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [linear_3, x_3], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf7, arg8_1, 32768, stream=stream0)
            del arg8_1
            buf8 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_3, x_3, linear_4], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf7, reinterpret_tensor(arg9_1, (512, 512), (1, 512), 0), out=buf8)
            del arg9_1
            del buf7
            buf9 = buf8; del buf8  # reuse
            # Topologically Sorted Source Nodes: [linear_4, x_4], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf9, arg10_1, 32768, stream=stream0)
            del arg10_1
            buf10 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_4, x_4, linear_5], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf9, reinterpret_tensor(arg11_1, (512, 512), (1, 512), 0), out=buf10)
            del arg11_1
            del buf9
            buf11 = buf10; del buf10  # reuse
            # Topologically Sorted Source Nodes: [linear_5, x_5], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf11, arg12_1, 32768, stream=stream0)
            del arg12_1
            buf12 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_5, x_5, linear_6], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf11, reinterpret_tensor(arg13_1, (512, 512), (1, 512), 0), out=buf12)
            del arg13_1
            del buf11
            buf13 = buf12; del buf12  # reuse
            # Topologically Sorted Source Nodes: [linear_6, x_6], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf13, arg14_1, 32768, stream=stream0)
            del arg14_1
            buf14 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_6, x_6, linear_7], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf13, reinterpret_tensor(arg15_1, (512, 512), (1, 512), 0), out=buf14)
            del arg15_1
            del buf13
            buf15 = buf14; del buf14  # reuse
            # Topologically Sorted Source Nodes: [linear_7, x_7], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf15, arg16_1, 32768, stream=stream0)
            del arg16_1
            buf16 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_7, x_7, linear_8], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf15, reinterpret_tensor(arg17_1, (512, 512), (1, 512), 0), out=buf16)
            del arg17_1
            del buf15
            buf17 = buf16; del buf16  # reuse
            # Topologically Sorted Source Nodes: [linear_8, x_8], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf17, arg18_1, 32768, stream=stream0)
            del arg18_1
            buf18 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_8, x_8, linear_9], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf17, reinterpret_tensor(arg19_1, (512, 512), (1, 512), 0), out=buf18)
            del arg19_1
            del buf17
            buf19 = buf18; del buf18  # reuse
            # Topologically Sorted Source Nodes: [linear_9, x_9], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf19, arg20_1, 32768, stream=stream0)
            del arg20_1
            buf20 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_9, x_9, linear_10], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf19, reinterpret_tensor(arg21_1, (512, 512), (1, 512), 0), out=buf20)
            del arg21_1
            del buf19
            buf21 = buf20; del buf20  # reuse
            # Topologically Sorted Source Nodes: [linear_10, x_10], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf21, arg22_1, 32768, stream=stream0)
            del arg22_1
            buf22 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_10, x_10, linear_11], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf21, reinterpret_tensor(arg23_1, (512, 512), (1, 512), 0), out=buf22)
            del arg23_1
            del buf21
            buf23 = buf22; del buf22  # reuse
            # Topologically Sorted Source Nodes: [linear_11, x_11], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf23, arg24_1, 32768, stream=stream0)
            del arg24_1
            buf24 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_11, x_11, linear_12], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf23, reinterpret_tensor(arg25_1, (512, 512), (1, 512), 0), out=buf24)
            del arg25_1
            del buf23
            buf25 = buf24; del buf24  # reuse
            # Topologically Sorted Source Nodes: [linear_12, x_12], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf25, arg26_1, 32768, stream=stream0)
            del arg26_1
            buf26 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_12, x_12, linear_13], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf25, reinterpret_tensor(arg27_1, (512, 512), (1, 512), 0), out=buf26)
            del arg27_1
            del buf25
            buf27 = buf26; del buf26  # reuse
            # Topologically Sorted Source Nodes: [linear_13, x_13], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf27, arg28_1, 32768, stream=stream0)
            del arg28_1
            buf28 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_13, x_13, linear_14], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf27, reinterpret_tensor(arg29_1, (512, 512), (1, 512), 0), out=buf28)
            del arg29_1
            del buf27
            buf29 = buf28; del buf28  # reuse
            # Topologically Sorted Source Nodes: [linear_14, x_14], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf29, arg30_1, 32768, stream=stream0)
            del arg30_1
            buf30 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_14, x_14, linear_15], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf29, reinterpret_tensor(arg31_1, (512, 512), (1, 512), 0), out=buf30)
            del arg31_1
            del buf29
            buf31 = buf30; del buf30  # reuse
            # Topologically Sorted Source Nodes: [linear_15, x_15], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf31, arg32_1, 32768, stream=stream0)
            del arg32_1
            buf32 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_15, x_15, linear_16], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf31, reinterpret_tensor(arg33_1, (512, 512), (1, 512), 0), out=buf32)
            del arg33_1
            del buf31
            buf33 = buf32; del buf32  # reuse
            # Topologically Sorted Source Nodes: [linear_16, x_16], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf33, arg34_1, 32768, stream=stream0)
            del arg34_1
            buf34 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_16, x_16, linear_17], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf33, reinterpret_tensor(arg35_1, (512, 512), (1, 512), 0), out=buf34)
            del arg35_1
            del buf33
            buf35 = buf34; del buf34  # reuse
            # Topologically Sorted Source Nodes: [linear_17, x_17], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf35, arg36_1, 32768, stream=stream0)
            del arg36_1
            buf36 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_17, x_17, linear_18], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf35, reinterpret_tensor(arg37_1, (512, 512), (1, 512), 0), out=buf36)
            del arg37_1
            del buf35
            buf37 = buf36; del buf36  # reuse
            # Topologically Sorted Source Nodes: [linear_18, x_18], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf37, arg38_1, 32768, stream=stream0)
            del arg38_1
            buf38 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_18, x_18, linear_19], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf37, reinterpret_tensor(arg39_1, (512, 512), (1, 512), 0), out=buf38)
            del arg39_1
            del buf37
            buf39 = buf38; del buf38  # reuse
            # Topologically Sorted Source Nodes: [linear_19, x_19], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf39, arg40_1, 32768, stream=stream0)
            del arg40_1
            buf40 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_19, x_19, linear_20], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf39, reinterpret_tensor(arg41_1, (512, 512), (1, 512), 0), out=buf40)
            del arg41_1
            del buf39
            buf41 = buf40; del buf40  # reuse
            # Topologically Sorted Source Nodes: [linear_20, x_20], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf41, arg42_1, 32768, stream=stream0)
            del arg42_1
            buf42 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_20, x_20, linear_21], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf41, reinterpret_tensor(arg43_1, (512, 512), (1, 512), 0), out=buf42)
            del arg43_1
            del buf41
            buf43 = buf42; del buf42  # reuse
            # Topologically Sorted Source Nodes: [linear_21, x_21], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf43, arg44_1, 32768, stream=stream0)
            del arg44_1
            buf44 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_21, x_21, linear_22], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf43, reinterpret_tensor(arg45_1, (512, 512), (1, 512), 0), out=buf44)
            del arg45_1
            del buf43
            buf45 = buf44; del buf44  # reuse
            # Topologically Sorted Source Nodes: [linear_22, x_22], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf45, arg46_1, 32768, stream=stream0)
            del arg46_1
            buf46 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_22, x_22, linear_23], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf45, reinterpret_tensor(arg47_1, (512, 512), (1, 512), 0), out=buf46)
            del arg47_1
            del buf45
            buf47 = buf46; del buf46  # reuse
            # Topologically Sorted Source Nodes: [linear_23, x_23], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf47, arg48_1, 32768, stream=stream0)
            del arg48_1
            buf48 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_23, x_23, linear_24], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf47, reinterpret_tensor(arg49_1, (512, 512), (1, 512), 0), out=buf48)
            del arg49_1
            del buf47
            buf49 = buf48; del buf48  # reuse
            # Topologically Sorted Source Nodes: [linear_24, x_24], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf49, arg50_1, 32768, stream=stream0)
            del arg50_1
            buf50 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_24, x_24, linear_25], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf49, reinterpret_tensor(arg51_1, (512, 512), (1, 512), 0), out=buf50)
            del arg51_1
            del buf49
            buf51 = buf50; del buf50  # reuse
            # Topologically Sorted Source Nodes: [linear_25, x_25], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf51, arg52_1, 32768, stream=stream0)
            del arg52_1
            buf52 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_25, x_25, linear_26], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf51, reinterpret_tensor(arg53_1, (512, 512), (1, 512), 0), out=buf52)
            del arg53_1
            del buf51
            buf53 = buf52; del buf52  # reuse
            # Topologically Sorted Source Nodes: [linear_26, x_26], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf53, arg54_1, 32768, stream=stream0)
            del arg54_1
            buf54 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_26, x_26, linear_27], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf53, reinterpret_tensor(arg55_1, (512, 512), (1, 512), 0), out=buf54)
            del arg55_1
            del buf53
            buf55 = buf54; del buf54  # reuse
            # Topologically Sorted Source Nodes: [linear_27, x_27], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf55, arg56_1, 32768, stream=stream0)
            del arg56_1
            buf56 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_27, x_27, linear_28], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf55, reinterpret_tensor(arg57_1, (512, 512), (1, 512), 0), out=buf56)
            del arg57_1
            del buf55
            buf57 = buf56; del buf56  # reuse
            # Topologically Sorted Source Nodes: [linear_28, x_28], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf57, arg58_1, 32768, stream=stream0)
            del arg58_1
            buf58 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_28, x_28, linear_29], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf57, reinterpret_tensor(arg59_1, (512, 512), (1, 512), 0), out=buf58)
            del arg59_1
            del buf57
            buf59 = buf58; del buf58  # reuse
            # Topologically Sorted Source Nodes: [linear_29, x_29], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf59, arg60_1, 32768, stream=stream0)
            del arg60_1
            buf60 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_29, x_29, linear_30], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf59, reinterpret_tensor(arg61_1, (512, 512), (1, 512), 0), out=buf60)
            del arg61_1
            del buf59
            buf61 = buf60; del buf60  # reuse
            # Topologically Sorted Source Nodes: [linear_30, x_30], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf61, arg62_1, 32768, stream=stream0)
            del arg62_1
            buf62 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_30, x_30, linear_31], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf61, reinterpret_tensor(arg63_1, (512, 512), (1, 512), 0), out=buf62)
            del arg63_1
            del buf61
            buf63 = buf62; del buf62  # reuse
            # Topologically Sorted Source Nodes: [linear_31, x_31], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf63, arg64_1, 32768, stream=stream0)
            del arg64_1
            buf64 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_31, x_31, linear_32], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf63, reinterpret_tensor(arg65_1, (512, 512), (1, 512), 0), out=buf64)
            del arg65_1
            del buf63
            buf65 = buf64; del buf64  # reuse
            # Topologically Sorted Source Nodes: [linear_32, x_32], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf65, arg66_1, 32768, stream=stream0)
            del arg66_1
            buf66 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_32, x_32, linear_33], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf65, reinterpret_tensor(arg67_1, (512, 512), (1, 512), 0), out=buf66)
            del arg67_1
            del buf65
            buf67 = buf66; del buf66  # reuse
            # Topologically Sorted Source Nodes: [linear_33, x_33], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf67, arg68_1, 32768, stream=stream0)
            del arg68_1
            buf68 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_33, x_33, linear_34], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf67, reinterpret_tensor(arg69_1, (512, 512), (1, 512), 0), out=buf68)
            del arg69_1
            del buf67
            buf69 = buf68; del buf68  # reuse
            # Topologically Sorted Source Nodes: [linear_34, x_34], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf69, arg70_1, 32768, stream=stream0)
            del arg70_1
            buf70 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_34, x_34, linear_35], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf69, reinterpret_tensor(arg71_1, (512, 512), (1, 512), 0), out=buf70)
            del arg71_1
            del buf69
            buf71 = buf70; del buf70  # reuse
            # Topologically Sorted Source Nodes: [linear_35, x_35], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf71, arg72_1, 32768, stream=stream0)
            del arg72_1
            buf72 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_35, x_35, linear_36], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf71, reinterpret_tensor(arg73_1, (512, 512), (1, 512), 0), out=buf72)
            del arg73_1
            del buf71
            buf73 = buf72; del buf72  # reuse
            # Topologically Sorted Source Nodes: [linear_36, x_36], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf73, arg74_1, 32768, stream=stream0)
            del arg74_1
            buf74 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_36, x_36, linear_37], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf73, reinterpret_tensor(arg75_1, (512, 512), (1, 512), 0), out=buf74)
            del arg75_1
            del buf73
            buf75 = buf74; del buf74  # reuse
            # Topologically Sorted Source Nodes: [linear_37, x_37], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf75, arg76_1, 32768, stream=stream0)
            del arg76_1
            buf76 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_37, x_37, linear_38], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf75, reinterpret_tensor(arg77_1, (512, 512), (1, 512), 0), out=buf76)
            del arg77_1
            del buf75
            buf77 = buf76; del buf76  # reuse
            # Topologically Sorted Source Nodes: [linear_38, x_38], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf77, arg78_1, 32768, stream=stream0)
            del arg78_1
            buf78 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_38, x_38, linear_39], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf77, reinterpret_tensor(arg79_1, (512, 512), (1, 512), 0), out=buf78)
            del arg79_1
            del buf77
            buf79 = buf78; del buf78  # reuse
            # Topologically Sorted Source Nodes: [linear_39, x_39], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf79, arg80_1, 32768, stream=stream0)
            del arg80_1
            buf80 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_39, x_39, linear_40], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf79, reinterpret_tensor(arg81_1, (512, 512), (1, 512), 0), out=buf80)
            del arg81_1
            del buf79
            buf81 = buf80; del buf80  # reuse
            # Topologically Sorted Source Nodes: [linear_40, x_40], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf81, arg82_1, 32768, stream=stream0)
            del arg82_1
            buf82 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_40, x_40, linear_41], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf81, reinterpret_tensor(arg83_1, (512, 512), (1, 512), 0), out=buf82)
            del arg83_1
            del buf81
            buf83 = buf82; del buf82  # reuse
            # Topologically Sorted Source Nodes: [linear_41, x_41], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf83, arg84_1, 32768, stream=stream0)
            del arg84_1
            buf84 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_41, x_41, linear_42], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf83, reinterpret_tensor(arg85_1, (512, 512), (1, 512), 0), out=buf84)
            del arg85_1
            del buf83
            buf85 = buf84; del buf84  # reuse
            # Topologically Sorted Source Nodes: [linear_42, x_42], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf85, arg86_1, 32768, stream=stream0)
            del arg86_1
            buf86 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_42, x_42, linear_43], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf85, reinterpret_tensor(arg87_1, (512, 512), (1, 512), 0), out=buf86)
            del arg87_1
            del buf85
            buf87 = buf86; del buf86  # reuse
            # Topologically Sorted Source Nodes: [linear_43, x_43], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf87, arg88_1, 32768, stream=stream0)
            del arg88_1
            buf88 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_43, x_43, linear_44], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf87, reinterpret_tensor(arg89_1, (512, 512), (1, 512), 0), out=buf88)
            del arg89_1
            del buf87
            buf89 = buf88; del buf88  # reuse
            # Topologically Sorted Source Nodes: [linear_44, x_44], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf89, arg90_1, 32768, stream=stream0)
            del arg90_1
            buf90 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_44, x_44, linear_45], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf89, reinterpret_tensor(arg91_1, (512, 512), (1, 512), 0), out=buf90)
            del arg91_1
            del buf89
            buf91 = buf90; del buf90  # reuse
            # Topologically Sorted Source Nodes: [linear_45, x_45], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf91, arg92_1, 32768, stream=stream0)
            del arg92_1
            buf92 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_45, x_45, linear_46], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf91, reinterpret_tensor(arg93_1, (512, 512), (1, 512), 0), out=buf92)
            del arg93_1
            del buf91
            buf93 = buf92; del buf92  # reuse
            # Topologically Sorted Source Nodes: [linear_46, x_46], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf93, arg94_1, 32768, stream=stream0)
            del arg94_1
            buf94 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_46, x_46, linear_47], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf93, reinterpret_tensor(arg95_1, (512, 512), (1, 512), 0), out=buf94)
            del arg95_1
            del buf93
            buf95 = buf94; del buf94  # reuse
            # Topologically Sorted Source Nodes: [linear_47, x_47], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf95, arg96_1, 32768, stream=stream0)
            del arg96_1
            buf96 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_47, x_47, linear_48], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf95, reinterpret_tensor(arg97_1, (512, 512), (1, 512), 0), out=buf96)
            del arg97_1
            del buf95
            buf97 = buf96; del buf96  # reuse
            # Topologically Sorted Source Nodes: [linear_48, x_48], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf97, arg98_1, 32768, stream=stream0)
            del arg98_1
            buf98 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_48, x_48, linear_49], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf97, reinterpret_tensor(arg99_1, (512, 512), (1, 512), 0), out=buf98)
            del arg99_1
            del buf97
            buf99 = buf98; del buf98  # reuse
            # Topologically Sorted Source Nodes: [linear_49, x_49], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf99, arg100_1, 32768, stream=stream0)
            del arg100_1
            buf100 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_49, x_49, linear_50], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf99, reinterpret_tensor(arg101_1, (512, 512), (1, 512), 0), out=buf100)
            del arg101_1
            del buf99
            buf101 = buf100; del buf100  # reuse
            # Topologically Sorted Source Nodes: [linear_50, x_50], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf101, arg102_1, 32768, stream=stream0)
            del arg102_1
            buf102 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_50, x_50, linear_51], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf101, reinterpret_tensor(arg103_1, (512, 512), (1, 512), 0), out=buf102)
            del arg103_1
            del buf101
            buf103 = buf102; del buf102  # reuse
            # Topologically Sorted Source Nodes: [linear_51, x_51], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf103, arg104_1, 32768, stream=stream0)
            del arg104_1
            buf104 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_51, x_51, linear_52], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf103, reinterpret_tensor(arg105_1, (512, 512), (1, 512), 0), out=buf104)
            del arg105_1
            del buf103
            buf105 = buf104; del buf104  # reuse
            # Topologically Sorted Source Nodes: [linear_52, x_52], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf105, arg106_1, 32768, stream=stream0)
            del arg106_1
            buf106 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_52, x_52, linear_53], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf105, reinterpret_tensor(arg107_1, (512, 512), (1, 512), 0), out=buf106)
            del arg107_1
            del buf105
            buf107 = buf106; del buf106  # reuse
            # Topologically Sorted Source Nodes: [linear_53, x_53], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf107, arg108_1, 32768, stream=stream0)
            del arg108_1
            buf108 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_53, x_53, linear_54], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf107, reinterpret_tensor(arg109_1, (512, 512), (1, 512), 0), out=buf108)
            del arg109_1
            del buf107
            buf109 = buf108; del buf108  # reuse
            # Topologically Sorted Source Nodes: [linear_54, x_54], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf109, arg110_1, 32768, stream=stream0)
            del arg110_1
            buf110 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_54, x_54, linear_55], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf109, reinterpret_tensor(arg111_1, (512, 512), (1, 512), 0), out=buf110)
            del arg111_1
            del buf109
            buf111 = buf110; del buf110  # reuse
            # Topologically Sorted Source Nodes: [linear_55, x_55], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf111, arg112_1, 32768, stream=stream0)
            del arg112_1
            buf112 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_55, x_55, linear_56], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf111, reinterpret_tensor(arg113_1, (512, 512), (1, 512), 0), out=buf112)
            del arg113_1
            del buf111
            buf113 = buf112; del buf112  # reuse
            # Topologically Sorted Source Nodes: [linear_56, x_56], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf113, arg114_1, 32768, stream=stream0)
            del arg114_1
            buf114 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_56, x_56, linear_57], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf113, reinterpret_tensor(arg115_1, (512, 512), (1, 512), 0), out=buf114)
            del arg115_1
            del buf113
            buf115 = buf114; del buf114  # reuse
            # Topologically Sorted Source Nodes: [linear_57, x_57], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf115, arg116_1, 32768, stream=stream0)
            del arg116_1
            buf116 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_57, x_57, linear_58], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf115, reinterpret_tensor(arg117_1, (512, 512), (1, 512), 0), out=buf116)
            del arg117_1
            del buf115
            buf117 = buf116; del buf116  # reuse
            # Topologically Sorted Source Nodes: [linear_58, x_58], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf117, arg118_1, 32768, stream=stream0)
            del arg118_1
            buf118 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_58, x_58, linear_59], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf117, reinterpret_tensor(arg119_1, (512, 512), (1, 512), 0), out=buf118)
            del arg119_1
            del buf117
            buf119 = buf118; del buf118  # reuse
            # Topologically Sorted Source Nodes: [linear_59, x_59], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf119, arg120_1, 32768, stream=stream0)
            del arg120_1
            buf120 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_59, x_59, linear_60], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf119, reinterpret_tensor(arg121_1, (512, 512), (1, 512), 0), out=buf120)
            del arg121_1
            del buf119
            buf121 = buf120; del buf120  # reuse
            # Topologically Sorted Source Nodes: [linear_60, x_60], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf121, arg122_1, 32768, stream=stream0)
            del arg122_1
            buf122 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_60, x_60, linear_61], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf121, reinterpret_tensor(arg123_1, (512, 512), (1, 512), 0), out=buf122)
            del arg123_1
            del buf121
            buf123 = buf122; del buf122  # reuse
            # Topologically Sorted Source Nodes: [linear_61, x_61], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf123, arg124_1, 32768, stream=stream0)
            del arg124_1
            buf124 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_61, x_61, linear_62], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf123, reinterpret_tensor(arg125_1, (512, 512), (1, 512), 0), out=buf124)
            del arg125_1
            del buf123
            buf125 = buf124; del buf124  # reuse
            # Topologically Sorted Source Nodes: [linear_62, x_62], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf125, arg126_1, 32768, stream=stream0)
            del arg126_1
            buf126 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_62, x_62, linear_63], Original ATen: [aten.addmm, aten.relu, aten.t]
            extern_kernels.mm(buf125, reinterpret_tensor(arg127_1, (512, 512), (1, 512), 0), out=buf126)
            del arg127_1
            del buf125
            buf127 = buf126; del buf126  # reuse
            # Topologically Sorted Source Nodes: [linear_63, x_63], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf127, arg128_1, 32768, stream=stream0)
            del arg128_1
        return (buf127, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((64, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg31_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg32_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg33_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg34_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg35_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg36_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg37_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg38_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg39_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg40_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg41_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg42_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg43_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg44_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg45_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg46_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg47_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg48_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg49_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg50_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg51_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg52_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg53_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg54_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg55_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg56_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg57_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg58_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg59_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg60_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg61_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg62_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg63_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg64_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg65_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg66_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg67_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg68_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg69_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg70_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg71_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg72_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg73_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg74_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg75_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg76_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg77_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg78_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg79_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg80_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg81_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg82_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg83_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg84_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg85_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg86_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg87_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg88_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg89_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg90_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg91_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg92_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg93_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg94_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg95_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg96_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg97_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg98_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg99_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg100_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg101_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg102_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg103_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg104_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg105_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg106_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg107_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg108_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg109_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg110_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg111_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg112_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg113_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg114_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg115_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg116_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg117_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg118_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg119_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg120_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg121_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg122_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg123_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg124_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg125_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg126_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg127_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg128_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
