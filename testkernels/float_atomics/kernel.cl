// Float atomic add (OpenCL 3.0 atomic_fetch_add_explicit on atomic_float) on __global and __local
// memory, from divergent work-items, with the fetched old values checked: the values are small
// integers, so every order of additions gives the same exact sums. Built with -cl-std=CL3.0; an
// OpenCL without the float-atomics feature (the PoCL reference run) uses a compare-exchange loop.
#if defined(__opencl_c_ext_fp32_global_atomic_add) && defined(__opencl_c_ext_fp32_local_atomic_add)
#define GADD(p, v) atomic_fetch_add_explicit((volatile __global atomic_float*)(p), (v), \
                                             memory_order_relaxed, memory_scope_device)
#define LADD(p, v) atomic_fetch_add_explicit((volatile __local atomic_float*)(p), (v), \
                                             memory_order_relaxed, memory_scope_work_group)
#else
static float gadd(volatile __global float* p, float v) {
  int old = atomic_or((volatile __global int*)p, 0), seen;
  while ((seen = atomic_cmpxchg((volatile __global int*)p, old, as_int(as_float(old) + v))) != old)
    old = seen;
  return as_float(old);
}
static float ladd(volatile __local float* p, float v) {
  int old = atomic_or((volatile __local int*)p, 0), seen;
  while ((seen = atomic_cmpxchg((volatile __local int*)p, old, as_int(as_float(old) + v))) != old)
    old = seen;
  return as_float(old);
}
#define GADD(p, v) gadd((p), (v))
#define LADD(p, v) ladd((p), (v))
#endif

__kernel void float_atomics(__global const uint* in, __global float* acc, __global float* groups,
                            __global uint* checks)
{
  __local float sum[2];
  int i = get_global_id(0);
  int l = get_local_id(0);
  uint v = in[i];
  float f = (float)(v & 255u);
  if (l < 2) sum[l] = 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  float before = 0.0f;
  if (v & 1) {
    before = GADD(&acc[0], f);                       // odd items
    LADD(&sum[0], f);
  } else if (v & 2) {
    GADD(&acc[1], -f);
    before = LADD(&sum[1], f * 0.5f);
  }
  GADD(&acc[2], 1.0f);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l == 0) {
    groups[2 * get_group_id(0)] = sum[0];
    groups[2 * get_group_id(0) + 1] = sum[1];
  }
  // an old value is a partial sum: a non-negative integer (or half-integer) below the total
  atomic_add(&checks[0], before >= 0.0f && before == floor(before * 2.0f) * 0.5f ? 1u : 0u);
}
