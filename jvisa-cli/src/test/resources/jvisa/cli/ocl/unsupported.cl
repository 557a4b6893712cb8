__kernel void report(__global const float2* v, __global float* out)
{
    int i = get_global_id(0);
    printf("%d: %f\n", i, v[i].x);
    out[i] = v[i].x;
}
