// Bitonic sort in local memory: each work-group sorts one block of 1024 keys ascending (256
// work-items, two compare-exchanges each per step). 64 K keys do not fit one work-group's local
// memory, so the 64 blocks are sorted independently.
#define BLOCK 1024

__kernel void bitonic_sort(__global uint* keys)
{
    __local uint s[BLOCK];
    uint lid = get_local_id(0);
    uint size_l = get_local_size(0);
    uint base = get_group_id(0) * BLOCK;
    for (uint i = lid; i < BLOCK; i += size_l)
        s[i] = keys[base + i];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint size = 2; size <= BLOCK; size <<= 1) {
        for (uint stride = size >> 1; stride > 0; stride >>= 1) {
            for (uint t = lid; t < BLOCK / 2; t += size_l) {
                uint i = 2 * t - (t & (stride - 1));
                uint j = i + stride;
                uint a = s[i];
                uint b = s[j];
                bool ascending = (i & size) == 0;
                if ((a > b) == ascending) {
                    s[i] = b;
                    s[j] = a;
                }
            }
            barrier(CLK_LOCAL_MEM_FENCE);
        }
    }
    for (uint i = lid; i < BLOCK; i += size_l)
        keys[base + i] = s[i];
}
