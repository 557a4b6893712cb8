// build_options: -cl-std=CL2.0
// OpenCL C 2.0: the generic address space, C11 atomics with orders and scopes, 64-bit atomics, program-scope
// variables, sub-group functions (Khronos and Intel), work-group reductions, half arithmetic.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_subgroups : enable

global int hits = 5;
constant float table[4] = {1.0f, -0.0f, 0x1p-140f, 65504.0f};

int bump(int *p) { return (*p)++; }

__kernel void cl20_generic_subgroups(__global atomic_int *counter, __global long *wide, __global uint *out,
                                     __global half *hs, __local int *shared) {
  int gid = (int)get_global_id(0);
  int local_value = gid;
  int a = bump(&local_value);
  shared[get_local_id(0)] = a;
  int b = bump(&shared[get_local_id(0)]);
  atomic_fetch_add_explicit(counter, 1, memory_order_relaxed, memory_scope_device);
  int seen = atomic_load_explicit(counter, memory_order_acquire, memory_scope_work_group);
  atom_add(&wide[0], (long)gid);
  atom_max(&wide[1], (long)seen);
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  uint sum = sub_group_reduce_add((uint)b);
  uint first = sub_group_broadcast((uint)a, 0);
  uint scan = sub_group_scan_inclusive_max((uint)gid);
  uint neighbour = intel_sub_group_shuffle((uint)gid, (get_sub_group_local_id() + 1) % get_max_sub_group_size());
  int group_sum = work_group_reduce_add(gid);
  half h = hs[gid];
  hs[gid] = h * (half)1.5 + (half)table[gid & 3];
  hits += 1;
  out[gid] = sum + first + scan + neighbour + (uint)group_sum + (uint)hits + get_sub_group_id();
}
