// exp, exp2, exp10, log, log2, log10 over wide ranges (exp near overflow and underflow, log from
// tiny to huge and near 1), round at halves, copysign; each into its own slice of out.
__kernel void float_explog(__global const float *x, __global const float *y, __global float *out) {
  int i = get_global_id(0);
  int n = get_global_size(0);
  float a = x[i];
  float b = y[i];
  float h = (float)(i - n / 2) * 0.5f + 0.25f * (float)(i & 1);
  out[i] = exp(b);
  out[n + i] = exp2(b * 1.4f);
  out[2 * n + i] = exp10(b * 0.4f);
  out[3 * n + i] = log(a);
  out[4 * n + i] = log2(a) + log10(a * 1e-30f);
  out[5 * n + i] = log(1.0f + b * 1e-3f);
  out[6 * n + i] = round(h) + round(b);
  out[7 * n + i] = copysign(a, b) + copysign(b, -h);
}
