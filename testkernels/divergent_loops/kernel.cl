// Per-lane control flow that diverges at every level: early return, if/else chains,
// nested loops with data-dependent trip counts, continue and break.
__kernel void divergent_loops(__global const int* v, __global int* out, __global int* trips, int n)
{
    int i = get_global_id(0);
    if (i >= n) {
        out[i] = -1;
        return;
    }
    int x = v[i];
    int acc = 0;
    int count = 0;
    if (x < 0) {
        acc = -x;
    } else if ((x & 3) == 1) {
        acc = x * 3 + 1;
    } else {
        acc = x >> 1;
    }
    int outer = (x & 7) + 1;
    for (int a = 0; a < outer; ++a) {
        if (((a + x) & 3) == 0)
            continue;
        int inner = ((x >> 3) & 15) + a;
        for (int b = 0; b < inner; ++b) {
            count++;
            if (((acc ^ b) & 31) == 7)
                break;
            if (b & 1)
                continue;
            acc = acc * 5 + b;
        }
        if (acc > 1000000)
            break;
    }
    out[i] = acc;
    trips[i] = count;
}
