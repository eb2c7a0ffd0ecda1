# AOT ID: ['61_forward']
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


cpp_fused_add_copy__0 = async_compile.cpp_pybinding(['const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const int64_t* in_ptr1,
                       const int64_t* in_ptr2,
                       const int64_t* in_ptr3,
                       const int64_t* in_ptr4,
                       const int64_t* in_ptr5,
                       const int64_t* in_ptr6,
                       const int64_t* in_ptr7,
                       const int64_t* in_ptr8,
                       const int64_t* in_ptr9,
                       const int64_t* in_ptr10,
                       const int64_t* in_ptr11,
                       const int64_t* in_ptr12,
                       const int64_t* in_ptr13,
                       const int64_t* in_ptr14,
                       const int64_t* in_ptr15,
                       const int64_t* in_ptr16,
                       const int64_t* in_ptr17,
                       const int64_t* in_ptr18,
                       const int64_t* in_ptr19,
                       const float* in_ptr20,
                       const float* in_ptr21,
                       const float* in_ptr22,
                       const float* in_ptr23,
                       const float* in_ptr24,
                       const float* in_ptr25,
                       const float* in_ptr26,
                       int64_t* out_ptr1,
                       int64_t* out_ptr3,
                       int64_t* out_ptr5,
                       int64_t* out_ptr7,
                       int64_t* out_ptr9,
                       int64_t* out_ptr11,
                       int64_t* out_ptr13,
                       int64_t* out_ptr15,
                       int64_t* out_ptr17,
                       int64_t* out_ptr19,
                       int64_t* out_ptr21,
                       int64_t* out_ptr23,
                       int64_t* out_ptr25,
                       int64_t* out_ptr27,
                       int64_t* out_ptr29,
                       int64_t* out_ptr31,
                       int64_t* out_ptr33,
                       int64_t* out_ptr35,
                       int64_t* out_ptr37,
                       int64_t* out_ptr39,
                       float* out_ptr40,
                       float* out_ptr41,
                       float* out_ptr42,
                       float* out_ptr43,
                       float* out_ptr44,
                       float* out_ptr45,
                       float* out_ptr46)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        {
            {
                auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr1[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr1[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr3[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr2[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr5[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr3[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr7[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr4[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr9[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr5[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr11[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr6[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr13[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr7[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr15[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr8[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr17[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr9[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr19[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr10[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr21[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr11[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr23[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr12[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr25[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr13[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr27[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr14[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr29[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr15[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr31[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr16[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr33[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr17[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr35[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr18[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr37[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr19[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr39[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(49L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(48L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x2 + 49L*x1 + 49L*x1_inner + 147L*x0), static_cast<int64_t>(16));
                                    tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr40 + static_cast<int64_t>(x1 + 3L*x2 + 147L*x0), static_cast<int64_t>(3L));
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(48L) && x2 < static_cast<int64_t>(49L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x2 + 49L*x1 + 49L*x1_inner + 147L*x0), static_cast<int64_t>(1L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr40 + static_cast<int64_t>(x1 + 3L*x2 + 147L*x0), static_cast<int64_t>(3L));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr21 + static_cast<int64_t>(x2 + 4096L*x1 + 4096L*x1_inner + 12288L*x0), static_cast<int64_t>(16));
                                    tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr41 + static_cast<int64_t>(x1 + 3L*x2 + 12288L*x0), static_cast<int64_t>(3L));
                            }
                        }
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
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr22 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr42 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                            }
                        }
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
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr23 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr43 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                            }
                        }
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
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr24 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr44 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                            }
                        }
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
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr25 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr45 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr26 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr46 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
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


cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'int8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       int8_t* out_ptr9)
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
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(2048L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(2048L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                        tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(2048.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = static_cast<float>(0.9);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp8 = tmp3 + tmp7;
                        tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(2048.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.0004885197850513);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            tmp9.store(out_ptr7 + static_cast<int64_t>(x1 + 64L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                                {
                                    auto tmp0 = (-1L) + 2L*x1;
                                    auto tmp1 = c10::convert<int64_t>(tmp0);
                                    auto tmp2 = static_cast<int64_t>(0);
                                    auto tmp3 = tmp1 >= tmp2;
                                    auto tmp4 = static_cast<int64_t>(32);
                                    auto tmp5 = tmp1 < tmp4;
                                    auto tmp6 = tmp3 & tmp5;
                                    auto tmp7 = (-1L) + 2L*x2;
                                    auto tmp8 = c10::convert<int64_t>(tmp7);
                                    auto tmp9 = tmp8 >= tmp2;
                                    auto tmp10 = tmp8 < tmp4;
                                    auto tmp11 = tmp9 & tmp10;
                                    auto tmp12 = tmp6 & tmp11;
                                    auto tmp13 = [&]
                                    {
                                        auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-2112L) + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp14;
                                    }
                                    ;
                                    auto tmp15 = tmp12 ? tmp13() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp16 = 2L*x2;
                                    auto tmp17 = c10::convert<int64_t>(tmp16);
                                    auto tmp18 = tmp17 >= tmp2;
                                    auto tmp19 = tmp17 < tmp4;
                                    auto tmp20 = tmp18 & tmp19;
                                    auto tmp21 = tmp6 & tmp20;
                                    auto tmp22 = [&]
                                    {
                                        auto tmp23 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-2048L) + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp23;
                                    }
                                    ;
                                    auto tmp24 = tmp21 ? tmp22() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp25 = at::vec::maximum(tmp15, tmp24);
                                    auto tmp26 = 1L + 2L*x2;
                                    auto tmp27 = c10::convert<int64_t>(tmp26);
                                    auto tmp28 = tmp27 >= tmp2;
                                    auto tmp29 = tmp27 < tmp4;
                                    auto tmp30 = tmp28 & tmp29;
                                    auto tmp31 = tmp6 & tmp30;
                                    auto tmp32 = [&]
                                    {
                                        auto tmp33 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-1984L) + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp33;
                                    }
                                    ;
                                    auto tmp34 = tmp31 ? tmp32() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp35 = at::vec::maximum(tmp25, tmp34);
                                    auto tmp36 = 2L*x1;
                                    auto tmp37 = c10::convert<int64_t>(tmp36);
                                    auto tmp38 = tmp37 >= tmp2;
                                    auto tmp39 = tmp37 < tmp4;
                                    auto tmp40 = tmp38 & tmp39;
                                    auto tmp41 = tmp40 & tmp11;
                                    auto tmp42 = [&]
                                    {
                                        auto tmp43 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-64L) + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp43;
                                    }
                                    ;
                                    auto tmp44 = tmp41 ? tmp42() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp45 = at::vec::maximum(tmp35, tmp44);
                                    auto tmp46 = tmp40 & tmp20;
                                    auto tmp47 = [&]
                                    {
                                        auto tmp48 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp48;
                                    }
                                    ;
                                    auto tmp49 = tmp46 ? tmp47() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp50 = at::vec::maximum(tmp45, tmp49);
                                    auto tmp51 = tmp40 & tmp30;
                                    auto tmp52 = [&]
                                    {
                                        auto tmp53 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(64L + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp53;
                                    }
                                    ;
                                    auto tmp54 = tmp51 ? tmp52() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp55 = at::vec::maximum(tmp50, tmp54);
                                    auto tmp56 = 1L + 2L*x1;
                                    auto tmp57 = c10::convert<int64_t>(tmp56);
                                    auto tmp58 = tmp57 >= tmp2;
                                    auto tmp59 = tmp57 < tmp4;
                                    auto tmp60 = tmp58 & tmp59;
                                    auto tmp61 = tmp60 & tmp11;
                                    auto tmp62 = [&]
                                    {
                                        auto tmp63 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(1984L + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp63;
                                    }
                                    ;
                                    auto tmp64 = tmp61 ? tmp62() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp65 = at::vec::maximum(tmp55, tmp64);
                                    auto tmp66 = tmp60 & tmp20;
                                    auto tmp67 = [&]
                                    {
                                        auto tmp68 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(2048L + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp68;
                                    }
                                    ;
                                    auto tmp69 = tmp66 ? tmp67() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp70 = at::vec::maximum(tmp65, tmp69);
                                    auto tmp71 = tmp60 & tmp30;
                                    auto tmp72 = [&]
                                    {
                                        auto tmp73 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(2112L + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp73;
                                    }
                                    ;
                                    auto tmp74 = tmp71 ? tmp72() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp75 = at::vec::maximum(tmp70, tmp74);
                                    auto tmp76 = [&]
                                    {
                                        auto tmp77 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-2112L) + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp77;
                                    }
                                    ;
                                    auto tmp78 = tmp12 ? tmp76() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp79 = [&]
                                    {
                                        auto tmp80 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-2048L) + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp80;
                                    }
                                    ;
                                    auto tmp81 = tmp21 ? tmp79() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp82 = at::vec::VecMask<float,1>(tmp78 > tmp81);
                                    auto tmp83 = at::vec::VecMask<float,1>(tmp78 == tmp81);
                                    auto tmp84 = at::vec::VecMask<float,1>(tmp78 != tmp78);
                                    auto tmp85 = at::vec::VecMask<float,1>(tmp81 != tmp81);
                                    auto tmp86 = (tmp84 > tmp85);
                                    auto tmp87 = tmp82.template cast<int32_t,1>();
                                    auto tmp88 = tmp86.template cast<int32_t,1>();
                                    auto tmp89 = tmp87 | tmp88;
                                    auto tmp90 = tmp84.template cast<int32_t,1>();
                                    auto tmp91 = tmp85.template cast<int32_t,1>();
                                    auto tmp92 = tmp90 & tmp91;
                                    auto tmp93 = tmp83.template cast<int32_t,1>();
                                    auto tmp94 = tmp92.template cast<int32_t,1>();
                                    auto tmp95 = tmp93 | tmp94;
                                    auto tmp96 = static_cast<int64_t>(1);
                                    auto tmp97 = tmp2 < tmp96;
                                    auto tmp98 = at::vec::VecMask<float,1>::from(tmp97);
                                    auto tmp99 = tmp95.template cast<int32_t,1>();
                                    auto tmp100 = tmp98.template cast<int32_t,1>();
                                    auto tmp101 = tmp99 & tmp100;
                                    auto tmp102 = tmp89.template cast<int32_t,1>();
                                    auto tmp103 = tmp101.template cast<int32_t,1>();
                                    auto tmp104 = tmp102 | tmp103;
                                    auto tmp105 = decltype(tmp78)::blendv(tmp81, tmp78, tmp104.template cast<float,1>());
                                    auto tmp106 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                    auto tmp107 = at::vec::VectorizedN<int64_t,2>(tmp96);
                                    auto tmp108 = decltype(tmp106)::blendv(tmp107, tmp106, tmp104.template cast<int64_t,2>());
                                    auto tmp109 = [&]
                                    {
                                        auto tmp110 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-1984L) + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp110;
                                    }
                                    ;
                                    auto tmp111 = tmp31 ? tmp109() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp112 = at::vec::VecMask<float,1>(tmp105 > tmp111);
                                    auto tmp113 = at::vec::VecMask<float,1>(tmp105 == tmp111);
                                    auto tmp114 = at::vec::VecMask<float,1>(tmp105 != tmp105);
                                    auto tmp115 = at::vec::VecMask<float,1>(tmp111 != tmp111);
                                    auto tmp116 = (tmp114 > tmp115);
                                    auto tmp117 = tmp112.template cast<int32_t,1>();
                                    auto tmp118 = tmp116.template cast<int32_t,1>();
                                    auto tmp119 = tmp117 | tmp118;
                                    auto tmp120 = tmp114.template cast<int32_t,1>();
                                    auto tmp121 = tmp115.template cast<int32_t,1>();
                                    auto tmp122 = tmp120 & tmp121;
                                    auto tmp123 = tmp113.template cast<int32_t,1>();
                                    auto tmp124 = tmp122.template cast<int32_t,1>();
                                    auto tmp125 = tmp123 | tmp124;
                                    auto tmp126 = static_cast<int64_t>(2);
                                    auto tmp127 = at::vec::VectorizedN<int64_t,2>(tmp126);
                                    auto tmp128 = at::vec::VecMask<int64_t,2>(tmp108 < tmp127);
                                    auto tmp129 = tmp125.template cast<int32_t,1>();
                                    auto tmp130 = tmp128.template cast<int32_t,1>();
                                    auto tmp131 = tmp129 & tmp130;
                                    auto tmp132 = tmp119.template cast<int32_t,1>();
                                    auto tmp133 = tmp131.template cast<int32_t,1>();
                                    auto tmp134 = tmp132 | tmp133;
                                    auto tmp135 = decltype(tmp105)::blendv(tmp111, tmp105, tmp134.template cast<float,1>());
                                    auto tmp136 = decltype(tmp108)::blendv(tmp127, tmp108, tmp134.template cast<int64_t,2>());
                                    auto tmp137 = [&]
                                    {
                                        auto tmp138 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-64L) + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp138;
                                    }
                                    ;
                                    auto tmp139 = tmp41 ? tmp137() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp140 = at::vec::VecMask<float,1>(tmp135 > tmp139);
                                    auto tmp141 = at::vec::VecMask<float,1>(tmp135 == tmp139);
                                    auto tmp142 = at::vec::VecMask<float,1>(tmp135 != tmp135);
                                    auto tmp143 = at::vec::VecMask<float,1>(tmp139 != tmp139);
                                    auto tmp144 = (tmp142 > tmp143);
                                    auto tmp145 = tmp140.template cast<int32_t,1>();
                                    auto tmp146 = tmp144.template cast<int32_t,1>();
                                    auto tmp147 = tmp145 | tmp146;
                                    auto tmp148 = tmp142.template cast<int32_t,1>();
                                    auto tmp149 = tmp143.template cast<int32_t,1>();
                                    auto tmp150 = tmp148 & tmp149;
                                    auto tmp151 = tmp141.template cast<int32_t,1>();
                                    auto tmp152 = tmp150.template cast<int32_t,1>();
                                    auto tmp153 = tmp151 | tmp152;
                                    auto tmp154 = static_cast<int64_t>(3);
                                    auto tmp155 = at::vec::VectorizedN<int64_t,2>(tmp154);
                                    auto tmp156 = at::vec::VecMask<int64_t,2>(tmp136 < tmp155);
                                    auto tmp157 = tmp153.template cast<int32_t,1>();
                                    auto tmp158 = tmp156.template cast<int32_t,1>();
                                    auto tmp159 = tmp157 & tmp158;
                                    auto tmp160 = tmp147.template cast<int32_t,1>();
                                    auto tmp161 = tmp159.template cast<int32_t,1>();
                                    auto tmp162 = tmp160 | tmp161;
                                    auto tmp163 = decltype(tmp135)::blendv(tmp139, tmp135, tmp162.template cast<float,1>());
                                    auto tmp164 = decltype(tmp136)::blendv(tmp155, tmp136, tmp162.template cast<int64_t,2>());
                                    auto tmp165 = [&]
                                    {
                                        auto tmp166 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp166;
                                    }
                                    ;
                                    auto tmp167 = tmp46 ? tmp165() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp168 = at::vec::VecMask<float,1>(tmp163 > tmp167);
                                    auto tmp169 = at::vec::VecMask<float,1>(tmp163 == tmp167);
                                    auto tmp170 = at::vec::VecMask<float,1>(tmp163 != tmp163);
                                    auto tmp171 = at::vec::VecMask<float,1>(tmp167 != tmp167);
                                    auto tmp172 = (tmp170 > tmp171);
                                    auto tmp173 = tmp168.template cast<int32_t,1>();
                                    auto tmp174 = tmp172.template cast<int32_t,1>();
                                    auto tmp175 = tmp173 | tmp174;
                                    auto tmp176 = tmp170.template cast<int32_t,1>();
                                    auto tmp177 = tmp171.template cast<int32_t,1>();
                                    auto tmp178 = tmp176 & tmp177;
                                    auto tmp179 = tmp169.template cast<int32_t,1>();
                                    auto tmp180 = tmp178.template cast<int32_t,1>();
                                    auto tmp181 = tmp179 | tmp180;
                                    auto tmp182 = static_cast<int64_t>(4);
                                    auto tmp183 = at::vec::VectorizedN<int64_t,2>(tmp182);
                                    auto tmp184 = at::vec::VecMask<int64_t,2>(tmp164 < tmp183);
                                    auto tmp185 = tmp181.template cast<int32_t,1>();
                                    auto tmp186 = tmp184.template cast<int32_t,1>();
                                    auto tmp187 = tmp185 & tmp186;
                                    auto tmp188 = tmp175.template cast<int32_t,1>();
                                    auto tmp189 = tmp187.template cast<int32_t,1>();
                                    auto tmp190 = tmp188 | tmp189;
                                    auto tmp191 = decltype(tmp163)::blendv(tmp167, tmp163, tmp190.template cast<float,1>());
                                    auto tmp192 = decltype(tmp164)::blendv(tmp183, tmp164, tmp190.template cast<int64_t,2>());
                                    auto tmp193 = [&]
                                    {
                                        auto tmp194 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(64L + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp194;
                                    }
                                    ;
                                    auto tmp195 = tmp51 ? tmp193() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp196 = at::vec::VecMask<float,1>(tmp191 > tmp195);
                                    auto tmp197 = at::vec::VecMask<float,1>(tmp191 == tmp195);
                                    auto tmp198 = at::vec::VecMask<float,1>(tmp191 != tmp191);
                                    auto tmp199 = at::vec::VecMask<float,1>(tmp195 != tmp195);
                                    auto tmp200 = (tmp198 > tmp199);
                                    auto tmp201 = tmp196.template cast<int32_t,1>();
                                    auto tmp202 = tmp200.template cast<int32_t,1>();
                                    auto tmp203 = tmp201 | tmp202;
                                    auto tmp204 = tmp198.template cast<int32_t,1>();
                                    auto tmp205 = tmp199.template cast<int32_t,1>();
                                    auto tmp206 = tmp204 & tmp205;
                                    auto tmp207 = tmp197.template cast<int32_t,1>();
                                    auto tmp208 = tmp206.template cast<int32_t,1>();
                                    auto tmp209 = tmp207 | tmp208;
                                    auto tmp210 = static_cast<int64_t>(5);
                                    auto tmp211 = at::vec::VectorizedN<int64_t,2>(tmp210);
                                    auto tmp212 = at::vec::VecMask<int64_t,2>(tmp192 < tmp211);
                                    auto tmp213 = tmp209.template cast<int32_t,1>();
                                    auto tmp214 = tmp212.template cast<int32_t,1>();
                                    auto tmp215 = tmp213 & tmp214;
                                    auto tmp216 = tmp203.template cast<int32_t,1>();
                                    auto tmp217 = tmp215.template cast<int32_t,1>();
                                    auto tmp218 = tmp216 | tmp217;
                                    auto tmp219 = decltype(tmp191)::blendv(tmp195, tmp191, tmp218.template cast<float,1>());
                                    auto tmp220 = decltype(tmp192)::blendv(tmp211, tmp192, tmp218.template cast<int64_t,2>());
                                    auto tmp221 = [&]
                                    {
                                        auto tmp222 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(1984L + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp222;
                                    }
                                    ;
                                    auto tmp223 = tmp61 ? tmp221() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp224 = at::vec::VecMask<float,1>(tmp219 > tmp223);
                                    auto tmp225 = at::vec::VecMask<float,1>(tmp219 == tmp223);
                                    auto tmp226 = at::vec::VecMask<float,1>(tmp219 != tmp219);
                                    auto tmp227 = at::vec::VecMask<float,1>(tmp223 != tmp223);
                                    auto tmp228 = (tmp226 > tmp227);
                                    auto tmp229 = tmp224.template cast<int32_t,1>();
                                    auto tmp230 = tmp228.template cast<int32_t,1>();
                                    auto tmp231 = tmp229 | tmp230;
                                    auto tmp232 = tmp226.template cast<int32_t,1>();
                                    auto tmp233 = tmp227.template cast<int32_t,1>();
                                    auto tmp234 = tmp232 & tmp233;
                                    auto tmp235 = tmp225.template cast<int32_t,1>();
                                    auto tmp236 = tmp234.template cast<int32_t,1>();
                                    auto tmp237 = tmp235 | tmp236;
                                    auto tmp238 = static_cast<int64_t>(6);
                                    auto tmp239 = at::vec::VectorizedN<int64_t,2>(tmp238);
                                    auto tmp240 = at::vec::VecMask<int64_t,2>(tmp220 < tmp239);
                                    auto tmp241 = tmp237.template cast<int32_t,1>();
                                    auto tmp242 = tmp240.template cast<int32_t,1>();
                                    auto tmp243 = tmp241 & tmp242;
                                    auto tmp244 = tmp231.template cast<int32_t,1>();
                                    auto tmp245 = tmp243.template cast<int32_t,1>();
                                    auto tmp246 = tmp244 | tmp245;
                                    auto tmp247 = decltype(tmp219)::blendv(tmp223, tmp219, tmp246.template cast<float,1>());
                                    auto tmp248 = decltype(tmp220)::blendv(tmp239, tmp220, tmp246.template cast<int64_t,2>());
                                    auto tmp249 = [&]
                                    {
                                        auto tmp250 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(2048L + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp250;
                                    }
                                    ;
                                    auto tmp251 = tmp66 ? tmp249() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp252 = at::vec::VecMask<float,1>(tmp247 > tmp251);
                                    auto tmp253 = at::vec::VecMask<float,1>(tmp247 == tmp251);
                                    auto tmp254 = at::vec::VecMask<float,1>(tmp247 != tmp247);
                                    auto tmp255 = at::vec::VecMask<float,1>(tmp251 != tmp251);
                                    auto tmp256 = (tmp254 > tmp255);
                                    auto tmp257 = tmp252.template cast<int32_t,1>();
                                    auto tmp258 = tmp256.template cast<int32_t,1>();
                                    auto tmp259 = tmp257 | tmp258;
                                    auto tmp260 = tmp254.template cast<int32_t,1>();
                                    auto tmp261 = tmp255.template cast<int32_t,1>();
                                    auto tmp262 = tmp260 & tmp261;
                                    auto tmp263 = tmp253.template cast<int32_t,1>();
                                    auto tmp264 = tmp262.template cast<int32_t,1>();
                                    auto tmp265 = tmp263 | tmp264;
                                    auto tmp266 = static_cast<int64_t>(7);
                                    auto tmp267 = at::vec::VectorizedN<int64_t,2>(tmp266);
                                    auto tmp268 = at::vec::VecMask<int64_t,2>(tmp248 < tmp267);
                                    auto tmp269 = tmp265.template cast<int32_t,1>();
                                    auto tmp270 = tmp268.template cast<int32_t,1>();
                                    auto tmp271 = tmp269 & tmp270;
                                    auto tmp272 = tmp259.template cast<int32_t,1>();
                                    auto tmp273 = tmp271.template cast<int32_t,1>();
                                    auto tmp274 = tmp272 | tmp273;
                                    auto tmp275 = decltype(tmp247)::blendv(tmp251, tmp247, tmp274.template cast<float,1>());
                                    auto tmp276 = decltype(tmp248)::blendv(tmp267, tmp248, tmp274.template cast<int64_t,2>());
                                    auto tmp277 = [&]
                                    {
                                        auto tmp278 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(2112L + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp278;
                                    }
                                    ;
                                    auto tmp279 = tmp71 ? tmp277() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp280 = at::vec::VecMask<float,1>(tmp275 > tmp279);
                                    auto tmp281 = at::vec::VecMask<float,1>(tmp275 == tmp279);
                                    auto tmp282 = at::vec::VecMask<float,1>(tmp275 != tmp275);
                                    auto tmp283 = at::vec::VecMask<float,1>(tmp279 != tmp279);
                                    auto tmp284 = (tmp282 > tmp283);
                                    auto tmp285 = tmp280.template cast<int32_t,1>();
                                    auto tmp286 = tmp284.template cast<int32_t,1>();
                                    auto tmp287 = tmp285 | tmp286;
                                    auto tmp288 = tmp282.template cast<int32_t,1>();
                                    auto tmp289 = tmp283.template cast<int32_t,1>();
                                    auto tmp290 = tmp288 & tmp289;
                                    auto tmp291 = tmp281.template cast<int32_t,1>();
                                    auto tmp292 = tmp290.template cast<int32_t,1>();
                                    auto tmp293 = tmp291 | tmp292;
                                    auto tmp294 = static_cast<int64_t>(8);
                                    auto tmp295 = at::vec::VectorizedN<int64_t,2>(tmp294);
                                    auto tmp296 = at::vec::VecMask<int64_t,2>(tmp276 < tmp295);
                                    auto tmp297 = tmp293.template cast<int32_t,1>();
                                    auto tmp298 = tmp296.template cast<int32_t,1>();
                                    auto tmp299 = tmp297 & tmp298;
                                    auto tmp300 = tmp287.template cast<int32_t,1>();
                                    auto tmp301 = tmp299.template cast<int32_t,1>();
                                    auto tmp302 = tmp300 | tmp301;
                                    auto tmp303 = decltype(tmp275)::blendv(tmp279, tmp275, tmp302.template cast<float,1>());
                                    auto tmp304 = decltype(tmp276)::blendv(tmp295, tmp276, tmp302.template cast<int64_t,2>());
                                    auto tmp305 = at::vec::convert<int8_t,1,int64_t,2>(tmp304);
                                    tmp75.store(out_ptr8 + static_cast<int64_t>(x3 + 64L*x2 + 1024L*x1 + 16384L*x0));
                                    tmp305.store(out_ptr9 + static_cast<int64_t>(x3 + 64L*x2 + 1024L*x1 + 16384L*x0), static_cast<int64_t>(16));
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


cpp_fused__native_batch_norm_legit_functional_copy__relu_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
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
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
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
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(512.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(0.1);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = static_cast<float>(0.9);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp6 + tmp10;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(512.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(512.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.0019569471624266);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(512.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                            tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused__native_batch_norm_legit_functional_add_copy__relu_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
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
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
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
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(512.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(0.1);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = static_cast<float>(0.9);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp6 + tmp10;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(512.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(512.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.0019569471624266);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(512.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp17 = tmp15 + tmp16;
                            auto tmp18 = at::vec::clamp_min(tmp17, decltype(tmp17)(0));
                            tmp18.store(out_ptr7 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused__native_batch_norm_legit_functional_copy__relu_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(0.1);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = static_cast<float>(0.9);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp6 + tmp10;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.0078740157480315);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(128.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                            tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 128L*x0));
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


cpp_fused__native_batch_norm_legit_functional_copy__5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(0.1);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = static_cast<float>(0.9);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp6 + tmp10;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.0078740157480315);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr7 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
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


cpp_fused__native_batch_norm_legit_functional_add_copy__relu_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(0.1);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = static_cast<float>(0.9);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp6 + tmp10;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.0078740157480315);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(128.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp18 = tmp16 - tmp17;
                            auto tmp20 = tmp19 / tmp5;
                            auto tmp21 = tmp20 + tmp8;
                            auto tmp22 = tmp21.rsqrt();
                            auto tmp23 = tmp18 * tmp22;
                            auto tmp25 = tmp23 * tmp24;
                            auto tmp27 = tmp25 + tmp26;
                            auto tmp28 = tmp15 + tmp27;
                            auto tmp29 = at::vec::clamp_min(tmp28, decltype(tmp28)(0));
                            tmp29.store(out_ptr7 + static_cast<int64_t>(x1 + 128L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr8 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
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


cpp_fused__native_batch_norm_legit_functional_copy__relu_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(0.1);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = static_cast<float>(0.9);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp6 + tmp10;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.0078740157480315);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(128.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                            tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 128L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr8 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
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


cpp_fused__native_batch_norm_legit_functional_add_copy__relu_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(0.1);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = static_cast<float>(0.9);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp6 + tmp10;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.0078740157480315);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(128.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp17 = tmp15 + tmp16;
                            auto tmp18 = at::vec::clamp_min(tmp17, decltype(tmp17)(0));
                            tmp18.store(out_ptr7 + static_cast<int64_t>(x1 + 128L*x0));
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


cpp_fused__native_batch_norm_legit_functional_copy__9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(0.1);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = static_cast<float>(0.9);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp6 + tmp10;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.032258064516129);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr7 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
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


cpp_fused__native_batch_norm_legit_functional_copy__relu_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(0.1);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = static_cast<float>(0.9);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp6 + tmp10;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.032258064516129);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(32.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                            tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 2304L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr8 + static_cast<int64_t>(x1 + 256L*x2 + 2304L*x0), static_cast<int64_t>(256L));
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


cpp_fused__native_batch_norm_legit_functional_add_copy__relu_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(0.1);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = static_cast<float>(0.9);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp6 + tmp10;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.032258064516129);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(32.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp18 = tmp16 - tmp17;
                            auto tmp20 = tmp19 / tmp5;
                            auto tmp21 = tmp20 + tmp8;
                            auto tmp22 = tmp21.rsqrt();
                            auto tmp23 = tmp18 * tmp22;
                            auto tmp25 = tmp23 * tmp24;
                            auto tmp27 = tmp25 + tmp26;
                            auto tmp28 = tmp15 + tmp27;
                            auto tmp29 = at::vec::clamp_min(tmp28, decltype(tmp28)(0));
                            tmp29.store(out_ptr7 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 2304L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr8 + static_cast<int64_t>(x1 + 256L*x2 + 2304L*x0), static_cast<int64_t>(256L));
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


cpp_fused__native_batch_norm_legit_functional_add_copy__relu_12 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(0.1);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = static_cast<float>(0.9);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp6 + tmp10;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.032258064516129);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(32.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp17 = tmp15 + tmp16;
                            auto tmp18 = at::vec::clamp_min(tmp17, decltype(tmp17)(0));
                            tmp18.store(out_ptr7 + static_cast<int64_t>(x1 + 256L*x0));
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


cpp_fused__native_batch_norm_legit_functional_copy__13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(8.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(0.1);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = static_cast<float>(0.9);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp6 + tmp10;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(8.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.1428571428571428);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr5 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 2304L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr6 + static_cast<int64_t>(x1 + 256L*x2 + 2304L*x0), static_cast<int64_t>(256L));
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


cpp_fused__native_batch_norm_legit_functional_copy__relu_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(8.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(0.1);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = static_cast<float>(0.9);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp6 + tmp10;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(8.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.1428571428571428);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr5 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(8.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                            tmp16.store(out_ptr6 + static_cast<int64_t>(x1 + 512L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 4608L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr7 + static_cast<int64_t>(x1 + 512L*x2 + 4608L*x0), static_cast<int64_t>(512L));
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


cpp_fused__native_batch_norm_legit_functional_add_copy__relu_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(8.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(0.1);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = static_cast<float>(0.9);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp6 + tmp10;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(8.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.1428571428571428);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr5 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(8.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp18 = tmp16 - tmp17;
                            auto tmp20 = tmp19 / tmp5;
                            auto tmp21 = tmp20 + tmp8;
                            auto tmp22 = tmp21.rsqrt();
                            auto tmp23 = tmp18 * tmp22;
                            auto tmp25 = tmp23 * tmp24;
                            auto tmp27 = tmp25 + tmp26;
                            auto tmp28 = tmp15 + tmp27;
                            auto tmp29 = at::vec::clamp_min(tmp28, decltype(tmp28)(0));
                            tmp29.store(out_ptr6 + static_cast<int64_t>(x1 + 512L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 4608L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr7 + static_cast<int64_t>(x1 + 512L*x2 + 4608L*x0), static_cast<int64_t>(512L));
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


cpp_fused__native_batch_norm_legit_functional_add_copy__mean_relu_threshold_backward_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'bool*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       bool* out_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(8.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(0.1);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = static_cast<float>(0.9);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp6 + tmp10;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(8.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.1428571428571428);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr5 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(8.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp17 = tmp15 + tmp16;
                            auto tmp18 = at::vec::clamp_min(tmp17, decltype(tmp17)(0));
                            tmp18.store(out_ptr6 + static_cast<int64_t>(x1 + 512L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1 + 2048L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(512L + x1 + 2048L*x0), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(1024L + x1 + 2048L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(1536L + x1 + 2048L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = static_cast<float>(4.0);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 / tmp8;
                            tmp9.store(out_ptr7 + static_cast<int64_t>(x1 + 512L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(16),false>(out_ptr6 + static_cast<int64_t>(x1 + 512L*x2 + 2048L*x0), static_cast<int64_t>(512L), tmp0, static_cast<int64_t>(4L));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                    auto tmp2 = static_cast<float>(0.0);
                                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                    auto tmp4 = at::vec::VecMask<float,1>(tmp1 <= tmp3);
                                    tmp4.store(out_ptr8 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 2048L*x0), static_cast<int64_t>(4L));
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


cpp_fused__log_softmax_nll_loss_forward_17 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const int64_t*', 'float*', 'bool*', 'int64_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const int64_t* in_ptr1,
                       float* out_ptr0,
                       bool* out_ptr2,
                       int64_t* out_ptr4)
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1000L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(992L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 1000L*x0), static_cast<int64_t>(16));
                                tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp0);
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(992L) && x1 < static_cast<int64_t>(1000L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 1000L*x0), static_cast<int64_t>(8L));
                                tmp_acc0_vec = max_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(8L));
                            }
                        }
                    }
                    tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1000L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(992L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 1000L*x0), static_cast<int64_t>(16));
                                auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 - tmp2;
                                auto tmp4 = tmp3.exp();
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(992L) && x1 < static_cast<int64_t>(1000L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 1000L*x0), static_cast<int64_t>(8L));
                                auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 - tmp2;
                                auto tmp4 = tmp3.exp();
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp4, static_cast<int64_t>(8L));
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
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(2L)))
                            {
                                for (int64_t x0_tail = static_cast<int64_t>(0L);x0_tail < static_cast<int64_t>(2L); x0_tail++)
                                {
                                    auto tmp0 = out_ptr1[static_cast<int64_t>(x0_tail)];
                                    auto tmp2 = in_ptr1[static_cast<int64_t>(x0_tail)];
                                    auto tmp11 = out_ptr0[static_cast<int64_t>(x0_tail)];
                                    auto tmp1 = std::log(tmp0);
                                    auto tmp3 = static_cast<int64_t>(-100);
                                    auto tmp4 = tmp2 != tmp3;
                                    auto tmp5 = static_cast<int64_t>(0);
                                    auto tmp6 = tmp4 ? tmp2 : tmp5;
                                    auto tmp7 = tmp6;
                                    auto tmp8 = c10::convert<int64_t>(tmp7);
                                    TORCH_CHECK((0 <= tmp8) & (tmp8 < 1000L), "index out of bounds: 0 <= tmp8 < 1000L");
                                    auto tmp10 = in_ptr0[static_cast<int64_t>(tmp6 + 1000L*x0_tail)];
                                    auto tmp12 = float(tmp10 - tmp11);
                                    auto tmp13 = float(tmp12 - tmp1);
                                    auto tmp14 = decltype(tmp13)(-tmp13);
                                    auto tmp15 = static_cast<float>(0.0);
                                    auto tmp16 = tmp4 ? tmp14 : tmp15;
                                    in_out_ptr0[static_cast<int64_t>(x0_tail)] = tmp1;
                                    out_ptr2[static_cast<int64_t>(x0_tail)] = tmp4;
                                    tmp_acc0 = tmp_acc0 + tmp16;
                                }
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr3[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                {
                    int64_t tmp_acc0 = 0;
                    at::vec::VectorizedN<int64_t,2> tmp_acc0_vec = at::vec::VectorizedN<int64_t,2>(0);
                    for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(2L)))
                            {
                                auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                                auto tmp1 = tmp0.to<int64_t,2>();
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp1, static_cast<int64_t>(2L));
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<int64_t, 2>([](at::vec::Vectorized<int64_t>& x, at::vec::Vectorized<int64_t>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr4[static_cast<int64_t>(0L)] = static_cast<int64_t>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                {
                    {
                        auto tmp0 = out_ptr3[static_cast<int64_t>(0L)];
                        auto tmp1 = out_ptr4[static_cast<int64_t>(0L)];
                        auto tmp2 = c10::convert<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124 = args
        args.clear()
        assert_size_stride(primals_3, (), (), 'input')
        assert_size_stride(primals_9, (), (), 'input')
        assert_size_stride(primals_15, (), (), 'input')
        assert_size_stride(primals_21, (), (), 'input')
        assert_size_stride(primals_27, (), (), 'input')
        assert_size_stride(primals_33, (), (), 'input')
        assert_size_stride(primals_39, (), (), 'input')
        assert_size_stride(primals_45, (), (), 'input')
        assert_size_stride(primals_51, (), (), 'input')
        assert_size_stride(primals_57, (), (), 'input')
        assert_size_stride(primals_63, (), (), 'input')
        assert_size_stride(primals_69, (), (), 'input')
        assert_size_stride(primals_75, (), (), 'input')
        assert_size_stride(primals_81, (), (), 'input')
        assert_size_stride(primals_87, (), (), 'input')
        assert_size_stride(primals_93, (), (), 'input')
        assert_size_stride(primals_99, (), (), 'input')
        assert_size_stride(primals_105, (), (), 'input')
        assert_size_stride(primals_111, (), (), 'input')
        assert_size_stride(primals_117, (), (), 'input')
        assert_size_stride(primals_1, (64, 3, 7, 7), (147, 49, 7, 1), 'input')
        buf0 = empty_strided_cpu((64, 3, 7, 7), (147, 1, 21, 3), torch.float32)
        assert_size_stride(primals_2, (2, 3, 64, 64), (12288, 4096, 64, 1), 'input')
        buf1 = empty_strided_cpu((2, 3, 64, 64), (12288, 1, 192, 3), torch.float32)
        assert_size_stride(primals_8, (64, 64, 3, 3), (576, 9, 3, 1), 'input')
        buf2 = empty_strided_cpu((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        assert_size_stride(primals_14, (64, 64, 3, 3), (576, 9, 3, 1), 'input')
        buf3 = empty_strided_cpu((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        assert_size_stride(primals_20, (64, 64, 3, 3), (576, 9, 3, 1), 'input')
        buf4 = empty_strided_cpu((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        assert_size_stride(primals_26, (64, 64, 3, 3), (576, 9, 3, 1), 'input')
        buf5 = empty_strided_cpu((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        assert_size_stride(primals_32, (128, 64, 3, 3), (576, 9, 3, 1), 'input')
        buf6 = empty_strided_cpu((128, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        # [Provenance debug handles] cpp_fused_add_copy__0:1
        cpp_fused_add_copy__0(primals_3, primals_9, primals_15, primals_21, primals_27, primals_33, primals_39, primals_45, primals_51, primals_57, primals_63, primals_69, primals_75, primals_81, primals_87, primals_93, primals_99, primals_105, primals_111, primals_117, primals_1, primals_2, primals_8, primals_14, primals_20, primals_26, primals_32, primals_3, primals_9, primals_15, primals_21, primals_27, primals_33, primals_39, primals_45, primals_51, primals_57, primals_63, primals_69, primals_75, primals_81, primals_87, primals_93, primals_99, primals_105, primals_111, primals_117, buf0, buf1, buf2, buf3, buf4, buf5, buf6)
        del primals_1
        del primals_105
        del primals_111
        del primals_117
        del primals_14
        del primals_15
        del primals_2
        del primals_20
        del primals_21
        del primals_26
        del primals_27
        del primals_3
        del primals_32
        del primals_33
        del primals_39
        del primals_45
        del primals_51
        del primals_57
        del primals_63
        del primals_69
        del primals_75
        del primals_8
        del primals_81
        del primals_87
        del primals_9
        del primals_93
        del primals_99
        # Topologically Sorted Source Nodes: [x], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:2
        buf18 = extern_kernels.convolution(buf1, buf0, stride=(2, 2), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf18, (2, 64, 32, 32), (65536, 1, 2048, 64), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_4, primals_5), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf19 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf20 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf22 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        assert_size_stride_grouped((primals_6, primals_7), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf23 = empty_strided_cpu((2, 64, 32, 32), (65536, 1, 2048, 64), torch.float32)
        buf24 = empty_strided_cpu((2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32)
        buf25 = empty_strided_cpu((2, 64, 16, 16), (16384, 1, 1024, 64), torch.int8)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_1:3
        cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_1(buf18, primals_4, primals_5, primals_6, primals_7, buf19, buf20, buf22, primals_4, primals_5, buf23, buf24, buf25)
        del buf23
        del primals_4
        del primals_5
        # Topologically Sorted Source Nodes: [out], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:4
        buf26 = extern_kernels.convolution(buf24, buf2, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf26, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_10, primals_11), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf27 = buf20; del buf20  # reuse
        buf28 = buf27; del buf27  # reuse
        buf29 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf30 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        assert_size_stride_grouped((primals_12, primals_13), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf31 = empty_strided_cpu((2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__relu_2:5
        cpp_fused__native_batch_norm_legit_functional_copy__relu_2(buf28, buf26, primals_10, primals_11, primals_12, primals_13, primals_10, buf29, buf30, primals_11, buf31)
        del primals_10
        del primals_11
        del primals_13
        # Topologically Sorted Source Nodes: [out_3], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:6
        buf32 = extern_kernels.convolution(buf31, buf3, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf32, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_16, primals_17), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf33 = buf29; del buf29  # reuse
        buf34 = buf33; del buf33  # reuse
        buf35 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf36 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        assert_size_stride_grouped((primals_18, primals_19), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf37 = empty_strided_cpu((2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_add_copy__relu_3:7
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_3(buf34, buf32, primals_16, primals_17, primals_18, primals_19, buf24, primals_16, buf35, buf36, primals_17, buf37)
        del primals_16
        del primals_17
        del primals_19
        # Topologically Sorted Source Nodes: [out_7], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:8
        buf38 = extern_kernels.convolution(buf37, buf4, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf38, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_22, primals_23), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf39 = buf35; del buf35  # reuse
        buf40 = buf39; del buf39  # reuse
        buf41 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf42 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        assert_size_stride_grouped((primals_24, primals_25), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf43 = empty_strided_cpu((2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__relu_2:9
        cpp_fused__native_batch_norm_legit_functional_copy__relu_2(buf40, buf38, primals_22, primals_23, primals_24, primals_25, primals_22, buf41, buf42, primals_23, buf43)
        del primals_22
        del primals_23
        del primals_25
        # Topologically Sorted Source Nodes: [out_10], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:10
        buf44 = extern_kernels.convolution(buf43, buf5, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf44, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_28, primals_29), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf45 = buf41; del buf41  # reuse
        buf46 = buf45; del buf45  # reuse
        buf47 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf48 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        assert_size_stride_grouped((primals_30, primals_31), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf49 = empty_strided_cpu((2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_add_copy__relu_3:11
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_3(buf46, buf44, primals_28, primals_29, primals_30, primals_31, buf37, primals_28, buf47, buf48, primals_29, buf49)
        del buf47
        del primals_28
        del primals_29
        del primals_31
        # Topologically Sorted Source Nodes: [out_14], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:12
        buf50 = extern_kernels.convolution(buf49, buf6, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf50, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_34, primals_35), ((128, ), (128, )), ((1, ), (1, )), 'input')
        buf51 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf52 = buf51; del buf51  # reuse
        buf53 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf54 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        assert_size_stride_grouped((primals_36, primals_37), ((128, ), (128, )), ((1, ), (1, )), 'input')
        buf55 = empty_strided_cpu((2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32)
        assert_size_stride(primals_44, (128, 64, 1, 1), (64, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__relu_4:13
        cpp_fused__native_batch_norm_legit_functional_copy__relu_4(buf52, buf50, primals_34, primals_35, primals_36, primals_37, primals_34, buf53, buf54, primals_35, buf55)
        del primals_34
        del primals_35
        del primals_37
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:14
        buf61 = extern_kernels.convolution(buf49, reinterpret_tensor(primals_44, (128, 64, 1, 1), (64, 1, 64, 64), 0), stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf61, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_46, primals_47), ((128, ), (128, )), ((1, ), (1, )), 'input')
        buf62 = buf53; del buf53  # reuse
        buf63 = buf62; del buf62  # reuse
        buf64 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf65 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        assert_size_stride(primals_38, (128, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf7 = empty_strided_cpu((128, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__5:15
        cpp_fused__native_batch_norm_legit_functional_copy__5(buf63, buf61, primals_46, primals_47, primals_38, primals_46, buf64, buf65, primals_47, buf7)
        del primals_38
        del primals_46
        del primals_47
        # Topologically Sorted Source Nodes: [out_17], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:16
        buf56 = extern_kernels.convolution(buf55, buf7, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf56, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_40, primals_41), ((128, ), (128, )), ((1, ), (1, )), 'input')
        buf57 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf58 = buf57; del buf57  # reuse
        buf59 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf60 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        assert_size_stride_grouped((primals_42, primals_43, primals_48, primals_49), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf66 = empty_strided_cpu((2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32)
        assert_size_stride(primals_50, (128, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf8 = empty_strided_cpu((128, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_add_copy__relu_6:17
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_6(buf58, buf56, primals_40, primals_41, primals_42, primals_43, buf61, buf63, buf64, primals_48, primals_49, primals_50, primals_40, buf59, buf60, primals_41, buf66, buf8)
        del primals_40
        del primals_41
        del primals_43
        del primals_49
        del primals_50
        # Topologically Sorted Source Nodes: [out_21], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:18
        buf67 = extern_kernels.convolution(buf66, buf8, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf67, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_52, primals_53), ((128, ), (128, )), ((1, ), (1, )), 'input')
        buf68 = buf64; del buf64  # reuse
        buf69 = buf68; del buf68  # reuse
        buf70 = buf59; del buf59  # reuse
        buf71 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        assert_size_stride_grouped((primals_54, primals_55), ((128, ), (128, )), ((1, ), (1, )), 'input')
        buf72 = empty_strided_cpu((2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32)
        assert_size_stride(primals_56, (128, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf9 = empty_strided_cpu((128, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__relu_7:19
        cpp_fused__native_batch_norm_legit_functional_copy__relu_7(buf69, buf67, primals_52, primals_53, primals_54, primals_55, primals_56, primals_52, buf70, buf71, primals_53, buf72, buf9)
        del primals_52
        del primals_53
        del primals_55
        del primals_56
        # Topologically Sorted Source Nodes: [out_24], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:20
        buf73 = extern_kernels.convolution(buf72, buf9, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf73, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_58, primals_59), ((128, ), (128, )), ((1, ), (1, )), 'input')
        buf74 = buf70; del buf70  # reuse
        buf75 = buf74; del buf74  # reuse
        buf76 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf77 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        assert_size_stride_grouped((primals_60, primals_61), ((128, ), (128, )), ((1, ), (1, )), 'input')
        buf78 = empty_strided_cpu((2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32)
        assert_size_stride(primals_74, (256, 128, 1, 1), (128, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_add_copy__relu_8:21
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_8(buf75, buf73, primals_58, primals_59, primals_60, primals_61, buf66, primals_58, buf76, buf77, primals_59, buf78)
        del buf76
        del primals_58
        del primals_59
        del primals_61
        # Topologically Sorted Source Nodes: [input_3], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:22
        buf90 = extern_kernels.convolution(buf78, reinterpret_tensor(primals_74, (256, 128, 1, 1), (128, 1, 128, 128), 0), stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf90, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_76, primals_77), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf91 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf92 = buf91; del buf91  # reuse
        buf93 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf94 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        assert_size_stride(primals_62, (256, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf10 = empty_strided_cpu((256, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__9:23
        cpp_fused__native_batch_norm_legit_functional_copy__9(buf92, buf90, primals_76, primals_77, primals_62, primals_76, buf93, buf94, primals_77, buf10)
        del primals_62
        del primals_76
        del primals_77
        # Topologically Sorted Source Nodes: [out_28], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:24
        buf79 = extern_kernels.convolution(buf78, buf10, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf79, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_64, primals_65), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf80 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf81 = buf80; del buf80  # reuse
        buf82 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf83 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        assert_size_stride_grouped((primals_66, primals_67), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf84 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        assert_size_stride(primals_68, (256, 256, 3, 3), (2304, 9, 3, 1), 'input')
        buf11 = empty_strided_cpu((256, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__relu_10:25
        cpp_fused__native_batch_norm_legit_functional_copy__relu_10(buf81, buf79, primals_64, primals_65, primals_66, primals_67, primals_68, primals_64, buf82, buf83, primals_65, buf84, buf11)
        del primals_64
        del primals_65
        del primals_67
        del primals_68
        # Topologically Sorted Source Nodes: [out_31], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:26
        buf85 = extern_kernels.convolution(buf84, buf11, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf85, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_70, primals_71), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf86 = buf82; del buf82  # reuse
        buf87 = buf86; del buf86  # reuse
        buf88 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf89 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        assert_size_stride_grouped((primals_72, primals_73, primals_78, primals_79), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf95 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        assert_size_stride(primals_80, (256, 256, 3, 3), (2304, 9, 3, 1), 'input')
        buf12 = empty_strided_cpu((256, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_add_copy__relu_11:27
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_11(buf87, buf85, primals_70, primals_71, primals_72, primals_73, buf90, buf92, buf93, primals_78, primals_79, primals_80, primals_70, buf88, buf89, primals_71, buf95, buf12)
        del primals_70
        del primals_71
        del primals_73
        del primals_79
        del primals_80
        # Topologically Sorted Source Nodes: [out_35], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:28
        buf96 = extern_kernels.convolution(buf95, buf12, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf96, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_82, primals_83), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf97 = buf93; del buf93  # reuse
        buf98 = buf97; del buf97  # reuse
        buf99 = buf88; del buf88  # reuse
        buf100 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        assert_size_stride_grouped((primals_84, primals_85), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf101 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        assert_size_stride(primals_86, (256, 256, 3, 3), (2304, 9, 3, 1), 'input')
        buf13 = empty_strided_cpu((256, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__relu_10:29
        cpp_fused__native_batch_norm_legit_functional_copy__relu_10(buf98, buf96, primals_82, primals_83, primals_84, primals_85, primals_86, primals_82, buf99, buf100, primals_83, buf101, buf13)
        del primals_82
        del primals_83
        del primals_85
        del primals_86
        # Topologically Sorted Source Nodes: [out_38], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:30
        buf102 = extern_kernels.convolution(buf101, buf13, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf102, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_88, primals_89), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf103 = buf99; del buf99  # reuse
        buf104 = buf103; del buf103  # reuse
        buf105 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf106 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        assert_size_stride_grouped((primals_90, primals_91), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf107 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        assert_size_stride(primals_104, (512, 256, 1, 1), (256, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_add_copy__relu_12:31
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_12(buf104, buf102, primals_88, primals_89, primals_90, primals_91, buf95, primals_88, buf105, buf106, primals_89, buf107)
        del buf105
        del primals_88
        del primals_89
        del primals_91
        # Topologically Sorted Source Nodes: [input_5], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:32
        buf117 = extern_kernels.convolution(buf107, reinterpret_tensor(primals_104, (512, 256, 1, 1), (256, 1, 256, 256), 0), stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf117, (2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_106, primals_107), ((512, ), (512, )), ((1, ), (1, )), 'input')
        buf118 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        buf119 = buf118; del buf118  # reuse
        buf120 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        assert_size_stride(primals_92, (512, 256, 3, 3), (2304, 9, 3, 1), 'input')
        buf14 = empty_strided_cpu((512, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__13:33
        cpp_fused__native_batch_norm_legit_functional_copy__13(buf119, buf117, primals_106, primals_107, primals_92, primals_106, buf120, primals_107, buf14)
        del primals_106
        del primals_107
        del primals_92
        # Topologically Sorted Source Nodes: [out_42], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:34
        buf108 = extern_kernels.convolution(buf107, buf14, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf108, (2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_94, primals_95), ((512, ), (512, )), ((1, ), (1, )), 'input')
        buf109 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        buf110 = buf109; del buf109  # reuse
        buf111 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        assert_size_stride_grouped((primals_96, primals_97), ((512, ), (512, )), ((1, ), (1, )), 'input')
        buf112 = empty_strided_cpu((2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32)
        assert_size_stride(primals_98, (512, 512, 3, 3), (4608, 9, 3, 1), 'input')
        buf15 = empty_strided_cpu((512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__relu_14:35
        cpp_fused__native_batch_norm_legit_functional_copy__relu_14(buf110, buf108, primals_94, primals_95, primals_96, primals_97, primals_98, primals_94, buf111, primals_95, buf112, buf15)
        del primals_94
        del primals_95
        del primals_97
        del primals_98
        # Topologically Sorted Source Nodes: [out_45], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:36
        buf113 = extern_kernels.convolution(buf112, buf15, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf113, (2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_100, primals_101), ((512, ), (512, )), ((1, ), (1, )), 'input')
        buf114 = buf111; del buf111  # reuse
        buf115 = buf114; del buf114  # reuse
        buf116 = buf110; del buf110  # reuse
        assert_size_stride_grouped((primals_102, primals_103, primals_108, primals_109), ((512, ), (512, ), (512, ), (512, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf121 = empty_strided_cpu((2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32)
        assert_size_stride(primals_110, (512, 512, 3, 3), (4608, 9, 3, 1), 'input')
        buf16 = empty_strided_cpu((512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_add_copy__relu_15:37
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_15(buf115, buf113, primals_100, primals_101, primals_102, primals_103, buf117, buf119, buf120, primals_108, primals_109, primals_110, primals_100, buf116, primals_101, buf121, buf16)
        del buf115
        del buf116
        del primals_100
        del primals_101
        del primals_103
        del primals_109
        del primals_110
        # Topologically Sorted Source Nodes: [out_49], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:38
        buf122 = extern_kernels.convolution(buf121, buf16, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf122, (2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_112, primals_113), ((512, ), (512, )), ((1, ), (1, )), 'input')
        buf123 = buf120; del buf120  # reuse
        buf124 = buf123; del buf123  # reuse
        buf125 = buf119; del buf119  # reuse
        assert_size_stride_grouped((primals_114, primals_115), ((512, ), (512, )), ((1, ), (1, )), 'input')
        buf126 = empty_strided_cpu((2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32)
        assert_size_stride(primals_116, (512, 512, 3, 3), (4608, 9, 3, 1), 'input')
        buf17 = empty_strided_cpu((512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_copy__relu_14:39
        cpp_fused__native_batch_norm_legit_functional_copy__relu_14(buf124, buf122, primals_112, primals_113, primals_114, primals_115, primals_116, primals_112, buf125, primals_113, buf126, buf17)
        del primals_112
        del primals_113
        del primals_115
        del primals_116
        # Topologically Sorted Source Nodes: [out_52], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:40
        buf127 = extern_kernels.convolution(buf126, buf17, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf127, (2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_118, primals_119), ((512, ), (512, )), ((1, ), (1, )), 'input')
        buf128 = buf125; del buf125  # reuse
        buf129 = buf128; del buf128  # reuse
        buf130 = buf124; del buf124  # reuse
        assert_size_stride_grouped((primals_120, primals_121), ((512, ), (512, )), ((1, ), (1, )), 'input')
        buf131 = empty_strided_cpu((2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32)
        buf132 = empty_strided_cpu((2, 512, 1, 1), (512, 1, 1024, 1024), torch.float32)
        buf140 = empty_strided_cpu((2, 512, 2, 2), (2048, 4, 2, 1), torch.bool)
        assert_size_stride_grouped((primals_123, primals_122), ((1000, ), (1000, 512)), ((1, ), (512, 1)), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_add_copy__mean_relu_threshold_backward_16:41
        cpp_fused__native_batch_norm_legit_functional_add_copy__mean_relu_threshold_backward_16(buf129, buf127, primals_118, primals_119, primals_120, primals_121, buf121, primals_118, buf130, primals_119, buf131, buf132, buf140)
        del buf129
        del buf130
        del buf131
        del primals_118
        del primals_119
        del primals_121
        buf133 = empty_strided_cpu((2, 1000), (1000, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_4, x_5, x_6], Original ATen: [aten.mean, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:42
        extern_kernels.addmm(primals_123, reinterpret_tensor(buf132, (2, 512), (512, 1), 0), reinterpret_tensor(primals_122, (512, 1000), (1, 512), 0), alpha=1, beta=1, out=buf133)
        del primals_123
        buf134 = empty_strided_cpu((2, 1), (1, 1), torch.float32)
        buf135 = empty_strided_cpu((2, 1), (1, 2), torch.float32)
        assert_size_stride(primals_124, (2, ), (1, ), 'input')
        buf136 = reinterpret_tensor(buf135, (2, 1), (1, 1), 0); del buf135  # reuse
        buf137 = empty_strided_cpu((2, ), (1, ), torch.bool)
        buf139 = empty_strided_cpu((), (), torch.float32)
        buf138 = empty_strided_cpu((), (), torch.int64)
        buf301 = buf139; del buf139  # reuse
        # [Provenance debug handles] cpp_fused__log_softmax_nll_loss_forward_17:43
        cpp_fused__log_softmax_nll_loss_forward_17(buf136, buf301, buf133, primals_124, buf134, buf137, buf138)
        return (buf301, buf0, buf1, primals_6, primals_7, buf2, primals_12, buf3, primals_18, buf4, primals_24, buf5, primals_30, buf6, primals_36, buf7, primals_42, primals_44, primals_48, buf8, primals_54, buf9, primals_60, buf10, primals_66, buf11, primals_72, primals_74, primals_78, buf12, primals_84, buf13, primals_90, buf14, primals_96, buf15, primals_102, primals_104, primals_108, buf16, primals_114, buf17, primals_120, primals_122, primals_124, buf18, buf19, buf22, buf24, buf25, buf26, reinterpret_tensor(buf30, (64, ), (1, ), 0), buf31, buf32, reinterpret_tensor(buf36, (64, ), (1, ), 0), buf37, buf38, reinterpret_tensor(buf42, (64, ), (1, ), 0), buf43, buf44, reinterpret_tensor(buf48, (64, ), (1, ), 0), buf49, buf50, reinterpret_tensor(buf54, (128, ), (1, ), 0), buf55, buf56, reinterpret_tensor(buf60, (128, ), (1, ), 0), buf61, reinterpret_tensor(buf65, (128, ), (1, ), 0), buf66, buf67, reinterpret_tensor(buf71, (128, ), (1, ), 0), buf72, buf73, reinterpret_tensor(buf77, (128, ), (1, ), 0), buf78, buf79, reinterpret_tensor(buf83, (256, ), (1, ), 0), buf84, buf85, reinterpret_tensor(buf89, (256, ), (1, ), 0), buf90, reinterpret_tensor(buf94, (256, ), (1, ), 0), buf95, buf96, reinterpret_tensor(buf100, (256, ), (1, ), 0), buf101, buf102, reinterpret_tensor(buf106, (256, ), (1, ), 0), buf107, buf108, buf112, buf113, buf117, buf121, buf122, buf126, buf127, reinterpret_tensor(buf132, (2, 512), (512, 1), 0), buf133, buf134, buf136, buf137, buf140, reinterpret_tensor(buf104, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf98, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf92, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf87, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf81, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf75, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf69, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf63, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf58, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf52, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf46, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf40, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf34, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf28, (1, 64, 1, 1), (64, 1, 1, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((64, 3, 7, 7), (147, 49, 7, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((2, 3, 64, 64), (12288, 4096, 64, 1), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_4 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_10 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_16 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_22 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_28 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((128, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_33 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_34 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_39 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_40 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_43 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((128, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_45 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_46 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_47 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_49 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_51 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_52 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_53 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_55 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_57 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_58 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_59 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_61 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_62 = rand_strided((256, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_63 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_64 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_65 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_67 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_68 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_69 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_70 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_71 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_73 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((256, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_75 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_76 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_77 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_78 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_79 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_80 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_81 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_82 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_83 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_84 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_85 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_86 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_87 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_88 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_89 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_90 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_91 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((512, 256, 3, 3), (2304, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_93 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_94 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_95 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_97 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_99 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_100 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_101 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_103 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((512, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_105 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_106 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_107 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_108 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_109 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_111 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_112 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_113 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_114 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_115 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_116 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_117 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_118 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_119 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_120 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_121 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_122 = rand_strided((1000, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_123 = rand_strided((1000, ), (1, ), device='cpu', dtype=torch.float32)
    primals_124 = rand_strided((2, ), (1, ), device='cpu', dtype=torch.int64)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))


# AOT ID: ['61_backward']
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


cpp_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_0 = async_compile.cpp_pybinding(['float*', 'const bool*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'int64_t*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const bool* in_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       int64_t* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        {
            int64_t tmp_acc0 = 0;
            at::vec::VectorizedN<int64_t,2> tmp_acc0_vec = at::vec::VectorizedN<int64_t,2>(0);
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(2L)))
                    {
                        auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                        auto tmp1 = tmp0.to<int64_t,2>();
                        tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp1, static_cast<int64_t>(2L));
                    }
                }
            }
            tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<int64_t, 2>([](at::vec::Vectorized<int64_t>& x, at::vec::Vectorized<int64_t>& y) { return x + y; }, tmp_acc0_vec);
            out_ptr0[static_cast<int64_t>(0L)] = static_cast<int64_t>(tmp_acc0);
        }
    }
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc0_arr[i] = 0;
                    }
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1000L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(2L)))
                            {
                                for (int64_t x0_tail = static_cast<int64_t>(0L);x0_tail < static_cast<int64_t>(2L); x0_tail++)
                                {
                                    auto tmp0 = in_ptr1[static_cast<int64_t>(x0_tail)];
                                    auto tmp11 = in_ptr2[static_cast<int64_t>(0L)];
                                    auto tmp12 = out_ptr0[static_cast<int64_t>(0L)];
                                    auto tmp1 = static_cast<int64_t>(-100);
                                    auto tmp2 = tmp0 != tmp1;
                                    auto tmp3 = static_cast<int64_t>(0);
                                    auto tmp4 = tmp2 ? tmp0 : tmp3;
                                    auto tmp5 = x1;
                                    auto tmp6 = c10::convert<int64_t>(tmp5);
                                    auto tmp7 = tmp4 == tmp6;
                                    auto tmp8 = static_cast<float>(-1.0);
                                    auto tmp9 = static_cast<float>(0.0);
                                    auto tmp10 = tmp7 ? tmp8 : tmp9;
                                    auto tmp13 = c10::convert<float>(tmp12);
                                    auto tmp14 = tmp11 / tmp13;
                                    auto tmp15 = tmp2 ? tmp14 : tmp9;
                                    auto tmp16 = float(tmp10 * tmp15);
                                    tmp_acc0_arr[x0_tail - static_cast<int64_t>(0L)] = tmp_acc0_arr[x0_tail - static_cast<int64_t>(0L)] + tmp16;
                                }
                            }
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(2L)))
                    {
                        for (int64_t x0_tail = static_cast<int64_t>(0L);x0_tail < static_cast<int64_t>(2L); x0_tail++)
                        {
                            out_ptr1[static_cast<int64_t>(x0_tail)] = tmp_acc0_arr[x0_tail - static_cast<int64_t>(0L)];
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1000L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(992L)))
                        {
                            auto tmp0 = in_ptr1[static_cast<int64_t>(x0)];
                            auto tmp15 = in_ptr2[static_cast<int64_t>(0L)];
                            auto tmp16 = out_ptr0[static_cast<int64_t>(0L)];
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 1000L*x0), static_cast<int64_t>(16));
                            auto tmp23 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp26 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp30 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp1 = static_cast<int64_t>(-100);
                            auto tmp2 = tmp0 != tmp1;
                            auto tmp3 = static_cast<int64_t>(0);
                            auto tmp4 = tmp2 ? tmp0 : tmp3;
                            auto tmp5 = x1;
                            auto tmp6 = c10::convert<int64_t>(tmp5);
                            auto tmp7 = at::vec::VectorizedN<int64_t,2>::arange(tmp6, 1);
                            auto tmp8 = at::vec::VectorizedN<int64_t,2>(tmp4);
                            auto tmp9 = at::vec::VecMask<int64_t,2>(tmp8 == tmp7);
                            auto tmp10 = static_cast<float>(-1.0);
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp10);
                            auto tmp13 = at::vec::Vectorized<float>(tmp11);
                            auto tmp14 = decltype(tmp12)::blendv(tmp13, tmp12, tmp9.template cast<float,1>());
                            auto tmp17 = c10::convert<float>(tmp16);
                            auto tmp18 = tmp15 / tmp17;
                            auto tmp19 = tmp2 ? tmp18 : tmp11;
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp14 * tmp20;
                            auto tmp24 = at::vec::Vectorized<float>(tmp23);
                            auto tmp25 = tmp22 - tmp24;
                            auto tmp27 = at::vec::Vectorized<float>(tmp26);
                            auto tmp28 = tmp25 - tmp27;
                            auto tmp29 = tmp28.exp();
                            auto tmp31 = at::vec::Vectorized<float>(tmp30);
                            auto tmp32 = tmp29 * tmp31;
                            auto tmp33 = tmp21 - tmp32;
                            tmp33.store(in_out_ptr0 + static_cast<int64_t>(x1 + 1000L*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(992L) && x1 < static_cast<int64_t>(1000L)))
                        {
                            auto tmp0 = in_ptr1[static_cast<int64_t>(x0)];
                            auto tmp15 = in_ptr2[static_cast<int64_t>(0L)];
                            auto tmp16 = out_ptr0[static_cast<int64_t>(0L)];
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 1000L*x0), static_cast<int64_t>(8L));
                            auto tmp23 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp26 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp30 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp1 = static_cast<int64_t>(-100);
                            auto tmp2 = tmp0 != tmp1;
                            auto tmp3 = static_cast<int64_t>(0);
                            auto tmp4 = tmp2 ? tmp0 : tmp3;
                            auto tmp5 = x1;
                            auto tmp6 = c10::convert<int64_t>(tmp5);
                            auto tmp7 = at::vec::VectorizedN<int64_t,2>::arange(tmp6, 1);
                            auto tmp8 = at::vec::VectorizedN<int64_t,2>(tmp4);
                            auto tmp9 = at::vec::VecMask<int64_t,2>(tmp8 == tmp7);
                            auto tmp10 = static_cast<float>(-1.0);
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = at::vec::Vectorized<float>(tmp10);
                            auto tmp13 = at::vec::Vectorized<float>(tmp11);
                            auto tmp14 = decltype(tmp12)::blendv(tmp13, tmp12, tmp9.template cast<float,1>());
                            auto tmp17 = c10::convert<float>(tmp16);
                            auto tmp18 = tmp15 / tmp17;
                            auto tmp19 = tmp2 ? tmp18 : tmp11;
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp14 * tmp20;
                            auto tmp24 = at::vec::Vectorized<float>(tmp23);
                            auto tmp25 = tmp22 - tmp24;
                            auto tmp27 = at::vec::Vectorized<float>(tmp26);
                            auto tmp28 = tmp25 - tmp27;
                            auto tmp29 = tmp28.exp();
                            auto tmp31 = at::vec::Vectorized<float>(tmp30);
                            auto tmp32 = tmp29 * tmp31;
                            auto tmp33 = tmp21 - tmp32;
                            tmp33.store(in_out_ptr0 + static_cast<int64_t>(x1 + 1000L*x0), static_cast<int64_t>(8L));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_nll_loss_backward_threshold_backward_view_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const bool*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const bool* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(8.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc0_arr[i] = 0;
                    }
                    float tmp_acc1_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc1_arr[i] = 0;
                    }
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                                {
                                    for (int64_t x2_tail = static_cast<int64_t>(0L);x2_tail < static_cast<int64_t>(4L); x2_tail++)
                                    {
                                        auto tmp0 =
                                        [&]
                                        {
                                            __at_align__ std::array<bool, 64> tmpbuf;
                                            #pragma GCC unroll 16
                                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                                            {
                                                tmpbuf[x0_inner] = in_ptr1[static_cast<int64_t>(x2_tail + 4L*x0 + 4L*x0_inner + 2048L*x1)];
                                            }
                                            return at::vec::VecMask<float,1>::from(tmpbuf.data(), static_cast<int64_t>(16));
                                        }
                                        ()
                                        ;
                                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x2_tail + 2048L*x1), static_cast<int64_t>(16));
                                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                        auto tmp2 = static_cast<float>(4.0);
                                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                        auto tmp4 = tmp1 / tmp3;
                                        auto tmp5 = static_cast<float>(0.0);
                                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                        auto tmp7 = decltype(tmp6)::blendv(tmp4, tmp6, tmp0.template cast<float,1>());
                                        auto tmp10 = tmp8 - tmp9;
                                        auto tmp11 = tmp7 * tmp10;
                                        tmp_acc0_vec = tmp_acc0_vec + tmp7;
                                        tmp_acc1_vec = tmp_acc1_vec + tmp11;
                                    }
                                }
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = static_cast<float>(8.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 / tmp3;
                        auto tmp5 = static_cast<float>(1e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = tmp7.rsqrt();
                        auto tmp9 = tmp0 * tmp8;
                        tmp9.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp8[16*16];
                                transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(16),false>(in_ptr0 + static_cast<int64_t>(x1 + 512L*x2 + 2048L*x0), static_cast<int64_t>(512L), tmp8, static_cast<int64_t>(4L));
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp35[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 2048L*x0), static_cast<int64_t>(4L));
                                    auto tmp1 = in_ptr2[static_cast<int64_t>(x1 + x1_inner + 512L*x0)];
                                    auto tmp9 = at::vec::Vectorized<float>::loadu(tmp8 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                    auto tmp10 = in_out_ptr0[static_cast<int64_t>(x1 + x1_inner)];
                                    auto tmp13 = out_ptr3[static_cast<int64_t>(x1 + x1_inner)];
                                    auto tmp16 = out_ptr1[static_cast<int64_t>(x1 + x1_inner)];
                                    auto tmp27 = out_ptr2[static_cast<int64_t>(x1 + x1_inner)];
                                    auto tmp31 = in_ptr3[static_cast<int64_t>(x1 + x1_inner)];
                                    auto tmp2 = static_cast<float>(4.0);
                                    auto tmp3 = tmp1 / tmp2;
                                    auto tmp4 = static_cast<float>(0.0);
                                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                    auto tmp6 = at::vec::Vectorized<float>(tmp3);
                                    auto tmp7 = decltype(tmp5)::blendv(tmp6, tmp5, tmp0.template cast<float,1>());
                                    auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                    auto tmp12 = tmp9 - tmp11;
                                    auto tmp14 = static_cast<float>(0.125);
                                    auto tmp15 = float(tmp13 * tmp14);
                                    auto tmp17 = static_cast<float>(8.0);
                                    auto tmp18 = tmp16 / tmp17;
                                    auto tmp19 = static_cast<float>(1e-05);
                                    auto tmp20 = float(tmp18 + tmp19);
                                    auto tmp21 = 1 / std::sqrt(tmp20);
                                    auto tmp22 = float(tmp21 * tmp21);
                                    auto tmp23 = float(tmp15 * tmp22);
                                    auto tmp24 = at::vec::Vectorized<float>(tmp23);
                                    auto tmp25 = tmp12 * tmp24;
                                    auto tmp26 = tmp7 - tmp25;
                                    auto tmp28 = float(tmp27 * tmp14);
                                    auto tmp29 = at::vec::Vectorized<float>(tmp28);
                                    auto tmp30 = tmp26 - tmp29;
                                    auto tmp32 = float(tmp21 * tmp31);
                                    auto tmp33 = at::vec::Vectorized<float>(tmp32);
                                    auto tmp34 = tmp30 * tmp33;
                                    tmp34.store(tmp35 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(4L),false>(tmp35, static_cast<int64_t>(4L), out_ptr6 + static_cast<int64_t>(x1 + 512L*x2 + 2048L*x0), static_cast<int64_t>(512L));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_2 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr1 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(8.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc2 = 0;
                    at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                auto tmp5 = static_cast<float>(0.0);
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = at::vec::VecMask<float,1>(tmp4 <= tmp6);
                                auto tmp9 = decltype(tmp6)::blendv(tmp8, tmp6, tmp7.template cast<float,1>());
                                auto tmp10 = tmp9 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                                tmp_acc1_vec = tmp_acc1_vec + tmp9;
                                tmp_acc2_vec = tmp_acc2_vec + tmp10;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                        tmp_acc2_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = static_cast<float>(8.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 / tmp3;
                        auto tmp5 = static_cast<float>(1e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = tmp7.rsqrt();
                        auto tmp9 = tmp0 * tmp8;
                        tmp9.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp10 = static_cast<float>(0.125);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 * tmp11;
                            auto tmp14 = static_cast<float>(8.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 / tmp15;
                            auto tmp17 = static_cast<float>(1e-05);
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp16 + tmp18;
                            auto tmp20 = tmp19.rsqrt();
                            auto tmp21 = tmp20 * tmp20;
                            auto tmp22 = tmp12 * tmp21;
                            auto tmp23 = tmp8 * tmp22;
                            auto tmp24 = tmp5 - tmp23;
                            auto tmp26 = tmp25 * tmp11;
                            auto tmp27 = tmp24 - tmp26;
                            auto tmp29 = tmp20 * tmp28;
                            auto tmp30 = tmp27 * tmp29;
                            tmp30.store(in_out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_nll_loss_backward_threshold_backward_view_3 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*', 'const float*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       float* in_out_ptr3,
                       const float* in_ptr2,
                       const bool* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr2 = in_out_ptr1;
    auto in_ptr0 = in_out_ptr2;
    auto in_ptr1 = in_out_ptr3;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(8.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(8.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc0_arr[i] = 0;
                    }
                    float tmp_acc1_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc1_arr[i] = 0;
                    }
                    float tmp_acc2_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc2_arr[i] = 0;
                    }
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc2 = 0;
                    at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                                {
                                    for (int64_t x2_tail = static_cast<int64_t>(0L);x2_tail < static_cast<int64_t>(4L); x2_tail++)
                                    {
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x2_tail + 2048L*x1), static_cast<int64_t>(16));
                                        auto tmp4 =
                                        [&]
                                        {
                                            __at_align__ std::array<bool, 64> tmpbuf;
                                            #pragma GCC unroll 16
                                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                                            {
                                                tmpbuf[x0_inner] = in_ptr3[static_cast<int64_t>(x2_tail + 4L*x0 + 4L*x0_inner + 2048L*x1)];
                                            }
                                            return at::vec::VecMask<float,1>::from(tmpbuf.data(), static_cast<int64_t>(16));
                                        }
                                        ()
                                        ;
                                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 512L*x2_tail + 2048L*x1), static_cast<int64_t>(16));
                                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x2_tail + 2048L*x1), static_cast<int64_t>(16));
                                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x2_tail + 2048L*x1), static_cast<int64_t>(16));
                                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                        auto tmp1 = static_cast<float>(0.0);
                                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                        auto tmp6 = static_cast<float>(4.0);
                                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                        auto tmp8 = tmp5 / tmp7;
                                        auto tmp9 = decltype(tmp2)::blendv(tmp8, tmp2, tmp4.template cast<float,1>());
                                        auto tmp11 = tmp9 + tmp10;
                                        auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp3.template cast<float,1>());
                                        auto tmp15 = tmp13 - tmp14;
                                        auto tmp16 = tmp12 * tmp15;
                                        auto tmp19 = tmp17 - tmp18;
                                        auto tmp20 = tmp12 * tmp19;
                                        tmp_acc0_vec = tmp_acc0_vec + tmp12;
                                        tmp_acc1_vec = tmp_acc1_vec + tmp16;
                                        tmp_acc2_vec = tmp_acc2_vec + tmp20;
                                    }
                                }
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.store(out_ptr6 + static_cast<int64_t>(x0));
                        tmp_acc2_vec.store(out_ptr7 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = static_cast<float>(8.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 / tmp3;
                        auto tmp5 = static_cast<float>(1e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = tmp7.rsqrt();
                        auto tmp9 = tmp0 * tmp8;
                        tmp9.store(out_ptr8 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = static_cast<float>(8.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 / tmp3;
                        auto tmp5 = static_cast<float>(1e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = tmp7.rsqrt();
                        auto tmp9 = tmp0 * tmp8;
                        tmp9.store(out_ptr9 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(512L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(512L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(bool))) bool tmp4[16*16];
                                transpose_mxn<bool,static_cast<int64_t>(16),static_cast<int64_t>(4L),false>(in_ptr3 + static_cast<int64_t>(x1 + 4L*x2 + 2048L*x0), static_cast<int64_t>(4L), tmp4, static_cast<int64_t>(16));
                                transpose_mxn<bool,static_cast<int64_t>(16),static_cast<int64_t>(4L),false>(in_ptr3 + static_cast<int64_t>(x1 + 4L*x2 + 2048L*x0), static_cast<int64_t>(4L), tmp4, static_cast<int64_t>(16));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 512L*x1 + 512L*x1_inner + 2048L*x0), static_cast<int64_t>(16));
                                    auto tmp5 = at::vec::VecMask<float,1>::from(tmp4 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 512L*x0), static_cast<int64_t>(16));
                                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 512L*x1 + 512L*x1_inner + 2048L*x0), static_cast<int64_t>(16));
                                    auto tmp14 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x2 + 512L*x1 + 512L*x1_inner + 2048L*x0), static_cast<int64_t>(16));
                                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp17 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp36 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp39 = at::vec::Vectorized<float>::loadu(in_out_ptr3 + static_cast<int64_t>(x2 + 512L*x1 + 512L*x1_inner + 2048L*x0), static_cast<int64_t>(16));
                                    auto tmp40 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp42 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp44 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp52 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp55 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp1 = static_cast<float>(0.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                    auto tmp7 = static_cast<float>(4.0);
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = tmp6 / tmp8;
                                    auto tmp10 = decltype(tmp2)::blendv(tmp9, tmp2, tmp5.template cast<float,1>());
                                    auto tmp12 = tmp10 + tmp11;
                                    auto tmp13 = decltype(tmp2)::blendv(tmp12, tmp2, tmp3.template cast<float,1>());
                                    auto tmp16 = tmp14 - tmp15;
                                    auto tmp18 = static_cast<float>(0.125);
                                    auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                    auto tmp20 = tmp17 * tmp19;
                                    auto tmp22 = static_cast<float>(8.0);
                                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                                    auto tmp24 = tmp21 / tmp23;
                                    auto tmp25 = static_cast<float>(1e-05);
                                    auto tmp26 = at::vec::Vectorized<float>(tmp25);
                                    auto tmp27 = tmp24 + tmp26;
                                    auto tmp28 = tmp27.rsqrt();
                                    auto tmp29 = tmp28 * tmp28;
                                    auto tmp30 = tmp20 * tmp29;
                                    auto tmp31 = tmp16 * tmp30;
                                    auto tmp32 = tmp13 - tmp31;
                                    auto tmp34 = tmp33 * tmp19;
                                    auto tmp35 = tmp32 - tmp34;
                                    auto tmp37 = tmp28 * tmp36;
                                    auto tmp38 = tmp35 * tmp37;
                                    auto tmp41 = tmp39 - tmp40;
                                    auto tmp43 = tmp42 * tmp19;
                                    auto tmp45 = tmp44 / tmp23;
                                    auto tmp46 = tmp45 + tmp26;
                                    auto tmp47 = tmp46.rsqrt();
                                    auto tmp48 = tmp47 * tmp47;
                                    auto tmp49 = tmp43 * tmp48;
                                    auto tmp50 = tmp41 * tmp49;
                                    auto tmp51 = tmp13 - tmp50;
                                    auto tmp53 = tmp52 * tmp19;
                                    auto tmp54 = tmp51 - tmp53;
                                    auto tmp56 = tmp47 * tmp55;
                                    auto tmp57 = tmp54 * tmp56;
                                    tmp38.store(in_out_ptr2 + static_cast<int64_t>(x2 + 512L*x1 + 512L*x1_inner + 2048L*x0));
                                    tmp57.store(in_out_ptr3 + static_cast<int64_t>(x2 + 512L*x1 + 512L*x1_inner + 2048L*x0));
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr3 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                                auto tmp10 = tmp8 - tmp9;
                                auto tmp11 = tmp7 * tmp10;
                                tmp_acc0_vec = tmp_acc0_vec + tmp7;
                                tmp_acc1_vec = tmp_acc1_vec + tmp11;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                            auto tmp10 = tmp8 - tmp9;
                            auto tmp12 = static_cast<float>(0.03125);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 * tmp13;
                            auto tmp16 = tmp15 * tmp15;
                            auto tmp17 = tmp14 * tmp16;
                            auto tmp18 = tmp10 * tmp17;
                            auto tmp19 = tmp7 - tmp18;
                            auto tmp21 = tmp20 * tmp13;
                            auto tmp22 = tmp19 - tmp21;
                            auto tmp24 = tmp15 * tmp23;
                            auto tmp25 = tmp22 * tmp24;
                            tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
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


cpp_fused_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc0_arr[i] = 0;
                    }
                    float tmp_acc1_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc1_arr[i] = 0;
                    }
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                                auto tmp8 = tmp6 - tmp7;
                                auto tmp9 = tmp5 * tmp8;
                                tmp_acc0_vec = tmp_acc0_vec + tmp5;
                                tmp_acc1_vec = tmp_acc1_vec + tmp9;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp10 = static_cast<float>(0.03125);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 * tmp11;
                            auto tmp14 = tmp13 * tmp13;
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp8 * tmp15;
                            auto tmp17 = tmp5 - tmp16;
                            auto tmp19 = tmp18 * tmp11;
                            auto tmp20 = tmp17 - tmp19;
                            auto tmp22 = tmp13 * tmp21;
                            auto tmp23 = tmp20 * tmp22;
                            tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_6 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr5,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr11,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr4 = in_out_ptr1;
    auto in_ptr6 = in_out_ptr2;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = at::vec::VecMask<float,1>(tmp4 <= tmp2);
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = decltype(tmp2)::blendv(tmp8, tmp2, tmp5.template cast<float,1>());
                        auto tmp11 = tmp9 + tmp10;
                        auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp3.template cast<float,1>());
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc2 = 0;
                    at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp3 = tmp1 - tmp2;
                                auto tmp4 = tmp0 * tmp3;
                                auto tmp7 = tmp5 - tmp6;
                                auto tmp8 = tmp0 * tmp7;
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                                tmp_acc1_vec = tmp_acc1_vec + tmp4;
                                tmp_acc2_vec = tmp_acc2_vec + tmp8;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                        tmp_acc2_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp5 = static_cast<float>(0.03125);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = tmp8 * tmp8;
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp12 = tmp0 - tmp11;
                            auto tmp14 = tmp13 * tmp6;
                            auto tmp15 = tmp12 - tmp14;
                            auto tmp17 = tmp8 * tmp16;
                            auto tmp18 = tmp15 * tmp17;
                            auto tmp21 = tmp19 - tmp20;
                            auto tmp23 = tmp22 * tmp6;
                            auto tmp25 = tmp24 * tmp24;
                            auto tmp26 = tmp23 * tmp25;
                            auto tmp27 = tmp21 * tmp26;
                            auto tmp28 = tmp0 - tmp27;
                            auto tmp30 = tmp29 * tmp6;
                            auto tmp31 = tmp28 - tmp30;
                            auto tmp33 = tmp24 * tmp32;
                            auto tmp34 = tmp31 * tmp33;
                            tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0));
                            tmp34.store(in_out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr3 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                                auto tmp10 = tmp8 - tmp9;
                                auto tmp11 = tmp7 * tmp10;
                                tmp_acc0_vec = tmp_acc0_vec + tmp7;
                                tmp_acc1_vec = tmp_acc1_vec + tmp11;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                            auto tmp10 = tmp8 - tmp9;
                            auto tmp12 = static_cast<float>(0.0078125);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 * tmp13;
                            auto tmp16 = tmp15 * tmp15;
                            auto tmp17 = tmp14 * tmp16;
                            auto tmp18 = tmp10 * tmp17;
                            auto tmp19 = tmp7 - tmp18;
                            auto tmp21 = tmp20 * tmp13;
                            auto tmp22 = tmp19 - tmp21;
                            auto tmp24 = tmp15 * tmp23;
                            auto tmp25 = tmp22 * tmp24;
                            tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
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


cpp_fused_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc0_arr[i] = 0;
                    }
                    float tmp_acc1_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc1_arr[i] = 0;
                    }
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                                auto tmp8 = tmp6 - tmp7;
                                auto tmp9 = tmp5 * tmp8;
                                tmp_acc0_vec = tmp_acc0_vec + tmp5;
                                tmp_acc1_vec = tmp_acc1_vec + tmp9;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp10 = static_cast<float>(0.0078125);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 * tmp11;
                            auto tmp14 = tmp13 * tmp13;
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp8 * tmp15;
                            auto tmp17 = tmp5 - tmp16;
                            auto tmp19 = tmp18 * tmp11;
                            auto tmp20 = tmp17 - tmp19;
                            auto tmp22 = tmp13 * tmp21;
                            auto tmp23 = tmp20 * tmp22;
                            tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_9 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr5,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr11,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr4 = in_out_ptr1;
    auto in_ptr6 = in_out_ptr2;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = at::vec::VecMask<float,1>(tmp4 <= tmp2);
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = decltype(tmp2)::blendv(tmp8, tmp2, tmp5.template cast<float,1>());
                        auto tmp11 = tmp9 + tmp10;
                        auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp3.template cast<float,1>());
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc2 = 0;
                    at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp3 = tmp1 - tmp2;
                                auto tmp4 = tmp0 * tmp3;
                                auto tmp7 = tmp5 - tmp6;
                                auto tmp8 = tmp0 * tmp7;
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                                tmp_acc1_vec = tmp_acc1_vec + tmp4;
                                tmp_acc2_vec = tmp_acc2_vec + tmp8;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                        tmp_acc2_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp5 = static_cast<float>(0.0078125);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = tmp8 * tmp8;
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp12 = tmp0 - tmp11;
                            auto tmp14 = tmp13 * tmp6;
                            auto tmp15 = tmp12 - tmp14;
                            auto tmp17 = tmp8 * tmp16;
                            auto tmp18 = tmp15 * tmp17;
                            auto tmp21 = tmp19 - tmp20;
                            auto tmp23 = tmp22 * tmp6;
                            auto tmp25 = tmp24 * tmp24;
                            auto tmp26 = tmp23 * tmp25;
                            auto tmp27 = tmp21 * tmp26;
                            auto tmp28 = tmp0 - tmp27;
                            auto tmp30 = tmp29 * tmp6;
                            auto tmp31 = tmp28 - tmp30;
                            auto tmp33 = tmp24 * tmp32;
                            auto tmp34 = tmp31 * tmp33;
                            tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
                            tmp34.store(in_out_ptr2 + static_cast<int64_t>(x1 + 128L*x0));
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr3 = in_out_ptr0;
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
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                                auto tmp10 = tmp8 - tmp9;
                                auto tmp11 = tmp7 * tmp10;
                                tmp_acc0_vec = tmp_acc0_vec + tmp7;
                                tmp_acc1_vec = tmp_acc1_vec + tmp11;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                            auto tmp10 = tmp8 - tmp9;
                            auto tmp12 = static_cast<float>(0.001953125);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 * tmp13;
                            auto tmp16 = tmp15 * tmp15;
                            auto tmp17 = tmp14 * tmp16;
                            auto tmp18 = tmp10 * tmp17;
                            auto tmp19 = tmp7 - tmp18;
                            auto tmp21 = tmp20 * tmp13;
                            auto tmp22 = tmp19 - tmp21;
                            auto tmp24 = tmp15 * tmp23;
                            auto tmp25 = tmp22 * tmp24;
                            tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
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
                    float tmp_acc1_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc1_arr[i] = 0;
                    }
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                                auto tmp8 = tmp6 - tmp7;
                                auto tmp9 = tmp5 * tmp8;
                                tmp_acc0_vec = tmp_acc0_vec + tmp5;
                                tmp_acc1_vec = tmp_acc1_vec + tmp9;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp10 = static_cast<float>(0.001953125);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 * tmp11;
                            auto tmp14 = tmp13 * tmp13;
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp8 * tmp15;
                            auto tmp17 = tmp5 - tmp16;
                            auto tmp19 = tmp18 * tmp11;
                            auto tmp20 = tmp17 - tmp19;
                            auto tmp22 = tmp13 * tmp21;
                            auto tmp23 = tmp20 * tmp22;
                            tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_12 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr4 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32768L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = at::vec::VecMask<float,1>(tmp4 <= tmp2);
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = decltype(tmp2)::blendv(tmp8, tmp2, tmp5.template cast<float,1>());
                        auto tmp11 = tmp9 + tmp10;
                        auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp3.template cast<float,1>());
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp3 = tmp1 - tmp2;
                                auto tmp4 = tmp0 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                                tmp_acc1_vec = tmp_acc1_vec + tmp4;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp5 = static_cast<float>(0.001953125);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = tmp8 * tmp8;
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp12 = tmp0 - tmp11;
                            auto tmp14 = tmp13 * tmp6;
                            auto tmp15 = tmp12 - tmp14;
                            auto tmp17 = tmp8 * tmp16;
                            auto tmp18 = tmp15 * tmp17;
                            tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int8_t*', 'float*', 'float*', 'int64_t*', 'int64_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const int8_t* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
                       int64_t* out_ptr2,
                       int64_t* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32768L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 + tmp1;
                        tmp2.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(64L*x0 + 16384L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L)))), static_cast<int64_t>(16));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(131072L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(131072L)))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 64L*x2 + 1024L*x1 + 16384L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = 9L;
                                    auto tmp2 = c10::convert<int64_t>(tmp1);
                                    auto tmp3 = at::vec::convert<int64_t,2,int8_t,1>(tmp0);
                                    auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                    auto tmp5 = tmp3 + tmp4;
                                    auto tmp6 = static_cast<int64_t>(0);
                                    auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                                    auto tmp8 = at::vec::VecMask<int64_t,2>(tmp3 < tmp7);
                                    auto tmp9 = decltype(tmp5)::blendv(tmp3, tmp5, tmp8.template cast<int64_t,2>());
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
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>(tmp10[x3_inner]);
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(9L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 9L");
                                    auto tmp13 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>((-33L) + tmp10[x3_inner] + 2L*x2 + 29L*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x3_inner]), static_cast<int64_t>(3L))) + 64L*x1);
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    tmp13.store(out_ptr2 + static_cast<int64_t>(x3 + 64L*x2 + 1024L*x1 + 16384L*x0), static_cast<int64_t>(16));
                                }
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(out_ptr2 + static_cast<int64_t>(64L*x0 + 16384L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L)))), static_cast<int64_t>(16));
                            tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_nll_loss_backward_relu_threshold_backward_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(1024L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(1024L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr0 + static_cast<int64_t>(x1 + 64L*x2 + 65536L*x0), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(16));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                    auto tmp2 = in_ptr1[static_cast<int64_t>(x1 + x1_inner)];
                                    auto tmp5 = in_ptr2[static_cast<int64_t>(x1 + x1_inner)];
                                    auto tmp8 = in_ptr3[static_cast<int64_t>(x1 + x1_inner)];
                                    auto tmp11 = in_ptr4[static_cast<int64_t>(x1 + x1_inner)];
                                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 1024L*x1 + 1024L*x1_inner + 65536L*x0), static_cast<int64_t>(16));
                                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                    auto tmp4 = tmp1 - tmp3;
                                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                    auto tmp7 = tmp4 * tmp6;
                                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                    auto tmp10 = tmp7 * tmp9;
                                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                                    auto tmp13 = tmp10 + tmp12;
                                    auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                                    auto tmp15 = static_cast<float>(0.0);
                                    auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                    auto tmp17 = at::vec::VecMask<float,1>(tmp14 <= tmp16);
                                    auto tmp19 = decltype(tmp16)::blendv(tmp18, tmp16, tmp17.template cast<float,1>());
                                    tmp19.store(out_ptr0 + static_cast<int64_t>(x2 + 1024L*x1 + 1024L*x1_inner + 65536L*x0));
                                }
                            }
                        }
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
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(1024L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(1024L)))
                                {
                                    alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                    transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(out_ptr0 + static_cast<int64_t>(x2 + 1024L*x0 + 65536L*x1), static_cast<int64_t>(1024L), tmp0, static_cast<int64_t>(16));
                                    transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(out_ptr0 + static_cast<int64_t>(x2 + 1024L*x0 + 65536L*x1), static_cast<int64_t>(1024L), tmp0, static_cast<int64_t>(16));
                                    for (long x2_inner = 0; x2_inner < static_cast<int64_t>(16); x2_inner++)
                                    {
                                        auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x2_inner), static_cast<int64_t>(16));
                                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x2 + 64L*x2_inner + 65536L*x1), static_cast<int64_t>(16));
                                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                        auto tmp4 = tmp2 - tmp3;
                                        auto tmp5 = tmp1 * tmp4;
                                        tmp_acc0_vec = tmp_acc0_vec + tmp1;
                                        tmp_acc1_vec = tmp_acc1_vec + tmp5;
                                    }
                                }
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(out_ptr0 + static_cast<int64_t>(x1 + 1024L*x2 + 65536L*x0), static_cast<int64_t>(1024L), tmp0, static_cast<int64_t>(16));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 64L*x1 + 64L*x1_inner + 65536L*x0), static_cast<int64_t>(16));
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp4 = tmp2 - tmp3;
                                    auto tmp6 = static_cast<float>(0.00048828125);
                                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                    auto tmp8 = tmp5 * tmp7;
                                    auto tmp10 = tmp9 * tmp9;
                                    auto tmp11 = tmp8 * tmp10;
                                    auto tmp12 = tmp4 * tmp11;
                                    auto tmp13 = tmp1 - tmp12;
                                    auto tmp15 = tmp14 * tmp7;
                                    auto tmp16 = tmp13 - tmp15;
                                    auto tmp18 = tmp9 * tmp17;
                                    auto tmp19 = tmp16 * tmp18;
                                    tmp19.store(in_out_ptr0 + static_cast<int64_t>(x2 + 64L*x1 + 64L*x1_inner + 65536L*x0));
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


cpp_fused_sum_15 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1000L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(992L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1000L + x0), static_cast<int64_t>(16));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(992L) && x0 < static_cast<int64_t>(1000L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1000L + x0), static_cast<int64_t>(8L));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
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
        primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_14, primals_18, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_38, primals_42, primals_44, primals_48, primals_50, primals_54, primals_56, primals_60, primals_62, primals_66, primals_68, primals_72, primals_74, primals_78, primals_80, primals_84, primals_86, primals_90, primals_92, primals_96, primals_98, primals_102, primals_104, primals_108, primals_110, primals_114, primals_116, primals_120, primals_122, primals_124, convolution, getitem_1, rsqrt, getitem_2, getitem_3, convolution_1, squeeze_4, relu_1, convolution_2, squeeze_7, relu_2, convolution_3, squeeze_10, relu_3, convolution_4, squeeze_13, relu_4, convolution_5, squeeze_16, relu_5, convolution_6, squeeze_19, convolution_7, squeeze_22, relu_6, convolution_8, squeeze_25, relu_7, convolution_9, squeeze_28, relu_8, convolution_10, squeeze_31, relu_9, convolution_11, squeeze_34, convolution_12, squeeze_37, relu_10, convolution_13, squeeze_40, relu_11, convolution_14, squeeze_43, relu_12, convolution_15, relu_13, convolution_16, convolution_17, relu_14, convolution_18, relu_15, convolution_19, view, addmm, amax, log, ne_2, le, unsqueeze_144, unsqueeze_156, unsqueeze_168, unsqueeze_180, unsqueeze_192, unsqueeze_204, unsqueeze_216, unsqueeze_228, unsqueeze_240, unsqueeze_252, unsqueeze_264, unsqueeze_276, unsqueeze_288, unsqueeze_300, tangents_1 = args
        args.clear()
        assert_size_stride(ne_2, (2, ), (1, ), 'input')
        buf0 = empty_strided_cpu((), (), torch.int64)
        assert_size_stride_grouped((primals_124, tangents_1, addmm, amax, log), ((2, ), (), (2, 1000), (2, 1), (2, 1)), ((1, ), (), (1000, 1), (1, 1), (1, 1)), 'input')
        buf1 = empty_strided_cpu((2, 1), (1, 2), torch.float32)
        buf2 = addmm; del addmm  # reuse
        assert_size_stride(primals_122, (1000, 512), (512, 1), 'input')
        # [Provenance debug handles] cpp_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_0:1
        cpp_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_view_0(buf2, ne_2, primals_124, tangents_1, amax, log, buf0, buf1)
        del amax
        del buf0
        del buf1
        del log
        del ne_2
        del primals_124
        del tangents_1
        buf3 = empty_strided_cpu((2, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_6, permute_1, mm], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:2
        extern_kernels.mm(buf2, primals_122, out=buf3)
        del primals_122
        assert_size_stride_grouped((convolution_19, le), ((2, 512, 2, 2), (2, 512, 2, 2)), ((2048, 1, 1024, 512), (2048, 4, 2, 1)), 'input')
        buf6 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        buf7 = buf6; del buf6  # reuse
        buf8 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        buf9 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf10 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf11 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride(primals_120, (512, ), (1, ), 'input')
        buf13 = empty_strided_cpu((2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32)
        assert_size_stride_grouped((relu_15, primals_116), ((2, 512, 2, 2), (512, 512, 3, 3)), ((2048, 1, 1024, 512), (4608, 1, 1536, 512)), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_nll_loss_backward_threshold_backward_view_1:3
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_nll_loss_backward_threshold_backward_view_1(buf7, convolution_19, le, buf3, primals_120, buf8, buf9, buf10, buf11, buf13)
        del convolution_19
        del primals_120
        # Topologically Sorted Source Nodes: [scalar_tensor_3, view_2, expand, div_2, where_4, out_53, unsqueeze_82, unsqueeze_83, unsqueeze_84, sub_23, mul_143, unsqueeze_85, unsqueeze_86, unsqueeze_87, mul_144, mul_145, mul_146, unsqueeze_88, unsqueeze_89, unsqueeze_90, mul_147, unsqueeze_91, unsqueeze_92, unsqueeze_93, mul_148, sub_25, sub_26, mul_149, convolution_backward], Original ATen: [aten.nll_loss_backward, aten.view, aten.expand, aten.div, aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:4
        buf14 = torch.ops.aten.convolution_backward.default(buf13, relu_15, primals_116, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf13
        del primals_116
        buf15 = buf14[0]
        assert_tensor_metadata(buf15, (2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf15 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf16 = buf14[1]
        assert_tensor_metadata(buf16, (512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf16 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf14
        assert_size_stride(convolution_18, (2, 512, 2, 2), (2048, 1, 1024, 512), 'input')
        buf17 = buf8; del buf8  # reuse
        buf18 = buf17; del buf17  # reuse
        buf19 = buf7; del buf7  # reuse
        buf20 = buf10; del buf10  # reuse
        buf21 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf22 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride(primals_114, (512, ), (1, ), 'input')
        buf23 = relu_15; del relu_15  # reuse
        assert_size_stride_grouped((relu_14, primals_110), ((2, 512, 2, 2), (512, 512, 3, 3)), ((2048, 1, 1024, 512), (4608, 1, 1536, 512)), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_2:5
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_2(buf18, buf23, convolution_18, buf15, primals_114, buf19, buf20, buf21, buf22)
        del buf15
        del convolution_18
        del primals_114
        # Topologically Sorted Source Nodes: [scalar_tensor_3, le_1, where_5, out_50, unsqueeze_94, unsqueeze_95, unsqueeze_96, sub_27, mul_152, unsqueeze_97, unsqueeze_98, unsqueeze_99, mul_153, mul_154, mul_155, unsqueeze_100, unsqueeze_101, unsqueeze_102, mul_156, unsqueeze_103, unsqueeze_104, unsqueeze_105, mul_157, sub_29, sub_30, mul_158, convolution_backward_1], Original ATen: [aten.nll_loss_backward, aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:6
        buf24 = torch.ops.aten.convolution_backward.default(buf23, relu_14, primals_110, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf23
        del primals_110
        buf25 = buf24[0]
        assert_tensor_metadata(buf25, (2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf25 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf26 = buf24[1]
        assert_tensor_metadata(buf26, (512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf26 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf24
        assert_size_stride_grouped((convolution_17, convolution_16), ((2, 512, 2, 2), (2, 512, 2, 2)), ((2048, 1, 1024, 512), (2048, 1, 1024, 512)), 'input')
        buf27 = reinterpret_tensor(buf21, (1, 512, 1, 1), (512, 1, 512, 512), 0); del buf21  # reuse
        buf28 = buf27; del buf27  # reuse
        buf29 = buf19; del buf19  # reuse
        buf37 = buf18; del buf18  # reuse
        buf38 = buf37; del buf37  # reuse
        buf39 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        buf30 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf31 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf40 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf41 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf32 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf42 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_108, primals_102), ((512, ), (512, )), ((1, ), (1, )), 'input')
        buf33 = convolution_17; del convolution_17  # reuse
        buf43 = convolution_16; del convolution_16  # reuse
        assert_size_stride_grouped((relu_12, primals_104), ((2, 256, 4, 4), (512, 256, 1, 1)), ((4096, 1, 1024, 256), (256, 1, 1, 1)), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_nll_loss_backward_threshold_backward_view_3:7
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_nll_loss_backward_threshold_backward_view_3(buf28, buf38, buf33, buf43, relu_14, le, buf3, buf25, primals_108, primals_102, buf29, buf39, buf30, buf31, buf40, buf41, buf32, buf42)
        del buf25
        del buf28
        del buf3
        del le
        del primals_102
        del primals_108
        del relu_14
        # Topologically Sorted Source Nodes: [scalar_tensor_3, view_2, expand, div_2, where_4, add_108, le_2, where_6, input_6, unsqueeze_106, unsqueeze_107, unsqueeze_108, sub_31, mul_161, unsqueeze_109, unsqueeze_110, unsqueeze_111, mul_162, mul_163, mul_164, unsqueeze_112, unsqueeze_113, unsqueeze_114, mul_165, unsqueeze_115, unsqueeze_116, unsqueeze_117, mul_166, sub_33, sub_34, mul_167, convolution_backward_2], Original ATen: [aten.nll_loss_backward, aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:8
        buf34 = torch.ops.aten.convolution_backward.default(buf33, relu_12, primals_104, [0], (2, 2), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf33
        del primals_104
        buf35 = buf34[0]
        assert_tensor_metadata(buf35, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf35 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf36 = buf34[1]
        assert_tensor_metadata(buf36, (512, 256, 1, 1), (256, 1, 256, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf36 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf34
        assert_size_stride_grouped((relu_13, primals_98), ((2, 512, 2, 2), (512, 512, 3, 3)), ((2048, 1, 1024, 512), (4608, 1, 1536, 512)), 'input')
        # Topologically Sorted Source Nodes: [scalar_tensor_3, view_2, expand, div_2, where_4, add_108, le_2, where_6, out_46, unsqueeze_118, unsqueeze_119, unsqueeze_120, sub_35, mul_170, unsqueeze_121, unsqueeze_122, unsqueeze_123, mul_171, mul_172, mul_173, unsqueeze_124, unsqueeze_125, unsqueeze_126, mul_174, unsqueeze_127, unsqueeze_128, unsqueeze_129, mul_175, sub_37, sub_38, mul_176, convolution_backward_3], Original ATen: [aten.nll_loss_backward, aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:9
        buf44 = torch.ops.aten.convolution_backward.default(buf43, relu_13, primals_98, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf43
        del primals_98
        buf45 = buf44[0]
        assert_tensor_metadata(buf45, (2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf45 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf46 = buf44[1]
        assert_tensor_metadata(buf46, (512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf46 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf44
        assert_size_stride(convolution_15, (2, 512, 2, 2), (2048, 1, 1024, 512), 'input')
        buf47 = reinterpret_tensor(buf41, (1, 512, 1, 1), (512, 1, 512, 512), 0); del buf41  # reuse
        buf48 = buf47; del buf47  # reuse
        buf49 = buf39; del buf39  # reuse
        buf50 = reinterpret_tensor(buf38, (512, ), (1, ), 0); del buf38  # reuse
        buf51 = buf31; del buf31  # reuse
        buf52 = reinterpret_tensor(buf29, (512, ), (1, ), 0); del buf29  # reuse
        assert_size_stride(primals_96, (512, ), (1, ), 'input')
        buf53 = relu_13; del relu_13  # reuse
        assert_size_stride(primals_92, (512, 256, 3, 3), (2304, 1, 768, 256), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_2:10
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_2(buf48, buf53, convolution_15, buf45, primals_96, buf49, buf50, buf51, buf52)
        del buf45
        del buf48
        del buf49
        del buf51
        del convolution_15
        del primals_96
        # Topologically Sorted Source Nodes: [scalar_tensor_3, le_3, where_7, out_43, unsqueeze_130, unsqueeze_131, unsqueeze_132, sub_39, mul_179, unsqueeze_133, unsqueeze_134, unsqueeze_135, mul_180, mul_181, mul_182, unsqueeze_136, unsqueeze_137, unsqueeze_138, mul_183, unsqueeze_139, unsqueeze_140, unsqueeze_141, mul_184, sub_41, sub_42, mul_185, convolution_backward_4], Original ATen: [aten.nll_loss_backward, aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:11
        buf54 = torch.ops.aten.convolution_backward.default(buf53, relu_12, primals_92, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf53
        del primals_92
        buf55 = buf54[0]
        assert_tensor_metadata(buf55, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf55 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf56 = buf54[1]
        assert_tensor_metadata(buf56, (512, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf56 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf54
        assert_size_stride_grouped((convolution_14, unsqueeze_144, squeeze_43), ((2, 256, 4, 4), (1, 256, 1, 1), (256, )), ((4096, 1, 1024, 256), (256, 1, 1, 1), (1, )), 'input')
        buf57 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf58 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf59 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_90, (256, ), (1, ), 'input')
        buf60 = convolution_14; del convolution_14  # reuse
        assert_size_stride_grouped((relu_11, primals_86), ((2, 256, 4, 4), (256, 256, 3, 3)), ((4096, 1, 1024, 256), (2304, 1, 768, 256)), 'input')
        # [Provenance debug handles] cpp_fused_add_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_4:12
        cpp_fused_add_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_4(buf60, relu_12, buf35, buf55, unsqueeze_144, squeeze_43, primals_90, buf57, buf58, buf59)
        del primals_90
        del squeeze_43
        del unsqueeze_144
        # Topologically Sorted Source Nodes: [scalar_tensor_3, add_109, le_4, where_8, sub_43, mul_188, unsqueeze_145, unsqueeze_146, unsqueeze_147, mul_189, mul_190, mul_191, unsqueeze_148, unsqueeze_149, unsqueeze_150, mul_192, unsqueeze_151, unsqueeze_152, unsqueeze_153, mul_193, sub_45, sub_46, mul_194, convolution_backward_5], Original ATen: [aten.nll_loss_backward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:13
        buf61 = torch.ops.aten.convolution_backward.default(buf60, relu_11, primals_86, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf60
        del primals_86
        buf62 = buf61[0]
        assert_tensor_metadata(buf62, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf62 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf63 = buf61[1]
        assert_tensor_metadata(buf63, (256, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf63 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf61
        assert_size_stride_grouped((convolution_13, unsqueeze_156, squeeze_40), ((2, 256, 4, 4), (1, 256, 1, 1), (256, )), ((4096, 1, 1024, 256), (256, 1, 1, 1), (1, )), 'input')
        buf64 = buf58; del buf58  # reuse
        buf65 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf66 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_84, (256, ), (1, ), 'input')
        buf67 = relu_11; del relu_11  # reuse
        assert_size_stride_grouped((relu_10, primals_80), ((2, 256, 4, 4), (256, 256, 3, 3)), ((4096, 1, 1024, 256), (2304, 1, 768, 256)), 'input')
        # [Provenance debug handles] cpp_fused_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_5:14
        cpp_fused_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_5(buf67, buf62, convolution_13, unsqueeze_156, squeeze_40, primals_84, buf64, buf65, buf66)
        del buf62
        del convolution_13
        del primals_84
        del squeeze_40
        del unsqueeze_156
        # Topologically Sorted Source Nodes: [scalar_tensor_3, le_5, where_9, sub_47, mul_197, unsqueeze_157, unsqueeze_158, unsqueeze_159, mul_198, mul_199, mul_200, unsqueeze_160, unsqueeze_161, unsqueeze_162, mul_201, unsqueeze_163, unsqueeze_164, unsqueeze_165, mul_202, sub_49, sub_50, mul_203, convolution_backward_6], Original ATen: [aten.nll_loss_backward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:15
        buf68 = torch.ops.aten.convolution_backward.default(buf67, relu_10, primals_80, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf67
        del primals_80
        buf69 = buf68[0]
        assert_tensor_metadata(buf69, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf69 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf70 = buf68[1]
        assert_tensor_metadata(buf70, (256, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf70 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf68
        buf71 = relu_10; del relu_10  # reuse
        assert_size_stride_grouped((convolution_12, unsqueeze_168, convolution_11, unsqueeze_180, squeeze_37, squeeze_34), ((2, 256, 4, 4), (1, 256, 1, 1), (2, 256, 4, 4), (1, 256, 1, 1), (256, ), (256, )), ((4096, 1, 1024, 256), (256, 1, 1, 1), (4096, 1, 1024, 256), (256, 1, 1, 1), (1, ), (1, )), 'input')
        buf72 = buf65; del buf65  # reuse
        buf73 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf79 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf80 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf74 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf81 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_78, primals_72), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf75 = convolution_12; del convolution_12  # reuse
        buf82 = convolution_11; del convolution_11  # reuse
        assert_size_stride_grouped((relu_8, primals_74), ((2, 128, 8, 8), (256, 128, 1, 1)), ((8192, 1, 1024, 128), (128, 1, 1, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_6:16
        cpp_fused_add_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_6(buf71, buf75, buf82, relu_12, buf35, buf55, buf69, unsqueeze_168, unsqueeze_180, squeeze_37, squeeze_34, primals_78, primals_72, buf72, buf73, buf79, buf80, buf74, buf81)
        del buf35
        del buf55
        del buf69
        del buf71
        del primals_72
        del primals_78
        del relu_12
        del squeeze_34
        del squeeze_37
        del unsqueeze_168
        del unsqueeze_180
        # Topologically Sorted Source Nodes: [sub_51, mul_206, unsqueeze_169, unsqueeze_170, unsqueeze_171, mul_207, mul_208, mul_209, unsqueeze_172, unsqueeze_173, unsqueeze_174, mul_210, unsqueeze_175, unsqueeze_176, unsqueeze_177, mul_211, sub_53, sub_54, mul_212, convolution_backward_7], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:17
        buf76 = torch.ops.aten.convolution_backward.default(buf75, relu_8, primals_74, [0], (2, 2), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf75
        del primals_74
        buf77 = buf76[0]
        assert_tensor_metadata(buf77, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf77 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf78 = buf76[1]
        assert_tensor_metadata(buf78, (256, 128, 1, 1), (128, 1, 128, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf78 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf76
        assert_size_stride_grouped((relu_9, primals_68), ((2, 256, 4, 4), (256, 256, 3, 3)), ((4096, 1, 1024, 256), (2304, 1, 768, 256)), 'input')
        # Topologically Sorted Source Nodes: [sub_55, mul_215, unsqueeze_181, unsqueeze_182, unsqueeze_183, mul_216, mul_217, mul_218, unsqueeze_184, unsqueeze_185, unsqueeze_186, mul_219, unsqueeze_187, unsqueeze_188, unsqueeze_189, mul_220, sub_57, sub_58, mul_221, convolution_backward_8], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:18
        buf83 = torch.ops.aten.convolution_backward.default(buf82, relu_9, primals_68, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf82
        del primals_68
        buf84 = buf83[0]
        assert_tensor_metadata(buf84, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf84 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf85 = buf83[1]
        assert_tensor_metadata(buf85, (256, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf85 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf83
        assert_size_stride_grouped((convolution_10, unsqueeze_192, squeeze_31), ((2, 256, 4, 4), (1, 256, 1, 1), (256, )), ((4096, 1, 1024, 256), (256, 1, 1, 1), (1, )), 'input')
        buf86 = buf80; del buf80  # reuse
        buf87 = buf73; del buf73  # reuse
        buf88 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_66, (256, ), (1, ), 'input')
        buf89 = relu_9; del relu_9  # reuse
        assert_size_stride(primals_62, (256, 128, 3, 3), (1152, 1, 384, 128), 'input')
        # [Provenance debug handles] cpp_fused_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_5:19
        cpp_fused_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_5(buf89, buf84, convolution_10, unsqueeze_192, squeeze_31, primals_66, buf86, buf87, buf88)
        del buf84
        del buf87
        del convolution_10
        del primals_66
        del squeeze_31
        del unsqueeze_192
        # Topologically Sorted Source Nodes: [scalar_tensor_3, le_7, where_11, sub_59, mul_224, unsqueeze_193, unsqueeze_194, unsqueeze_195, mul_225, mul_226, mul_227, unsqueeze_196, unsqueeze_197, unsqueeze_198, mul_228, unsqueeze_199, unsqueeze_200, unsqueeze_201, mul_229, sub_61, sub_62, mul_230, convolution_backward_9], Original ATen: [aten.nll_loss_backward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:20
        buf90 = torch.ops.aten.convolution_backward.default(buf89, relu_8, primals_62, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf89
        del primals_62
        buf91 = buf90[0]
        assert_tensor_metadata(buf91, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf91 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf92 = buf90[1]
        assert_tensor_metadata(buf92, (256, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf92 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf90
        assert_size_stride_grouped((convolution_9, unsqueeze_204, squeeze_28), ((2, 128, 8, 8), (1, 128, 1, 1), (128, )), ((8192, 1, 1024, 128), (128, 1, 1, 1), (1, )), 'input')
        buf93 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf94 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf95 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_60, (128, ), (1, ), 'input')
        buf96 = convolution_9; del convolution_9  # reuse
        assert_size_stride_grouped((relu_7, primals_56), ((2, 128, 8, 8), (128, 128, 3, 3)), ((8192, 1, 1024, 128), (1152, 1, 384, 128)), 'input')
        # [Provenance debug handles] cpp_fused_add_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_7:21
        cpp_fused_add_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_7(buf96, relu_8, buf77, buf91, unsqueeze_204, squeeze_28, primals_60, buf93, buf94, buf95)
        del primals_60
        del squeeze_28
        del unsqueeze_204
        # Topologically Sorted Source Nodes: [scalar_tensor_3, add_111, le_8, where_12, sub_63, mul_233, unsqueeze_205, unsqueeze_206, unsqueeze_207, mul_234, mul_235, mul_236, unsqueeze_208, unsqueeze_209, unsqueeze_210, mul_237, unsqueeze_211, unsqueeze_212, unsqueeze_213, mul_238, sub_65, sub_66, mul_239, convolution_backward_10], Original ATen: [aten.nll_loss_backward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:22
        buf97 = torch.ops.aten.convolution_backward.default(buf96, relu_7, primals_56, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf96
        del primals_56
        buf98 = buf97[0]
        assert_tensor_metadata(buf98, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf98 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf99 = buf97[1]
        assert_tensor_metadata(buf99, (128, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf99 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf97
        assert_size_stride_grouped((convolution_8, unsqueeze_216, squeeze_25), ((2, 128, 8, 8), (1, 128, 1, 1), (128, )), ((8192, 1, 1024, 128), (128, 1, 1, 1), (1, )), 'input')
        buf100 = buf94; del buf94  # reuse
        buf101 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf102 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_54, (128, ), (1, ), 'input')
        buf103 = relu_7; del relu_7  # reuse
        assert_size_stride_grouped((relu_6, primals_50), ((2, 128, 8, 8), (128, 128, 3, 3)), ((8192, 1, 1024, 128), (1152, 1, 384, 128)), 'input')
        # [Provenance debug handles] cpp_fused_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_8:23
        cpp_fused_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_8(buf103, buf98, convolution_8, unsqueeze_216, squeeze_25, primals_54, buf100, buf101, buf102)
        del buf98
        del convolution_8
        del primals_54
        del squeeze_25
        del unsqueeze_216
        # Topologically Sorted Source Nodes: [scalar_tensor_3, le_9, where_13, sub_67, mul_242, unsqueeze_217, unsqueeze_218, unsqueeze_219, mul_243, mul_244, mul_245, unsqueeze_220, unsqueeze_221, unsqueeze_222, mul_246, unsqueeze_223, unsqueeze_224, unsqueeze_225, mul_247, sub_69, sub_70, mul_248, convolution_backward_11], Original ATen: [aten.nll_loss_backward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:24
        buf104 = torch.ops.aten.convolution_backward.default(buf103, relu_6, primals_50, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf103
        del primals_50
        buf105 = buf104[0]
        assert_tensor_metadata(buf105, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf105 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf106 = buf104[1]
        assert_tensor_metadata(buf106, (128, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf106 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf104
        buf107 = relu_6; del relu_6  # reuse
        assert_size_stride_grouped((convolution_7, unsqueeze_228, convolution_6, unsqueeze_240, squeeze_22, squeeze_19), ((2, 128, 8, 8), (1, 128, 1, 1), (2, 128, 8, 8), (1, 128, 1, 1), (128, ), (128, )), ((8192, 1, 1024, 128), (128, 1, 1, 1), (8192, 1, 1024, 128), (128, 1, 1, 1), (1, ), (1, )), 'input')
        buf108 = buf101; del buf101  # reuse
        buf109 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf115 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf116 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf110 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf117 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_48, primals_42), ((128, ), (128, )), ((1, ), (1, )), 'input')
        buf111 = convolution_7; del convolution_7  # reuse
        buf118 = convolution_6; del convolution_6  # reuse
        assert_size_stride_grouped((relu_4, primals_44), ((2, 64, 16, 16), (128, 64, 1, 1)), ((16384, 1, 1024, 64), (64, 1, 1, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_9:25
        cpp_fused_add_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_9(buf107, buf111, buf118, relu_8, buf77, buf91, buf105, unsqueeze_228, unsqueeze_240, squeeze_22, squeeze_19, primals_48, primals_42, buf108, buf109, buf115, buf116, buf110, buf117)
        del buf105
        del buf107
        del buf77
        del buf91
        del primals_42
        del primals_48
        del relu_8
        del squeeze_19
        del squeeze_22
        del unsqueeze_228
        del unsqueeze_240
        # Topologically Sorted Source Nodes: [sub_71, mul_251, unsqueeze_229, unsqueeze_230, unsqueeze_231, mul_252, mul_253, mul_254, unsqueeze_232, unsqueeze_233, unsqueeze_234, mul_255, unsqueeze_235, unsqueeze_236, unsqueeze_237, mul_256, sub_73, sub_74, mul_257, convolution_backward_12], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:26
        buf112 = torch.ops.aten.convolution_backward.default(buf111, relu_4, primals_44, [0], (2, 2), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf111
        del primals_44
        buf113 = buf112[0]
        assert_tensor_metadata(buf113, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf113 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf114 = buf112[1]
        assert_tensor_metadata(buf114, (128, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf114 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf112
        assert_size_stride_grouped((relu_5, primals_38), ((2, 128, 8, 8), (128, 128, 3, 3)), ((8192, 1, 1024, 128), (1152, 1, 384, 128)), 'input')
        # Topologically Sorted Source Nodes: [sub_75, mul_260, unsqueeze_241, unsqueeze_242, unsqueeze_243, mul_261, mul_262, mul_263, unsqueeze_244, unsqueeze_245, unsqueeze_246, mul_264, unsqueeze_247, unsqueeze_248, unsqueeze_249, mul_265, sub_77, sub_78, mul_266, convolution_backward_13], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:27
        buf119 = torch.ops.aten.convolution_backward.default(buf118, relu_5, primals_38, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf118
        del primals_38
        buf120 = buf119[0]
        assert_tensor_metadata(buf120, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf120 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf121 = buf119[1]
        assert_tensor_metadata(buf121, (128, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf121 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf119
        assert_size_stride_grouped((convolution_5, unsqueeze_252, squeeze_16), ((2, 128, 8, 8), (1, 128, 1, 1), (128, )), ((8192, 1, 1024, 128), (128, 1, 1, 1), (1, )), 'input')
        buf122 = buf116; del buf116  # reuse
        buf123 = buf109; del buf109  # reuse
        buf124 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_36, (128, ), (1, ), 'input')
        buf125 = relu_5; del relu_5  # reuse
        assert_size_stride(primals_32, (128, 64, 3, 3), (576, 1, 192, 64), 'input')
        # [Provenance debug handles] cpp_fused_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_8:28
        cpp_fused_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_8(buf125, buf120, convolution_5, unsqueeze_252, squeeze_16, primals_36, buf122, buf123, buf124)
        del buf120
        del buf123
        del convolution_5
        del primals_36
        del squeeze_16
        del unsqueeze_252
        # Topologically Sorted Source Nodes: [scalar_tensor_3, le_11, where_15, sub_79, mul_269, unsqueeze_253, unsqueeze_254, unsqueeze_255, mul_270, mul_271, mul_272, unsqueeze_256, unsqueeze_257, unsqueeze_258, mul_273, unsqueeze_259, unsqueeze_260, unsqueeze_261, mul_274, sub_81, sub_82, mul_275, convolution_backward_14], Original ATen: [aten.nll_loss_backward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:29
        buf126 = torch.ops.aten.convolution_backward.default(buf125, relu_4, primals_32, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf125
        del primals_32
        buf127 = buf126[0]
        assert_tensor_metadata(buf127, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf127 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf128 = buf126[1]
        assert_tensor_metadata(buf128, (128, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf128 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf126
        assert_size_stride_grouped((convolution_4, unsqueeze_264, squeeze_13), ((2, 64, 16, 16), (1, 64, 1, 1), (64, )), ((16384, 1, 1024, 64), (64, 1, 1, 1), (1, )), 'input')
        buf129 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf130 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf131 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_30, (64, ), (1, ), 'input')
        buf132 = convolution_4; del convolution_4  # reuse
        assert_size_stride_grouped((relu_3, primals_26), ((2, 64, 16, 16), (64, 64, 3, 3)), ((16384, 1, 1024, 64), (576, 1, 192, 64)), 'input')
        # [Provenance debug handles] cpp_fused_add_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_10:30
        cpp_fused_add_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_10(buf132, relu_4, buf113, buf127, unsqueeze_264, squeeze_13, primals_30, buf129, buf130, buf131)
        del primals_30
        del squeeze_13
        del unsqueeze_264
        # Topologically Sorted Source Nodes: [scalar_tensor_3, add_113, le_12, where_16, sub_83, mul_278, unsqueeze_265, unsqueeze_266, unsqueeze_267, mul_279, mul_280, mul_281, unsqueeze_268, unsqueeze_269, unsqueeze_270, mul_282, unsqueeze_271, unsqueeze_272, unsqueeze_273, mul_283, sub_85, sub_86, mul_284, convolution_backward_15], Original ATen: [aten.nll_loss_backward, aten.add, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:31
        buf133 = torch.ops.aten.convolution_backward.default(buf132, relu_3, primals_26, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf132
        del primals_26
        buf134 = buf133[0]
        assert_tensor_metadata(buf134, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf134 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf135 = buf133[1]
        assert_tensor_metadata(buf135, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf135 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf133
        assert_size_stride_grouped((convolution_3, unsqueeze_276, squeeze_10), ((2, 64, 16, 16), (1, 64, 1, 1), (64, )), ((16384, 1, 1024, 64), (64, 1, 1, 1), (1, )), 'input')
        buf136 = buf130; del buf130  # reuse
        buf137 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf138 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_24, (64, ), (1, ), 'input')
        buf139 = relu_3; del relu_3  # reuse
        assert_size_stride_grouped((relu_2, primals_20), ((2, 64, 16, 16), (64, 64, 3, 3)), ((16384, 1, 1024, 64), (576, 1, 192, 64)), 'input')
        # [Provenance debug handles] cpp_fused_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_11:32
        cpp_fused_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_11(buf139, buf134, convolution_3, unsqueeze_276, squeeze_10, primals_24, buf136, buf137, buf138)
        del buf134
        del convolution_3
        del primals_24
        del squeeze_10
        del unsqueeze_276
        # Topologically Sorted Source Nodes: [scalar_tensor_3, le_13, where_17, sub_87, mul_287, unsqueeze_277, unsqueeze_278, unsqueeze_279, mul_288, mul_289, mul_290, unsqueeze_280, unsqueeze_281, unsqueeze_282, mul_291, unsqueeze_283, unsqueeze_284, unsqueeze_285, mul_292, sub_89, sub_90, mul_293, convolution_backward_16], Original ATen: [aten.nll_loss_backward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:33
        buf140 = torch.ops.aten.convolution_backward.default(buf139, relu_2, primals_20, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf139
        del primals_20
        buf141 = buf140[0]
        assert_tensor_metadata(buf141, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf141 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf142 = buf140[1]
        assert_tensor_metadata(buf142, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf142 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf140
        buf143 = relu_2; del relu_2  # reuse
        assert_size_stride_grouped((convolution_2, unsqueeze_288, squeeze_7), ((2, 64, 16, 16), (1, 64, 1, 1), (64, )), ((16384, 1, 1024, 64), (64, 1, 1, 1), (1, )), 'input')
        buf144 = buf137; del buf137  # reuse
        buf145 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf146 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_18, (64, ), (1, ), 'input')
        buf147 = convolution_2; del convolution_2  # reuse
        assert_size_stride_grouped((relu_1, primals_14), ((2, 64, 16, 16), (64, 64, 3, 3)), ((16384, 1, 1024, 64), (576, 1, 192, 64)), 'input')
        # [Provenance debug handles] cpp_fused_add_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_12:34
        cpp_fused_add_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_12(buf143, buf147, relu_4, buf113, buf127, buf141, unsqueeze_288, squeeze_7, primals_18, buf144, buf145, buf146)
        del buf113
        del buf127
        del buf141
        del primals_18
        del relu_4
        del squeeze_7
        del unsqueeze_288
        # Topologically Sorted Source Nodes: [sub_91, mul_296, unsqueeze_289, unsqueeze_290, unsqueeze_291, mul_297, mul_298, mul_299, unsqueeze_292, unsqueeze_293, unsqueeze_294, mul_300, unsqueeze_295, unsqueeze_296, unsqueeze_297, mul_301, sub_93, sub_94, mul_302, convolution_backward_17], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:35
        buf148 = torch.ops.aten.convolution_backward.default(buf147, relu_1, primals_14, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf147
        del primals_14
        buf149 = buf148[0]
        assert_tensor_metadata(buf149, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf149 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf150 = buf148[1]
        assert_tensor_metadata(buf150, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf150 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf148
        assert_size_stride_grouped((convolution_1, unsqueeze_300, squeeze_4), ((2, 64, 16, 16), (1, 64, 1, 1), (64, )), ((16384, 1, 1024, 64), (64, 1, 1, 1), (1, )), 'input')
        buf151 = buf145; del buf145  # reuse
        buf152 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf153 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_12, (64, ), (1, ), 'input')
        buf154 = relu_1; del relu_1  # reuse
        assert_size_stride_grouped((getitem_2, primals_8), ((2, 64, 16, 16), (64, 64, 3, 3)), ((16384, 1, 1024, 64), (576, 1, 192, 64)), 'input')
        # [Provenance debug handles] cpp_fused_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_11:36
        cpp_fused_convolution_backward_native_batch_norm_backward_nll_loss_backward_threshold_backward_11(buf154, buf149, convolution_1, unsqueeze_300, squeeze_4, primals_12, buf151, buf152, buf153)
        del buf149
        del convolution_1
        del primals_12
        del squeeze_4
        del unsqueeze_300
        # Topologically Sorted Source Nodes: [scalar_tensor_3, le_15, where_19, sub_95, mul_305, unsqueeze_301, unsqueeze_302, unsqueeze_303, mul_306, mul_307, mul_308, unsqueeze_304, unsqueeze_305, unsqueeze_306, mul_309, unsqueeze_307, unsqueeze_308, unsqueeze_309, mul_310, sub_97, sub_98, mul_311, convolution_backward_18], Original ATen: [aten.nll_loss_backward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:37
        buf155 = torch.ops.aten.convolution_backward.default(buf154, getitem_2, primals_8, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf154
        del getitem_2
        del primals_8
        buf156 = buf155[0]
        assert_tensor_metadata(buf156, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf156 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf157 = buf155[1]
        assert_tensor_metadata(buf157, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf157 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf155
        buf161 = buf143; del buf143  # reuse
        buf162 = empty_strided_cpu((128, 256), (1, 128), torch.float32)
        buf158 = empty_strided_cpu((128, 1024), (1024, 1), torch.float32)
        assert_size_stride(getitem_3, (2, 64, 16, 16), (16384, 1, 1024, 64), 'input')
        buf159 = empty_strided_cpu((2, 64, 16, 16), (16384, 1, 1024, 64), torch.int64)
        buf160 = empty_strided_cpu((128, 256), (1, 128), torch.int64)
        # [Provenance debug handles] cpp_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_13:38
        cpp_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_13(buf161, buf156, getitem_3, buf162, buf158, buf159, buf160)
        del buf156
        del buf159
        del buf161
        del getitem_3
        aten.scatter_reduce_.two(buf158,1,buf160,buf162, reduce='sum', include_self=True)
        del buf160
        del buf162
        assert_size_stride_grouped((convolution, getitem_1, rsqrt, primals_6, primals_7), ((2, 64, 32, 32), (1, 64, 1, 1), (1, 64, 1, 1), (64, ), (64, )), ((65536, 1, 2048, 64), (64, 1, 64, 64), (64, 1, 64, 64), (1, ), (1, )), 'input')
        buf164 = empty_strided_cpu((2, 64, 32, 32), (65536, 1024, 32, 1), torch.float32)
        buf165 = buf152; del buf152  # reuse
        buf166 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf167 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf168 = convolution; del convolution  # reuse
        assert_size_stride_grouped((primals_2, primals_1), ((2, 3, 64, 64), (64, 3, 7, 7)), ((12288, 1, 192, 3), (147, 1, 21, 3)), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_nll_loss_backward_relu_threshold_backward_14:39
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_nll_loss_backward_relu_threshold_backward_14(buf168, getitem_1, rsqrt, primals_6, primals_7, buf158, buf164, buf165, buf166, buf167)
        del buf158
        del buf164
        del buf166
        del getitem_1
        del primals_6
        del primals_7
        del rsqrt
        # Topologically Sorted Source Nodes: [x_1, unsqueeze_310, unsqueeze_311, unsqueeze_312, sub_99, mul_314, unsqueeze_313, unsqueeze_314, unsqueeze_315, mul_315, mul_316, mul_317, unsqueeze_316, unsqueeze_317, unsqueeze_318, mul_318, unsqueeze_319, unsqueeze_320, unsqueeze_321, mul_319, sub_101, sub_102, mul_320, convolution_backward_19], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:40
        buf169 = torch.ops.aten.convolution_backward.default(buf168, primals_2, primals_1, [0], (2, 2), (3, 3), (1, 1), False, (0, 0), 1, [False, True, False])
        del buf168
        del primals_1
        del primals_2
        buf170 = buf169[1]
        assert_tensor_metadata(buf170, (64, 3, 7, 7), (147, 1, 21, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf170 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf169
        buf5 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        assert_size_stride(view, (2, 512), (512, 1), 'input')
        # [Provenance debug handles] cpp_fused_sum_15:41
        cpp_fused_sum_15(buf2, buf5)
        buf4 = empty_strided_cpu((1000, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_2, permute_4], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:42
        extern_kernels.mm(reinterpret_tensor(buf2, (1000, 2), (1, 1000), 0), view, out=buf4)
        del buf2
        del view
        return (buf170, None, None, None, None, buf167, buf165, buf157, None, None, None, buf153, buf151, buf150, None, None, None, buf146, buf144, buf142, None, None, None, buf138, buf136, buf135, None, None, None, buf131, buf129, buf128, None, None, None, buf124, buf122, buf121, None, None, None, buf117, buf115, buf114, None, None, None, buf110, buf108, buf106, None, None, None, buf102, buf100, buf99, None, None, None, buf95, buf93, buf92, None, None, None, buf88, buf86, buf85, None, None, None, buf81, buf79, buf78, None, None, None, buf74, buf72, buf70, None, None, None, buf66, buf64, buf63, None, None, None, buf59, buf57, buf56, None, None, None, buf52, buf50, buf46, None, None, None, buf42, buf40, buf36, None, None, None, buf32, buf30, buf26, None, None, None, buf22, buf20, buf16, None, None, None, buf11, buf9, buf4, reinterpret_tensor(buf5, (1000, ), (1, ), 0), None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((64, 3, 7, 7), (147, 1, 21, 3), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((2, 3, 64, 64), (12288, 1, 192, 3), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((128, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((128, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_62 = rand_strided((256, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_68 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((256, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_78 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_80 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_84 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_86 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_90 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((512, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((512, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_108 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.float32)
    primals_114 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_116 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.float32)
    primals_120 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_122 = rand_strided((1000, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_124 = rand_strided((2, ), (1, ), device='cpu', dtype=torch.int64)
    convolution = rand_strided((2, 64, 32, 32), (65536, 1, 2048, 64), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    getitem_2 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.int8)
    convolution_1 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    squeeze_4 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_1 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    convolution_2 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    squeeze_7 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_2 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    convolution_3 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    squeeze_10 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_3 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    convolution_4 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    squeeze_13 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_4 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    convolution_5 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    squeeze_16 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_5 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    convolution_6 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    squeeze_19 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    convolution_7 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    squeeze_22 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_6 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    convolution_8 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    squeeze_25 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_7 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    convolution_9 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    squeeze_28 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_8 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    convolution_10 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_31 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_9 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_11 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_34 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    convolution_12 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_37 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_10 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_13 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_40 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_11 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_14 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_43 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_12 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_15 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    relu_13 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    convolution_16 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    convolution_17 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    relu_14 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    convolution_18 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    relu_15 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    convolution_19 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    view = rand_strided((2, 512), (512, 1), device='cpu', dtype=torch.float32)
    addmm = rand_strided((2, 1000), (1000, 1), device='cpu', dtype=torch.float32)
    amax = rand_strided((2, 1), (1, 1), device='cpu', dtype=torch.float32)
    log = rand_strided((2, 1), (1, 1), device='cpu', dtype=torch.float32)
    ne_2 = rand_strided((2, ), (1, ), device='cpu', dtype=torch.bool)
    le = rand_strided((2, 512, 2, 2), (2048, 4, 2, 1), device='cpu', dtype=torch.bool)
    unsqueeze_144 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_156 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_168 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_180 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_192 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_204 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_216 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_228 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_240 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_252 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_264 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_276 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_288 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_300 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_14, primals_18, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_38, primals_42, primals_44, primals_48, primals_50, primals_54, primals_56, primals_60, primals_62, primals_66, primals_68, primals_72, primals_74, primals_78, primals_80, primals_84, primals_86, primals_90, primals_92, primals_96, primals_98, primals_102, primals_104, primals_108, primals_110, primals_114, primals_116, primals_120, primals_122, primals_124, convolution, getitem_1, rsqrt, getitem_2, getitem_3, convolution_1, squeeze_4, relu_1, convolution_2, squeeze_7, relu_2, convolution_3, squeeze_10, relu_3, convolution_4, squeeze_13, relu_4, convolution_5, squeeze_16, relu_5, convolution_6, squeeze_19, convolution_7, squeeze_22, relu_6, convolution_8, squeeze_25, relu_7, convolution_9, squeeze_28, relu_8, convolution_10, squeeze_31, relu_9, convolution_11, squeeze_34, convolution_12, squeeze_37, relu_10, convolution_13, squeeze_40, relu_11, convolution_14, squeeze_43, relu_12, convolution_15, relu_13, convolution_16, convolution_17, relu_14, convolution_18, relu_15, convolution_19, view, addmm, amax, log, ne_2, le, unsqueeze_144, unsqueeze_156, unsqueeze_168, unsqueeze_180, unsqueeze_192, unsqueeze_204, unsqueeze_216, unsqueeze_228, unsqueeze_240, unsqueeze_252, unsqueeze_264, unsqueeze_276, unsqueeze_288, unsqueeze_300, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
