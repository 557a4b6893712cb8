// Reverses each work-group's slice through a __local buffer argument (two barriers), then
// rotates it by one through a static __local array.
__kernel void slm_barrier_reverse(__global const uint* in, __global uint* out, __local uint* tmp)
{
    __local uint rot[64];
    size_t lid = get_local_id(0);
    size_t n = get_local_size(0);
    size_t gid = get_global_id(0);
    tmp[lid] = in[gid];
    barrier(CLK_LOCAL_MEM_FENCE);
    uint r = tmp[n - 1 - lid];
    barrier(CLK_LOCAL_MEM_FENCE);
    rot[(lid + 1) % n] = r ^ (uint)lid;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[gid] = rot[lid];
}
