// pow (positive bases, and negative bases with integer exponents), pown, powr, tan, and sin/cos of
// larger arguments (|x| up to 800), each into its own slice of out. No result is NaN.
__kernel void float_pow(__global const float* x, __global const float* y, __global const int* n,
                        __global float* out)
{
  int i = get_global_id(0);
  int g = get_global_size(0);
  float a = x[i], b = y[i];
  int k = n[i];
  out[i] = pow(fabs(a) + 0.125f, b);
  out[g + i] = pow(a, rint(b));
  out[2 * g + i] = pown(a, k);
  out[3 * g + i] = powr(fabs(a) + 0.5f, b * 0.5f);
  out[4 * g + i] = tan(a * 0.35f);
  out[5 * g + i] = sin(b * 100.0f);
  out[6 * g + i] = cos(b * 100.0f);
}
