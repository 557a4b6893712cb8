// Heavily divergent control flow: per byte of the input a Collatz walk (data-dependent trip count)
// whose steps branch three ways, one way running an inner loop, another breaking out early.
__kernel void divergent(__global const uint* in, __global uint* out)
{
    size_t gid = get_global_id(0);
    uint x = in[gid];
    uint acc = 0;
    for (int r = 0; r < 4; ++r) {
        uint v = (x >> (8 * r)) & 255u;
        uint steps = 0;
        while (v > 1) {
            ++steps;
            if (v & 1u) {
                v = 3u * v + 1u;
                acc += v & 7u;
                if ((acc & 31u) == 7u)
                    acc ^= 0x55u;
            } else if ((v & 3u) == 0u) {
                v >>= 2;
                for (uint k = 0; k < (v & 7u); ++k) {
                    acc += k * v;
                    if (acc & 0x100u)
                        acc -= k;
                }
            } else {
                v >>= 1;
                if (v % 5u == 0u && (acc & 1u))
                    break;
                acc -= 1u;
            }
        }
        acc = acc * 33u + steps;
    }
    out[gid] = acc;
}
