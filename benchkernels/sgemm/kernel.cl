// C = A * B for n x n row-major matrices, in 16 x 16 tiles staged through local memory; one
// work-item per element of C. The inputs are small integers, so every product and partial sum is
// exact in float and the result does not depend on the order of the additions.
#pragma OPENCL FP_CONTRACT OFF
#define TILE 16

__kernel void sgemm(__global const float* a, __global const float* b, __global float* c, int n)
{
    __local float as[TILE][TILE];
    __local float bs[TILE][TILE];
    int lx = get_local_id(0);
    int ly = get_local_id(1);
    int col = get_global_id(0);
    int row = get_global_id(1);
    float acc = 0.0f;
    for (int t = 0; t < n; t += TILE) {
        as[ly][lx] = a[row * n + t + lx];
        bs[ly][lx] = b[(t + ly) * n + col];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < TILE; ++k)
            acc += as[ly][k] * bs[k][lx];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    c[row * n + col] = acc;
}
