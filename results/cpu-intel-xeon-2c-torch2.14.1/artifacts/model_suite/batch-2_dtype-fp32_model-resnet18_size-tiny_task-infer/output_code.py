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


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 49L*x1 + 49L*x1_inner + 147L*x0), static_cast<int64_t>(16));
                                    tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr0 + static_cast<int64_t>(x1 + 3L*x2 + 147L*x0), static_cast<int64_t>(3L));
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(48L) && x2 < static_cast<int64_t>(49L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 49L*x1 + 49L*x1_inner + 147L*x0), static_cast<int64_t>(1L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 3L*x2 + 147L*x0), static_cast<int64_t>(3L));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 4096L*x1 + 4096L*x1_inner + 12288L*x0), static_cast<int64_t>(16));
                                    tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 12288L*x0), static_cast<int64_t>(3L));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr2 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr3 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr4 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr5 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr6 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
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


cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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
                                        auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>((-2112L) + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
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
                                        auto tmp23 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>((-2048L) + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
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
                                        auto tmp33 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>((-1984L) + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
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
                                        auto tmp43 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>((-64L) + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp43;
                                    }
                                    ;
                                    auto tmp44 = tmp41 ? tmp42() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp45 = at::vec::maximum(tmp35, tmp44);
                                    auto tmp46 = tmp40 & tmp20;
                                    auto tmp47 = [&]
                                    {
                                        auto tmp48 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp48;
                                    }
                                    ;
                                    auto tmp49 = tmp46 ? tmp47() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp50 = at::vec::maximum(tmp45, tmp49);
                                    auto tmp51 = tmp40 & tmp30;
                                    auto tmp52 = [&]
                                    {
                                        auto tmp53 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(64L + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
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
                                        auto tmp63 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(1984L + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp63;
                                    }
                                    ;
                                    auto tmp64 = tmp61 ? tmp62() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp65 = at::vec::maximum(tmp55, tmp64);
                                    auto tmp66 = tmp60 & tmp20;
                                    auto tmp67 = [&]
                                    {
                                        auto tmp68 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(2048L + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp68;
                                    }
                                    ;
                                    auto tmp69 = tmp66 ? tmp67() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp70 = at::vec::maximum(tmp65, tmp69);
                                    auto tmp71 = tmp60 & tmp30;
                                    auto tmp72 = [&]
                                    {
                                        auto tmp73 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(2112L + x3 + 128L*x2 + 4096L*x1 + 65536L*x0));
                                        return tmp73;
                                    }
                                    ;
                                    auto tmp74 = tmp71 ? tmp72() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp75 = at::vec::maximum(tmp70, tmp74);
                                    tmp75.store(out_ptr0 + static_cast<int64_t>(x3 + 64L*x2 + 1024L*x1 + 16384L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_relu_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_add_relu_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp14 = tmp12 + tmp13;
                            auto tmp15 = at::vec::clamp_min(tmp14, decltype(tmp14)(0));
                            tmp15.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr0 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
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


cpp_fused__native_batch_norm_legit_no_training_add_convolution_relu_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
                       float* out_ptr0)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp15 = tmp13 - tmp14;
                            auto tmp17 = tmp16 + tmp5;
                            auto tmp18 = tmp17.rsqrt();
                            auto tmp19 = tmp15 * tmp18;
                            auto tmp21 = tmp19 * tmp20;
                            auto tmp23 = tmp21 + tmp22;
                            auto tmp24 = tmp12 + tmp23;
                            auto tmp25 = at::vec::clamp_min(tmp24, decltype(tmp24)(0));
                            tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr0 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
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


cpp_fused__native_batch_norm_legit_no_training_add_relu_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp14 = tmp12 + tmp13;
                            auto tmp15 = at::vec::clamp_min(tmp14, decltype(tmp14)(0));
                            tmp15.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
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


cpp_fused_convolution_7 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr0 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
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


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 2304L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr0 + static_cast<int64_t>(x1 + 256L*x2 + 2304L*x0), static_cast<int64_t>(256L));
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


cpp_fused__native_batch_norm_legit_no_training_add_convolution_relu_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
                       float* out_ptr0)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp15 = tmp13 - tmp14;
                            auto tmp17 = tmp16 + tmp5;
                            auto tmp18 = tmp17.rsqrt();
                            auto tmp19 = tmp15 * tmp18;
                            auto tmp21 = tmp19 * tmp20;
                            auto tmp23 = tmp21 + tmp22;
                            auto tmp24 = tmp12 + tmp23;
                            auto tmp25 = at::vec::clamp_min(tmp24, decltype(tmp24)(0));
                            tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 2304L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr0 + static_cast<int64_t>(x1 + 256L*x2 + 2304L*x0), static_cast<int64_t>(256L));
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


cpp_fused__native_batch_norm_legit_no_training_add_relu_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp14 = tmp12 + tmp13;
                            auto tmp15 = at::vec::clamp_min(tmp14, decltype(tmp14)(0));
                            tmp15.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
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


cpp_fused_convolution_11 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 2304L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr0 + static_cast<int64_t>(x1 + 256L*x2 + 2304L*x0), static_cast<int64_t>(256L));
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


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_12 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 4608L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr0 + static_cast<int64_t>(x1 + 512L*x2 + 4608L*x0), static_cast<int64_t>(512L));
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


cpp_fused__native_batch_norm_legit_no_training_add_convolution_relu_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp15 = tmp13 - tmp14;
                            auto tmp17 = tmp16 + tmp5;
                            auto tmp18 = tmp17.rsqrt();
                            auto tmp19 = tmp15 * tmp18;
                            auto tmp21 = tmp19 * tmp20;
                            auto tmp23 = tmp21 + tmp22;
                            auto tmp24 = tmp12 + tmp23;
                            auto tmp25 = at::vec::clamp_min(tmp24, decltype(tmp24)(0));
                            tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 4608L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr0 + static_cast<int64_t>(x1 + 512L*x2 + 4608L*x0), static_cast<int64_t>(512L));
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


