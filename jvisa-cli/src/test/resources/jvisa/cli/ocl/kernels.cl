// Kernels of the `jvisa ocl` end-to-end tests.

// out[i] = a * x[i] + b; sums[g] = the sum of out over work-group g (through a __local buffer)
__kernel void scale_sum(__global const int* x, int a, uint b, __global int* out,
                        __global int* sums, __local int* tmp)
{
    size_t i = get_global_id(0);
    size_t l = get_local_id(0);
    int v = a * x[i] + (int)b;
    out[i] = v;
    tmp[l] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l == 0) {
        int s = 0;
        for (size_t k = 0; k < get_local_size(0); k++) {
            s += tmp[k];
        }
        sums[get_group_id(0)] = s;
    }
}

// 2D: m[y][x] = x * scale + y; native_* functions have implementation-defined precision, so IGC's
// and PoCL's results differ in the last bits
__kernel void grid(__global float* m, float scale, __global float* approx)
{
    size_t x = get_global_id(0);
    size_t y = get_global_id(1);
    size_t i = y * get_global_size(0) + x;
    m[i] = (float)x * scale + (float)y;
    approx[i] = native_exp(m[i] * 0.01f) + native_recip(m[i] + 1.0f);
}

// A data-dependent loop: steps[i] = the Collatz steps of start[i] (at most cap)
__kernel void collatz_steps(__global const uint* start, __global uint* steps, uint cap)
{
    size_t i = get_global_id(0);
    uint n = start[i];
    uint k = 0;
    while (n > 1 && k < cap) {
        n = (n & 1) ? 3 * n + 1 : n >> 1;
        k++;
    }
    steps[i] = k;
}

// Every work-item writes v[0]: a race between work-groups
__kernel void racy(__global int* v)
{
    v[0] = (int)get_global_id(0);
}
