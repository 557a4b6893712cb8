// The only kernel of this file (so `ocl` needs no --kernel): float4 buffers, an int3 buffer (each
// int3 takes the space of an int4) and a scalar. A kernel in a comment does not count:
// __kernel void commented_out(__global float4* x) {}
__kernel void axpy4(__global const float4* x, float a, __global float4* out, __global int3* idx)
{
    size_t i = get_global_id(0);
    out[i] = x[i] * a + (float4)(1.0f, 2.0f, 3.0f, 4.0f);
    idx[i] = (int3)((int)i, (int)i + 1, (int)i + 2);
}
