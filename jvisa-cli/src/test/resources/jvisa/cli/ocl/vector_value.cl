// A by-value float4 and a by-value int3 (IGC passes the float4 as one 16-byte piece)
__kernel void scale4(__global const float4* x, float4 k, int3 shift, __global float4* out,
                     __global int* sum)
{
    size_t i = get_global_id(0);
    out[i] = x[i] * k;
    sum[i] = shift.x + shift.y + shift.z;
}