cpp_fused__native_batch_norm_legit_no_training_add_mean_relu_14 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 2048L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 2048L*x0), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(512L + x1 + 2048L*x0), static_cast<int64_t>(16));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(512L + x1 + 2048L*x0), static_cast<int64_t>(16));
                            auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1024L + x1 + 2048L*x0), static_cast<int64_t>(16));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(1024L + x1 + 2048L*x0), static_cast<int64_t>(16));
                            auto tmp34 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1536L + x1 + 2048L*x0), static_cast<int64_t>(16));
                            auto tmp39 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(1536L + x1 + 2048L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp14 = tmp12 + tmp13;
                            auto tmp15 = at::vec::clamp_min(tmp14, decltype(tmp14)(0));
                            auto tmp17 = tmp16 - tmp1;
                            auto tmp18 = tmp17 * tmp7;
                            auto tmp19 = tmp18 * tmp9;
                            auto tmp20 = tmp19 + tmp11;
                            auto tmp22 = tmp20 + tmp21;
                            auto tmp23 = at::vec::clamp_min(tmp22, decltype(tmp22)(0));
                            auto tmp24 = tmp15 + tmp23;
                            auto tmp26 = tmp25 - tmp1;
                            auto tmp27 = tmp26 * tmp7;
                            auto tmp28 = tmp27 * tmp9;
                            auto tmp29 = tmp28 + tmp11;
                            auto tmp31 = tmp29 + tmp30;
                            auto tmp32 = at::vec::clamp_min(tmp31, decltype(tmp31)(0));
                            auto tmp33 = tmp24 + tmp32;
                            auto tmp35 = tmp34 - tmp1;
                            auto tmp36 = tmp35 * tmp7;
                            auto tmp37 = tmp36 * tmp9;
                            auto tmp38 = tmp37 + tmp11;
                            auto tmp40 = tmp38 + tmp39;
                            auto tmp41 = at::vec::clamp_min(tmp40, decltype(tmp40)(0));
                            auto tmp42 = tmp33 + tmp41;
                            auto tmp43 = static_cast<float>(4.0);
                            auto tmp44 = at::vec::Vectorized<float>(tmp43);
                            auto tmp45 = tmp42 / tmp44;
                            tmp45.store(out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1 = args
        args.clear()
        assert_size_stride(arg0_1, (64, 3, 7, 7), (147, 49, 7, 1), 'input')
        buf1 = empty_strided_cpu((64, 3, 7, 7), (147, 1, 21, 3), torch.float32)
        assert_size_stride(arg1_1, (2, 3, 64, 64), (12288, 4096, 64, 1), 'input')
        buf0 = empty_strided_cpu((2, 3, 64, 64), (12288, 1, 192, 3), torch.float32)
        assert_size_stride(arg6_1, (64, 64, 3, 3), (576, 9, 3, 1), 'input')
        buf5 = empty_strided_cpu((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        assert_size_stride(arg11_1, (64, 64, 3, 3), (576, 9, 3, 1), 'input')
        buf8 = empty_strided_cpu((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        assert_size_stride(arg16_1, (64, 64, 3, 3), (576, 9, 3, 1), 'input')
        buf11 = empty_strided_cpu((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        assert_size_stride(arg21_1, (64, 64, 3, 3), (576, 9, 3, 1), 'input')
        buf14 = empty_strided_cpu((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        assert_size_stride(arg26_1, (128, 64, 3, 3), (576, 9, 3, 1), 'input')
        buf17 = empty_strided_cpu((128, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_0:1
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_0(arg0_1, arg1_1, arg6_1, arg11_1, arg16_1, arg21_1, arg26_1, buf1, buf0, buf5, buf8, buf11, buf14, buf17)
        del arg0_1
        del arg11_1
        del arg16_1
        del arg1_1
        del arg21_1
        del arg26_1
        del arg6_1
        # Topologically Sorted Source Nodes: [x], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:2
        buf2 = extern_kernels.convolution(buf0, buf1, stride=(2, 2), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf2, (2, 64, 32, 32), (65536, 1, 2048, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del buf0
        del buf1
        assert_size_stride_grouped((arg2_1, arg3_1, arg4_1, arg5_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf3 = buf2; del buf2  # reuse
        buf4 = empty_strided_cpu((2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1:3
        cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1(buf3, arg2_1, arg3_1, arg4_1, arg5_1, buf4)
        del arg2_1
        del arg3_1
        del arg4_1
        del arg5_1
        del buf3
        # Topologically Sorted Source Nodes: [out], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:4
        buf6 = extern_kernels.convolution(buf4, buf5, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf6, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del buf5
        assert_size_stride_grouped((arg7_1, arg8_1, arg9_1, arg10_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf7 = buf6; del buf6  # reuse
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_relu_2:5
        cpp_fused__native_batch_norm_legit_no_training_relu_2(buf7, arg7_1, arg8_1, arg9_1, arg10_1)
        del arg10_1
        del arg7_1
        del arg8_1
        del arg9_1
        # Topologically Sorted Source Nodes: [out_1, out_2, out_3], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:6
        buf9 = extern_kernels.convolution(buf7, buf8, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf9, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del buf7
        del buf8
        assert_size_stride_grouped((arg12_1, arg13_1, arg14_1, arg15_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf10 = buf9; del buf9  # reuse
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_relu_3:7
        cpp_fused__native_batch_norm_legit_no_training_add_relu_3(buf10, arg12_1, arg13_1, arg14_1, arg15_1, buf4)
        del arg12_1
        del arg13_1
        del arg14_1
        del arg15_1
        del buf4
        # Topologically Sorted Source Nodes: [out_7], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:8
        buf12 = extern_kernels.convolution(buf10, buf11, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf12, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del buf11
        assert_size_stride_grouped((arg17_1, arg18_1, arg19_1, arg20_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf13 = buf12; del buf12  # reuse
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_relu_2:9
        cpp_fused__native_batch_norm_legit_no_training_relu_2(buf13, arg17_1, arg18_1, arg19_1, arg20_1)
        del arg17_1
        del arg18_1
        del arg19_1
        del arg20_1
        # Topologically Sorted Source Nodes: [out_8, out_9, out_10], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:10
        buf15 = extern_kernels.convolution(buf13, buf14, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf15, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del buf13
        del buf14
        assert_size_stride_grouped((arg22_1, arg23_1, arg24_1, arg25_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf16 = buf15; del buf15  # reuse
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_relu_3:11
        cpp_fused__native_batch_norm_legit_no_training_add_relu_3(buf16, arg22_1, arg23_1, arg24_1, arg25_1, buf10)
        del arg22_1
        del arg23_1
        del arg24_1
        del arg25_1
        del buf10
        # Topologically Sorted Source Nodes: [out_14], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:12
        buf18 = extern_kernels.convolution(buf16, buf17, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf18, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del buf17
        assert_size_stride(arg36_1, (128, 64, 1, 1), (64, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:13
        buf22 = extern_kernels.convolution(buf16, arg36_1, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf22, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg36_1
        del buf16
        assert_size_stride_grouped((arg27_1, arg28_1, arg29_1, arg30_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf19 = buf18; del buf18  # reuse
        assert_size_stride(arg31_1, (128, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf20 = empty_strided_cpu((128, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_4:14
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_4(buf19, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, buf20)
        del arg27_1
        del arg28_1
        del arg29_1
        del arg30_1
        del arg31_1
        # Topologically Sorted Source Nodes: [out_15, out_16, out_17], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:15
        buf21 = extern_kernels.convolution(buf19, buf20, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf21, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del buf19
        assert_size_stride_grouped((arg32_1, arg33_1, arg34_1, arg35_1, arg37_1, arg38_1, arg39_1, arg40_1), ((128, ), (128, ), (128, ), (128, ), (128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, ), (1, ), (1, ), (1, ), (1, )), 'input')
        buf23 = buf21; del buf21  # reuse
        assert_size_stride(arg41_1, (128, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf24 = buf20; del buf20  # reuse
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_convolution_relu_5:16
        cpp_fused__native_batch_norm_legit_no_training_add_convolution_relu_5(buf23, arg32_1, arg33_1, arg34_1, arg35_1, buf22, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, buf24)
        del arg32_1
        del arg33_1
        del arg34_1
        del arg35_1
        del arg37_1
        del arg38_1
        del arg39_1
        del arg40_1
        del arg41_1
        del buf22
        # Topologically Sorted Source Nodes: [out_21], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:17
        buf25 = extern_kernels.convolution(buf23, buf24, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf25, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((arg42_1, arg43_1, arg44_1, arg45_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf26 = buf25; del buf25  # reuse
        assert_size_stride(arg46_1, (128, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf27 = buf24; del buf24  # reuse
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_4:18
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_4(buf26, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, buf27)
        del arg42_1
        del arg43_1
        del arg44_1
        del arg45_1
        del arg46_1
        # Topologically Sorted Source Nodes: [out_22, out_23, out_24], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:19
        buf28 = extern_kernels.convolution(buf26, buf27, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf28, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del buf26
        del buf27
        assert_size_stride_grouped((arg47_1, arg48_1, arg49_1, arg50_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf29 = buf28; del buf28  # reuse
        assert_size_stride(arg61_1, (256, 128, 1, 1), (128, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_relu_6:20
        cpp_fused__native_batch_norm_legit_no_training_add_relu_6(buf29, arg47_1, arg48_1, arg49_1, arg50_1, buf23)
        del arg47_1
        del arg48_1
        del arg49_1
        del arg50_1
        del buf23
        # Topologically Sorted Source Nodes: [input_3], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:21
        buf35 = extern_kernels.convolution(buf29, arg61_1, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf35, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del arg61_1
        assert_size_stride(arg51_1, (256, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf30 = empty_strided_cpu((256, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        # [Provenance debug handles] cpp_fused_convolution_7:22
        cpp_fused_convolution_7(arg51_1, buf30)
        del arg51_1
        # Topologically Sorted Source Nodes: [out_28], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:23
        buf31 = extern_kernels.convolution(buf29, buf30, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf31, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del buf29
        del buf30
        assert_size_stride_grouped((arg52_1, arg53_1, arg54_1, arg55_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf32 = buf31; del buf31  # reuse
        assert_size_stride(arg56_1, (256, 256, 3, 3), (2304, 9, 3, 1), 'input')
        buf33 = empty_strided_cpu((256, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_8:24
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_8(buf32, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, buf33)
        del arg52_1
        del arg53_1
        del arg54_1
        del arg55_1
        del arg56_1
        # Topologically Sorted Source Nodes: [out_29, out_30, out_31], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:25
        buf34 = extern_kernels.convolution(buf32, buf33, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf34, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del buf32
        assert_size_stride_grouped((arg57_1, arg58_1, arg59_1, arg60_1, arg62_1, arg63_1, arg64_1, arg65_1), ((256, ), (256, ), (256, ), (256, ), (256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, ), (1, ), (1, ), (1, ), (1, )), 'input')
        buf36 = buf34; del buf34  # reuse
        assert_size_stride(arg66_1, (256, 256, 3, 3), (2304, 9, 3, 1), 'input')
        buf37 = buf33; del buf33  # reuse
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_convolution_relu_9:26
        cpp_fused__native_batch_norm_legit_no_training_add_convolution_relu_9(buf36, arg57_1, arg58_1, arg59_1, arg60_1, buf35, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, buf37)
        del arg57_1
        del arg58_1
        del arg59_1
        del arg60_1
        del arg62_1
        del arg63_1
        del arg64_1
        del arg65_1
        del arg66_1
        del buf35
        # Topologically Sorted Source Nodes: [out_35], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:27
        buf38 = extern_kernels.convolution(buf36, buf37, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf38, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((arg67_1, arg68_1, arg69_1, arg70_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf39 = buf38; del buf38  # reuse
        assert_size_stride(arg71_1, (256, 256, 3, 3), (2304, 9, 3, 1), 'input')
        buf40 = buf37; del buf37  # reuse
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_8:28
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_8(buf39, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, buf40)
        del arg67_1
        del arg68_1
        del arg69_1
        del arg70_1
        del arg71_1
        # Topologically Sorted Source Nodes: [out_36, out_37, out_38], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:29
        buf41 = extern_kernels.convolution(buf39, buf40, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf41, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del buf39
        del buf40
        assert_size_stride_grouped((arg72_1, arg73_1, arg74_1, arg75_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf42 = buf41; del buf41  # reuse
        assert_size_stride(arg86_1, (512, 256, 1, 1), (256, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_relu_10:30
        cpp_fused__native_batch_norm_legit_no_training_add_relu_10(buf42, arg72_1, arg73_1, arg74_1, arg75_1, buf36)
        del arg72_1
        del arg73_1
        del arg74_1
        del arg75_1
        del buf36
        # Topologically Sorted Source Nodes: [input_5], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:31
        buf48 = extern_kernels.convolution(buf42, arg86_1, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf48, (2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution.default')
        del arg86_1
        assert_size_stride(arg76_1, (512, 256, 3, 3), (2304, 9, 3, 1), 'input')
        buf43 = empty_strided_cpu((512, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
        # [Provenance debug handles] cpp_fused_convolution_11:32
        cpp_fused_convolution_11(arg76_1, buf43)
        del arg76_1
        # Topologically Sorted Source Nodes: [out_42], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:33
        buf44 = extern_kernels.convolution(buf42, buf43, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf44, (2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution.default')
        del buf42
        del buf43
        assert_size_stride_grouped((arg77_1, arg78_1, arg79_1, arg80_1), ((512, ), (512, ), (512, ), (512, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf45 = buf44; del buf44  # reuse
        assert_size_stride(arg81_1, (512, 512, 3, 3), (4608, 9, 3, 1), 'input')
        buf46 = empty_strided_cpu((512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_12:34
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_12(buf45, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, buf46)
        del arg77_1
        del arg78_1
        del arg79_1
        del arg80_1
        del arg81_1
        # Topologically Sorted Source Nodes: [out_43, out_44, out_45], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:35
        buf47 = extern_kernels.convolution(buf45, buf46, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf47, (2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution.default')
        del buf45
        assert_size_stride_grouped((arg82_1, arg83_1, arg84_1, arg85_1, arg87_1, arg88_1, arg89_1, arg90_1), ((512, ), (512, ), (512, ), (512, ), (512, ), (512, ), (512, ), (512, )), ((1, ), (1, ), (1, ), (1, ), (1, ), (1, ), (1, ), (1, )), 'input')
        buf49 = buf47; del buf47  # reuse
        assert_size_stride(arg91_1, (512, 512, 3, 3), (4608, 9, 3, 1), 'input')
        buf50 = buf46; del buf46  # reuse
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_convolution_relu_13:36
        cpp_fused__native_batch_norm_legit_no_training_add_convolution_relu_13(buf49, arg82_1, arg83_1, arg84_1, arg85_1, buf48, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, buf50)
        del arg82_1
        del arg83_1
        del arg84_1
        del arg85_1
        del arg87_1
        del arg88_1
        del arg89_1
        del arg90_1
        del arg91_1
        del buf48
        # Topologically Sorted Source Nodes: [out_49], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:37
        buf51 = extern_kernels.convolution(buf49, buf50, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf51, (2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((arg92_1, arg93_1, arg94_1, arg95_1), ((512, ), (512, ), (512, ), (512, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf52 = buf51; del buf51  # reuse
        assert_size_stride(arg96_1, (512, 512, 3, 3), (4608, 9, 3, 1), 'input')
        buf53 = buf50; del buf50  # reuse
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_12:38
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_12(buf52, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, buf53)
        del arg92_1
        del arg93_1
        del arg94_1
        del arg95_1
        del arg96_1
        # Topologically Sorted Source Nodes: [out_50, out_51, out_52], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:39
        buf54 = extern_kernels.convolution(buf52, buf53, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf54, (2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution.default')
        del buf52
        del buf53
        assert_size_stride_grouped((arg97_1, arg98_1, arg99_1, arg100_1), ((512, ), (512, ), (512, ), (512, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf55 = empty_strided_cpu((2, 512, 1, 1), (512, 1, 1024, 1024), torch.float32)
        assert_size_stride_grouped((arg102_1, arg101_1), ((1000, ), (1000, 512)), ((1, ), (512, 1)), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_mean_relu_14:40
        cpp_fused__native_batch_norm_legit_no_training_add_mean_relu_14(buf54, arg97_1, arg98_1, arg99_1, arg100_1, buf49, buf55)
        del arg100_1
        del arg97_1
        del arg98_1
        del arg99_1
        del buf49
        del buf54
        buf56 = empty_strided_cpu((2, 1000), (1000, 1), torch.float32)
        # Topologically Sorted Source Nodes: [out_53, out_54, out_55, x_4, x_5, x_6], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu, aten.mean, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:41
        extern_kernels.addmm(arg102_1, reinterpret_tensor(buf55, (2, 512), (512, 1), 0), reinterpret_tensor(arg101_1, (512, 1000), (1, 512), 0), alpha=1, beta=1, out=buf56)
        del arg101_1
        del arg102_1
        return (buf56, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((64, 3, 7, 7), (147, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((2, 3, 64, 64), (12288, 4096, 64, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((128, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((128, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((256, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg59_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg60_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((256, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg63_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg67_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg68_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg70_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg71_1 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg72_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg73_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg75_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg76_1 = rand_strided((512, 256, 3, 3), (2304, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg79_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg80_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg81_1 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg82_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg83_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg84_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg85_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg86_1 = rand_strided((512, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg87_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg88_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg89_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg90_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg91_1 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg92_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg93_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg94_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg95_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg96_1 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg97_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg98_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg99_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg100_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg101_1 = rand_strided((1000, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg102_1 = rand_strided((1000, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
