# ---- default ----
# AOT ID: ['63_inference']
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
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(384L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1 + 256L*x1_inner + 768L*x0), static_cast<int64_t>(16));
                                    tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 768L*x0), static_cast<int64_t>(3L));
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


cpp_fused_add_cat_expand_native_layer_norm_transpose_view_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 6528L*x0));
                    }
                }
            }
        }
    }
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(6144L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(6144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 6144L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 6528L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(17L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(384L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(384L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 384L*x1 + 6528L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 384L*x1), static_cast<int64_t>(16));
                                    auto tmp2 = tmp0 + tmp1;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr2[static_cast<int64_t>(x1 + 17L*x0)] = static_cast<float>(tmp_acc0);
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(34L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(384.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(34L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                            auto tmp1 = static_cast<float>(384.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(17L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(384L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(384L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 384L*x1 + 6528L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 384L*x1), static_cast<int64_t>(16));
                                    auto tmp3 = in_out_ptr0[static_cast<int64_t>(x1 + 17L*x0)];
                                    auto tmp2 = tmp0 + tmp1;
                                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                    auto tmp5 = tmp2 - tmp4;
                                    auto tmp6 = tmp5 * tmp5;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp6;
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr3[static_cast<int64_t>(x1 + 17L*x0)] = static_cast<float>(tmp_acc0);
                    }
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(384L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(384L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 384L*x1 + 6528L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 384L*x1), static_cast<int64_t>(16));
                                auto tmp3 = in_out_ptr0[static_cast<int64_t>(x1 + 17L*x0)];
                                auto tmp6 = out_ptr3[static_cast<int64_t>(x1 + 17L*x0)];
                                auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                auto tmp5 = tmp2 - tmp4;
                                auto tmp7 = static_cast<float>(384.0);
                                auto tmp8 = tmp6 / tmp7;
                                auto tmp9 = static_cast<float>(1e-06);
                                auto tmp10 = float(tmp8 + tmp9);
                                auto tmp11 = 1 / std::sqrt(tmp10);
                                auto tmp12 = at::vec::Vectorized<float>(tmp11);
                                auto tmp13 = tmp5 * tmp12;
                                auto tmp15 = tmp13 * tmp14;
                                auto tmp17 = tmp15 + tmp16;
                                tmp17.store(out_ptr4 + static_cast<int64_t>(x2 + 384L*x1 + 6528L*x0));
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


cpp_fused_add_native_layer_norm_view_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(17L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(384L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(384L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 384L*x1 + 6528L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 384L*x1), static_cast<int64_t>(16));
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 384L*x1 + 6528L*x0), static_cast<int64_t>(16));
                                    auto tmp2 = tmp0 + tmp1;
                                    auto tmp4 = tmp2 + tmp3;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp4;
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr0[static_cast<int64_t>(x1 + 17L*x0)] = static_cast<float>(tmp_acc0);
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(34L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(384.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(34L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                            auto tmp1 = static_cast<float>(384.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(17L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(384L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(384L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 384L*x1 + 6528L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 384L*x1), static_cast<int64_t>(16));
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 384L*x1 + 6528L*x0), static_cast<int64_t>(16));
                                    auto tmp5 = in_out_ptr0[static_cast<int64_t>(x1 + 17L*x0)];
                                    auto tmp2 = tmp0 + tmp1;
                                    auto tmp4 = tmp2 + tmp3;
                                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                    auto tmp7 = tmp4 - tmp6;
                                    auto tmp8 = tmp7 * tmp7;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp8;
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr1[static_cast<int64_t>(x1 + 17L*x0)] = static_cast<float>(tmp_acc0);
                    }
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(384L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(384L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 384L*x1 + 6528L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 384L*x1), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 384L*x1 + 6528L*x0), static_cast<int64_t>(16));
                                auto tmp5 = in_out_ptr0[static_cast<int64_t>(x1 + 17L*x0)];
                                auto tmp8 = out_ptr1[static_cast<int64_t>(x1 + 17L*x0)];
                                auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp4 - tmp6;
                                auto tmp9 = static_cast<float>(384.0);
                                auto tmp10 = tmp8 / tmp9;
                                auto tmp11 = static_cast<float>(1e-06);
                                auto tmp12 = float(tmp10 + tmp11);
                                auto tmp13 = 1 / std::sqrt(tmp12);
                                auto tmp14 = at::vec::Vectorized<float>(tmp13);
                                auto tmp15 = tmp7 * tmp14;
                                auto tmp17 = tmp15 * tmp16;
                                auto tmp19 = tmp17 + tmp18;
                                tmp19.store(out_ptr2 + static_cast<int64_t>(x2 + 384L*x1 + 6528L*x0));
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


cpp_fused_gelu_view_3 = async_compile.cpp_pybinding(['float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(52224L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(52224L)))
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


cpp_fused_add_native_layer_norm_view_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(17L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(384L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(384L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 384L*x1 + 6528L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 384L*x1), static_cast<int64_t>(16));
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 384L*x1 + 6528L*x0), static_cast<int64_t>(16));
                                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 384L*x1 + 6528L*x0), static_cast<int64_t>(16));
                                    auto tmp2 = tmp0 + tmp1;
                                    auto tmp4 = tmp2 + tmp3;
                                    auto tmp6 = tmp4 + tmp5;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp6;
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr0[static_cast<int64_t>(x1 + 17L*x0)] = static_cast<float>(tmp_acc0);
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(34L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(384.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(34L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                            auto tmp1 = static_cast<float>(384.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(17L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(384L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(384L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 384L*x1 + 6528L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 384L*x1), static_cast<int64_t>(16));
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 384L*x1 + 6528L*x0), static_cast<int64_t>(16));
                                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 384L*x1 + 6528L*x0), static_cast<int64_t>(16));
                                    auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 17L*x0)];
                                    auto tmp2 = tmp0 + tmp1;
                                    auto tmp4 = tmp2 + tmp3;
                                    auto tmp6 = tmp4 + tmp5;
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = tmp6 - tmp8;
                                    auto tmp10 = tmp9 * tmp9;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp10;
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr1[static_cast<int64_t>(x1 + 17L*x0)] = static_cast<float>(tmp_acc0);
                    }
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(384L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(384L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 384L*x1 + 6528L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 384L*x1), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 384L*x1 + 6528L*x0), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 384L*x1 + 6528L*x0), static_cast<int64_t>(16));
                                auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 17L*x0)];
                                auto tmp10 = out_ptr1[static_cast<int64_t>(x1 + 17L*x0)];
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 - tmp8;
                                auto tmp11 = static_cast<float>(384.0);
                                auto tmp12 = tmp10 / tmp11;
                                auto tmp13 = static_cast<float>(1e-06);
                                auto tmp14 = float(tmp12 + tmp13);
                                auto tmp15 = 1 / std::sqrt(tmp14);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = tmp9 * tmp16;
                                auto tmp19 = tmp17 * tmp18;
                                auto tmp21 = tmp19 + tmp20;
                                tmp21.store(out_ptr2 + static_cast<int64_t>(x2 + 384L*x1 + 6528L*x0));
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


