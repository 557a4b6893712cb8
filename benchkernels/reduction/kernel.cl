// Sum of n ints: each work-item adds the elements a grid-stride loop gives it, then the work-group
// adds its 256 partial sums in a tree through local memory; one partial sum per work-group.
#define GROUP 256

__kernel void reduce_sum(__global const int* in, __global int* partial, int n)
{
    __local int sums[GROUP];
    int lid = get_local_id(0);
    int stride = get_global_size(0);
    int acc = 0;
    for (int i = get_global_id(0); i < n; i += stride)
        acc += in[i];
    sums[lid] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int width = GROUP / 2; width > 0; width >>= 1) {
        if (lid < width)
            sums[lid] += sums[lid + width];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partial[get_group_id(0)] = sums[0];
}
