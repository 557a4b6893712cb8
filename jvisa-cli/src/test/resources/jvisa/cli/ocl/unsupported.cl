__kernel void report(__global const float2* v, __global float* out)
{
    int i = get_global_id(0);
    printf("%d: %s\n", i, v[i].x > 0 ? "positive" : "not positive");
    out[i] = v[i].x;
}
