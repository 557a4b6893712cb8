// Single-precision library functions, each result stored separately so the tolerance applies per
// function: sqrt, exp, log, sin, division (not correctly rounded by default) and fma (exact).
__kernel void float_math(__global const float* x, __global const float* y, __global float* out)
{
    int i = get_global_id(0);
    int n = get_global_size(0);
    float a = x[i];
    float b = y[i];
    out[i] = sqrt(a);
    out[n + i] = exp(b);
    out[2 * n + i] = log(a);
    out[3 * n + i] = sin(b);
    out[4 * n + i] = a / (fabs(b) + 0.25f);
    out[5 * n + i] = fma(a, b, -a);
}
