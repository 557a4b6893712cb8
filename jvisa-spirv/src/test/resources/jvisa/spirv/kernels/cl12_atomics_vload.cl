// build_options: -cl-std=CL1.2
// OpenCL C 1.2: 32-bit atomics on global and local memory, vload/vstore (half included), barriers, integer and
// math built-ins that become OpenCL.std extended instructions.
__kernel void cl12_atomics_vload(__global int *counts, __global const float *in, __global float *out,
                                 __global half *halves, __global uint *bits, __local int *scratch) {
  size_t gid = get_global_id(0);
  size_t lid = get_local_id(0);
  if (lid == 0) scratch[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_add(&scratch[0], (int)gid);
  atomic_max(&counts[1], (int)lid);
  atomic_cmpxchg(&counts[2], 0, (int)gid);
  atomic_xchg(&counts[3], 7);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (lid == 0) atomic_add(&counts[0], scratch[0]);
  float4 v = vload4(gid, in);
  float4 w = mad(v, (float4)(0.5f, -2.0f, 1e-3f, 3.0e38f), (float4)(1.0f));
  vstore4(clamp(w, -1.0f, 1.0f), gid, out);
  float h = vload_half(gid, halves);
  vstore_half_rtz(h * 2.0f + sqrt(fabs(h)), gid, halves);
  vstore_half2(vload_half2(gid, halves), gid + 1, halves);
  uint b = bits[gid];
  bits[gid] = rotate(b, 3u) ^ popcount(b) ^ clz(b) ^ (uint)convert_int_sat_rte(w.x * 1e10f) ^ mul_hi(b, 0x9e3779b9u)
              ^ select(1u, 2u, b > 5u) ^ (uint)isnan(w.y) ^ (uint)(ulong)exp(w.z) ^ (uint)mad24((int)b, 3, 1);
}
