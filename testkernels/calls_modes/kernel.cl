// Two noinline helpers (one with a loop, one calling the other) reached only by some lanes, and
// once more in a loop whose trip count differs per lane.
__attribute__((noinline)) uint mix_step(uint h, uint k)
{
    for (uint r = 0; r < (k & 3) + 1; ++r)
        h = (h ^ (h >> 15)) * 0x2c1b3c6du + k;
    return h;
}

__attribute__((noinline)) uint tri_mix(uint n)
{
    uint s = 0;
    for (uint k = 0; k <= n; ++k)
        s += k;
    return (n & 4) ? mix_step(s, n) : s;
}

__kernel void calls_modes(__global const uint* in, __global uint* out)
{
    size_t i = get_global_id(0);
    uint v = in[i];
    uint r;
    if (v & 1)
        r = mix_step(v, 3);
    else if (v & 2)
        r = tri_mix(v & 255);
    else
        r = v;
    for (uint k = 0; k < (v >> 29); ++k)
        r = mix_step(r, k);
    out[i] = r;
}
