// Kernels whose branches' uniformity is known; UniformityKernelsTest checks the analysis on them.
__kernel void local_id_branch(__global int* out, int n)
{
  int lid = get_local_id(0);
  if (lid < 4)
    out[get_global_id(0)] = lid * n;
}

__kernel void argument_branch(__global int* out, int n)
{
  int gid = get_global_id(0);
  int v = gid;
  if (n > 4)
    v = gid * 3;
  out[gid] = v;
}

__kernel void global_id_trip_count(__global int* out, int n)
{
  int gid = get_global_id(0);
  int acc = n;
  for (int i = 0; i < gid; i++)
    acc += i * gid;
  out[gid] = acc;
}

__kernel void argument_trip_count(__global int* out, int n)
{
  int gid = get_global_id(0);
  int acc = 0;
  for (int i = 0; i < n; i++)
    acc += i + get_group_id(0);
  out[gid] = acc + gid;
}
