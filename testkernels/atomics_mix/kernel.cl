// atomic_add/min/max/cmpxchg on __local and __global ints. Every published value is independent of
// the order in which work-items arrive: sums, minima, maxima, compare-exchange retry loops that add
// or take a maximum, and first-claim slots whose count of winners is the number of distinct slots.
__kernel void atomics_mix(__global const int* in, __global int* gacc, __global int* groups,
                          __global int* slots)
{
    __local int lsum, lmin, lmax, lcas;
    int lid = get_local_id(0);
    int gid = get_global_id(0);
    int grp = get_group_id(0);
    if (lid == 0) {
        lsum = 0;
        lmin = INT_MAX;
        lmax = INT_MIN;
        lcas = 0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int x = in[gid];
    atomic_add(&lsum, x);
    atomic_min(&lmin, x);
    atomic_max(&lmax, x);
    int seen = 0;
    int old;
    while ((old = atomic_cmpxchg(&lcas, seen, seen + (x & 255))) != seen)
        seen = old;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid == 0) {
        groups[grp * 4 + 0] = lsum;
        groups[grp * 4 + 1] = lmin;
        groups[grp * 4 + 2] = lmax;
        groups[grp * 4 + 3] = lcas;
    }
    atomic_add(&gacc[0], x);
    atomic_min(&gacc[1], x);
    atomic_max(&gacc[2], x);
    int key = x ^ 0x5555;
    seen = INT_MIN;
    while (key > seen && (old = atomic_cmpxchg(&gacc[3], seen, key)) != seen)
        seen = old;
    if (x > 0 && atomic_cmpxchg(&slots[x & 63], 0, 1) == 0)
        atomic_inc(&gacc[4]);
}
