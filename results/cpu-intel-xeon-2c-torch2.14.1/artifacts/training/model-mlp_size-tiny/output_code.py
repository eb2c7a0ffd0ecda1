# AOT ID: ['71_forward']
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

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_size_stride_grouped = torch._C._dynamo.guards.assert_size_stride_grouped
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


cpp_fused_relu_0 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                        tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__log_softmax_nll_loss_forward_relu_1 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const int64_t*', 'float*', 'int64_t*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const int64_t* in_ptr1,
                       float* out_ptr0,
                       int64_t* out_ptr2,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    auto out_ptr3 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                                tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp1);
                            }
                        }
                    }
                    tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 - tmp3;
                                auto tmp5 = tmp4.exp();
                                tmp_acc0_vec = tmp_acc0_vec + tmp5;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                {
                    int64_t tmp_acc0 = 0;
                    at::vec::VectorizedN<int64_t,2> tmp_acc0_vec = at::vec::VectorizedN<int64_t,2>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = tmp0.log();
                                auto tmp3 = static_cast<int64_t>(-100);
                                auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                                auto tmp5 = at::vec::VecMask<int64_t,2>(tmp2 != tmp4);
                                auto tmp6 = tmp5.to<int64_t,2>();
                                auto tmp7 = static_cast<int64_t>(0);
                                auto tmp8 = at::vec::VectorizedN<int64_t,2>(tmp7);
                                auto tmp9 = decltype(tmp2)::blendv(tmp8, tmp2, tmp5.template cast<int64_t,2>());
                                auto tmp10 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 16> tmpbuf;
                                    tmp9.store(tmpbuf.data(), static_cast<int64_t>(16));
                                    return tmpbuf;
                                }
                                ()
                                ;
                                auto tmp11 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                                    {
                                        tmpbuf[x0_inner] = static_cast<int64_t>(tmp10[x0_inner]);
                                    }
                                    return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                }
                                ()
                                ;
                                TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(64L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 64L");
                                auto tmp13 =
                                [&]
                                {
                                    __at_align__ std::array<float, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                                    {
                                        tmpbuf[x0_inner] = in_ptr0[static_cast<int64_t>(tmp10[x0_inner] + 64L*x0 + 64L*x0_inner)];
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                }
                                ()
                                ;
                                auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                                auto tmp16 = tmp14 - tmp15;
                                auto tmp17 = tmp16 - tmp1;
                                auto tmp18 = tmp17.neg();
                                auto tmp19 = static_cast<float>(0.0);
                                auto tmp20 = at::vec::Vectorized<float>(tmp19);
                                auto tmp21 = decltype(tmp18)::blendv(tmp20, tmp18, tmp5.template cast<float,1>());
                                tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
                                tmp_acc1_vec = tmp_acc1_vec + tmp21;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<int64_t, 2>([](at::vec::Vectorized<int64_t>& x, at::vec::Vectorized<int64_t>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr2[static_cast<int64_t>(0L)] = static_cast<int64_t>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr3[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc1);
                }
            }
        }
        #pragma omp single
        {
            {
                {
                    {
                        auto tmp0 = out_ptr2[static_cast<int64_t>(0L)];
                        auto tmp2 = out_ptr3[static_cast<int64_t>(0L)];
                        auto tmp1 = c10::convert<float>(tmp0);
                        auto tmp3 = tmp2 / tmp1;
                        out_ptr4[static_cast<int64_t>(0L)] = tmp1;
                        in_out_ptr1[static_cast<int64_t>(0L)] = tmp3;
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10 = args
        args.clear()
        assert_size_stride_grouped((primals_2, primals_3, primals_1), ((64, ), (64, 64), (64, 64)), ((1, ), (64, 1), (64, 1)), 'input')
        buf0 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.t, aten.addmm]
        extern_kernels.addmm(primals_2, primals_3, reinterpret_tensor(primals_1, (64, 64), (1, 64), 0), alpha=1, beta=1, out=buf0)
        del primals_1
        del primals_2
        buf1 = buf0; del buf0  # reuse
        assert_size_stride_grouped((primals_5, primals_4), ((64, ), (64, 64)), ((1, ), (64, 1)), 'input')
        cpp_fused_relu_0(buf1)
        buf2 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_3], Original ATen: [aten.t, aten.addmm]
        extern_kernels.addmm(primals_5, buf1, reinterpret_tensor(primals_4, (64, 64), (1, 64), 0), alpha=1, beta=1, out=buf2)
        del primals_5
        buf3 = buf2; del buf2  # reuse
        assert_size_stride_grouped((primals_7, primals_6), ((64, ), (64, 64)), ((1, ), (64, 1)), 'input')
        cpp_fused_relu_0(buf3)
        buf4 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_5], Original ATen: [aten.t, aten.addmm]
        extern_kernels.addmm(primals_7, buf3, reinterpret_tensor(primals_6, (64, 64), (1, 64), 0), alpha=1, beta=1, out=buf4)
        del primals_7
        buf5 = buf4; del buf4  # reuse
        assert_size_stride_grouped((primals_9, primals_8), ((64, ), (64, 64)), ((1, ), (64, 1)), 'input')
        cpp_fused_relu_0(buf5)
        buf6 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_7], Original ATen: [aten.t, aten.addmm]
        extern_kernels.addmm(primals_9, buf5, reinterpret_tensor(primals_8, (64, 64), (1, 64), 0), alpha=1, beta=1, out=buf6)
        del primals_9
        buf7 = empty_strided_cpu((64, 1), (1, 1), torch.float32)
        buf8 = empty_strided_cpu((64, 1), (1, 64), torch.float32)
        assert_size_stride(primals_10, (64, ), (1, ), 'input')
        buf9 = reinterpret_tensor(buf8, (64, 1), (1, 1), 0); del buf8  # reuse
        buf10 = empty_strided_cpu((), (), torch.int64)
        buf12 = empty_strided_cpu((), (), torch.float32)
        buf11 = empty_strided_cpu((), (), torch.float32)
        buf13 = buf12; del buf12  # reuse
        cpp_fused__log_softmax_nll_loss_forward_relu_1(buf9, buf13, buf6, primals_10, buf7, buf10, buf11)
        return (buf13, primals_3, primals_4, primals_6, primals_8, primals_10, buf1, buf3, buf5, buf6, buf7, buf9, buf11, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.int64)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))


