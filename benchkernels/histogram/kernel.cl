// 256-bin histogram of n values with one global atomic increment per value; each work-item takes
// the values a grid-stride loop gives it.
__kernel void histogram(__global const uint* values, __global uint* bins, int n)
{
    int stride = get_global_size(0);
    for (int i = get_global_id(0); i < n; i += stride)
        atomic_inc(&bins[values[i] & 255u]);
}
