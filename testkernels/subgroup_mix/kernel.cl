// Sub-group functions: 32-bit reductions, inclusive and exclusive scans (add/min/max) and any/all
// inside data-dependent branches, where only the active work-items take part, and a reduction of a
// uniform value there (the active count); float reductions and scans; 64-bit xor-butterfly shuffles,
// rotations by shuffle_up/shuffle_down and shuffle; broadcast against shuffle. (IGC's own 64-bit
// reductions read past a SIMD8 variable on dg2 and include inactive channels, so they are tested by
// BackendSubGroupsTest instead.) The first active item
// of a sub-group (exclusive scan of 1 is 0) publishes with order-independent atomics, every item checks
// its own scan results for consistency, so nothing written depends on the sub-group size.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
#ifndef cl_khr_subgroups
/* An OpenCL without sub-groups (the PoCL reference run) executes the kernel as if every sub-group had
   one work-item; the results are the same for any sub-group size. */
#define get_sub_group_size() 1u
#define get_max_sub_group_size() 1u
#define get_sub_group_local_id() 0u
#define sub_group_reduce_add(x) (x)
#define sub_group_reduce_min(x) (x)
#define sub_group_reduce_max(x) (x)
#define sub_group_scan_inclusive_add(x) (x)
#define sub_group_scan_inclusive_max(x) (x)
#define sub_group_scan_inclusive_min(x) (x)
#define sub_group_scan_exclusive_add(x) ((x) - (x))
#define sub_group_scan_exclusive_max(x) ((x) - (x))
#define sub_group_scan_exclusive_min(x) ((x) | ~(x))
#define sub_group_broadcast(x, lane) (x)
#define sub_group_any(p) ((p) ? 1 : 0)
#define sub_group_all(p) ((p) ? 1 : 0)
#define intel_sub_group_shuffle(x, lane) (x)
#define intel_sub_group_shuffle_xor(x, mask) (x)
#define intel_sub_group_shuffle_down(cur, next, d) (cur)
#define intel_sub_group_shuffle_up(prev, cur, d) (cur)
#endif

__kernel void subgroup_mix(__global const uint* in, __global const ulong* in64, __global uint* res,
                           __global ulong* res64, __global float* fres, __global uint* out)
{
  int i = get_global_id(0);
  uint v = in[i];
  ulong w = in64[i];
  uint lane = get_sub_group_local_id();
  uint sz = get_sub_group_size();
  uint mx_sz = get_max_sub_group_size();

  atomic_add(&res[0], (lane < sz) + 2 * (sz <= mx_sz));  // 3 per item

  if (v & 1) {
    uint s = sub_group_reduce_add(v);
    uint mn = sub_group_reduce_min(v);
    uint mx = sub_group_reduce_max(v);
    uint inc = sub_group_scan_inclusive_add(v);
    uint exc = sub_group_scan_exclusive_add(v);
    uint imax = sub_group_scan_inclusive_max(v);
    uint imin = sub_group_scan_inclusive_min(v);
    uint emin = sub_group_scan_exclusive_min(v);
    uint emax = sub_group_scan_exclusive_max(v);
    uint leader = sub_group_scan_exclusive_add(1u);
    uint active = sub_group_reduce_add(1u);
    if (leader == 0) {
      atomic_add(&res[1], s);
      atomic_max(&res[2], ~mn);                            // the complement of the minimum
      atomic_max(&res[3], mx);
      atomic_add(&res[4], active);                           // number of odd items
    }
    uint ok = (inc - exc == v) + 2 * (inc <= s) + 4 * (imax >= v && imax <= mx)
            + 8 * (imin <= v && imin >= mn) + 16 * ((leader == 0) == (emin == 0xffffffffu))
            + 32 * (emax < v || emax <= mx) + 64 * (leader < active);
    atomic_add(&res[5], ok);                                 // 127 per odd item
    atomic_add(&res[6], (inc == s ? 1u : 0u) - (leader == 0 ? 1u : 0u));  // one last per first: 0
  }

  float f = (float)(v & 1023u);                              // float: exact small integers
  float fs = sub_group_reduce_add(f);
  float fm = sub_group_reduce_max(f);
  float fi = sub_group_scan_inclusive_add(f);
  if (lane == 0) {
    atomic_add(&res[7], (uint)fs);
    atomic_max(&res[10], (uint)fm);
  }
  fres[i] = fi - sub_group_scan_exclusive_add(f);           // f itself

  if (v % 3 == 0) {
    int a = sub_group_any(v & 1);
    int al = sub_group_all(v & 1);
    atomic_add(&res[8], ((v & 1) == 0 || a) && (!al || (v & 1)) ? 1u : 0u);
  }

  ulong t = w;
  for (uint m = 1; m < sz; m <<= 1)
    t += intel_sub_group_shuffle_xor(t, m);
  if (lane == 0) atom_add(&res64[3], t);                     // sum of all w
  atom_add(&res64[4], intel_sub_group_shuffle_down(w, w, 1u));
  atom_add(&res64[5], intel_sub_group_shuffle_up(w ^ 0x5555u, w ^ 0x5555u, 1u));
  atom_add(&res64[6], intel_sub_group_shuffle(w, (lane + 3) % sz));

  out[i] = (sub_group_broadcast(v, 0) == intel_sub_group_shuffle(v, 0) ? v : 0u)
         ^ (uint)(intel_sub_group_shuffle(w, lane) >> 7);
}
