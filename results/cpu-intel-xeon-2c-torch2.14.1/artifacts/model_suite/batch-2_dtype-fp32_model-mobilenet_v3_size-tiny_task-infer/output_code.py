# ---- default ----
# AOT ID: ['62_inference']
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
from torch._inductor.runtime.runtime_utils import assert_tensor_metadata

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


cpp_fused_convolution_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4096L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(4096L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 4096L*x1 + 4096L*x1_inner + 12288L*x0), static_cast<int64_t>(16));
                                    tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr0 + static_cast<int64_t>(x1 + 3L*x2 + 12288L*x0), static_cast<int64_t>(3L));
                            }
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(16L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                                {
                                    alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                    for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                                    {
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 27L*x0), static_cast<int64_t>(9L));
                                        tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                    }
                                    transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 27L*x0), static_cast<int64_t>(3L));
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


cpp_fused__native_batch_norm_legit_no_training_hardswish_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = static_cast<float>(3.0);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 + tmp14;
                            auto tmp16 = static_cast<float>(0.0);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = at::vec::maximum(tmp15, tmp17);
                            auto tmp19 = static_cast<float>(6.0);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = at::vec::minimum(tmp18, tmp20);
                            auto tmp22 = tmp12 * tmp21;
                            auto tmp23 = tmp22 / tmp20;
                            tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_mean_relu_2 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x2 + 4096L*x0), static_cast<int64_t>(16));
                                    tmp_acc0_vec = tmp_acc0_vec + tmp0;
                                }
                            }
                        }
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                        }
                    }
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
                            auto tmp1 = static_cast<float>(256.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
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


cpp_fused_relu_3 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardsigmoid_mul_4 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 4096L*x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 + tmp2;
                                auto tmp4 = static_cast<float>(0.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::maximum(tmp3, tmp5);
                                auto tmp7 = static_cast<float>(6.0);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = at::vec::minimum(tmp6, tmp8);
                                auto tmp10 = tmp9 / tmp8;
                                auto tmp12 = tmp10 * tmp11;
                                tmp12.store(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 4096L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_relu_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(72L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(64L) && x1 < static_cast<int64_t>(72L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8L));
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


cpp_fused__native_batch_norm_legit_no_training_relu_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(72L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(64L) && x1 < static_cast<int64_t>(72L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8L));
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


cpp_fused__native_batch_norm_legit_no_training_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(16L) && x1 < static_cast<int64_t>(24L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8L));
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


cpp_fused__native_batch_norm_legit_no_training_relu_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(88L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(80L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 88L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 88L*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(80L) && x1 < static_cast<int64_t>(88L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 88L*x0), static_cast<int64_t>(8L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 88L*x0), static_cast<int64_t>(8L));
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


cpp_fused__native_batch_norm_legit_no_training_add_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp14 = tmp12 + tmp13;
                            tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(16L) && x1 < static_cast<int64_t>(24L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp14 = tmp12 + tmp13;
                            tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8L));
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


cpp_fused__native_batch_norm_legit_no_training_hardswish_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = static_cast<float>(3.0);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 + tmp14;
                            auto tmp16 = static_cast<float>(0.0);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = at::vec::maximum(tmp15, tmp17);
                            auto tmp19 = static_cast<float>(6.0);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = at::vec::minimum(tmp18, tmp20);
                            auto tmp22 = tmp12 * tmp21;
                            auto tmp23 = tmp22 / tmp20;
                            tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_12 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x2 + 1536L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = static_cast<float>(3.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = tmp0 + tmp2;
                                    auto tmp4 = static_cast<float>(0.0);
                                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                    auto tmp6 = at::vec::maximum(tmp3, tmp5);
                                    auto tmp7 = static_cast<float>(6.0);
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = at::vec::minimum(tmp6, tmp8);
                                    auto tmp10 = tmp0 * tmp9;
                                    auto tmp11 = tmp10 / tmp8;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp11;
                                }
                            }
                        }
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                        {
                            tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(16.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
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


cpp_fused_relu_13 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardsigmoid_hardswish_mul_14 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
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
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(96L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(96L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 96L*x0), static_cast<int64_t>(16));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 96L*x1 + 1536L*x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 + tmp2;
                                auto tmp4 = static_cast<float>(0.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::maximum(tmp3, tmp5);
                                auto tmp7 = static_cast<float>(6.0);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = at::vec::minimum(tmp6, tmp8);
                                auto tmp10 = tmp9 / tmp8;
                                auto tmp12 = tmp11 + tmp2;
                                auto tmp13 = at::vec::maximum(tmp12, tmp5);
                                auto tmp14 = at::vec::minimum(tmp13, tmp8);
                                auto tmp15 = tmp11 * tmp14;
                                auto tmp16 = tmp15 / tmp8;
                                auto tmp17 = tmp10 * tmp16;
                                tmp17.store(in_out_ptr0 + static_cast<int64_t>(x2 + 96L*x1 + 1536L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(40L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(40L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8L));
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


cpp_fused__native_batch_norm_legit_no_training_hardswish_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = static_cast<float>(3.0);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 + tmp14;
                            auto tmp16 = static_cast<float>(0.0);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = at::vec::maximum(tmp15, tmp17);
                            auto tmp19 = static_cast<float>(6.0);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = at::vec::minimum(tmp18, tmp20);
                            auto tmp22 = tmp12 * tmp21;
                            auto tmp23 = tmp22 / tmp20;
                            tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_17 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x2 + 3840L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = static_cast<float>(3.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = tmp0 + tmp2;
                                    auto tmp4 = static_cast<float>(0.0);
                                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                    auto tmp6 = at::vec::maximum(tmp3, tmp5);
                                    auto tmp7 = static_cast<float>(6.0);
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = at::vec::minimum(tmp6, tmp8);
                                    auto tmp10 = tmp0 * tmp9;
                                    auto tmp11 = tmp10 / tmp8;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp11;
                                }
                            }
                        }
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                        {
                            tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 240L*x0));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(480L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(480L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(16.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
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


cpp_fused_relu_18 = async_compile.cpp_pybinding(['float*'], r'''
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
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardsigmoid_hardswish_mul_19 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
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
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(240L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(240L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 240L*x0), static_cast<int64_t>(16));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 240L*x1 + 3840L*x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 + tmp2;
                                auto tmp4 = static_cast<float>(0.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::maximum(tmp3, tmp5);
                                auto tmp7 = static_cast<float>(6.0);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = at::vec::minimum(tmp6, tmp8);
                                auto tmp10 = tmp9 / tmp8;
                                auto tmp12 = tmp11 + tmp2;
                                auto tmp13 = at::vec::maximum(tmp12, tmp5);
                                auto tmp14 = at::vec::minimum(tmp13, tmp8);
                                auto tmp15 = tmp11 * tmp14;
                                auto tmp16 = tmp15 / tmp8;
                                auto tmp17 = tmp10 * tmp16;
                                tmp17.store(in_out_ptr0 + static_cast<int64_t>(x2 + 240L*x1 + 3840L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_add_20 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(40L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp14 = tmp12 + tmp13;
                            tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(40L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp14 = tmp12 + tmp13;
                            tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8L));
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


cpp_fused__native_batch_norm_legit_no_training_hardswish_21 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = static_cast<float>(3.0);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 + tmp14;
                            auto tmp16 = static_cast<float>(0.0);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = at::vec::maximum(tmp15, tmp17);
                            auto tmp19 = static_cast<float>(6.0);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = at::vec::minimum(tmp18, tmp20);
                            auto tmp22 = tmp12 * tmp21;
                            auto tmp23 = tmp22 / tmp20;
                            tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(120L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = static_cast<float>(3.0);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 + tmp14;
                            auto tmp16 = static_cast<float>(0.0);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = at::vec::maximum(tmp15, tmp17);
                            auto tmp19 = static_cast<float>(6.0);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = at::vec::minimum(tmp18, tmp20);
                            auto tmp22 = tmp12 * tmp21;
                            auto tmp23 = tmp22 / tmp20;
                            tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8L));
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


cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_22 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(120L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8L));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x2 + 1920L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = static_cast<float>(3.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = tmp0 + tmp2;
                                    auto tmp4 = static_cast<float>(0.0);
                                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                    auto tmp6 = at::vec::maximum(tmp3, tmp5);
                                    auto tmp7 = static_cast<float>(6.0);
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = at::vec::minimum(tmp6, tmp8);
                                    auto tmp10 = tmp0 * tmp9;
                                    auto tmp11 = tmp10 / tmp8;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp11;
                                }
                                if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(120L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x2 + 1920L*x0), static_cast<int64_t>(8L));
                                    auto tmp1 = static_cast<float>(3.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = tmp0 + tmp2;
                                    auto tmp4 = static_cast<float>(0.0);
                                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                    auto tmp6 = at::vec::maximum(tmp3, tmp5);
                                    auto tmp7 = static_cast<float>(6.0);
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = at::vec::minimum(tmp6, tmp8);
                                    auto tmp10 = tmp0 * tmp9;
                                    auto tmp11 = tmp10 / tmp8;
                                    tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp11, static_cast<int64_t>(8L));
                                }
                            }
                        }
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                        {
                            tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 120L*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(120L)))
                        {
                            tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8L));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(240L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(16.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
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


cpp_fused_relu_23 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardsigmoid_hardswish_mul_24 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
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
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(120L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(112L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 120L*x0), static_cast<int64_t>(16));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 120L*x1 + 1920L*x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 + tmp2;
                                auto tmp4 = static_cast<float>(0.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::maximum(tmp3, tmp5);
                                auto tmp7 = static_cast<float>(6.0);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = at::vec::minimum(tmp6, tmp8);
                                auto tmp10 = tmp9 / tmp8;
                                auto tmp12 = tmp11 + tmp2;
                                auto tmp13 = at::vec::maximum(tmp12, tmp5);
                                auto tmp14 = at::vec::minimum(tmp13, tmp8);
                                auto tmp15 = tmp11 * tmp14;
                                auto tmp16 = tmp15 / tmp8;
                                auto tmp17 = tmp10 * tmp16;
                                tmp17.store(in_out_ptr0 + static_cast<int64_t>(x2 + 120L*x1 + 1920L*x0));
                            }
                            if(C10_UNLIKELY(x2 >= static_cast<int64_t>(112L) && x2 < static_cast<int64_t>(120L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 120L*x0), static_cast<int64_t>(8L));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 120L*x1 + 1920L*x0), static_cast<int64_t>(8L));
                                auto tmp1 = static_cast<float>(3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 + tmp2;
                                auto tmp4 = static_cast<float>(0.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::maximum(tmp3, tmp5);
                                auto tmp7 = static_cast<float>(6.0);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = at::vec::minimum(tmp6, tmp8);
                                auto tmp10 = tmp9 / tmp8;
                                auto tmp12 = tmp11 + tmp2;
                                auto tmp13 = at::vec::maximum(tmp12, tmp5);
                                auto tmp14 = at::vec::minimum(tmp13, tmp8);
                                auto tmp15 = tmp11 * tmp14;
                                auto tmp16 = tmp15 / tmp8;
                                auto tmp17 = tmp10 * tmp16;
                                tmp17.store(in_out_ptr0 + static_cast<int64_t>(x2 + 120L*x1 + 1920L*x0), static_cast<int64_t>(8L));
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


cpp_fused__native_batch_norm_legit_no_training_25 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_hardswish_26 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = static_cast<float>(3.0);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 + tmp14;
                            auto tmp16 = static_cast<float>(0.0);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = at::vec::maximum(tmp15, tmp17);
                            auto tmp19 = static_cast<float>(6.0);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = at::vec::minimum(tmp18, tmp20);
                            auto tmp22 = tmp12 * tmp21;
                            auto tmp23 = tmp22 / tmp20;
                            tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_27 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x2 + 2304L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = static_cast<float>(3.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = tmp0 + tmp2;
                                    auto tmp4 = static_cast<float>(0.0);
                                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                    auto tmp6 = at::vec::maximum(tmp3, tmp5);
                                    auto tmp7 = static_cast<float>(6.0);
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = at::vec::minimum(tmp6, tmp8);
                                    auto tmp10 = tmp0 * tmp9;
                                    auto tmp11 = tmp10 / tmp8;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp11;
                                }
                            }
                        }
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                        {
                            tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(288L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(16.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
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


cpp_fused_relu_28 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(80L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(80L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardsigmoid_hardswish_mul_29 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
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
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(144L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(144L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 144L*x0), static_cast<int64_t>(16));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 144L*x1 + 2304L*x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 + tmp2;
                                auto tmp4 = static_cast<float>(0.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::maximum(tmp3, tmp5);
                                auto tmp7 = static_cast<float>(6.0);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = at::vec::minimum(tmp6, tmp8);
                                auto tmp10 = tmp9 / tmp8;
                                auto tmp12 = tmp11 + tmp2;
                                auto tmp13 = at::vec::maximum(tmp12, tmp5);
                                auto tmp14 = at::vec::minimum(tmp13, tmp8);
                                auto tmp15 = tmp11 * tmp14;
                                auto tmp16 = tmp15 / tmp8;
                                auto tmp17 = tmp10 * tmp16;
                                tmp17.store(in_out_ptr0 + static_cast<int64_t>(x2 + 144L*x1 + 2304L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_add_30 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp14 = tmp12 + tmp13;
                            tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_hardswish_31 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(288L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = static_cast<float>(3.0);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 + tmp14;
                            auto tmp16 = static_cast<float>(0.0);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = at::vec::maximum(tmp15, tmp17);
                            auto tmp19 = static_cast<float>(6.0);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = at::vec::minimum(tmp18, tmp20);
                            auto tmp22 = tmp12 * tmp21;
                            auto tmp23 = tmp22 / tmp20;
                            tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 288L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_32 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(288L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 288L*x0));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(288L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 1152L*x0), static_cast<int64_t>(16));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(288L + x1 + 1152L*x0), static_cast<int64_t>(16));
                                auto tmp19 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(576L + x1 + 1152L*x0), static_cast<int64_t>(16));
                                auto tmp26 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(864L + x1 + 1152L*x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 + tmp2;
                                auto tmp4 = static_cast<float>(0.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::maximum(tmp3, tmp5);
                                auto tmp7 = static_cast<float>(6.0);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = at::vec::minimum(tmp6, tmp8);
                                auto tmp10 = tmp0 * tmp9;
                                auto tmp11 = tmp10 / tmp8;
                                auto tmp13 = tmp12 + tmp2;
                                auto tmp14 = at::vec::maximum(tmp13, tmp5);
                                auto tmp15 = at::vec::minimum(tmp14, tmp8);
                                auto tmp16 = tmp12 * tmp15;
                                auto tmp17 = tmp16 / tmp8;
                                auto tmp18 = tmp11 + tmp17;
                                auto tmp20 = tmp19 + tmp2;
                                auto tmp21 = at::vec::maximum(tmp20, tmp5);
                                auto tmp22 = at::vec::minimum(tmp21, tmp8);
                                auto tmp23 = tmp19 * tmp22;
                                auto tmp24 = tmp23 / tmp8;
                                auto tmp25 = tmp18 + tmp24;
                                auto tmp27 = tmp26 + tmp2;
                                auto tmp28 = at::vec::maximum(tmp27, tmp5);
                                auto tmp29 = at::vec::minimum(tmp28, tmp8);
                                auto tmp30 = tmp26 * tmp29;
                                auto tmp31 = tmp30 / tmp8;
                                auto tmp32 = tmp25 + tmp31;
                                auto tmp33 = static_cast<float>(4.0);
                                auto tmp34 = at::vec::Vectorized<float>(tmp33);
                                auto tmp35 = tmp32 / tmp34;
                                tmp35.store(out_ptr0 + static_cast<int64_t>(x1 + 288L*x0));
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


cpp_fused_relu_33 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(144L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardsigmoid_hardswish_mul_34 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(288L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(288L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 288L*x0), static_cast<int64_t>(16));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 288L*x1 + 1152L*x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 + tmp2;
                                auto tmp4 = static_cast<float>(0.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::maximum(tmp3, tmp5);
                                auto tmp7 = static_cast<float>(6.0);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = at::vec::minimum(tmp6, tmp8);
                                auto tmp10 = tmp9 / tmp8;
                                auto tmp12 = tmp11 + tmp2;
                                auto tmp13 = at::vec::maximum(tmp12, tmp5);
                                auto tmp14 = at::vec::minimum(tmp13, tmp8);
                                auto tmp15 = tmp11 * tmp14;
                                auto tmp16 = tmp15 / tmp8;
                                auto tmp17 = tmp10 * tmp16;
                                tmp17.store(in_out_ptr0 + static_cast<int64_t>(x2 + 288L*x1 + 1152L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_35 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_hardswish_36 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = static_cast<float>(3.0);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 + tmp14;
                            auto tmp16 = static_cast<float>(0.0);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = at::vec::maximum(tmp15, tmp17);
                            auto tmp19 = static_cast<float>(6.0);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = at::vec::minimum(tmp18, tmp20);
                            auto tmp22 = tmp12 * tmp21;
                            auto tmp23 = tmp22 / tmp20;
                            tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_37 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(0.001);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 2304L*x0), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(576L + x1 + 2304L*x0), static_cast<int64_t>(16));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(1152L + x1 + 2304L*x0), static_cast<int64_t>(16));
                            auto tmp26 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(1728L + x1 + 2304L*x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 + tmp2;
                            auto tmp4 = static_cast<float>(0.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::maximum(tmp3, tmp5);
                            auto tmp7 = static_cast<float>(6.0);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = at::vec::minimum(tmp6, tmp8);
                            auto tmp10 = tmp0 * tmp9;
                            auto tmp11 = tmp10 / tmp8;
                            auto tmp13 = tmp12 + tmp2;
                            auto tmp14 = at::vec::maximum(tmp13, tmp5);
                            auto tmp15 = at::vec::minimum(tmp14, tmp8);
                            auto tmp16 = tmp12 * tmp15;
                            auto tmp17 = tmp16 / tmp8;
                            auto tmp18 = tmp11 + tmp17;
                            auto tmp20 = tmp19 + tmp2;
                            auto tmp21 = at::vec::maximum(tmp20, tmp5);
                            auto tmp22 = at::vec::minimum(tmp21, tmp8);
                            auto tmp23 = tmp19 * tmp22;
                            auto tmp24 = tmp23 / tmp8;
                            auto tmp25 = tmp18 + tmp24;
                            auto tmp27 = tmp26 + tmp2;
                            auto tmp28 = at::vec::maximum(tmp27, tmp5);
                            auto tmp29 = at::vec::minimum(tmp28, tmp8);
                            auto tmp30 = tmp26 * tmp29;
                            auto tmp31 = tmp30 / tmp8;
                            auto tmp32 = tmp25 + tmp31;
                            auto tmp33 = static_cast<float>(4.0);
                            auto tmp34 = at::vec::Vectorized<float>(tmp33);
                            auto tmp35 = tmp32 / tmp34;
                            tmp35.store(out_ptr0 + static_cast<int64_t>(x1 + 576L*x0));
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


cpp_fused_relu_38 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(288L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardsigmoid_hardswish_mul_39 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(576L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(576L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 576L*x0), static_cast<int64_t>(16));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 576L*x1 + 2304L*x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 + tmp2;
                                auto tmp4 = static_cast<float>(0.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::maximum(tmp3, tmp5);
                                auto tmp7 = static_cast<float>(6.0);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = at::vec::minimum(tmp6, tmp8);
                                auto tmp10 = tmp9 / tmp8;
                                auto tmp12 = tmp11 + tmp2;
                                auto tmp13 = at::vec::maximum(tmp12, tmp5);
                                auto tmp14 = at::vec::minimum(tmp13, tmp8);
                                auto tmp15 = tmp11 * tmp14;
                                auto tmp16 = tmp15 / tmp8;
                                auto tmp17 = tmp10 * tmp16;
                                tmp17.store(in_out_ptr0 + static_cast<int64_t>(x2 + 576L*x1 + 2304L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_add_40 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp14 = tmp12 + tmp13;
                        tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardswish_41 = async_compile.cpp_pybinding(['float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 + tmp2;
                        auto tmp4 = static_cast<float>(0.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::maximum(tmp3, tmp5);
                        auto tmp7 = static_cast<float>(6.0);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = at::vec::minimum(tmp6, tmp8);
                        auto tmp10 = tmp0 * tmp9;
                        auto tmp11 = tmp10 / tmp8;
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1 = args
        args.clear()
        assert_size_stride(arg1_1, (2, 3, 64, 64), (12288, 4096, 64, 1), 'input')
        buf0 = empty_strided_cpu((2, 3, 64, 64), (12288, 1, 192, 3), torch.float32)
        assert_size_stride(arg0_1, (16, 3, 3, 3), (27, 9, 3, 1), 'input')
        buf1 = empty_strided_cpu((16, 3, 3, 3), (27, 1, 9, 3), torch.float32)
        # [Provenance debug handles] cpp_fused_convolution_0:1
        cpp_fused_convolution_0(arg1_1, arg0_1, buf0, buf1)
        del arg0_1
        del arg1_1
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:2
        buf2 = extern_kernels.convolution(buf0, buf1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf2, (2, 16, 32, 32), (16384, 1, 512, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del buf0
        del buf1
        assert_size_stride_grouped((arg2_1, arg3_1, arg4_1, arg5_1), ((16, ), (16, ), (16, ), (16, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf3 = buf2; del buf2  # reuse
        buf4 = buf3; del buf3  # reuse
        assert_size_stride(arg6_1, (16, 1, 3, 3), (9, 9, 3, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_hardswish_1:3
        cpp_fused__native_batch_norm_legit_no_training_hardswish_1(buf4, arg2_1, arg3_1, arg4_1, arg5_1)
        del arg2_1
        del arg3_1
        del arg4_1
        del arg5_1
        # Topologically Sorted Source Nodes: [input_3, input_4], Original ATen: [aten.hardswish, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:4
        buf5 = extern_kernels.convolution(buf4, arg6_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=16, bias=None)
        assert_tensor_metadata(buf5, (2, 16, 16, 16), (4096, 1, 256, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg6_1
        del buf4
        assert_size_stride_grouped((arg7_1, arg8_1, arg9_1, arg10_1), ((16, ), (16, ), (16, ), (16, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf6 = buf5; del buf5  # reuse
        buf7 = empty_strided_cpu((2, 16, 1, 1), (16, 1, 32, 32), torch.float32)
        buf8 = reinterpret_tensor(buf7, (2, 16, 1, 1), (16, 1, 1, 1), 0); del buf7  # reuse
        assert_size_stride_grouped((arg11_1, arg12_1), ((8, 16, 1, 1), (8, )), ((16, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_mean_relu_2:5
        cpp_fused__native_batch_norm_legit_no_training_mean_relu_2(buf6, buf8, arg7_1, arg8_1, arg9_1, arg10_1)
        del arg10_1
        del arg7_1
        del arg8_1
        del arg9_1
        # Topologically Sorted Source Nodes: [scale, scale_1], Original ATen: [aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:6
        buf9 = extern_kernels.convolution(buf8, arg11_1, arg12_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf9, (2, 8, 1, 1), (8, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg11_1
        del arg12_1
        del buf8
        buf10 = buf9; del buf9  # reuse
        assert_size_stride_grouped((arg13_1, arg14_1), ((16, 8, 1, 1), (16, )), ((8, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_relu_3:7
        cpp_fused_relu_3(buf10)
        # Topologically Sorted Source Nodes: [scale_2, scale_3], Original ATen: [aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:8
        buf11 = extern_kernels.convolution(buf10, arg13_1, arg14_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf11, (2, 16, 1, 1), (16, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg13_1
        del arg14_1
        del buf10
        buf12 = buf6; del buf6  # reuse
        assert_size_stride(arg15_1, (16, 16, 1, 1), (16, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_hardsigmoid_mul_4:9
        cpp_fused_hardsigmoid_mul_4(buf12, buf11)
        del buf11
        # Topologically Sorted Source Nodes: [scale_4, input_7, input_8], Original ATen: [aten.hardsigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:10
        buf13 = extern_kernels.convolution(buf12, arg15_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf13, (2, 16, 16, 16), (4096, 1, 256, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg15_1
        del buf12
        assert_size_stride_grouped((arg16_1, arg17_1, arg18_1, arg19_1), ((16, ), (16, ), (16, ), (16, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf14 = buf13; del buf13  # reuse
        assert_size_stride(arg20_1, (72, 16, 1, 1), (16, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_5:11
        cpp_fused__native_batch_norm_legit_no_training_5(buf14, arg16_1, arg17_1, arg18_1, arg19_1)
        del arg16_1
        del arg17_1
        del arg18_1
        del arg19_1
        # Topologically Sorted Source Nodes: [input_9, input_10], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:12
        buf15 = extern_kernels.convolution(buf14, arg20_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf15, (2, 72, 16, 16), (18432, 1, 1152, 72), torch.float32, 'torch.ops.aten.convolution.default')
        del arg20_1
        del buf14
        assert_size_stride_grouped((arg21_1, arg22_1, arg23_1, arg24_1), ((72, ), (72, ), (72, ), (72, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf16 = buf15; del buf15  # reuse
        assert_size_stride(arg25_1, (72, 1, 3, 3), (9, 9, 3, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_relu_6:13
        cpp_fused__native_batch_norm_legit_no_training_relu_6(buf16, arg21_1, arg22_1, arg23_1, arg24_1)
        del arg21_1
        del arg22_1
        del arg23_1
        del arg24_1
        # Topologically Sorted Source Nodes: [input_11, input_12, input_13], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:14
        buf17 = extern_kernels.convolution(buf16, arg25_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=72, bias=None)
        assert_tensor_metadata(buf17, (2, 72, 8, 8), (4608, 1, 576, 72), torch.float32, 'torch.ops.aten.convolution.default')
        del arg25_1
        del buf16
        assert_size_stride_grouped((arg26_1, arg27_1, arg28_1, arg29_1), ((72, ), (72, ), (72, ), (72, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf18 = buf17; del buf17  # reuse
        assert_size_stride(arg30_1, (24, 72, 1, 1), (72, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_relu_7:15
        cpp_fused__native_batch_norm_legit_no_training_relu_7(buf18, arg26_1, arg27_1, arg28_1, arg29_1)
        del arg26_1
        del arg27_1
        del arg28_1
        del arg29_1
        # Topologically Sorted Source Nodes: [input_14, input_15, input_16], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:16
        buf19 = extern_kernels.convolution(buf18, arg30_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf19, (2, 24, 8, 8), (1536, 1, 192, 24), torch.float32, 'torch.ops.aten.convolution.default')
        del arg30_1
        del buf18
        assert_size_stride_grouped((arg31_1, arg32_1, arg33_1, arg34_1), ((24, ), (24, ), (24, ), (24, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf20 = buf19; del buf19  # reuse
        assert_size_stride(arg35_1, (88, 24, 1, 1), (24, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_8:17
        cpp_fused__native_batch_norm_legit_no_training_8(buf20, arg31_1, arg32_1, arg33_1, arg34_1)
        del arg31_1
        del arg32_1
        del arg33_1
        del arg34_1
        # Topologically Sorted Source Nodes: [input_18], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:18
        buf21 = extern_kernels.convolution(buf20, arg35_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf21, (2, 88, 8, 8), (5632, 1, 704, 88), torch.float32, 'torch.ops.aten.convolution.default')
        del arg35_1
        assert_size_stride_grouped((arg36_1, arg37_1, arg38_1, arg39_1), ((88, ), (88, ), (88, ), (88, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf22 = buf21; del buf21  # reuse
        assert_size_stride(arg40_1, (88, 1, 3, 3), (9, 9, 3, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_relu_9:19
        cpp_fused__native_batch_norm_legit_no_training_relu_9(buf22, arg36_1, arg37_1, arg38_1, arg39_1)
        del arg36_1
        del arg37_1
        del arg38_1
        del arg39_1
        # Topologically Sorted Source Nodes: [input_19, input_20, input_21], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:20
        buf23 = extern_kernels.convolution(buf22, arg40_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=88, bias=None)
        assert_tensor_metadata(buf23, (2, 88, 8, 8), (5632, 1, 704, 88), torch.float32, 'torch.ops.aten.convolution.default')
        del arg40_1
        del buf22
        assert_size_stride_grouped((arg41_1, arg42_1, arg43_1, arg44_1), ((88, ), (88, ), (88, ), (88, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf24 = buf23; del buf23  # reuse
        assert_size_stride(arg45_1, (24, 88, 1, 1), (88, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_relu_9:21
        cpp_fused__native_batch_norm_legit_no_training_relu_9(buf24, arg41_1, arg42_1, arg43_1, arg44_1)
        del arg41_1
        del arg42_1
        del arg43_1
        del arg44_1
        # Topologically Sorted Source Nodes: [input_22, input_23, input_24], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:22
        buf25 = extern_kernels.convolution(buf24, arg45_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf25, (2, 24, 8, 8), (1536, 1, 192, 24), torch.float32, 'torch.ops.aten.convolution.default')
        del arg45_1
        del buf24
        assert_size_stride_grouped((arg46_1, arg47_1, arg48_1, arg49_1), ((24, ), (24, ), (24, ), (24, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf26 = buf25; del buf25  # reuse
        assert_size_stride(arg50_1, (96, 24, 1, 1), (24, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_10:23
        cpp_fused__native_batch_norm_legit_no_training_add_10(buf26, arg46_1, arg47_1, arg48_1, arg49_1, buf20)
        del arg46_1
        del arg47_1
        del arg48_1
        del arg49_1
        del buf20
        # Topologically Sorted Source Nodes: [input_25, result, input_26], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:24
        buf27 = extern_kernels.convolution(buf26, arg50_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf27, (2, 96, 8, 8), (6144, 1, 768, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg50_1
        del buf26
        assert_size_stride_grouped((arg51_1, arg52_1, arg53_1, arg54_1), ((96, ), (96, ), (96, ), (96, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf28 = buf27; del buf27  # reuse
        buf29 = buf28; del buf28  # reuse
        assert_size_stride(arg55_1, (96, 1, 5, 5), (25, 25, 5, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_hardswish_11:25
        cpp_fused__native_batch_norm_legit_no_training_hardswish_11(buf29, arg51_1, arg52_1, arg53_1, arg54_1)
        del arg51_1
        del arg52_1
        del arg53_1
        del arg54_1
        # Topologically Sorted Source Nodes: [input_28, input_29], Original ATen: [aten.hardswish, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:26
        buf30 = extern_kernels.convolution(buf29, arg55_1, stride=(2, 2), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96, bias=None)
        assert_tensor_metadata(buf30, (2, 96, 4, 4), (1536, 1, 384, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg55_1
        del buf29
        assert_size_stride_grouped((arg56_1, arg57_1, arg58_1, arg59_1), ((96, ), (96, ), (96, ), (96, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf31 = buf30; del buf30  # reuse
        buf32 = empty_strided_cpu((2, 96, 1, 1), (96, 1, 192, 192), torch.float32)
        buf33 = reinterpret_tensor(buf32, (2, 96, 1, 1), (96, 1, 1, 1), 0); del buf32  # reuse
        assert_size_stride_grouped((arg60_1, arg61_1), ((24, 96, 1, 1), (24, )), ((96, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_12:27
        cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_12(buf31, buf33, arg56_1, arg57_1, arg58_1, arg59_1)
        del arg56_1
        del arg57_1
        del arg58_1
        del arg59_1
        # Topologically Sorted Source Nodes: [input_31, scale_5, scale_6], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:28
        buf34 = extern_kernels.convolution(buf33, arg60_1, arg61_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf34, (2, 24, 1, 1), (24, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg60_1
        del arg61_1
        del buf33
        buf35 = buf34; del buf34  # reuse
        assert_size_stride_grouped((arg62_1, arg63_1), ((96, 24, 1, 1), (96, )), ((24, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_relu_13:29
        cpp_fused_relu_13(buf35)
        # Topologically Sorted Source Nodes: [scale_7, scale_8], Original ATen: [aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:30
        buf36 = extern_kernels.convolution(buf35, arg62_1, arg63_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf36, (2, 96, 1, 1), (96, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg62_1
        del arg63_1
        del buf35
        buf37 = buf31; del buf31  # reuse
        assert_size_stride(arg64_1, (40, 96, 1, 1), (96, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_hardsigmoid_hardswish_mul_14:31
        cpp_fused_hardsigmoid_hardswish_mul_14(buf37, buf36)
        del buf36
        # Topologically Sorted Source Nodes: [input_31, scale_9, input_32, input_33], Original ATen: [aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:32
        buf38 = extern_kernels.convolution(buf37, arg64_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf38, (2, 40, 4, 4), (640, 1, 160, 40), torch.float32, 'torch.ops.aten.convolution.default')
        del arg64_1
        del buf37
        assert_size_stride_grouped((arg65_1, arg66_1, arg67_1, arg68_1), ((40, ), (40, ), (40, ), (40, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf39 = buf38; del buf38  # reuse
        assert_size_stride(arg69_1, (240, 40, 1, 1), (40, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_15:33
        cpp_fused__native_batch_norm_legit_no_training_15(buf39, arg65_1, arg66_1, arg67_1, arg68_1)
        del arg65_1
        del arg66_1
        del arg67_1
        del arg68_1
        # Topologically Sorted Source Nodes: [input_35], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:34
        buf40 = extern_kernels.convolution(buf39, arg69_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf40, (2, 240, 4, 4), (3840, 1, 960, 240), torch.float32, 'torch.ops.aten.convolution.default')
        del arg69_1
        assert_size_stride_grouped((arg70_1, arg71_1, arg72_1, arg73_1), ((240, ), (240, ), (240, ), (240, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf41 = buf40; del buf40  # reuse
        buf42 = buf41; del buf41  # reuse
        assert_size_stride(arg74_1, (240, 1, 5, 5), (25, 25, 5, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_hardswish_16:35
        cpp_fused__native_batch_norm_legit_no_training_hardswish_16(buf42, arg70_1, arg71_1, arg72_1, arg73_1)
        del arg70_1
        del arg71_1
        del arg72_1
        del arg73_1
        # Topologically Sorted Source Nodes: [input_37, input_38], Original ATen: [aten.hardswish, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:36
        buf43 = extern_kernels.convolution(buf42, arg74_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=240, bias=None)
        assert_tensor_metadata(buf43, (2, 240, 4, 4), (3840, 1, 960, 240), torch.float32, 'torch.ops.aten.convolution.default')
        del arg74_1
        del buf42
        assert_size_stride_grouped((arg75_1, arg76_1, arg77_1, arg78_1), ((240, ), (240, ), (240, ), (240, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf44 = buf43; del buf43  # reuse
        buf45 = empty_strided_cpu((2, 240, 1, 1), (240, 1, 480, 480), torch.float32)
        buf46 = reinterpret_tensor(buf45, (2, 240, 1, 1), (240, 1, 1, 1), 0); del buf45  # reuse
        assert_size_stride_grouped((arg79_1, arg80_1), ((64, 240, 1, 1), (64, )), ((240, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_17:37
        cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_17(buf44, buf46, arg75_1, arg76_1, arg77_1, arg78_1)
        del arg75_1
        del arg76_1
        del arg77_1
        del arg78_1
        # Topologically Sorted Source Nodes: [input_40, scale_10, scale_11], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:38
        buf47 = extern_kernels.convolution(buf46, arg79_1, arg80_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf47, (2, 64, 1, 1), (64, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg79_1
        del arg80_1
        del buf46
        buf48 = buf47; del buf47  # reuse
        assert_size_stride_grouped((arg81_1, arg82_1), ((240, 64, 1, 1), (240, )), ((64, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_relu_18:39
        cpp_fused_relu_18(buf48)
        # Topologically Sorted Source Nodes: [scale_12, scale_13], Original ATen: [aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:40
        buf49 = extern_kernels.convolution(buf48, arg81_1, arg82_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf49, (2, 240, 1, 1), (240, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg81_1
        del arg82_1
        del buf48
        buf50 = buf44; del buf44  # reuse
        assert_size_stride(arg83_1, (40, 240, 1, 1), (240, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_hardsigmoid_hardswish_mul_19:41
        cpp_fused_hardsigmoid_hardswish_mul_19(buf50, buf49)
        # Topologically Sorted Source Nodes: [input_40, scale_14, input_41, input_42], Original ATen: [aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:42
        buf51 = extern_kernels.convolution(buf50, arg83_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf51, (2, 40, 4, 4), (640, 1, 160, 40), torch.float32, 'torch.ops.aten.convolution.default')
        del arg83_1
        del buf50
        assert_size_stride_grouped((arg84_1, arg85_1, arg86_1, arg87_1), ((40, ), (40, ), (40, ), (40, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf52 = buf51; del buf51  # reuse
        assert_size_stride(arg88_1, (240, 40, 1, 1), (40, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_20:43
        cpp_fused__native_batch_norm_legit_no_training_add_20(buf52, arg84_1, arg85_1, arg86_1, arg87_1, buf39)
        del arg84_1
        del arg85_1
        del arg86_1
        del arg87_1
        del buf39
        # Topologically Sorted Source Nodes: [input_44], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:44
        buf53 = extern_kernels.convolution(buf52, arg88_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf53, (2, 240, 4, 4), (3840, 1, 960, 240), torch.float32, 'torch.ops.aten.convolution.default')
        del arg88_1
        assert_size_stride_grouped((arg89_1, arg90_1, arg91_1, arg92_1), ((240, ), (240, ), (240, ), (240, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf54 = buf53; del buf53  # reuse
        buf55 = buf54; del buf54  # reuse
        assert_size_stride(arg93_1, (240, 1, 5, 5), (25, 25, 5, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_hardswish_16:45
        cpp_fused__native_batch_norm_legit_no_training_hardswish_16(buf55, arg89_1, arg90_1, arg91_1, arg92_1)
        del arg89_1
        del arg90_1
        del arg91_1
        del arg92_1
        # Topologically Sorted Source Nodes: [input_46, input_47], Original ATen: [aten.hardswish, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:46
        buf56 = extern_kernels.convolution(buf55, arg93_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=240, bias=None)
        assert_tensor_metadata(buf56, (2, 240, 4, 4), (3840, 1, 960, 240), torch.float32, 'torch.ops.aten.convolution.default')
        del arg93_1
        del buf55
        assert_size_stride_grouped((arg94_1, arg95_1, arg96_1, arg97_1), ((240, ), (240, ), (240, ), (240, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf57 = buf56; del buf56  # reuse
        buf58 = reinterpret_tensor(buf49, (2, 240, 1, 1), (240, 1, 480, 480), 0); del buf49  # reuse
        buf59 = reinterpret_tensor(buf58, (2, 240, 1, 1), (240, 1, 1, 1), 0); del buf58  # reuse
        assert_size_stride_grouped((arg98_1, arg99_1), ((64, 240, 1, 1), (64, )), ((240, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_17:47
        cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_17(buf57, buf59, arg94_1, arg95_1, arg96_1, arg97_1)
        del arg94_1
        del arg95_1
        del arg96_1
        del arg97_1
        # Topologically Sorted Source Nodes: [input_49, scale_15, scale_16], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:48
        buf60 = extern_kernels.convolution(buf59, arg98_1, arg99_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf60, (2, 64, 1, 1), (64, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg98_1
        del arg99_1
        del buf59
        buf61 = buf60; del buf60  # reuse
        assert_size_stride_grouped((arg100_1, arg101_1), ((240, 64, 1, 1), (240, )), ((64, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_relu_18:49
        cpp_fused_relu_18(buf61)
        # Topologically Sorted Source Nodes: [scale_17, scale_18], Original ATen: [aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:50
        buf62 = extern_kernels.convolution(buf61, arg100_1, arg101_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf62, (2, 240, 1, 1), (240, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg100_1
        del arg101_1
        del buf61
        buf63 = buf57; del buf57  # reuse
        assert_size_stride(arg102_1, (40, 240, 1, 1), (240, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_hardsigmoid_hardswish_mul_19:51
        cpp_fused_hardsigmoid_hardswish_mul_19(buf63, buf62)
        del buf62
        # Topologically Sorted Source Nodes: [input_49, scale_19, input_50, input_51], Original ATen: [aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:52
        buf64 = extern_kernels.convolution(buf63, arg102_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf64, (2, 40, 4, 4), (640, 1, 160, 40), torch.float32, 'torch.ops.aten.convolution.default')
        del arg102_1
        del buf63
        assert_size_stride_grouped((arg103_1, arg104_1, arg105_1, arg106_1), ((40, ), (40, ), (40, ), (40, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf65 = buf64; del buf64  # reuse
        assert_size_stride(arg107_1, (120, 40, 1, 1), (40, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_20:53
        cpp_fused__native_batch_norm_legit_no_training_add_20(buf65, arg103_1, arg104_1, arg105_1, arg106_1, buf52)
        del arg103_1
        del arg104_1
        del arg105_1
        del arg106_1
        del buf52
        # Topologically Sorted Source Nodes: [input_52, result_2, input_53], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:54
        buf66 = extern_kernels.convolution(buf65, arg107_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf66, (2, 120, 4, 4), (1920, 1, 480, 120), torch.float32, 'torch.ops.aten.convolution.default')
        del arg107_1
        del buf65
        assert_size_stride_grouped((arg108_1, arg109_1, arg110_1, arg111_1), ((120, ), (120, ), (120, ), (120, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf67 = buf66; del buf66  # reuse
        buf68 = buf67; del buf67  # reuse
        assert_size_stride(arg112_1, (120, 1, 5, 5), (25, 25, 5, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_hardswish_21:55
        cpp_fused__native_batch_norm_legit_no_training_hardswish_21(buf68, arg108_1, arg109_1, arg110_1, arg111_1)
        del arg108_1
        del arg109_1
        del arg110_1
        del arg111_1
        # Topologically Sorted Source Nodes: [input_55, input_56], Original ATen: [aten.hardswish, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:56
        buf69 = extern_kernels.convolution(buf68, arg112_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=120, bias=None)
        assert_tensor_metadata(buf69, (2, 120, 4, 4), (1920, 1, 480, 120), torch.float32, 'torch.ops.aten.convolution.default')
        del arg112_1
        del buf68
        assert_size_stride_grouped((arg113_1, arg114_1, arg115_1, arg116_1), ((120, ), (120, ), (120, ), (120, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf70 = buf69; del buf69  # reuse
        buf71 = empty_strided_cpu((2, 120, 1, 1), (120, 1, 240, 240), torch.float32)
        buf72 = reinterpret_tensor(buf71, (2, 120, 1, 1), (120, 1, 1, 1), 0); del buf71  # reuse
        assert_size_stride_grouped((arg117_1, arg118_1), ((32, 120, 1, 1), (32, )), ((120, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_22:57
        cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_22(buf70, buf72, arg113_1, arg114_1, arg115_1, arg116_1)
        del arg113_1
        del arg114_1
        del arg115_1
        del arg116_1
        # Topologically Sorted Source Nodes: [input_58, scale_20, scale_21], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:58
        buf73 = extern_kernels.convolution(buf72, arg117_1, arg118_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf73, (2, 32, 1, 1), (32, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg117_1
        del arg118_1
        del buf72
        buf74 = buf73; del buf73  # reuse
        assert_size_stride_grouped((arg119_1, arg120_1), ((120, 32, 1, 1), (120, )), ((32, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_relu_23:59
        cpp_fused_relu_23(buf74)
        # Topologically Sorted Source Nodes: [scale_22, scale_23], Original ATen: [aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:60
        buf75 = extern_kernels.convolution(buf74, arg119_1, arg120_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf75, (2, 120, 1, 1), (120, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg119_1
        del arg120_1
        del buf74
        buf76 = buf70; del buf70  # reuse
        assert_size_stride(arg121_1, (48, 120, 1, 1), (120, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_hardsigmoid_hardswish_mul_24:61
        cpp_fused_hardsigmoid_hardswish_mul_24(buf76, buf75)
        del buf75
        # Topologically Sorted Source Nodes: [input_58, scale_24, input_59, input_60], Original ATen: [aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:62
        buf77 = extern_kernels.convolution(buf76, arg121_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf77, (2, 48, 4, 4), (768, 1, 192, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg121_1
        del buf76
        assert_size_stride_grouped((arg122_1, arg123_1, arg124_1, arg125_1), ((48, ), (48, ), (48, ), (48, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf78 = buf77; del buf77  # reuse
        assert_size_stride(arg126_1, (144, 48, 1, 1), (48, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_25:63
        cpp_fused__native_batch_norm_legit_no_training_25(buf78, arg122_1, arg123_1, arg124_1, arg125_1)
        del arg122_1
        del arg123_1
        del arg124_1
        del arg125_1
        # Topologically Sorted Source Nodes: [input_62], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:64
        buf79 = extern_kernels.convolution(buf78, arg126_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf79, (2, 144, 4, 4), (2304, 1, 576, 144), torch.float32, 'torch.ops.aten.convolution.default')
        del arg126_1
        assert_size_stride_grouped((arg127_1, arg128_1, arg129_1, arg130_1), ((144, ), (144, ), (144, ), (144, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf80 = buf79; del buf79  # reuse
        buf81 = buf80; del buf80  # reuse
        assert_size_stride(arg131_1, (144, 1, 5, 5), (25, 25, 5, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_hardswish_26:65
        cpp_fused__native_batch_norm_legit_no_training_hardswish_26(buf81, arg127_1, arg128_1, arg129_1, arg130_1)
        del arg127_1
        del arg128_1
        del arg129_1
        del arg130_1
        # Topologically Sorted Source Nodes: [input_64, input_65], Original ATen: [aten.hardswish, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:66
        buf82 = extern_kernels.convolution(buf81, arg131_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=144, bias=None)
        assert_tensor_metadata(buf82, (2, 144, 4, 4), (2304, 1, 576, 144), torch.float32, 'torch.ops.aten.convolution.default')
        del arg131_1
        del buf81
        assert_size_stride_grouped((arg132_1, arg133_1, arg134_1, arg135_1), ((144, ), (144, ), (144, ), (144, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf83 = buf82; del buf82  # reuse
        buf84 = empty_strided_cpu((2, 144, 1, 1), (144, 1, 288, 288), torch.float32)
        buf85 = reinterpret_tensor(buf84, (2, 144, 1, 1), (144, 1, 1, 1), 0); del buf84  # reuse
        assert_size_stride_grouped((arg136_1, arg137_1), ((40, 144, 1, 1), (40, )), ((144, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_27:67
        cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_27(buf83, buf85, arg132_1, arg133_1, arg134_1, arg135_1)
        del arg132_1
        del arg133_1
        del arg134_1
        del arg135_1
        # Topologically Sorted Source Nodes: [input_67, scale_25, scale_26], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:68
        buf86 = extern_kernels.convolution(buf85, arg136_1, arg137_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf86, (2, 40, 1, 1), (40, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg136_1
        del arg137_1
        del buf85
        buf87 = buf86; del buf86  # reuse
        assert_size_stride_grouped((arg138_1, arg139_1), ((144, 40, 1, 1), (144, )), ((40, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_relu_28:69
        cpp_fused_relu_28(buf87)
        # Topologically Sorted Source Nodes: [scale_27, scale_28], Original ATen: [aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:70
        buf88 = extern_kernels.convolution(buf87, arg138_1, arg139_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf88, (2, 144, 1, 1), (144, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg138_1
        del arg139_1
        del buf87
        buf89 = buf83; del buf83  # reuse
        assert_size_stride(arg140_1, (48, 144, 1, 1), (144, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_hardsigmoid_hardswish_mul_29:71
        cpp_fused_hardsigmoid_hardswish_mul_29(buf89, buf88)
        del buf88
        # Topologically Sorted Source Nodes: [input_67, scale_29, input_68, input_69], Original ATen: [aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:72
        buf90 = extern_kernels.convolution(buf89, arg140_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf90, (2, 48, 4, 4), (768, 1, 192, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg140_1
        del buf89
        assert_size_stride_grouped((arg141_1, arg142_1, arg143_1, arg144_1), ((48, ), (48, ), (48, ), (48, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf91 = buf90; del buf90  # reuse
        assert_size_stride(arg145_1, (288, 48, 1, 1), (48, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_30:73
        cpp_fused__native_batch_norm_legit_no_training_add_30(buf91, arg141_1, arg142_1, arg143_1, arg144_1, buf78)
        del arg141_1
        del arg142_1
        del arg143_1
        del arg144_1
        del buf78
        # Topologically Sorted Source Nodes: [input_70, result_3, input_71], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:74
        buf92 = extern_kernels.convolution(buf91, arg145_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf92, (2, 288, 4, 4), (4608, 1, 1152, 288), torch.float32, 'torch.ops.aten.convolution.default')
        del arg145_1
        del buf91
        assert_size_stride_grouped((arg146_1, arg147_1, arg148_1, arg149_1), ((288, ), (288, ), (288, ), (288, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf93 = buf92; del buf92  # reuse
        buf94 = buf93; del buf93  # reuse
        assert_size_stride(arg150_1, (288, 1, 5, 5), (25, 25, 5, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_hardswish_31:75
        cpp_fused__native_batch_norm_legit_no_training_hardswish_31(buf94, arg146_1, arg147_1, arg148_1, arg149_1)
        del arg146_1
        del arg147_1
        del arg148_1
        del arg149_1
        # Topologically Sorted Source Nodes: [input_73, input_74], Original ATen: [aten.hardswish, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:76
        buf95 = extern_kernels.convolution(buf94, arg150_1, stride=(2, 2), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=288, bias=None)
        assert_tensor_metadata(buf95, (2, 288, 2, 2), (1152, 1, 576, 288), torch.float32, 'torch.ops.aten.convolution.default')
        del arg150_1
        del buf94
        assert_size_stride_grouped((arg151_1, arg152_1, arg153_1, arg154_1), ((288, ), (288, ), (288, ), (288, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf96 = buf95; del buf95  # reuse
        buf97 = empty_strided_cpu((2, 288, 1, 1), (288, 1, 1, 1), torch.float32)
        assert_size_stride_grouped((arg155_1, arg156_1), ((72, 288, 1, 1), (72, )), ((288, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_32:77
        cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_32(buf96, arg151_1, arg152_1, arg153_1, arg154_1, buf97)
        del arg151_1
        del arg152_1
        del arg153_1
        del arg154_1
        # Topologically Sorted Source Nodes: [input_76, scale_30, scale_31], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:78
        buf98 = extern_kernels.convolution(buf97, arg155_1, arg156_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf98, (2, 72, 1, 1), (72, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg155_1
        del arg156_1
        del buf97
        buf99 = buf98; del buf98  # reuse
        assert_size_stride_grouped((arg157_1, arg158_1), ((288, 72, 1, 1), (288, )), ((72, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_relu_33:79
        cpp_fused_relu_33(buf99)
        # Topologically Sorted Source Nodes: [scale_32, scale_33], Original ATen: [aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:80
        buf100 = extern_kernels.convolution(buf99, arg157_1, arg158_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf100, (2, 288, 1, 1), (288, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg157_1
        del arg158_1
        del buf99
        buf101 = buf96; del buf96  # reuse
        assert_size_stride(arg159_1, (96, 288, 1, 1), (288, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_hardsigmoid_hardswish_mul_34:81
        cpp_fused_hardsigmoid_hardswish_mul_34(buf101, buf100)
        del buf100
        # Topologically Sorted Source Nodes: [input_76, scale_34, input_77, input_78], Original ATen: [aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:82
        buf102 = extern_kernels.convolution(buf101, arg159_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf102, (2, 96, 2, 2), (384, 1, 192, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg159_1
        del buf101
        assert_size_stride_grouped((arg160_1, arg161_1, arg162_1, arg163_1), ((96, ), (96, ), (96, ), (96, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf103 = buf102; del buf102  # reuse
        assert_size_stride(arg164_1, (576, 96, 1, 1), (96, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_35:83
        cpp_fused__native_batch_norm_legit_no_training_35(buf103, arg160_1, arg161_1, arg162_1, arg163_1)
        del arg160_1
        del arg161_1
        del arg162_1
        del arg163_1
        # Topologically Sorted Source Nodes: [input_80], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:84
        buf104 = extern_kernels.convolution(buf103, arg164_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf104, (2, 576, 2, 2), (2304, 1, 1152, 576), torch.float32, 'torch.ops.aten.convolution.default')
        del arg164_1
        assert_size_stride_grouped((arg165_1, arg166_1, arg167_1, arg168_1), ((576, ), (576, ), (576, ), (576, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf105 = buf104; del buf104  # reuse
        buf106 = buf105; del buf105  # reuse
        assert_size_stride(arg169_1, (576, 1, 5, 5), (25, 25, 5, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_hardswish_36:85
        cpp_fused__native_batch_norm_legit_no_training_hardswish_36(buf106, arg165_1, arg166_1, arg167_1, arg168_1)
        del arg165_1
        del arg166_1
        del arg167_1
        del arg168_1
        # Topologically Sorted Source Nodes: [input_82, input_83], Original ATen: [aten.hardswish, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:86
        buf107 = extern_kernels.convolution(buf106, arg169_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=576, bias=None)
        assert_tensor_metadata(buf107, (2, 576, 2, 2), (2304, 1, 1152, 576), torch.float32, 'torch.ops.aten.convolution.default')
        del arg169_1
        del buf106
        assert_size_stride_grouped((arg170_1, arg171_1, arg172_1, arg173_1), ((576, ), (576, ), (576, ), (576, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf108 = buf107; del buf107  # reuse
        buf109 = empty_strided_cpu((2, 576, 1, 1), (576, 1, 1, 1), torch.float32)
        assert_size_stride_grouped((arg174_1, arg175_1), ((144, 576, 1, 1), (144, )), ((576, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_37:87
        cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_37(buf108, arg170_1, arg171_1, arg172_1, arg173_1, buf109)
        del arg170_1
        del arg171_1
        del arg172_1
        del arg173_1
        # Topologically Sorted Source Nodes: [input_85, scale_35, scale_36], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:88
        buf110 = extern_kernels.convolution(buf109, arg174_1, arg175_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf110, (2, 144, 1, 1), (144, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg174_1
        del arg175_1
        del buf109
        buf111 = buf110; del buf110  # reuse
        assert_size_stride_grouped((arg176_1, arg177_1), ((576, 144, 1, 1), (576, )), ((144, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_relu_38:89
        cpp_fused_relu_38(buf111)
        # Topologically Sorted Source Nodes: [scale_37, scale_38], Original ATen: [aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:90
        buf112 = extern_kernels.convolution(buf111, arg176_1, arg177_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf112, (2, 576, 1, 1), (576, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg176_1
        del arg177_1
        del buf111
        buf113 = buf108; del buf108  # reuse
        assert_size_stride(arg178_1, (96, 576, 1, 1), (576, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_hardsigmoid_hardswish_mul_39:91
        cpp_fused_hardsigmoid_hardswish_mul_39(buf113, buf112)
        # Topologically Sorted Source Nodes: [input_85, scale_39, input_86, input_87], Original ATen: [aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:92
        buf114 = extern_kernels.convolution(buf113, arg178_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf114, (2, 96, 2, 2), (384, 1, 192, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg178_1
        del buf113
        assert_size_stride_grouped((arg179_1, arg180_1, arg181_1, arg182_1), ((96, ), (96, ), (96, ), (96, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf115 = buf114; del buf114  # reuse
        assert_size_stride(arg183_1, (576, 96, 1, 1), (96, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_40:93
        cpp_fused__native_batch_norm_legit_no_training_add_40(buf115, arg179_1, arg180_1, arg181_1, arg182_1, buf103)
        del arg179_1
        del arg180_1
        del arg181_1
        del arg182_1
        del buf103
        # Topologically Sorted Source Nodes: [input_89], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:94
        buf116 = extern_kernels.convolution(buf115, arg183_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf116, (2, 576, 2, 2), (2304, 1, 1152, 576), torch.float32, 'torch.ops.aten.convolution.default')
        del arg183_1
        assert_size_stride_grouped((arg184_1, arg185_1, arg186_1, arg187_1), ((576, ), (576, ), (576, ), (576, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf117 = buf116; del buf116  # reuse
        buf118 = buf117; del buf117  # reuse
        assert_size_stride(arg188_1, (576, 1, 5, 5), (25, 25, 5, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_hardswish_36:95
        cpp_fused__native_batch_norm_legit_no_training_hardswish_36(buf118, arg184_1, arg185_1, arg186_1, arg187_1)
        del arg184_1
        del arg185_1
        del arg186_1
        del arg187_1
        # Topologically Sorted Source Nodes: [input_91, input_92], Original ATen: [aten.hardswish, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:96
        buf119 = extern_kernels.convolution(buf118, arg188_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=576, bias=None)
        assert_tensor_metadata(buf119, (2, 576, 2, 2), (2304, 1, 1152, 576), torch.float32, 'torch.ops.aten.convolution.default')
        del arg188_1
        del buf118
        assert_size_stride_grouped((arg189_1, arg190_1, arg191_1, arg192_1), ((576, ), (576, ), (576, ), (576, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf120 = buf119; del buf119  # reuse
        buf121 = buf112; del buf112  # reuse
        assert_size_stride_grouped((arg193_1, arg194_1), ((144, 576, 1, 1), (144, )), ((576, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_37:97
        cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_37(buf120, arg189_1, arg190_1, arg191_1, arg192_1, buf121)
        del arg189_1
        del arg190_1
        del arg191_1
        del arg192_1
        # Topologically Sorted Source Nodes: [input_94, scale_40, scale_41], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:98
        buf122 = extern_kernels.convolution(buf121, arg193_1, arg194_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf122, (2, 144, 1, 1), (144, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg193_1
        del arg194_1
        del buf121
        buf123 = buf122; del buf122  # reuse
        assert_size_stride_grouped((arg195_1, arg196_1), ((576, 144, 1, 1), (576, )), ((144, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_relu_38:99
        cpp_fused_relu_38(buf123)
        # Topologically Sorted Source Nodes: [scale_42, scale_43], Original ATen: [aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:100
        buf124 = extern_kernels.convolution(buf123, arg195_1, arg196_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf124, (2, 576, 1, 1), (576, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg195_1
        del arg196_1
        del buf123
        buf125 = buf120; del buf120  # reuse
        assert_size_stride(arg197_1, (96, 576, 1, 1), (576, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused_hardsigmoid_hardswish_mul_39:101
        cpp_fused_hardsigmoid_hardswish_mul_39(buf125, buf124)
        # Topologically Sorted Source Nodes: [input_94, scale_44, input_95, input_96], Original ATen: [aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:102
        buf126 = extern_kernels.convolution(buf125, arg197_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf126, (2, 96, 2, 2), (384, 1, 192, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg197_1
        del buf125
        assert_size_stride_grouped((arg198_1, arg199_1, arg200_1, arg201_1), ((96, ), (96, ), (96, ), (96, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf127 = buf126; del buf126  # reuse
        assert_size_stride(arg202_1, (576, 96, 1, 1), (96, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_40:103
        cpp_fused__native_batch_norm_legit_no_training_add_40(buf127, arg198_1, arg199_1, arg200_1, arg201_1, buf115)
        del arg198_1
        del arg199_1
        del arg200_1
        del arg201_1
        del buf115
        # Topologically Sorted Source Nodes: [input_97, result_5, input_98], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:104
        buf128 = extern_kernels.convolution(buf127, arg202_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf128, (2, 576, 2, 2), (2304, 1, 1152, 576), torch.float32, 'torch.ops.aten.convolution.default')
        del arg202_1
        del buf127
        assert_size_stride_grouped((arg203_1, arg204_1, arg205_1, arg206_1), ((576, ), (576, ), (576, ), (576, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf129 = buf128; del buf128  # reuse
        buf130 = reinterpret_tensor(buf124, (2, 576, 1, 1), (576, 1, 1152, 1152), 0); del buf124  # reuse
        assert_size_stride_grouped((arg208_1, arg207_1), ((1024, ), (1024, 576)), ((1, ), (576, 1)), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_37:105
        cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_37(buf129, arg203_1, arg204_1, arg205_1, arg206_1, buf130)
        del arg203_1
        del arg204_1
        del arg205_1
        del arg206_1
        del buf129
        buf131 = empty_strided_cpu((2, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_100, x, x_1, input_101], Original ATen: [aten.hardswish, aten.mean, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:106
        extern_kernels.addmm(arg208_1, reinterpret_tensor(buf130, (2, 576), (576, 1), 0), reinterpret_tensor(arg207_1, (576, 1024), (1, 576), 0), alpha=1, beta=1, out=buf131)
        del arg207_1
        del arg208_1
        del buf130
        buf132 = buf131; del buf131  # reuse
        assert_size_stride_grouped((arg210_1, arg209_1), ((1000, ), (1000, 1024)), ((1, ), (1024, 1)), 'input')
        # [Provenance debug handles] cpp_fused_hardswish_41:107
        cpp_fused_hardswish_41(buf132)
        buf133 = empty_strided_cpu((2, 1000), (1000, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_102, input_104], Original ATen: [aten.hardswish, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:108
        extern_kernels.addmm(arg210_1, buf132, reinterpret_tensor(arg209_1, (1024, 1000), (1, 1024), 0), alpha=1, beta=1, out=buf133)
        del arg209_1
        del arg210_1
        return (buf133, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((16, 3, 3, 3), (27, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((2, 3, 64, 64), (12288, 4096, 64, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((16, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((8, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((16, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((16, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((72, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((72, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((24, 72, 1, 1), (72, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((88, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((88, ), (1, ), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((88, ), (1, ), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((88, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((88, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((88, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((88, ), (1, ), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((88, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((88, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((88, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((24, 88, 1, 1), (88, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((96, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((96, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg59_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg60_1 = rand_strided((24, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((96, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg63_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((40, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg67_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg68_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((240, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg70_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg71_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg72_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg73_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((240, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg75_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg76_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg79_1 = rand_strided((64, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg80_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg81_1 = rand_strided((240, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg82_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg83_1 = rand_strided((40, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg84_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg85_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg86_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg87_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg88_1 = rand_strided((240, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg89_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg90_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg91_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg92_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg93_1 = rand_strided((240, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg94_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg95_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg96_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg97_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg98_1 = rand_strided((64, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg99_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg100_1 = rand_strided((240, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg101_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg102_1 = rand_strided((40, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg103_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg104_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg105_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg106_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg107_1 = rand_strided((120, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg108_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg109_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg110_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg111_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg112_1 = rand_strided((120, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg113_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg114_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg115_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg116_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg117_1 = rand_strided((32, 120, 1, 1), (120, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg118_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg119_1 = rand_strided((120, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg120_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg121_1 = rand_strided((48, 120, 1, 1), (120, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg122_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg123_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg124_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg125_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg126_1 = rand_strided((144, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg127_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg128_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg129_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg130_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg131_1 = rand_strided((144, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg132_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg133_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg134_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg135_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg136_1 = rand_strided((40, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg137_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg138_1 = rand_strided((144, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg139_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg140_1 = rand_strided((48, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg141_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg142_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg143_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg144_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg145_1 = rand_strided((288, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg146_1 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    arg147_1 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    arg148_1 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    arg149_1 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    arg150_1 = rand_strided((288, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg151_1 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    arg152_1 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    arg153_1 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    arg154_1 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    arg155_1 = rand_strided((72, 288, 1, 1), (288, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg156_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg157_1 = rand_strided((288, 72, 1, 1), (72, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg158_1 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    arg159_1 = rand_strided((96, 288, 1, 1), (288, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg160_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg161_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg162_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg163_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg164_1 = rand_strided((576, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg165_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg166_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg167_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg168_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg169_1 = rand_strided((576, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg170_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg171_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg172_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg173_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg174_1 = rand_strided((144, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg175_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg176_1 = rand_strided((576, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg177_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg178_1 = rand_strided((96, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg179_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg180_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg181_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg182_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg183_1 = rand_strided((576, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg184_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg185_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg186_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg187_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg188_1 = rand_strided((576, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg189_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg190_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg191_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg192_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg193_1 = rand_strided((144, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg194_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg195_1 = rand_strided((576, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg196_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg197_1 = rand_strided((96, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg198_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg199_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg200_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg201_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg202_1 = rand_strided((576, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg203_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg204_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg205_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg206_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg207_1 = rand_strided((1024, 576), (576, 1), device='cpu', dtype=torch.float32)
    arg208_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg209_1 = rand_strided((1000, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    arg210_1 = rand_strided((1000, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
