// Stack calls (compiled with IGC_FunctionControl=3): two noinline helpers, one calling the other,
// called from a per-lane loop whose trip count differs per work-item.
__attribute__((noinline)) uint mix_round(uint h, uint k)
{
    for (uint r = 0; r < (k & 3u) + 1u; ++r)
        h = (h ^ (h >> 15)) * 0x2c1b3c6du + k;
    return h;
}

__attribute__((noinline)) uint fold(uint h, uint k)
{
    uint t = mix_round(h, k);
    return (t & 1u) ? mix_round(t, k + 1u) : t ^ (t >> 7);
}

__kernel void stack_calls(__global const uint* in, __global uint* out)
{
    size_t i = get_global_id(0);
    uint v = in[i];
    uint h = v;
    for (uint k = 0; k < 8u + (v & 15u); ++k)
        h = fold(h, k);
    out[i] = h;
}
