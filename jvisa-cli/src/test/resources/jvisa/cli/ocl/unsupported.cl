__kernel void lengths(__global const float2* v, __global float* out)
{
    int i = get_global_id(0);
    out[i] = fast_length(v[i]);
}
