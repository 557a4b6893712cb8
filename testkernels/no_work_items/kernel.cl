// Calls no work-item function, so IGC gives it no local IDs, only its unused per-thread GRF (r1):
// the cross-thread data (and the arguments in it) start at r2.
__kernel void no_work_items(__global const int* in, int scale, __global int* out)
{
    int s = 0;
    for (int i = 0; i < 5; i++)
        s += in[i];
    out[0] = s * scale;
    out[1] = in[7] - scale;
}
