# AOT ID: ['68_forward']
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


cpp_fused_native_layer_norm_0 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr1 = in_out_ptr1;
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
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(32.0);
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
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 - tmp2;
                                auto tmp4 = tmp3 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                            auto tmp1 = static_cast<float>(32.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            tmp7.store(in_out_ptr1 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp4 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp10 = tmp8 + tmp9;
                            tmp10.store(out_ptr2 + static_cast<int64_t>(x1 + 32L*x0));
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


cpp_fused_clone_permute_select_transpose_view_1 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 16L*x1 + 96L*x2 + 1536L*x0), static_cast<int64_t>(16));
                                    tmp0.store(out_ptr0 + static_cast<int64_t>(x3 + 16L*x2 + 256L*x1 + 512L*x0));
                                }
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr0 + static_cast<int64_t>(32L + x1 + 96L*x2 + 1536L*x0), static_cast<int64_t>(96L), tmp0, static_cast<int64_t>(16));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                    tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 512L*x0));
                                }
                            }
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


cpp_fused__softmax_abs_all_amax_clone_eq_mul_ne_permute_select_sub_view_2 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*', 'bool*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
                       bool* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            std::unique_ptr<float []> buf_local_buffer_data_0 = std::make_unique<float []>(16L);
            float* local_buffer_data_0 = buf_local_buffer_data_0.get();
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    float tmp_acc1 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    bool tmp_acc2 = 0;
                    at::vec::VecMask<float,1> tmp_acc2_vec = at::vec::VecMask<float,1>::from(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(1.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp4 = static_cast<float>(0.25);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp0 * tmp5;
                                auto tmp7 = at::vec::VecMask<float,1>(tmp6 == tmp6);
                                auto tmp8 = tmp6.abs();
                                auto tmp9 = std::numeric_limits<float>::infinity();
                                auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                auto tmp11 = at::vec::VecMask<float,1>(tmp8 != tmp10);
                                auto tmp12 = tmp7.template cast<int32_t,1>();
                                auto tmp13 = tmp11.template cast<int32_t,1>();
                                auto tmp14 = tmp12 & tmp13;
                                auto tmp15 = ~tmp14;
                                auto tmp16 = tmp15.template cast<float,1>();
                                tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp3);
                                tmp_acc1_vec = at::vec::maximum(tmp_acc1_vec, tmp6);
                                tmp_acc2_vec = tmp_acc2_vec | tmp16;
                            }
                        }
                    }
                    tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = max_propagate_nan(tmp_acc1, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc1_vec));
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                    tmp_acc2 = tmp_acc2 || !tmp_acc2_vec.all_zero();
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<bool>(tmp_acc2);
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = out_ptr2[static_cast<int64_t>(x0)];
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp6 = out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp13 = out_ptr1[static_cast<int64_t>(x0)];
                                auto tmp1 = !tmp0;
                                auto tmp3 = static_cast<float>(1.0);
                                auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                auto tmp5 = tmp2 * tmp4;
                                auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                auto tmp8 = tmp5 - tmp7;
                                auto tmp9 = static_cast<float>(0.25);
                                auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                auto tmp11 = tmp8 * tmp10;
                                auto tmp12 = tmp2 * tmp10;
                                auto tmp14 = at::vec::Vectorized<float>(tmp13);
                                auto tmp15 = tmp12 - tmp14;
                                auto tmp16 = at::vec::VecMask<float,1>::from(tmp1);
                                auto tmp17 = decltype(tmp11)::blendv(tmp15, tmp11, tmp16.template cast<float,1>());
                                auto tmp18 = tmp17.exp();
                                tmp18.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                                tmp_acc0_vec = tmp_acc0_vec + tmp18;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = out_ptr3[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(out_ptr4 + static_cast<int64_t>(x1 + 16L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(64L + x3 + 16L*x1 + 96L*x2 + 1536L*x0), static_cast<int64_t>(16));
                                    tmp0.store(out_ptr5 + static_cast<int64_t>(x3 + 16L*x2 + 256L*x1 + 512L*x0));
                                }
                            }
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


cpp_fused_clone_transpose_view_3 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 16L*x1 + 256L*x2 + 512L*x0), static_cast<int64_t>(16));
                                    tmp0.store(out_ptr0 + static_cast<int64_t>(x3 + 16L*x2 + 32L*x1 + 512L*x0));
                                }
                            }
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