# AOT ID: ['71_backward']
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

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_size_stride_grouped = torch._C._dynamo.guards.assert_size_stride_grouped
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


cpp_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_relu_scalar_tensor_threshold_backward_view_0 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc0_arr[i] = 0;
                    }
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp16 = in_ptr1[static_cast<int64_t>(0L)];
                                auto tmp17 = in_ptr2[static_cast<int64_t>(0L)];
                                auto tmp1 = static_cast<int64_t>(-100);
                                auto tmp2 = at::vec::VectorizedN<int64_t,2>(tmp1);
                                auto tmp3 = at::vec::VecMask<int64_t,2>(tmp0 != tmp2);
                                auto tmp4 = static_cast<int64_t>(0);
                                auto tmp5 = at::vec::VectorizedN<int64_t,2>(tmp4);
                                auto tmp6 = decltype(tmp0)::blendv(tmp5, tmp0, tmp3.template cast<int64_t,2>());
                                auto tmp7 = x1;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp8);
                                auto tmp10 = at::vec::VecMask<int64_t,2>(tmp6 == tmp9);
                                auto tmp11 = static_cast<float>(-1.0);
                                auto tmp12 = static_cast<float>(0.0);
                                auto tmp13 = at::vec::Vectorized<float>(tmp11);
                                auto tmp14 = at::vec::Vectorized<float>(tmp12);
                                auto tmp15 = decltype(tmp13)::blendv(tmp14, tmp13, tmp10.template cast<float,1>());
                                auto tmp18 = tmp16 / tmp17;
                                auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                auto tmp20 = decltype(tmp19)::blendv(tmp14, tmp19, tmp3.template cast<float,1>());
                                auto tmp21 = tmp15 * tmp20;
                                tmp_acc0_vec = tmp_acc0_vec + tmp21;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp5 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp18 = in_ptr1[static_cast<int64_t>(0L)];
                            auto tmp19 = in_ptr2[static_cast<int64_t>(0L)];
                            auto tmp24 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp27 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp31 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                            auto tmp2 = static_cast<float>(0.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = at::vec::VecMask<float,1>(tmp1 <= tmp3);
                            auto tmp6 = static_cast<int64_t>(-100);
                            auto tmp7 = tmp5 != tmp6;
                            auto tmp8 = static_cast<int64_t>(0);
                            auto tmp9 = tmp7 ? tmp5 : tmp8;
                            auto tmp10 = x1;
                            auto tmp11 = c10::convert<int64_t>(tmp10);
                            auto tmp12 = at::vec::VectorizedN<int64_t,2>::arange(tmp11, 1);
                            auto tmp13 = at::vec::VectorizedN<int64_t,2>(tmp9);
                            auto tmp14 = at::vec::VecMask<int64_t,2>(tmp13 == tmp12);
                            auto tmp15 = static_cast<float>(-1.0);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = decltype(tmp16)::blendv(tmp3, tmp16, tmp14.template cast<float,1>());
                            auto tmp20 = tmp18 / tmp19;
                            auto tmp21 = tmp7 ? tmp20 : tmp2;
                            auto tmp22 = at::vec::Vectorized<float>(tmp21);
                            auto tmp23 = tmp17 * tmp22;
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp1 - tmp25;
                            auto tmp28 = at::vec::Vectorized<float>(tmp27);
                            auto tmp29 = tmp26 - tmp28;
                            auto tmp30 = tmp29.exp();
                            auto tmp32 = at::vec::Vectorized<float>(tmp31);
                            auto tmp33 = tmp30 * tmp32;
                            auto tmp34 = tmp23 - tmp33;
                            auto tmp35 = decltype(tmp3)::blendv(tmp34, tmp3, tmp4.template cast<float,1>());
                            tmp35.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_nll_loss_backward_sum_threshold_backward_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        tmp5.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_sum_2 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


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
        primals_3, primals_4, primals_6, primals_8, primals_10, relu, relu_1, relu_2, addmm_3, amax, log, convert_element_type, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((primals_10, tangents_1, convert_element_type, addmm_3, amax, log), ((64, ), (), (), (64, 64), (64, 1), (64, 1)), ((1, ), (), (), (64, 1), (1, 1), (1, 1)), 'input')
        buf0 = empty_strided_cpu((64, 1), (1, 64), torch.float32)
        buf1 = addmm_3; del addmm_3  # reuse
        assert_size_stride(primals_8, (64, 64), (64, 1), 'input')
        cpp_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_relu_scalar_tensor_threshold_backward_view_0(buf1, primals_10, tangents_1, convert_element_type, amax, log, buf0)
        del amax
        del convert_element_type
        del log
        del primals_10
        del tangents_1
        buf2 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_7, permute_4, mm], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf1, primals_8, out=buf2)
        del primals_8
        assert_size_stride(relu_2, (64, 64), (64, 1), 'input')
        buf3 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_5, mm_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf1, (64, 64), (1, 64), 0), relu_2, out=buf3)
        buf4 = reinterpret_tensor(buf0, (1, 64), (64, 1), 0); del buf0  # reuse
        buf5 = relu_2; del relu_2  # reuse
        assert_size_stride(primals_6, (64, 64), (64, 1), 'input')
        cpp_fused_nll_loss_backward_sum_threshold_backward_1(buf5, buf1, buf2, buf4)
        del buf1
        buf6 = buf2; del buf2  # reuse
        # Topologically Sorted Source Nodes: [input_5, permute_8, mm_2], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf5, primals_6, out=buf6)
        del primals_6
        assert_size_stride(relu_1, (64, 64), (64, 1), 'input')
        buf7 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_9, mm_3], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf5, (64, 64), (1, 64), 0), relu_1, out=buf7)
        buf8 = empty_strided_cpu((1, 64), (64, 1), torch.float32)
        buf9 = relu_1; del relu_1  # reuse
        assert_size_stride(primals_4, (64, 64), (64, 1), 'input')
        cpp_fused_nll_loss_backward_sum_threshold_backward_1(buf9, buf5, buf6, buf8)
        del buf5
        buf10 = buf6; del buf6  # reuse
        # Topologically Sorted Source Nodes: [input_3, permute_12, mm_4], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf9, primals_4, out=buf10)
        del primals_4
        assert_size_stride(relu, (64, 64), (64, 1), 'input')
        buf11 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_13, mm_5], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf9, (64, 64), (1, 64), 0), relu, out=buf11)
        buf12 = empty_strided_cpu((1, 64), (64, 1), torch.float32)
        buf13 = relu; del relu  # reuse
        assert_size_stride(primals_3, (64, 64), (64, 1), 'input')
        cpp_fused_nll_loss_backward_sum_threshold_backward_1(buf13, buf9, buf10, buf12)
        del buf9
        buf14 = buf10; del buf10  # reuse
        # Topologically Sorted Source Nodes: [full_default_4, le_3, where_7, permute_16, mm_6], Original ATen: [aten.nll_loss_backward, aten.threshold_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf13, (64, 64), (1, 64), 0), primals_3, out=buf14)
        del primals_3
        buf15 = empty_strided_cpu((1, 64), (64, 1), torch.float32)
        cpp_fused_sum_2(buf13, buf15)
        return (buf14, reinterpret_tensor(buf15, (64, ), (1, ), 0), None, buf11, reinterpret_tensor(buf12, (64, ), (1, ), 0), buf7, reinterpret_tensor(buf8, (64, ), (1, ), 0), buf3, reinterpret_tensor(buf4, (64, ), (1, ), 0), None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_3 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.int64)
    relu = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    relu_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    relu_2 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    addmm_3 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    amax = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    log = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    convert_element_type = rand_strided((), (), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    return [primals_3, primals_4, primals_6, primals_8, primals_10, relu, relu_1, relu_2, addmm_3, amax, log, convert_element_type, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
