# ---- default ----
# AOT ID: ['60_inference']
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


cpp_fused_add_embedding_expand_gather_native_layer_norm_slice_0 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const float*', 'const int64_t*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       const int64_t* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    auto out_ptr0 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 16L*x0)];
                                auto tmp5 = in_ptr2[static_cast<int64_t>(x1)];
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 1000L), "index out of bounds: 0 <= tmp2 < 1000L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 64L*tmp0), static_cast<int64_t>(16));
                                auto tmp6 = tmp5;
                                auto tmp7 = c10::convert<int64_t>(tmp6);
                                TORCH_CHECK((0 <= tmp7) & (tmp7 < 512L), "index out of bounds: 0 <= tmp7 < 512L");
                                auto tmp9 = in_ptr3[static_cast<int64_t>(tmp5)];
                                auto tmp10 = tmp9;
                                auto tmp11 = c10::convert<int64_t>(tmp10);
                                TORCH_CHECK((0 <= tmp11) & (tmp11 < 2L), "index out of bounds: 0 <= tmp11 < 2L");
                                auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 64L*tmp9), static_cast<int64_t>(16));
                                auto tmp14 = tmp4 + tmp13;
                                auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 64L*tmp5), static_cast<int64_t>(16));
                                auto tmp16 = tmp14 + tmp15;
                                tmp16.store(out_ptr0 + static_cast<int64_t>(x2 + 64L*x1 + 1024L*x0));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(64.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 - tmp2;
                                auto tmp4 = tmp3 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp4 = out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(64.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-12);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            tmp15.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused_add_native_layer_norm_view_1 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr0 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(64.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                auto tmp5 = tmp2 - tmp4;
                                auto tmp6 = tmp5 * tmp5;
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp6 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp7 = static_cast<float>(64.0);
                            auto tmp8 = tmp6 / tmp7;
                            auto tmp9 = static_cast<float>(1e-12);
                            auto tmp10 = float(tmp8 + tmp9);
                            auto tmp11 = 1 / std::sqrt(tmp10);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp5 * tmp12;
                            auto tmp15 = tmp13 * tmp14;
                            auto tmp17 = tmp15 + tmp16;
                            tmp17.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused_gelu_view_2 = async_compile.cpp_pybinding(['float*'], r'''
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
                        auto tmp1 = static_cast<float>(0.5);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp4 = static_cast<float>(0.7071067811865476);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp0 * tmp5;
                        auto tmp7 = tmp6.erf();
                        auto tmp8 = static_cast<float>(1.0);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp11 = tmp3 * tmp10;
                        tmp11.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_tanh_3 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = tmp0.tanh();
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1 = args
        args.clear()
        assert_size_stride(arg0_1, (2, 16), (16, 1), 'input')
        assert_size_stride(arg3_1, (1000, 64), (64, 1), 'input')
        assert_size_stride(arg1_1, (1, 512), (512, 1), 'input')
        assert_size_stride(arg2_1, (1, 512), (512, 1), 'input')
        assert_size_stride(arg4_1, (2, 64), (64, 1), 'input')
        assert_size_stride(arg5_1, (512, 64), (64, 1), 'input')
        buf0 = empty_strided_cpu((2, 16, 64), (1024, 64, 1), torch.float32)
        assert_size_stride(arg6_1, (64, ), (1, ), 'input')
        assert_size_stride(arg7_1, (64, ), (1, ), 'input')
        buf1 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf2 = buf1; del buf1  # reuse
        buf3 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf4 = buf0; del buf0  # reuse
        assert_size_stride(arg9_1, (64, ), (1, ), 'input')
        assert_size_stride(arg8_1, (64, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_embedding_expand_gather_native_layer_norm_slice_0:1
        cpp_fused_add_embedding_expand_gather_native_layer_norm_slice_0(buf2, buf4, arg0_1, arg3_1, arg1_1, arg2_1, arg4_1, arg5_1, arg6_1, arg7_1, buf3)
        del arg0_1
        del arg1_1
        del arg2_1
        del arg3_1
        del arg4_1
        del arg5_1
        del arg6_1
        del arg7_1
        del buf2
        del buf3
        buf5 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:2
        extern_kernels.addmm(arg9_1, reinterpret_tensor(buf4, (32, 64), (64, 1), 0), reinterpret_tensor(arg8_1, (64, 64), (1, 64), 0), alpha=1, beta=1, out=buf5)
        del arg8_1
        del arg9_1
        assert_size_stride(arg11_1, (64, ), (1, ), 'input')
        assert_size_stride(arg10_1, (64, 64), (64, 1), 'input')
        buf6 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:3
        extern_kernels.addmm(arg11_1, reinterpret_tensor(buf4, (32, 64), (64, 1), 0), reinterpret_tensor(arg10_1, (64, 64), (1, 64), 0), alpha=1, beta=1, out=buf6)
        del arg10_1
        del arg11_1
        assert_size_stride(arg13_1, (64, ), (1, ), 'input')
        assert_size_stride(arg12_1, (64, 64), (64, 1), 'input')
        buf7 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:4
        extern_kernels.addmm(arg13_1, reinterpret_tensor(buf4, (32, 64), (64, 1), 0), reinterpret_tensor(arg12_1, (64, 64), (1, 64), 0), alpha=1, beta=1, out=buf7)
        del arg12_1
        del arg13_1
        # Topologically Sorted Source Nodes: [linear, view, query_layer, linear_1, view_1, key_layer, linear_2, view_2, value_layer, attn_output], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:5
        buf8 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf5, (2, 2, 16, 32), (1024, 32, 64, 1), 0), reinterpret_tensor(buf6, (2, 2, 16, 32), (1024, 32, 64, 1), 0), reinterpret_tensor(buf7, (2, 2, 16, 32), (1024, 32, 64, 1), 0), scale=0.1767766952966369)
        del buf5
        del buf6
        buf9 = buf8[0]
        assert_size_stride(buf9, (2, 2, 16, 32), (1024, 32, 64, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf9, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf8
        assert_size_stride(arg15_1, (64, ), (1, ), 'input')
        assert_size_stride(arg14_1, (64, 64), (64, 1), 'input')
        buf11 = buf7; del buf7  # reuse
        # Topologically Sorted Source Nodes: [transpose_3, reshape_1, hidden_states], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:6
        extern_kernels.addmm(arg15_1, reinterpret_tensor(buf9, (32, 64), (64, 1), 0), reinterpret_tensor(arg14_1, (64, 64), (1, 64), 0), alpha=1, beta=1, out=buf11)
        del arg14_1
        del arg15_1
        del buf9
        assert_size_stride(arg16_1, (64, ), (1, ), 'input')
        assert_size_stride(arg17_1, (64, ), (1, ), 'input')
        buf12 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf13 = buf12; del buf12  # reuse
        buf14 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf15 = reinterpret_tensor(buf11, (2, 16, 64), (1024, 64, 1), 0); del buf11  # reuse
        assert_size_stride(arg19_1, (128, ), (1, ), 'input')
        assert_size_stride(arg18_1, (128, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_view_1:7
        cpp_fused_add_native_layer_norm_view_1(buf13, buf15, buf4, arg16_1, arg17_1, buf14)
        del arg16_1
        del arg17_1
        del buf13
        del buf14
        del buf4
        buf16 = empty_strided_cpu((32, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_3], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:8
        extern_kernels.addmm(arg19_1, reinterpret_tensor(buf15, (32, 64), (64, 1), 0), reinterpret_tensor(arg18_1, (64, 128), (1, 64), 0), alpha=1, beta=1, out=buf16)
        del arg18_1
        del arg19_1
        buf17 = reinterpret_tensor(buf16, (2, 16, 128), (2048, 128, 1), 0); del buf16  # reuse
        assert_size_stride(arg21_1, (64, ), (1, ), 'input')
        assert_size_stride(arg20_1, (64, 128), (128, 1), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_2:9
        cpp_fused_gelu_view_2(buf17)
        buf18 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4, hidden_states_5], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:10
        extern_kernels.addmm(arg21_1, reinterpret_tensor(buf17, (32, 128), (128, 1), 0), reinterpret_tensor(arg20_1, (128, 64), (1, 128), 0), alpha=1, beta=1, out=buf18)
        del arg20_1
        del arg21_1
        del buf17
        assert_size_stride(arg22_1, (64, ), (1, ), 'input')
        assert_size_stride(arg23_1, (64, ), (1, ), 'input')
        buf19 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf20 = buf19; del buf19  # reuse
        buf21 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf22 = reinterpret_tensor(buf18, (2, 16, 64), (1024, 64, 1), 0); del buf18  # reuse
        assert_size_stride(arg25_1, (64, ), (1, ), 'input')
        assert_size_stride(arg24_1, (64, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_view_1:11
        cpp_fused_add_native_layer_norm_view_1(buf20, buf22, buf15, arg22_1, arg23_1, buf21)
        del arg22_1
        del arg23_1
        del buf20
        del buf21
        buf23 = reinterpret_tensor(buf15, (32, 64), (64, 1), 0); del buf15  # reuse
        # Topologically Sorted Source Nodes: [linear_6], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:12
        extern_kernels.addmm(arg25_1, reinterpret_tensor(buf22, (32, 64), (64, 1), 0), reinterpret_tensor(arg24_1, (64, 64), (1, 64), 0), alpha=1, beta=1, out=buf23)
        del arg24_1
        del arg25_1
        assert_size_stride(arg27_1, (64, ), (1, ), 'input')
        assert_size_stride(arg26_1, (64, 64), (64, 1), 'input')
        buf24 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_7], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:13
        extern_kernels.addmm(arg27_1, reinterpret_tensor(buf22, (32, 64), (64, 1), 0), reinterpret_tensor(arg26_1, (64, 64), (1, 64), 0), alpha=1, beta=1, out=buf24)
        del arg26_1
        del arg27_1
        assert_size_stride(arg29_1, (64, ), (1, ), 'input')
        assert_size_stride(arg28_1, (64, 64), (64, 1), 'input')
        buf25 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:14
        extern_kernels.addmm(arg29_1, reinterpret_tensor(buf22, (32, 64), (64, 1), 0), reinterpret_tensor(arg28_1, (64, 64), (1, 64), 0), alpha=1, beta=1, out=buf25)
        del arg28_1
        del arg29_1
        # Topologically Sorted Source Nodes: [linear_6, view_3, query_layer_1, linear_7, view_4, key_layer_1, linear_8, view_5, value_layer_1, attn_output_4], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:15
        buf26 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf23, (2, 2, 16, 32), (1024, 32, 64, 1), 0), reinterpret_tensor(buf24, (2, 2, 16, 32), (1024, 32, 64, 1), 0), reinterpret_tensor(buf25, (2, 2, 16, 32), (1024, 32, 64, 1), 0), scale=0.1767766952966369)
        del buf23
        del buf24
        buf27 = buf26[0]
        assert_size_stride(buf27, (2, 2, 16, 32), (1024, 32, 64, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf27, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf26
        assert_size_stride(arg31_1, (64, ), (1, ), 'input')
        assert_size_stride(arg30_1, (64, 64), (64, 1), 'input')
        buf29 = buf25; del buf25  # reuse
        # Topologically Sorted Source Nodes: [transpose_7, reshape_3, hidden_states_8], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:16
        extern_kernels.addmm(arg31_1, reinterpret_tensor(buf27, (32, 64), (64, 1), 0), reinterpret_tensor(arg30_1, (64, 64), (1, 64), 0), alpha=1, beta=1, out=buf29)
        del arg30_1
        del arg31_1
        del buf27
        assert_size_stride(arg32_1, (64, ), (1, ), 'input')
        assert_size_stride(arg33_1, (64, ), (1, ), 'input')
        buf30 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf31 = buf30; del buf30  # reuse
        buf32 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf33 = reinterpret_tensor(buf29, (2, 16, 64), (1024, 64, 1), 0); del buf29  # reuse
        assert_size_stride(arg35_1, (128, ), (1, ), 'input')
        assert_size_stride(arg34_1, (128, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_view_1:17
        cpp_fused_add_native_layer_norm_view_1(buf31, buf33, buf22, arg32_1, arg33_1, buf32)
        del arg32_1
        del arg33_1
        del buf22
        del buf31
        del buf32
        buf34 = empty_strided_cpu((32, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_11], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:18
        extern_kernels.addmm(arg35_1, reinterpret_tensor(buf33, (32, 64), (64, 1), 0), reinterpret_tensor(arg34_1, (64, 128), (1, 64), 0), alpha=1, beta=1, out=buf34)
        del arg34_1
        del arg35_1
        buf35 = reinterpret_tensor(buf34, (2, 16, 128), (2048, 128, 1), 0); del buf34  # reuse
        assert_size_stride(arg37_1, (64, ), (1, ), 'input')
        assert_size_stride(arg36_1, (64, 128), (128, 1), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_2:19
        cpp_fused_gelu_view_2(buf35)
        buf36 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12, hidden_states_13], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:20
        extern_kernels.addmm(arg37_1, reinterpret_tensor(buf35, (32, 128), (128, 1), 0), reinterpret_tensor(arg36_1, (128, 64), (1, 128), 0), alpha=1, beta=1, out=buf36)
        del arg36_1
        del arg37_1
        del buf35
        assert_size_stride(arg38_1, (64, ), (1, ), 'input')
        assert_size_stride(arg39_1, (64, ), (1, ), 'input')
        buf37 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf38 = buf37; del buf37  # reuse
        buf39 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf40 = reinterpret_tensor(buf36, (2, 16, 64), (1024, 64, 1), 0); del buf36  # reuse
        assert_size_stride(arg41_1, (64, ), (1, ), 'input')
        assert_size_stride(arg40_1, (64, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_view_1:21
        cpp_fused_add_native_layer_norm_view_1(buf38, buf40, buf33, arg38_1, arg39_1, buf39)
        del arg38_1
        del arg39_1
        del buf33
        del buf38
        del buf39
        buf41 = empty_strided_cpu((2, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [first_token_tensor, pooled_output], Original ATen: [aten.select, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:22
        extern_kernels.addmm(arg41_1, reinterpret_tensor(buf40, (2, 64), (1024, 1), 0), reinterpret_tensor(arg40_1, (64, 64), (1, 64), 0), alpha=1, beta=1, out=buf41)
        del arg40_1
        del arg41_1
        buf42 = buf41; del buf41  # reuse
        # [Provenance debug handles] cpp_fused_tanh_3:23
        cpp_fused_tanh_3(buf42)
        return (buf40, buf42, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((2, 16), (16, 1), device='cpu', dtype=torch.int64)
    arg1_1 = rand_strided((1, 512), (512, 1), device='cpu', dtype=torch.int64)
    arg2_1 = rand_strided((1, 512), (512, 1), device='cpu', dtype=torch.int64)
    arg3_1 = rand_strided((1000, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((2, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((512, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