cpp_fused_add_native_layer_norm_view_4 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr1 = in_out_ptr1;
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
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
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
                            auto tmp1 = static_cast<float>(32.0);
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
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
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
                    in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                            auto tmp1 = static_cast<float>(32.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            tmp7.store(in_out_ptr1 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp6 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            tmp12.store(out_ptr2 + static_cast<int64_t>(x1 + 32L*x0));
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


cpp_fused_gelu_view_5 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
                        tmp11.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mse_loss_mse_loss_backward_view_6 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr2 = in_out_ptr0;
    auto out_ptr0 = in_out_ptr1;
    {
        {
            float tmp_acc0 = 0;
            at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
            at::vec::Vectorized<float> tmp_acc0_vec_arr[2];
            for (int i = 0; i < 2; i++)
            {
                tmp_acc0_vec_arr[i] = at::vec::Vectorized<float>(0);
            }
            float tmp_acc0_arr[2];
            for (int i = 0; i < 2; i++)
            {
                tmp_acc0_arr[i] = 0;
            }
            #pragma omp parallel
            {
                int tid = omp_get_thread_num();
                at::vec::Vectorized<float> tmp_acc0_vec_local = at::vec::Vectorized<float>(0);
                float tmp_acc0_local = 0;
                #pragma omp for
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 - tmp5;
                            auto tmp7 = tmp6 * tmp6;
                            tmp_acc0_vec_local = tmp_acc0_vec_local + tmp7;
                        }
                    }
                }
                tmp_acc0_vec_arr[tid] = tmp_acc0_vec_local;
                tmp_acc0_arr[tid] = tmp_acc0_local;
            }
            for (int tid = 0; tid < 2; tid++)
            {
                tmp_acc0_vec = tmp_acc0_vec + tmp_acc0_vec_arr[tid];
            }
            for (int tid = 0; tid < 2; tid++)
            {
                tmp_acc0 = tmp_acc0 + tmp_acc0_arr[tid];
            }
            tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
            out_ptr0[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
        }
    }
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp6 = tmp4 - tmp5;
                        auto tmp7 = static_cast<float>(0.001953125);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        tmp9.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                {
                    {
                        auto tmp0 = out_ptr0[static_cast<int64_t>(0L)];
                        auto tmp1 = static_cast<float>(1024.0);
                        auto tmp2 = tmp0 / tmp1;
                        in_out_ptr1[static_cast<int64_t>(0L)] = tmp2;
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14 = args
        args.clear()
        assert_size_stride(primals_1, (2, 16, 32), (512, 32, 1), 'input')
        assert_size_stride(primals_2, (32, ), (1, ), 'input')
        assert_size_stride(primals_3, (32, ), (1, ), 'input')
        buf0 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf1 = buf0; del buf0  # reuse
        buf2 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf3 = reinterpret_tensor(buf2, (2, 16, 1), (16, 1, 1), 0); del buf2  # reuse
        buf4 = empty_strided_cpu((2, 16, 32), (512, 32, 1), torch.float32)
        assert_size_stride(primals_5, (96, ), (1, ), 'input')
        assert_size_stride(primals_4, (96, 32), (32, 1), 'input')
        cpp_fused_native_layer_norm_0(buf1, buf3, primals_1, primals_2, primals_3, buf4)
        del primals_2
        del primals_3
        buf5 = empty_strided_cpu((32, 96), (96, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm, linear], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_5, reinterpret_tensor(buf4, (32, 32), (32, 1), 0), reinterpret_tensor(primals_4, (32, 96), (1, 32), 0), alpha=1, beta=1, out=buf5)
        del primals_5
        buf6 = empty_strided_cpu((2, 2, 16, 16), (512, 256, 16, 1), torch.float32)
        buf7 = empty_strided_cpu((2, 2, 16, 16), (512, 256, 16, 1), torch.float32)
        cpp_fused_clone_permute_select_transpose_view_1(buf5, buf6, buf7)
        buf8 = empty_strided_cpu((4, 16, 16), (256, 16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear, view, permute, q, k, transpose, matmul], Original ATen: [aten.view, aten.permute, aten.select, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf6, (4, 16, 16), (256, 16, 1), 0), reinterpret_tensor(buf7, (4, 16, 16), (256, 16, 1), 0), out=buf8)
        buf9 = empty_strided_cpu((2, 2, 16, 1), (32, 16, 1, 64), torch.float32)
        buf10 = empty_strided_cpu((2, 2, 16, 1), (32, 16, 1, 64), torch.float32)
        buf11 = empty_strided_cpu((2, 2, 16, 1), (32, 16, 1, 64), torch.bool)
        buf13 = empty_strided_cpu((2, 2, 16, 1), (32, 16, 1, 64), torch.float32)
        buf14 = empty_strided_cpu((2, 2, 16, 16), (512, 256, 16, 1), torch.float32)
        buf15 = empty_strided_cpu((2, 2, 16, 16), (512, 256, 16, 1), torch.float32)
        cpp_fused__softmax_abs_all_amax_clone_eq_mul_ne_permute_select_sub_view_2(buf8, buf5, buf9, buf10, buf11, buf13, buf14, buf15)
        del buf10
        del buf11
        del buf13
        del buf5
        del buf9
        buf16 = buf8; del buf8  # reuse
        # Topologically Sorted Source Nodes: [linear, view, permute, v, matmul_1], Original ATen: [aten.view, aten.permute, aten.select, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf14, (4, 16, 16), (256, 16, 1), 0), reinterpret_tensor(buf15, (4, 16, 16), (256, 16, 1), 0), out=buf16)
        buf17 = empty_strided_cpu((2, 16, 2, 16), (512, 32, 16, 1), torch.float32)
        assert_size_stride(primals_7, (32, ), (1, ), 'input')
        assert_size_stride(primals_6, (32, 32), (32, 1), 'input')
        cpp_fused_clone_transpose_view_3(buf16, buf17)
        buf18 = reinterpret_tensor(buf16, (32, 32), (32, 1), 0); del buf16  # reuse
        # Topologically Sorted Source Nodes: [matmul_1, transpose_1, reshape, linear_1], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_7, reinterpret_tensor(buf17, (32, 32), (32, 1), 0), reinterpret_tensor(primals_6, (32, 32), (1, 32), 0), alpha=1, beta=1, out=buf18)
        del primals_7
        assert_size_stride(primals_8, (32, ), (1, ), 'input')
        assert_size_stride(primals_9, (32, ), (1, ), 'input')
        buf19 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf20 = buf19; del buf19  # reuse
        buf21 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf22 = reinterpret_tensor(buf21, (2, 16, 1), (16, 1, 1), 0); del buf21  # reuse
        buf23 = empty_strided_cpu((2, 16, 32), (512, 32, 1), torch.float32)
        assert_size_stride(primals_11, (64, ), (1, ), 'input')
        assert_size_stride(primals_10, (64, 32), (32, 1), 'input')
        cpp_fused_add_native_layer_norm_view_4(buf20, buf22, primals_1, buf18, primals_8, primals_9, buf23)
        del primals_9
        buf24 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_1, x, layer_norm_1, linear_2], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.t, aten.addmm]
        extern_kernels.addmm(primals_11, reinterpret_tensor(buf23, (32, 32), (32, 1), 0), reinterpret_tensor(primals_10, (32, 64), (1, 32), 0), alpha=1, beta=1, out=buf24)
        del primals_11
        buf25 = empty_strided_cpu((2, 16, 64), (1024, 64, 1), torch.float32)
        assert_size_stride(primals_13, (32, ), (1, ), 'input')
        assert_size_stride(primals_12, (32, 64), (64, 1), 'input')
        cpp_fused_gelu_view_5(buf24, buf25)
        buf26 = empty_strided_cpu((32, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_2, gelu, linear_3], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_13, reinterpret_tensor(buf25, (32, 64), (64, 1), 0), reinterpret_tensor(primals_12, (64, 32), (1, 64), 0), alpha=1, beta=1, out=buf26)
        del primals_13
        assert_size_stride(primals_14, (2, 16, 32), (512, 32, 1), 'input')
        buf27 = empty_strided_cpu((), (), torch.float32)
        buf28 = reinterpret_tensor(buf26, (2, 16, 32), (512, 32, 1), 0); del buf26  # reuse
        buf29 = buf27; del buf27  # reuse
        cpp_fused_add_mse_loss_mse_loss_backward_view_6(buf28, buf29, primals_1, buf18, primals_14)
        del primals_14
        return (buf29, primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, reinterpret_tensor(buf1, (2, 16, 1), (16, 1, 1), 0), buf3, reinterpret_tensor(buf4, (32, 32), (32, 1), 0), buf14, reinterpret_tensor(buf17, (32, 32), (32, 1), 0), buf18, reinterpret_tensor(buf20, (2, 16, 1), (16, 1, 1), 0), buf22, reinterpret_tensor(buf23, (32, 32), (32, 1), 0), buf24, reinterpret_tensor(buf25, (32, 64), (64, 1), 0), buf28, reinterpret_tensor(buf15, (4, 16, 16), (256, 1, 16), 0), reinterpret_tensor(buf6, (4, 16, 16), (256, 1, 16), 0), reinterpret_tensor(buf7, (4, 16, 16), (256, 1, 16), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((2, 16, 32), (512, 32, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((96, 32), (32, 1), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((2, 16, 32), (512, 32, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))


# AOT ID: ['68_backward']
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


cpp_fused_mse_loss_backward_sum_view_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = in_ptr1[static_cast<int64_t>(0L)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        tmp3.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_gelu_backward_sum_view_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = static_cast<float>(0.7071067811865476);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 * tmp3;
                        auto tmp5 = tmp4.erf();
                        auto tmp6 = static_cast<float>(1.0);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 + tmp7;
                        auto tmp9 = static_cast<float>(0.5);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 * tmp10;
                        auto tmp12 = tmp1 * tmp1;
                        auto tmp13 = static_cast<float>(-0.5);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = tmp15.exp();
                        auto tmp17 = static_cast<float>(0.3989422804014327);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 * tmp18;
                        auto tmp20 = tmp1 * tmp19;
                        auto tmp21 = tmp11 + tmp20;
                        auto tmp22 = tmp0 * tmp21;
                        tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
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


cpp_fused_add_mse_loss_backward_native_layer_norm_native_layer_norm_backward_view_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp6 = in_ptr4[static_cast<int64_t>(x0)];
                                auto tmp9 = in_ptr5[static_cast<int64_t>(x0)];
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp5 = tmp3 + tmp4;
                                auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                auto tmp8 = tmp5 - tmp7;
                                auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                auto tmp11 = tmp8 * tmp10;
                                auto tmp12 = tmp2 * tmp11;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                tmp_acc1_vec = tmp_acc1_vec + tmp12;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_ptr6[static_cast<int64_t>(0L)];
                            auto tmp4 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp18 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp23 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = static_cast<float>(32.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp9 = tmp7 * tmp8;
                            auto tmp10 = at::vec::Vectorized<float>(tmp5);
                            auto tmp11 = tmp9 * tmp10;
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 - tmp13;
                            auto tmp17 = tmp15 + tmp16;
                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                            auto tmp20 = tmp17 - tmp19;
                            auto tmp21 = at::vec::Vectorized<float>(tmp4);
                            auto tmp22 = tmp20 * tmp21;
                            auto tmp24 = at::vec::Vectorized<float>(tmp23);
                            auto tmp25 = tmp22 * tmp24;
                            auto tmp26 = tmp14 - tmp25;
                            auto tmp27 = at::vec::Vectorized<float>(tmp6);
                            auto tmp28 = tmp27 * tmp26;
                            auto tmp29 = tmp3 + tmp28;
                            tmp29.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
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


cpp_fused_add_mse_loss_backward_native_layer_norm_native_layer_norm_backward_sum_view_3 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
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


cpp_fused_clone_transpose_view_4 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 16L*x1 + 32L*x2 + 512L*x0), static_cast<int64_t>(16));
                                    tmp0.store(out_ptr0 + static_cast<int64_t>(x3 + 16L*x2 + 256L*x1 + 512L*x0));
                                }
                            }
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


cpp_fused__softmax_backward_data_mul_view_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr1 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 * tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp1 = tmp0.neg();
                            auto tmp4 = tmp3 * tmp0;
                            auto tmp5 = at::vec::Vectorized<float>(tmp2);
                            auto tmp6 = fmadd(tmp1, tmp5, tmp4);
                            auto tmp7 = static_cast<float>(0.25);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 * tmp8;
                            tmp9.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
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


cpp_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_6 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(3L); x2+=static_cast<int64_t>(1L))
                    {
                        #pragma GCC ivdep
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(2L); x3+=static_cast<int64_t>(1L))
                        {
                            for(int64_t x4=static_cast<int64_t>(0L); x4<static_cast<int64_t>(16L); x4+=static_cast<int64_t>(16L))
                            {
                                {
                                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x4 >= static_cast<int64_t>(0) && x4 < static_cast<int64_t>(16L)))
                                    {
                                        alignas(std::max(std::size_t(16), alignof(float))) float tmp11[16*16];
                                        transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x4 + 256L*x3 + 512L*x0), static_cast<int64_t>(16L), tmp11, static_cast<int64_t>(16));
                                        for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                        {
                                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x4 + 16L*x1 + 16L*x1_inner + 256L*x3 + 512L*x0), static_cast<int64_t>(16));
                                            auto tmp12 = at::vec::Vectorized<float>::loadu(tmp11 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x4 + 16L*x1 + 16L*x1_inner + 256L*x3 + 512L*x0), static_cast<int64_t>(16));
                                            auto tmp0 = x2;
                                            auto tmp1 = c10::convert<int32_t>(tmp0);
                                            auto tmp2 = static_cast<int32_t>(2);
                                            auto tmp3 = tmp1 == tmp2;
                                            auto tmp5 = static_cast<float>(0.0);
                                            auto tmp6 = at::vec::VecMask<float,1>::from(tmp3);
                                            auto tmp7 = at::vec::Vectorized<float>(tmp5);
                                            auto tmp8 = decltype(tmp4)::blendv(tmp7, tmp4, tmp6.template cast<float,1>());
                                            auto tmp9 = static_cast<int32_t>(1);
                                            auto tmp10 = tmp1 == tmp9;
                                            auto tmp13 = at::vec::VecMask<float,1>::from(tmp10);
                                            auto tmp14 = decltype(tmp12)::blendv(tmp7, tmp12, tmp13.template cast<float,1>());
                                            auto tmp15 = tmp8 + tmp14;
                                            auto tmp16 = static_cast<int32_t>(0);
                                            auto tmp17 = tmp1 == tmp16;
                                            auto tmp19 = at::vec::VecMask<float,1>::from(tmp17);
                                            auto tmp20 = decltype(tmp18)::blendv(tmp7, tmp18, tmp19.template cast<float,1>());
                                            auto tmp21 = tmp15 + tmp20;
                                            tmp21.store(out_ptr0 + static_cast<int64_t>(x4 + 16L*x3 + 32L*x2 + 96L*x1 + 96L*x1_inner + 1536L*x0));
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_7 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc2 = 0;
                    at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc3 = 0;
                    at::vec::Vectorized<float> tmp_acc3_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                                auto tmp4 = in_ptr3[static_cast<int64_t>(x1)];
                                auto tmp7 = in_ptr4[static_cast<int64_t>(x1)];
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                                auto tmp12 = in_ptr6[static_cast<int64_t>(x1)];
                                auto tmp15 = in_ptr7[static_cast<int64_t>(x1)];
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp3 - tmp5;
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 * tmp8;
                                auto tmp10 = tmp0 * tmp9;
                                auto tmp13 = at::vec::Vectorized<float>(tmp12);
                                auto tmp14 = tmp1 - tmp13;
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = tmp14 * tmp16;
                                auto tmp18 = tmp11 * tmp17;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
                                tmp_acc1_vec = tmp_acc1_vec + tmp0;
                                tmp_acc2_vec = tmp_acc2_vec + tmp18;
                                tmp_acc3_vec = tmp_acc3_vec + tmp11;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                        tmp_acc2_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                        tmp_acc3_vec.store(out_ptr3 + static_cast<int64_t>(x0));
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
        primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, getitem_1, rsqrt, view, div, view_10, addmm_1, getitem_3, rsqrt_1, view_12, addmm_2, view_14, mul_8, permute_21, permute_22, permute_23, tangents_1 = args
        args.clear()
        assert_size_stride(mul_8, (2, 16, 32), (512, 32, 1), 'input')
        assert_size_stride(tangents_1, (), (), 'input')
        buf0 = empty_strided_cpu((32, 32), (32, 1), torch.float32)
        buf3 = empty_strided_cpu((1, 32), (32, 1), torch.float32)
        assert_size_stride(view_14, (32, 64), (64, 1), 'input')
        cpp_fused_mse_loss_backward_sum_view_0(mul_8, tangents_1, buf0, buf3)
        buf2 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_8, mm_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf0, (32, 32), (1, 32), 0), view_14, out=buf2)
        del view_14
        assert_size_stride(primals_12, (32, 64), (64, 1), 'input')
        buf1 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_3, permute_7, mm], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf0, primals_12, out=buf1)
        del buf0
        del primals_12
        assert_size_stride(addmm_2, (32, 64), (64, 1), 'input')
        buf4 = reinterpret_tensor(buf1, (2, 16, 64), (1024, 64, 1), 0); del buf1  # reuse
        buf7 = empty_strided_cpu((1, 64), (64, 1), torch.float32)
        assert_size_stride(primals_10, (64, 32), (32, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_1(buf4, addmm_2, buf7)
        del addmm_2
        buf5 = empty_strided_cpu((32, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_18, linear_2, gelu, mul_11, mul_12, mul_13, exp_1, mul_14, mul_15, add_8, mul_16, view_19, permute_11, mm_2], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf4, (32, 64), (64, 1), 0), primals_10, out=buf5)
        del primals_10
        assert_size_stride(view_12, (32, 32), (32, 1), 'input')
        buf6 = empty_strided_cpu((64, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_18, linear_2, gelu, mul_11, mul_12, mul_13, exp_1, mul_14, mul_15, add_8, mul_16, view_19, permute_12, mm_3], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf4, (64, 32), (1, 64), 0), view_12, out=buf6)
        del buf4
        del view_12
        assert_size_stride(primals_8, (32, ), (1, ), 'input')
        assert_size_stride(primals_1, (2, 16, 32), (512, 32, 1), 'input')
        assert_size_stride(addmm_1, (32, 32), (32, 1), 'input')
        assert_size_stride(getitem_3, (2, 16, 1), (16, 1, 1), 'input')
        assert_size_stride(rsqrt_1, (2, 16, 1), (16, 1, 1), 'input')
        buf8 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf9 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf12 = mul_8; del mul_8  # reuse
        assert_size_stride(view_10, (32, 32), (32, 1), 'input')
        cpp_fused_add_mse_loss_backward_native_layer_norm_native_layer_norm_backward_view_2(buf12, buf5, primals_8, primals_1, addmm_1, getitem_3, rsqrt_1, tangents_1, buf8, buf9)
        del primals_8
        del tangents_1
        buf14 = empty_strided_cpu((32, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [mul_9, view_21, mul_18, mul_19, linear_1, x, layer_norm_1, mul_21, sub_6, sub_7, div_1, mul_22, add_9, view_22, permute_16, mm_5], Original ATen: [aten.mse_loss_backward, aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf12, (32, 32), (1, 32), 0), view_10, out=buf14)
        del view_10
        buf15 = reinterpret_tensor(buf9, (1, 32), (32, 1), 0); del buf9  # reuse
        assert_size_stride(primals_6, (32, 32), (32, 1), 'input')
        cpp_fused_add_mse_loss_backward_native_layer_norm_native_layer_norm_backward_sum_view_3(buf12, buf15)
        buf13 = empty_strided_cpu((32, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [mul_9, view_21, mul_18, mul_19, linear_1, x, layer_norm_1, mul_21, sub_6, sub_7, div_1, mul_22, add_9, view_22, permute_15, mm_4], Original ATen: [aten.mse_loss_backward, aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf12, (32, 32), (32, 1), 0), primals_6, out=buf13)
        del buf12
        del primals_6
        buf16 = empty_strided_cpu((2, 2, 16, 16), (512, 256, 16, 1), torch.float32)
        assert_size_stride(permute_21, (4, 16, 16), (256, 1, 16), 'input')
        cpp_fused_clone_transpose_view_4(buf13, buf16)
        buf18 = reinterpret_tensor(buf13, (4, 16, 16), (256, 16, 1), 0); del buf13  # reuse
        # Topologically Sorted Source Nodes: [view_24, view_25, permute_19, clone_4, view_26, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf16, (4, 16, 16), (256, 16, 1), 0), permute_21, out=buf18)
        del permute_21
        assert_size_stride(div, (2, 2, 16, 16), (512, 256, 16, 1), 'input')
        buf17 = empty_strided_cpu((4, 16, 16), (256, 16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_24, view_25, permute_19, clone_4, view_26, matmul_1, permute_20, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(div, (4, 16, 16), (256, 1, 16), 0), reinterpret_tensor(buf16, (4, 16, 16), (256, 16, 1), 0), out=buf17)
        buf19 = empty_strided_cpu((2, 2, 16, 1), (32, 16, 1, 64), torch.float32)
        buf20 = div; del div  # reuse
        assert_size_stride(permute_22, (4, 16, 16), (256, 1, 16), 'input')
        cpp_fused__softmax_backward_data_mul_view_5(buf20, buf18, buf19)
        del buf19
        buf21 = buf18; del buf18  # reuse
        # Topologically Sorted Source Nodes: [view_28, mul_24, neg, fma, mul_25, view_29, bmm_4], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_22, reinterpret_tensor(buf20, (4, 16, 16), (256, 16, 1), 0), out=buf21)
        del permute_22
        assert_size_stride(permute_23, (4, 16, 16), (256, 1, 16), 'input')
        buf22 = reinterpret_tensor(buf16, (4, 16, 16), (256, 16, 1), 0); del buf16  # reuse
        # Topologically Sorted Source Nodes: [view_28, mul_24, neg, fma, mul_25, view_29, bmm_5], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf20, (4, 16, 16), (256, 16, 1), 0), permute_23, out=buf22)
        del buf20
        del permute_23
        buf23 = empty_strided_cpu((2, 16, 3, 2, 16), (1536, 96, 32, 16, 1), torch.float32)
        buf26 = empty_strided_cpu((1, 96), (96, 1), torch.float32)
        assert_size_stride(primals_4, (96, 32), (32, 1), 'input')
        cpp_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_6(buf17, buf21, buf22, buf23, buf26)
        del buf17
        del buf21
        buf24 = reinterpret_tensor(buf22, (32, 32), (32, 1), 0); del buf22  # reuse
        # Topologically Sorted Source Nodes: [view_27, view_30, view_31, permute_24, full_default, add_10, add_11, permute_25, clone_5, view_32, view_33, linear, permute_26, mm_6], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf23, (32, 96), (96, 1), 0), primals_4, out=buf24)
        del primals_4
        assert_size_stride(getitem_1, (2, 16, 1), (16, 1, 1), 'input')
        assert_size_stride(rsqrt, (2, 16, 1), (16, 1, 1), 'input')
        buf10 = reinterpret_tensor(buf8, (32, ), (1, ), 0); del buf8  # reuse
        buf11 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf27 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf28 = empty_strided_cpu((32, ), (1, ), torch.float32)
        assert_size_stride(view, (32, 32), (32, 1), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_7(buf5, primals_1, addmm_1, getitem_3, rsqrt_1, buf24, getitem_1, rsqrt, buf10, buf11, buf27, buf28)
        del addmm_1
        del buf24
        del buf5
        del getitem_1
        del getitem_3
        del primals_1
        del rsqrt
        del rsqrt_1
        buf25 = empty_strided_cpu((96, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_27, view_30, view_31, permute_24, full_default, add_10, add_11, permute_25, clone_5, view_32, view_33, permute_27, mm_7], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf23, (96, 32), (1, 96), 0), view, out=buf25)
        del buf23
        del view
        return (None, buf27, buf28, buf25, reinterpret_tensor(buf26, (96, ), (1, ), 0), buf14, reinterpret_tensor(buf15, (32, ), (1, ), 0), buf10, buf11, buf6, reinterpret_tensor(buf7, (64, ), (1, ), 0), buf2, reinterpret_tensor(buf3, (32, ), (1, ), 0), None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((2, 16, 32), (512, 32, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((96, 32), (32, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((2, 16, 1), (16, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((2, 16, 1), (16, 1, 1), device='cpu', dtype=torch.float32)
    view = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.float32)
    div = rand_strided((2, 2, 16, 16), (512, 256, 16, 1), device='cpu', dtype=torch.float32)
    view_10 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.float32)
    addmm_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((2, 16, 1), (16, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt_1 = rand_strided((2, 16, 1), (16, 1, 1), device='cpu', dtype=torch.float32)
    view_12 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.float32)
    addmm_2 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float32)
    view_14 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float32)
    mul_8 = rand_strided((2, 16, 32), (512, 32, 1), device='cpu', dtype=torch.float32)
    permute_21 = rand_strided((4, 16, 16), (256, 1, 16), device='cpu', dtype=torch.float32)
    permute_22 = rand_strided((4, 16, 16), (256, 1, 16), device='cpu', dtype=torch.float32)
    permute_23 = rand_strided((4, 16, 16), (256, 1, 16), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    return [primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, getitem_1, rsqrt, view, div, view_10, addmm_1, getitem_3, rsqrt_1, view_12, addmm_2, view_14, mul_8, permute_21, permute_22, permute_23, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
