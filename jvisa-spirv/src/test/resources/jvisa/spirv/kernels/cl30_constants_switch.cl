// build_options: -cl-std=CL3.0
// OpenCL C 3.0 with its feature macros; constants of every shape (subnormal, negative zero, NaN, infinities,
// 64-bit, half, composite and null), private structs and arrays, a switch on a 64-bit selector.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#ifdef __opencl_c_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef double real_t;
#else
typedef float real_t; /* Gen12LP (ocloc's tgllp) has no fp64 */
#endif

typedef struct { int a; float b; long c[3]; } record_t;

constant record_t defaults = {1, 2.5f, {-1L, 0x7fffffffffffffffL, 3L}};
constant real_t weights[3] = {1e-310, -0.0, 2.2250738585072014e-308};

__kernel void cl30_constants_switch(__global const long *keys, __global real_t *out, __global half *hs,
                                    __global record_t *records) {
  size_t gid = get_global_id(0);
  record_t r = {0};
  long k = keys[gid];
  switch (k) {
    case -3L: r.a = 1; break;
    case 0x100000000L: r.a = 2; break;
    case 42L: r.b = -0.0f; break;
    default: r = defaults; break;
  }
  float f = (float)k * 1.4e-45f + (float)NAN + INFINITY - 3.40282347e38f;
  real_t d = weights[gid % 3] * (real_t)f + (real_t)-INFINITY + 0.1;
#ifdef __opencl_c_subgroups
  d += (real_t)sub_group_reduce_min((int)k);
#endif
#ifdef __opencl_c_atomic_order_seq_cst
  d += 1.0;
#endif
  half h = (half)0.333f + (half)65504.0f + (half)6e-8f;
  hs[gid] = h;
  int table[5] = {3, 1, 4, 1, 5};
  r.c[gid % 3] += table[k & 3];
  records[gid] = r;
  out[gid] = d + (real_t)r.c[1];
}