cpp_fused_add_native_layer_norm_view_5 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(6528L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(6528L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 6528L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 6528L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 6528L*x0), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 6528L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            tmp8.store(in_out_ptr0 + static_cast<int64_t>(x1 + 6528L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(34L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
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
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(34L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(384.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(34L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                            auto tmp1 = static_cast<float>(384.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(34L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(16));
                                auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 - tmp2;
                                auto tmp4 = tmp3 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(34L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(384.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-06);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 384L*x0));
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


cpp_fused_add_native_layer_norm_view_6 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(34L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(16));
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
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(34L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(384.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(34L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                            auto tmp1 = static_cast<float>(384.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(34L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(16));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(34L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(16));
                            auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp6 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp7 = static_cast<float>(384.0);
                            auto tmp8 = tmp6 / tmp7;
                            auto tmp9 = static_cast<float>(1e-06);
                            auto tmp10 = float(tmp8 + tmp9);
                            auto tmp11 = 1 / std::sqrt(tmp10);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp5 * tmp12;
                            auto tmp15 = tmp13 * tmp14;
                            auto tmp17 = tmp15 + tmp16;
                            tmp17.store(in_out_ptr1 + static_cast<int64_t>(x1 + 384L*x0));
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
        assert_size_stride(arg0_1, (2, 3, 64, 64), (12288, 4096, 64, 1), 'input')
        buf0 = empty_strided_cpu((2, 3, 64, 64), (12288, 1, 192, 3), torch.float32)
        assert_size_stride(arg1_1, (384, 3, 16, 16), (768, 256, 16, 1), 'input')
        buf1 = empty_strided_cpu((384, 3, 16, 16), (768, 1, 48, 3), torch.float32)
        assert_size_stride(arg2_1, (384, ), (1, ), 'input')
        # [Provenance debug handles] cpp_fused_convolution_0:1
        cpp_fused_convolution_0(arg0_1, arg1_1, buf0, buf1)
        del arg0_1
        del arg1_1
        # Topologically Sorted Source Nodes: [x], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:2
        buf2 = extern_kernels.convolution(buf0, buf1, arg2_1, stride=(16, 16), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf2, (2, 384, 4, 4), (6144, 1, 1536, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg2_1
        del buf0
        del buf1
        assert_size_stride(arg3_1, (1, 1, 384), (384, 384, 1), 'input')
        buf5 = empty_strided_cpu((2, 17, 384), (6528, 384, 1), torch.float32)
        buf3 = reinterpret_tensor(buf5, (2, 1, 384), (6528, 384, 1), 0)  # alias
        buf4 = reinterpret_tensor(buf5, (2, 16, 384), (6528, 384, 1), 384)  # alias
        assert_size_stride(arg4_1, (1, 17, 384), (6528, 384, 1), 'input')
        buf6 = empty_strided_cpu((2, 17, 1), (17, 1, 34), torch.float32)
        buf7 = buf6; del buf6  # reuse
        assert_size_stride_grouped((arg5_1, arg6_1), ((384, ), (384, )), ((1, ), (1, )), 'input')
        buf8 = empty_strided_cpu((2, 17, 1), (17, 1, 34), torch.float32)
        buf9 = empty_strided_cpu((2, 17, 384), (6528, 384, 1), torch.float32)
        assert_size_stride_grouped((arg8_1, arg7_1), ((1152, ), (1152, 384)), ((1, ), (384, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_cat_expand_native_layer_norm_transpose_view_1:3
        cpp_fused_add_cat_expand_native_layer_norm_transpose_view_1(buf7, arg3_1, buf2, buf5, arg4_1, arg5_1, arg6_1, buf3, buf4, buf8, buf9)
        del arg3_1
        del arg5_1
        del arg6_1
        del buf2
        del buf3
        del buf4
        buf10 = empty_strided_cpu((34, 1152), (1152, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_3, x_5, linear], Original ATen: [aten.add, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:4
        extern_kernels.addmm(arg8_1, reinterpret_tensor(buf9, (34, 384), (384, 1), 0), reinterpret_tensor(arg7_1, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf10)
        del arg7_1
        del arg8_1
        # Topologically Sorted Source Nodes: [linear, reshape, qkv, unbind, x_6], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:5
        buf11 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf10, (2, 6, 17, 64), (19584, 64, 1152, 1), 0), reinterpret_tensor(buf10, (2, 6, 17, 64), (19584, 64, 1152, 1), 384), reinterpret_tensor(buf10, (2, 6, 17, 64), (19584, 64, 1152, 1), 768))
        buf12 = buf11[0]
        assert_tensor_metadata(buf12, (2, 6, 17, 64), (6528, 64, 384, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf12, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf11
        assert_size_stride_grouped((arg10_1, arg9_1), ((384, ), (384, 384)), ((1, ), (384, 1)), 'input')
        buf14 = reinterpret_tensor(buf9, (34, 384), (384, 1), 0); del buf9  # reuse
        # Topologically Sorted Source Nodes: [transpose_1, x_7, x_8], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:6
        extern_kernels.addmm(arg10_1, reinterpret_tensor(buf12, (34, 384), (384, 1), 0), reinterpret_tensor(arg9_1, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf14)
        del arg10_1
        del arg9_1
        buf15 = buf8; del buf8  # reuse
        buf16 = buf15; del buf15  # reuse
        assert_size_stride_grouped((arg11_1, arg12_1), ((384, ), (384, )), ((1, ), (1, )), 'input')
        buf17 = buf7; del buf7  # reuse
        buf18 = reinterpret_tensor(buf12, (2, 17, 384), (6528, 384, 1), 0); del buf12  # reuse
        assert_size_stride_grouped((arg14_1, arg13_1), ((1536, ), (1536, 384)), ((1, ), (384, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_view_2:7
        cpp_fused_add_native_layer_norm_view_2(buf16, buf5, arg4_1, buf14, arg11_1, arg12_1, buf17, buf18)
        del arg11_1
        del arg12_1
        buf19 = empty_strided_cpu((34, 1536), (1536, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_3, x_8, x_10, x_11, x_12], Original ATen: [aten.add, aten.view, aten.native_layer_norm, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:8
        extern_kernels.addmm(arg14_1, reinterpret_tensor(buf18, (34, 384), (384, 1), 0), reinterpret_tensor(arg13_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf19)
        del arg13_1
        del arg14_1
        buf20 = reinterpret_tensor(buf19, (2, 17, 1536), (26112, 1536, 1), 0); del buf19  # reuse
        assert_size_stride_grouped((arg16_1, arg15_1), ((384, ), (384, 1536)), ((1, ), (1536, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_3:9
        cpp_fused_gelu_view_3(buf20)
        buf21 = reinterpret_tensor(buf18, (34, 384), (384, 1), 0); del buf18  # reuse
        # Topologically Sorted Source Nodes: [x_12, x_13, x_15], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:10
        extern_kernels.addmm(arg16_1, reinterpret_tensor(buf20, (34, 1536), (1536, 1), 0), reinterpret_tensor(arg15_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf21)
        del arg15_1
        del arg16_1
        buf22 = buf17; del buf17  # reuse
        buf23 = buf22; del buf22  # reuse
        assert_size_stride_grouped((arg17_1, arg18_1), ((384, ), (384, )), ((1, ), (1, )), 'input')
        buf24 = buf16; del buf16  # reuse
        buf25 = empty_strided_cpu((2, 17, 384), (6528, 384, 1), torch.float32)
        assert_size_stride_grouped((arg20_1, arg19_1), ((1152, ), (1152, 384)), ((1, ), (384, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_view_4:11
        cpp_fused_add_native_layer_norm_view_4(buf23, buf5, arg4_1, buf14, buf21, arg17_1, arg18_1, buf24, buf25)
        del arg17_1
        del arg18_1
        buf26 = buf10; del buf10  # reuse
        # Topologically Sorted Source Nodes: [x_3, x_8, x_10, x_15, x_17, x_18, linear_4], Original ATen: [aten.add, aten.view, aten.native_layer_norm, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:12
        extern_kernels.addmm(arg20_1, reinterpret_tensor(buf25, (34, 384), (384, 1), 0), reinterpret_tensor(arg19_1, (384, 1152), (1, 384), 0), alpha=1, beta=1, out=buf26)
        del arg19_1
        del arg20_1
        # Topologically Sorted Source Nodes: [linear_4, reshape_2, qkv_1, unbind_1, x_19], Original ATen: [aten.view, aten.permute, aten.unbind, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:13
        buf27 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf26, (2, 6, 17, 64), (19584, 64, 1152, 1), 0), reinterpret_tensor(buf26, (2, 6, 17, 64), (19584, 64, 1152, 1), 384), reinterpret_tensor(buf26, (2, 6, 17, 64), (19584, 64, 1152, 1), 768))
        del buf26
        buf28 = buf27[0]
        assert_tensor_metadata(buf28, (2, 6, 17, 64), (6528, 64, 384, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf28, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf27
        assert_size_stride_grouped((arg22_1, arg21_1), ((384, ), (384, 384)), ((1, ), (384, 1)), 'input')
        buf30 = reinterpret_tensor(buf25, (34, 384), (384, 1), 0); del buf25  # reuse
        # Topologically Sorted Source Nodes: [transpose_2, x_20, x_21], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:14
        extern_kernels.addmm(arg22_1, reinterpret_tensor(buf28, (34, 384), (384, 1), 0), reinterpret_tensor(arg21_1, (384, 384), (1, 384), 0), alpha=1, beta=1, out=buf30)
        del arg21_1
        del arg22_1
        buf31 = reinterpret_tensor(buf14, (2, 17, 384), (6528, 384, 1), 0); del buf14  # reuse
        assert_size_stride_grouped((arg23_1, arg24_1), ((384, ), (384, )), ((1, ), (1, )), 'input')
        buf32 = buf24; del buf24  # reuse
        buf33 = buf32; del buf32  # reuse
        buf34 = buf23; del buf23  # reuse
        buf35 = reinterpret_tensor(buf28, (2, 17, 384), (6528, 384, 1), 0); del buf28  # reuse
        assert_size_stride_grouped((arg26_1, arg25_1), ((1536, ), (1536, 384)), ((1, ), (384, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_view_5:15
        cpp_fused_add_native_layer_norm_view_5(buf31, buf33, buf5, arg4_1, buf21, buf30, arg23_1, arg24_1, buf34, buf35)
        del arg23_1
        del arg24_1
        del arg4_1
        del buf21
        del buf30
        del buf5
        buf36 = reinterpret_tensor(buf20, (34, 1536), (1536, 1), 0); del buf20  # reuse
        # Topologically Sorted Source Nodes: [x_24, x_25], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:16
        extern_kernels.addmm(arg26_1, reinterpret_tensor(buf35, (34, 384), (384, 1), 0), reinterpret_tensor(arg25_1, (384, 1536), (1, 384), 0), alpha=1, beta=1, out=buf36)
        del arg25_1
        del arg26_1
        buf37 = reinterpret_tensor(buf36, (2, 17, 1536), (26112, 1536, 1), 0); del buf36  # reuse
        assert_size_stride_grouped((arg28_1, arg27_1), ((384, ), (384, 1536)), ((1, ), (1536, 1)), 'input')
        # [Provenance debug handles] cpp_fused_gelu_view_3:17
        cpp_fused_gelu_view_3(buf37)
        buf38 = reinterpret_tensor(buf35, (34, 384), (384, 1), 0); del buf35  # reuse
        # Topologically Sorted Source Nodes: [x_25, x_26, x_28], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:18
        extern_kernels.addmm(arg28_1, reinterpret_tensor(buf37, (34, 1536), (1536, 1), 0), reinterpret_tensor(arg27_1, (1536, 384), (1, 1536), 0), alpha=1, beta=1, out=buf38)
        del arg27_1
        del arg28_1
        del buf37
        assert_size_stride_grouped((arg29_1, arg30_1), ((384, ), (384, )), ((1, ), (1, )), 'input')
        buf39 = buf34; del buf34  # reuse
        buf40 = buf39; del buf39  # reuse
        buf41 = buf33; del buf33  # reuse
        buf42 = buf31; del buf31  # reuse
        assert_size_stride_grouped((arg32_1, arg31_1), ((1000, ), (1000, 384)), ((1, ), (384, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_view_6:19
        cpp_fused_add_native_layer_norm_view_6(buf40, buf42, buf38, arg29_1, arg30_1, buf41)
        del arg29_1
        del arg30_1
        del buf38
        del buf40
        del buf41
        buf43 = empty_strided_cpu((2, 1000), (1000, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_28, x_30, x_31, x_32, x_34], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.select, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:20
        extern_kernels.addmm(arg32_1, reinterpret_tensor(buf42, (2, 384), (6528, 1), 0), reinterpret_tensor(arg31_1, (384, 1000), (1, 384), 0), alpha=1, beta=1, out=buf43)
        del arg31_1
        del arg32_1
        return (buf43, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((2, 3, 64, 64), (12288, 4096, 64, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((384, 3, 16, 16), (768, 256, 16, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((1, 1, 384), (384, 384, 1), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((1, 17, 384), (6528, 384, 1), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((1152, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((384, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((1536, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((1536, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((384, 1536), (1536, 1), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((1152, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((384, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((1536, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((1536, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((384, 1536), (1536, 1), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((1000, 384), (384, 1), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((1000, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
