# AOT ID: ['76_inference']
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
#   linear => add_tensor_15
#   x => relu
# Graph fragment:
#   %arg2_1 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=arg2_1]
#   %mm_default_15 : Tensor "f32[64, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default_15]
#   %add_tensor_15 : Tensor "f32[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg2_1, %mm_default_15), kwargs = {})
#   %relu : Tensor "f32[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_tensor_15,), kwargs = {})
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1 = args
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
        return (buf31, )

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
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
