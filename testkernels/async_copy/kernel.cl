__kernel void async_copy(__global const float4* in, __global float* out, __local float4* tile, __local float* col) {
  int l = get_local_id(0), g = get_group_id(0), n = get_local_size(0);
  event_t e = async_work_group_copy(tile, in + g * n, n, 0);
  event_t e2 = async_work_group_strided_copy(col, (__global const float*)in + g * n * 4 + 1, n, 4, 0);
  wait_group_events(1, &e);
  wait_group_events(1, &e2);
  float4 t = tile[(l + 1) % n];
  barrier(CLK_LOCAL_MEM_FENCE);
  tile[l] = t * 2.0f + col[n - 1 - l];
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t e3 = async_work_group_strided_copy((__global float4*)out + g * n * 2, tile, n, 2, 0);
  wait_group_events(1, &e3);
}
