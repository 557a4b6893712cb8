#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
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

__kernel void halve(__global float* f, float by)
{
    size_t i = get_global_id(0);
    f[i] = f[i] / by;
}

// Recursion, which jvisa's compiler builds with stack calls (chosen when a kernel needs them)
int walk(__global const int* p, int depth)
{
    if (depth == 0) return p[0];
    return p[depth] + walk(p, depth - 1);
}

__kernel void prefix_walk(__global const int* in, __global int* out)
{
    out[get_global_id(0)] = walk(in, (int)(get_global_id(0) & 7));
}

// A private pointer made from an integer, which jvisa's compiler cannot build yet
__kernel void integer_pointer(__global const int* in, __global int* out)
{
    int a[8];
    for (int j = 0; j < 8; j++) {
        a[j] = in[j];
    }
    int* p = (int*)((size_t)a + (in[1] & 4));
    out[get_global_id(0)] = p[in[0] & 1];
}

// Every work-item writes v[0]: a race (and two channels of one store writing different values)
__kernel void racy(__global int* v)
{
    v[0] = (int)get_global_id(0);
}

// printf from the work-items of one group that pass the test
__kernel void greet(__global const int* v)
{
    int i = get_global_id(0);
    if (v[i] > 2)
        printf("work-item %d sees %d\n", i, v[i]);
}
